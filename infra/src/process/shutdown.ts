// Graceful stop on SIGINT/SIGTERM: run the cleanup once, force-exit if it hangs or on a second signal.
import type { Logger } from 'pino';

export function stopOnSignals(cleanup: () => Promise<void>, logger: Logger, timeoutMs = 10_000): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'stopping');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    cleanup().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// A page's code that fails to download (usually an old chunk gone after a deploy) reloads the page once.
const LAST_RELOAD_KEY = 'chunk-reload-at';
/** A reload that happened this recently and still met a failed chunk did not help: show the error instead. */
const RELOAD_GUARD_MS = 60_000;

const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_FAILURE_MESSAGES.some((text) => error.message.includes(text))
  );
}

type ReloadOptions = {
  storage?: Storage;
  reload?: () => void;
  now?: number;
  /** When this page began loading: a reload recorded after it is one this very page already asked for. */
  pageStartedAt?: number;
};

function lastReloadAt(storage: Storage): number {
  return Number(storage.getItem(LAST_RELOAD_KEY));
}

/** Whether this page already asked for a reload: it is about to be replaced, so it need show nothing more. */
export function chunkReloadUnderWay({
  storage = window.sessionStorage,
  pageStartedAt = performance.timeOrigin,
}: Pick<ReloadOptions, 'storage' | 'pageStartedAt'> = {}): boolean {
  try {
    return lastReloadAt(storage) >= pageStartedAt;
  } catch {
    return false;
  }
}

/** Reloads unless a reload for a failed chunk already happened moments ago; true while a reload is under way. */
export function reloadOnceForChunkError({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
  pageStartedAt = performance.timeOrigin,
}: ReloadOptions = {}): boolean {
  try {
    const last = lastReloadAt(storage);
    if (last >= pageStartedAt) return true;
    if (now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard against a reload loop, so the error screen shows instead.
    return false;
  }
  reload();
  return true;
}

/**
 * Vite reports any page code that failed to download, before the import fails. Taking it over (preventDefault)
 * starts the one reload, at the page the visitor is on; Vite then resolves the import to nothing, and the
 * route error that follows shows nothing while the reload is under way. Not taken over, the import fails as is.
 */
export function reloadOnFailedPreload(target: EventTarget = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}

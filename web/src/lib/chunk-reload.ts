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

/** Reloads unless a reload for a failed chunk already happened moments ago; true while a reload is under way. */
export function reloadOnceForChunkError({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
  pageStartedAt = performance.timeOrigin,
}: ReloadOptions = {}): boolean {
  try {
    const lastReloadAt = Number(storage.getItem(LAST_RELOAD_KEY));
    if (lastReloadAt >= pageStartedAt) return true;
    if (now - lastReloadAt < RELOAD_GUARD_MS) return false;
    storage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard against a reload loop, so the error screen shows instead.
    return false;
  }
  reload();
  return true;
}

/** Vite reports a page's preloaded dependency that failed to download; reloading replaces the error. */
export function reloadOnFailedPreload(target: Window = window) {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}

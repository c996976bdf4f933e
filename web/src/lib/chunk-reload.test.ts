// The one reload after a failed chunk: which errors count, and the guard that keeps a broken deploy from looping.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkReloadUnderWay,
  isChunkLoadError,
  reloadOnceForChunkError,
  reloadOnFailedPreload,
} from './chunk-reload';

const PAGE_STARTED_AT = 1_800_000_000_000;

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/support-1a2b.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    'Failed to fetch dynamically imported module',
    null,
  ])('leaves %s to the error screen', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the first time and remembers when', () => {
    const reload = vi.fn();

    const reloading = reloadOnceForChunkError({
      reload,
      now: PAGE_STARTED_AT + 500,
      pageStartedAt: PAGE_STARTED_AT,
    });

    expect(reloading).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('chunk-reload-at')).toBe(String(PAGE_STARTED_AT + 500));
  });

  it('does not reload again on the page that already asked for it', () => {
    const reload = vi.fn();
    const options = { reload, pageStartedAt: PAGE_STARTED_AT };

    reloadOnceForChunkError({ ...options, now: PAGE_STARTED_AT + 500 });
    const stillReloading = reloadOnceForChunkError({ ...options, now: PAGE_STARTED_AT + 600 });

    expect(stillReloading).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up on the page that the reload brought, so a broken deploy does not loop', () => {
    sessionStorage.setItem('chunk-reload-at', String(PAGE_STARTED_AT - 2_000));
    const reload = vi.fn();

    const reloading = reloadOnceForChunkError({
      reload,
      now: PAGE_STARTED_AT + 500,
      pageStartedAt: PAGE_STARTED_AT,
    });

    expect(reloading).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the last reload is a minute old, as for the next deploy', () => {
    sessionStorage.setItem('chunk-reload-at', String(PAGE_STARTED_AT - 60_000));
    const reload = vi.fn();

    const reloading = reloadOnceForChunkError({
      reload,
      now: PAGE_STARTED_AT + 1,
      pageStartedAt: PAGE_STARTED_AT,
    });

    expect(reloading).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error instead when storage is unavailable, having no guard against a loop', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const reload = vi.fn();

    expect(reloadOnceForChunkError({ storage, reload, pageStartedAt: PAGE_STARTED_AT })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('chunkReloadUnderWay', () => {
  beforeEach(() => sessionStorage.clear());

  it('is true only on the page that asked for the reload', () => {
    expect(chunkReloadUnderWay({ pageStartedAt: PAGE_STARTED_AT })).toBe(false);

    reloadOnceForChunkError({ reload: vi.fn(), now: PAGE_STARTED_AT + 500, pageStartedAt: PAGE_STARTED_AT });

    expect(chunkReloadUnderWay({ pageStartedAt: PAGE_STARTED_AT })).toBe(true);
    expect(chunkReloadUnderWay({ pageStartedAt: PAGE_STARTED_AT + 1_000 })).toBe(false);
  });
});

describe('reloadOnFailedPreload', () => {
  beforeEach(() => sessionStorage.clear());

  const failedPreload = () => new Event('vite:preloadError', { cancelable: true });

  it("takes over Vite's failed preload with a reload", () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const target = new EventTarget();
    reloadOnFailedPreload(target);
    const event = failedPreload();

    target.dispatchEvent(event);

    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the failure through to the error screen on the page the reload brought', () => {
    // This page started after the earlier page reloaded, a few seconds ago.
    vi.useFakeTimers({ toFake: ['Date'], now: performance.timeOrigin + 3_000 });
    sessionStorage.setItem('chunk-reload-at', String(performance.timeOrigin - 1_000));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const target = new EventTarget();
    reloadOnFailedPreload(target);
    const event = failedPreload();

    target.dispatchEvent(event);

    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});

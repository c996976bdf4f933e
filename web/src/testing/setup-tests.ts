// Runs before every web test file: jest-dom matchers, and a clean DOM, storage and globals between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Pages are lazy: the first visit to each one in a run waits for Vite to transform its module, which on a
// busy machine takes longer than Testing Library's default one second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // jsdom has no layout, and its scrollTo only prints "Not implemented"; tests that care spy on it.
  window.scrollTo = vi.fn();
});

afterEach(() => {
  cleanup();
  // Tests that fake the clock for a delay get the real one back, even when they fail half-way.
  vi.useRealTimers();
  localStorage.clear();
  document.body.style.overflow = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

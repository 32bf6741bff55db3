import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createMatchMedia } from './match-media';

// jsdom has no matchMedia; tests that need a small screen or a dark system theme use mockMatchMedia.
Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: createMatchMedia(() => false) });

// Radix measures elements and scrolls them into view; jsdom implements neither.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  document.documentElement.className = '';
  vi.restoreAllMocks();
  window.matchMedia = createMatchMedia(() => false);
});


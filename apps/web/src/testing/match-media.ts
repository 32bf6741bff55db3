/** A `window.matchMedia` that answers `matches(query)` and never fires change events. */
export function createMatchMedia(matches: (query: string) => boolean) {
  return (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

/** Makes `window.matchMedia` answer `matches(query)` (e.g. a phone-sized screen); reset after each test. */
export function mockMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = createMatchMedia(matches);
}

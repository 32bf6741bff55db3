import { expect } from 'vitest';

/** Parses a rendered figure back into a DOM, failing the test if it is not well-formed SVG. */
export function readSvg(svg: string): Element {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect(root.tagName).toBe('svg');
  return root;
}

/** The text content of every element matching `selector`, in document order. */
export function textsOf(root: Element, selector = 'text'): string[] {
  return [...root.querySelectorAll(selector)].map((element) => element.textContent ?? '');
}

/** A numeric attribute of an element. */
export function numberAttr(element: Element, name: string): number {
  const value = element.getAttribute(name);
  expect(value, `${element.tagName} has no ${name}`).not.toBeNull();
  return Number(value);
}

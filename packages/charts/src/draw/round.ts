/** Rounds a coordinate to 2 decimals so output does not depend on floating-point noise. */
export function r2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

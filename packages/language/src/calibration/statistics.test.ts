import { describe, expect, it } from 'vitest';
import { fitRidge, pearson, predictLinear } from './statistics';

describe('pearson', () => {
  it('is 1 for a perfect line and -1 for a falling one', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1);
  });
});

describe('fitRidge', () => {
  it('recovers a linear relation with a small penalty', () => {
    const rows = Array.from({ length: 50 }, (_, i) => [i, (i * 7) % 11]);
    const y = rows.map(([a, b]) => 1 + 0.5 * a! - 2 * b!);
    const model = fitRidge(rows, y, 1e-6);
    expect(predictLinear(model, [10, 3])).toBeCloseTo(1 + 5 - 6, 3);
  });

  it('shrinks weights as the penalty grows', () => {
    const rows = Array.from({ length: 30 }, (_, i) => [i]);
    const y = rows.map(([a]) => 3 * a!);
    expect(Math.abs(fitRidge(rows, y, 10).weights[0]!)).toBeLessThan(Math.abs(fitRidge(rows, y, 0).weights[0]!));
  });
});

/** Arithmetic mean (0 for no values). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Population standard deviation (0 for fewer than two values). */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length);
}

/** Pearson correlation of two equally long series (NaN when either is constant). */
export function pearson(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new Error('pearson: series differ in length');
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i += 1) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

// Solves A·x = b by Gaussian elimination with partial pivoting (A is small and symmetric positive definite here).
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = m[row]![col]! / p;
      for (let k = col; k <= n; k += 1) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** A linear model on standardised inputs: y ≈ intercept + Σ weight·(x − mean)/sd. */
export interface LinearModel {
  means: number[];
  sds: number[];
  weights: number[];
  intercept: number;
}

/**
 * Ridge regression on standardised columns: minimises Σ(y − ŷ)² + λ·n·Σw². The penalty keeps weights stable when
 * features are correlated (error rates, say).
 */
export function fitRidge(rows: readonly (readonly number[])[], y: readonly number[], lambda: number): LinearModel {
  const k = rows[0]?.length ?? 0;
  const n = rows.length;
  const means = Array.from({ length: k }, (_, j) => mean(rows.map((r) => r[j]!)));
  const sds = Array.from({ length: k }, (_, j) => standardDeviation(rows.map((r) => r[j]!)) || 1);
  const z = rows.map((r) => r.map((v, j) => (v - means[j]!) / sds[j]!));
  const intercept = mean(y);
  const xtx = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => z.reduce((s, r) => s + r[i]! * r[j]!, 0) + (i === j ? lambda * n : 0)));
  const xty = Array.from({ length: k }, (_, i) => z.reduce((s, r, row) => s + r[i]! * (y[row]! - intercept), 0));
  return { means, sds, weights: k > 0 ? solve(xtx, xty) : [], intercept };
}

/** The model's prediction for one row. */
export function predictLinear(model: LinearModel, row: readonly number[]): number {
  return row.reduce((sum, v, j) => sum + model.weights[j]! * ((v - model.means[j]!) / model.sds[j]!), model.intercept);
}

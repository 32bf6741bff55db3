/** Statistics for the speech evaluation: correlation, ROC AUC, ridge regression, speaker-grouped folds. */

/** Pearson r over the pairs where both values are finite (NaN when fewer than 3). */
export function pearson(allXs, allYs) {
  const kept = allXs.map((_, i) => i).filter((i) => Number.isFinite(allXs[i]) && Number.isFinite(allYs[i]));
  const n = kept.length;
  if (n < 3) return NaN;
  const mx = kept.reduce((sum, i) => sum + allXs[i], 0) / n;
  const my = kept.reduce((sum, i) => sum + allYs[i], 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const i of kept) {
    sxy += (allXs[i] - mx) * (allYs[i] - my);
    sxx += (allXs[i] - mx) ** 2;
    syy += (allYs[i] - my) ** 2;
  }
  return sxx && syy ? sxy / Math.sqrt(sxx * syy) : NaN;
}

/** Area under the ROC curve of `scores` for `positives` (ties count half): the chance a positive outranks a negative. */
export function rocAuc(scores, positives) {
  const order = scores.map((score, i) => [score, positives[i]]).sort((a, b) => a[0] - b[0]);
  let rankSum = 0;
  let positiveCount = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && order[j][0] === order[i][0]) j++;
    const meanRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) if (order[k][1]) {
      rankSum += meanRank;
      positiveCount++;
    }
    i = j;
  }
  const negativeCount = order.length - positiveCount;
  if (!positiveCount || !negativeCount) return NaN;
  return (rankSum - (positiveCount * (positiveCount + 1)) / 2) / (positiveCount * negativeCount);
}

function solve(matrix, vector) {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row][col] / a[col][col];
      for (let k = col; k <= n; k++) a[row][k] -= factor * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

/** The value below which `fraction` of `values` lie. */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Rounds to `digits` decimals. */
export function round(value, digits = 3) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Ridge regression (penalty `lambda`) on features standardised after clamping to their 1st–99th
 * percentiles; rows missing a feature are left out. Returns a LinearModel as trait-models.ts reads it.
 */
export function fitLinear(examples, names, lambda) {
  let rows = examples.filter(({ x, y }) => Number.isFinite(y) && names.every((name) => Number.isFinite(x[name])));
  const n = rows.length;
  const bounds = names.map((name) => [percentile(rows.map(({ x }) => x[name]), 0.01), percentile(rows.map(({ x }) => x[name]), 0.99)]);
  rows = rows.map(({ x, y }) => ({ y, x: names.map((name, j) => Math.min(bounds[j][1], Math.max(bounds[j][0], x[name]))) }));
  const centers = names.map((_, j) => rows.reduce((sum, row) => sum + row.x[j], 0) / n);
  const scales = names.map((_, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row.x[j] - centers[j]) ** 2, 0) / n) || 1);
  const z = rows.map((row) => row.x.map((value, j) => (value - centers[j]) / scales[j]));
  const meanY = rows.reduce((sum, row) => sum + row.y, 0) / n;
  const p = names.length;
  const xtx = Array.from({ length: p }, (_, i) => Array.from({ length: p }, (_, j) => z.reduce((sum, zr) => sum + zr[i] * zr[j], 0) + (i === j ? lambda : 0)));
  const xty = Array.from({ length: p }, (_, i) => z.reduce((sum, zr, r) => sum + zr[i] * (rows[r].y - meanY), 0));
  const weights = solve(xtx, xty);
  const features = {};
  names.forEach((name, j) => {
    features[name] = { weight: round(weights[j], 5), center: round(centers[j], 5), scale: round(scales[j], 5), min: round(bounds[j][0], 5), max: round(bounds[j][1], 5) };
  });
  return { intercept: round(meanY, 5), features };
}

/** Assigns each speaker to one of `folds` folds (sorted speaker ids dealt in turn): no speaker is on both sides. */
export function speakerFolds(speakers, folds) {
  const sorted = [...new Set(speakers)].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));
  return new Map(sorted.map((speaker, index) => [speaker, index % folds]));
}

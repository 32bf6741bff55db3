/** How a value is printed: text before and after the number, and a fixed number of decimals if given. */
export interface ValueFormat {
  prefix?: string;
  suffix?: string;
  decimals?: number;
}

/** Formats a number as printed on the chart: thousands separators, the decimals given (or as written). */
function formatNumber(value: number, decimals?: number): string {
  const fixed = decimals === undefined ? String(value) : value.toFixed(decimals);
  const [whole = '', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '');
  const grouped = digits.length > 4 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits;
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A value as printed on a chart, e.g. `$1,250.00` or `45%`. Groups of thousands only from 10,000 up. */
export function formatValue(value: number, { prefix = '', suffix = '', decimals }: ValueFormat = {}): string {
  return `${prefix}${formatNumber(value, decimals)}${suffix}`;
}

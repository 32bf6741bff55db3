/**
 * Approximate advance width of a text in DejaVu Sans (the widest common fallback), used for wrapping and
 * layout. Over-estimates slightly so text never overflows its box.
 */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    if (" .,:;'|!il".includes(ch)) units += 0.32;
    else if ('ftrjI()[]-'.includes(ch)) units += 0.42;
    else if ('mwMW%@'.includes(ch)) units += 0.92;
    else if (/[A-Z]/.test(ch)) units += 0.72;
    else units += 0.6;
  }
  return units * size * (bold ? 1.1 : 1);
}

/** Breaks a text into lines no wider than `maxWidth` (a single long word keeps its own line). */
export function wrap(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

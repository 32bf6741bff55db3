const markerPattern = /\{\{(\d+)\}\}/g;

/** The blank numbers written `{{n}}` in a passage or transcript, in reading order. */
export function blankMarkers(text: string): number[] {
  return [...text.matchAll(markerPattern)].map((match) => Number(match[1]));
}

/** Replaces each `{{n}}` by `answers[n - 1]`; markers without an answer stay as written. */
export function fillBlankMarkers(text: string, answers: readonly string[]): string {
  return text.replace(markerPattern, (marker, number: string) => answers[Number(number) - 1] ?? marker);
}

/** Splits a passage into text runs and blank numbers, in reading order, for rendering blanks in place. */
export function splitAtBlankMarkers(text: string): (string | number)[] {
  const parts: (string | number)[] = [];
  let last = 0;
  for (const match of text.matchAll(markerPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

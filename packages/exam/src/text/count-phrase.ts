const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A count with its noun for feedback sentences: "one wrong option", "two blanks", "12 words".
 * Regular plurals only (adds "s"), which is all the feedback needs.
 */
export function countPhrase(count: number, noun: string): string {
  const number = numberWords[count] ?? String(count);
  return `${number} ${count === 1 ? noun : `${noun}s`}`;
}

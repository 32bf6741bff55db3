/** Prompt fields that hold no words to search: an option's or paragraph's letter, an image's file name. */
const unsearchedKeys = new Set(['id', 'image']);

/** A blank written `{{n}}` in a passage or transcript. */
const blankMarker = /\{\{\d+\}\}/g;

function collectText(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    into.push(value.replace(blankMarker, '…'));
  } else if (Array.isArray(value)) {
    for (const element of value) collectText(element, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, element] of Object.entries(value)) {
      if (!unsearchedKeys.has(key)) collectText(element, into);
    }
  }
}

/**
 * The words a learner sees in a question's prompt, as one text to search: passages, transcripts, the question,
 * options, paragraphs, word banks and an image's description, with blanks shown as "…". Only the prompt is read,
 * the part every type shows before an answer (`toPublicQuestion` serves it as it is): never the answer key, the
 * audio script or the model answer, so a search can neither find a question by its answer nor reveal it.
 */
export function searchableTextOf(prompt: unknown): string {
  const parts: string[] = [];
  collectText(prompt, parts);
  return parts.join('\n');
}

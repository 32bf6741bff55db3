/** How a text keeps to its topic from sentence to sentence and paragraph to paragraph. */
interface TopicContinuity {
  /** Mean share of content concepts a sentence shares with the one before (0–1). */
  adjacentOverlap: number;
  /** Share of sentences after the first that repeat at least one concept of the sentence before. */
  linkedSentences: number;
  /** Mean share of each paragraph's concepts also found elsewhere in the text (0–1). */
  paragraphOverlap: number;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const key of a) if (b.has(key)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

/**
 * Measures topic continuity from the content concepts (stems of content words) of each sentence and the paragraph
 * each sentence belongs to.
 */
export function topicContinuity(sentenceConcepts: readonly ReadonlySet<string>[], paragraphOf: readonly number[]): TopicContinuity {
  let adjacent = 0;
  let linked = 0;
  for (let i = 1; i < sentenceConcepts.length; i += 1) {
    const value = overlap(sentenceConcepts[i - 1]!, sentenceConcepts[i]!);
    adjacent += value;
    if (value > 0) linked += 1;
  }
  const pairs = Math.max(1, sentenceConcepts.length - 1);
  const paragraphs = new Map<number, Set<string>>();
  sentenceConcepts.forEach((concepts, i) => {
    const set = paragraphs.get(paragraphOf[i]!) ?? new Set<string>();
    for (const key of concepts) set.add(key);
    paragraphs.set(paragraphOf[i]!, set);
  });
  let paragraphOverlap = 0;
  if (paragraphs.size > 1) {
    for (const [index, concepts] of paragraphs) {
      const rest = new Set<string>();
      for (const [other, keys] of paragraphs) if (other !== index) for (const key of keys) rest.add(key);
      paragraphOverlap += overlap(concepts, rest);
    }
    paragraphOverlap /= paragraphs.size;
  }
  return { adjacentOverlap: adjacent / pairs, linkedSentences: linked / pairs, paragraphOverlap };
}

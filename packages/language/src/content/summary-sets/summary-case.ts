/**
 * What a summary of the agreement sets is meant to show: a good summary in the writer's own words (`paraphrase`), a
 * good summary that keeps the source's wording (`close`), one that misses one or two key ideas (`partial`), one about
 * something else (`off-topic`), one lifted from the source (`copied`), or a way of gaming the scorer (`gaming`: key
 * words strung together, a template filled with topic words, one idea repeated).
 */
export type SummaryKind = 'paraphrase' | 'close' | 'partial' | 'off-topic' | 'copied' | 'gaming';

/** One summary of a bank item, written for this package, with the content band PTE's rubric gives it. */
export interface SummaryCase {
  /** The bank item summarised (`content/questions/…/<id>.json`); its passage or script and key ideas are read from there. */
  item: string;
  kind: SummaryKind;
  text: string;
  /** Content band under the legacy rubric (0–2): 2 all key ideas, 1 one or two missing, 0 the main ideas missing. */
  content: 0 | 1 | 2;
  /** Why the summary gets that band, in one line. */
  reason: string;
}

/**
 * Trait maxima of the two speaking tasks added to PTE Academic on 7 August 2025. Pearson has not published
 * them; these are the figures third parties report (docs/task-types.md#traits-and-maxima), kept in this one
 * table so they are easy to change. Both definitions and the speech engine's strategies read them from here.
 */
export const newSpeakingTaskMaxima = {
  'summarize-group-discussion': { content: 6, fluency: 5, pronunciation: 5 },
  'respond-to-a-situation': { content: 6, fluency: 5, pronunciation: 5 },
} as const satisfies Record<string, { content: number; fluency: number; pronunciation: number }>;

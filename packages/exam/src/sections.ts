/** The four parts of PTE Academic practice, in the order the sidebar lists them. */
export const sections = [
  { id: 'speaking', title: 'Speaking' },
  { id: 'writing', title: 'Writing' },
  { id: 'reading', title: 'Reading' },
  { id: 'listening', title: 'Listening' },
] as const;

/** A practice section id: `speaking`, `writing`, `reading` or `listening`. */
export type SectionId = (typeof sections)[number]['id'];

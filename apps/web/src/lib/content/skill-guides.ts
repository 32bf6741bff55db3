/** The skill guides of Study Materials, in the order the index lists them, with the title used before a file exists. */
export const skillGuides = [
  { id: 'pronunciation', title: 'Pronunciation' },
  { id: 'oral-fluency', title: 'Oral fluency' },
  { id: 'grammar', title: 'Grammar' },
  { id: 'vocabulary', title: 'Vocabulary' },
  { id: 'spelling', title: 'Spelling' },
  { id: 'summarising', title: 'Summarising' },
  { id: 'note-taking', title: 'Note-taking' },
] as const;

/** The skill guide with this id, if there is one. */
export function findSkillGuide(id: string): (typeof skillGuides)[number] | undefined {
  return skillGuides.find((guide) => guide.id === id);
}

import { questionTypes, sections, type QuestionTypeId } from '@pte/exam';

const sectionTitles: Record<string, string> = Object.fromEntries(sections.map((section) => [section.id, section.title]));

/** A task type's title with its section, e.g. "Multiple Choice, Single Answer (Reading)": titles repeat across sections. */
export function taskTypeLabel(type: QuestionTypeId): string {
  const { title, section } = questionTypes[type];
  return `${title} (${sectionTitles[section]})`;
}

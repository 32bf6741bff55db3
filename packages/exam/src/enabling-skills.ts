import type { QuestionTypeId, TraitIdOf } from './registry';
import { questionTypeList } from './registry';

/**
 * PTE's six enabling skills, in the order the legacy score report listed them
 * (docs/exam-format.md#scores): what the learner's trait marks say about the building blocks of their English.
 */
export const enablingSkills = [
  { id: 'grammar', label: 'Grammar' },
  { id: 'oralFluency', label: 'Oral fluency' },
  { id: 'pronunciation', label: 'Pronunciation' },
  { id: 'spelling', label: 'Spelling' },
  { id: 'vocabulary', label: 'Vocabulary' },
  { id: 'writtenDiscourse', label: 'Written discourse' },
] as const;

/** An enabling skill id, e.g. `oralFluency`. */
export type EnablingSkillId = (typeof enablingSkills)[number]['id'];

/** Every trait id any task type's rubric uses. */
type AnyTraitId = TraitIdOf<QuestionTypeId>;

/**
 * The one table from the registry's trait ids to the enabling skill each one measures, or null for the traits
 * that measure the task itself (content, form, the objective marks). Exhaustive: a new trait id does not compile
 * until it is placed here.
 * - `fluency` (Oral fluency, 0–5) → oral fluency; `pronunciation` (0–5) → pronunciation;
 * - `grammar` (written answers, 0–2) → grammar; `spelling` (0–2) → spelling;
 * - `vocabulary` (summaries 0–2, Answer Short Question 0–1) and the essay's `vocabularyRange` (0–2) → vocabulary;
 * - the essay's `developmentStructureCoherence` and `generalLinguisticRange` (0–2 each) → written discourse.
 */
export const enablingSkillOfTrait: { readonly [Trait in AnyTraitId]: EnablingSkillId | null } = {
  content: null,
  form: null,
  choice: null,
  choices: null,
  blanks: null,
  pairs: null,
  words: null,
  fluency: 'oralFluency',
  pronunciation: 'pronunciation',
  grammar: 'grammar',
  spelling: 'spelling',
  vocabulary: 'vocabulary',
  vocabularyRange: 'vocabulary',
  developmentStructureCoherence: 'writtenDiscourse',
  generalLinguisticRange: 'writtenDiscourse',
};

/** The task types whose rubric has at least one trait that measures an enabling skill, in sidebar order. */
export const typesMarkingEnablingSkills: readonly QuestionTypeId[] = questionTypeList
  .filter((type) => type.traits.some((trait) => enablingSkillOfTrait[trait.id] !== null))
  .map((type) => type.id);

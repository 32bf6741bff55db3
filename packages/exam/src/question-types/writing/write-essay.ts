import { z } from 'zod';
import { textField, textList } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { grammarTrait, spellingTrait, writtenResponse, writtenTraits } from '../families/open-responses';

/** Write Essay (writing): 200–300 words in 20 minutes on a 2–3 sentence prompt. Legacy traits (total 15). */
export const writeEssay = defineQuestionType({
  id: 'write-essay',
  section: 'writing',
  title: 'Write Essay',
  slug: 'write-essay',
  fetchSection: 'writing-write-essay',
  assessPath: '/write-essay/assess',
  ...writtenResponse,
  timings: { answerSeconds: 1200 },
  skills: ['writing'],
  prompt: z.strictObject({ question: textField(1000, 'Write the essay question') }),
  answerKey: z.strictObject({ keyAspects: textList(1, 12) }),
  audio: 'none',
  traits: writtenTraits(
    { max: 3, description: '3 deals fully with the prompt; 2 misses one minor aspect; 1 misses a major aspect or several minor ones; 0 does not deal with it.' },
    { max: 2, description: '2 for 200–300 words; 1 for 120–199 or 301–380 words; 0 otherwise, all capitals, no punctuation or only bullet points.' },
    { id: 'developmentStructureCoherence', label: 'Development, structure and coherence', max: 2, description: '2 good development and logical structure; 1 some elements poorly linked; 0 lists or loose elements.' },
    grammarTrait,
    { id: 'generalLinguisticRange', label: 'General linguistic range', max: 2, description: '2 a wide range of language expressed precisely; 1 enough range for clear arguments; 0 mainly basic language.' },
    { id: 'vocabularyRange', label: 'Vocabulary range', max: 2, description: '2 a broad lexical repertoire with idioms and good word choice; 1 a fair range; 0 mainly basic vocabulary.' },
    spellingTrait,
  ),
});

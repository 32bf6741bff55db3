import { z } from 'zod';
import { textField } from '../../content/text-fields';
import { defineQuestionType } from '../../question-type';
import { normalizeTypedWord } from '../../scoring/fill-in-blanks';
import { scoreSelections } from '../../scoring/selection-score';
import { countPhrase } from '../../text/count-phrase';

/** The words of a Highlight Incorrect Words transcript; a word's index is its position in this list. */
export function transcriptWords(transcript: string): string[] {
  return transcript.split(/\s+/);
}

/** Per-word marks of a highlight answer: every word clicked and every changed word, in transcript order. */
export interface HighlightDetails {
  words: { index: number; shown: string; spoken?: string; selected: boolean; incorrect: boolean; mark: 1 | 0 | -1 }[];
}

const incorrectWordSchema = z.strictObject({
  /** 0-based position of the word in `transcript.split(/\s+/)`. */
  index: z.number().int().min(0),
  /** The word as shown on screen. */
  shown: textField(60),
  /** The word the speaker says instead. */
  spoken: textField(60),
});

/** Highlight Incorrect Words (listening): a 15–50 s recording; 2–5 words of the transcript on screen differ from it. */
export const highlightIncorrectWords = defineQuestionType({
  id: 'highlight-incorrect-words',
  section: 'listening',
  title: 'Highlight Incorrect Words',
  slug: 'highlight-incorrect-words',
  fetchSection: 'listening-highlight-incorrect-words',
  assessPath: '/highlight-incorrect-words/assess',
  family: 'multi-answer',
  timings: { prepareSeconds: 10, suggestedSeconds: 60 },
  skills: ['listening', 'reading'],
  prompt: z.strictObject({ transcript: textField(3000) }),
  answerKey: z.strictObject({
    incorrectWords: z.array(incorrectWordSchema).min(2, 'Change at least 2 words').max(5, 'Change at most 5 words'),
  }),
  /** Indices of the words the learner clicked. */
  answer: z.object({
    answers: z
      .array(
        z.number({ error: 'Word positions are whole numbers counted from 0' }).int('Word positions are whole numbers counted from 0').min(0, 'Word positions are counted from 0').max(999),
        { error: 'Send the positions of the words you clicked as a list of numbers, e.g. [4, 17]' },
      )
      .max(100, 'Click at most 100 words'),
  }),
  audio: 'required',
  modelAnswer: 'none',
  traits: [
    {
      id: 'words',
      label: 'Words',
      max: (key) => key.incorrectWords.length,
      description: '+1 for each changed word clicked, −1 for each word clicked that the speaker did say; never below 0.',
    },
  ],
  checkItem({ prompt, answerKey, audio }, report) {
    if (prompt.transcript !== prompt.transcript.trim()) {
      report('Remove spaces at the start and end of the transcript: word indices count from its first word', ['prompt', 'transcript']);
      return;
    }
    const shown = transcriptWords(prompt.transcript);
    const spoken = audio ? transcriptWords(audio.script.trim()) : undefined;
    const changed = new Map<number, string>();
    answerKey.incorrectWords.forEach((word, position) => {
      const path = ['answerKey', 'incorrectWords', position];
      const token = shown[word.index];
      if (token === undefined) return report(`Word index ${word.index} is past the end of the transcript (${shown.length} words)`, [...path, 'index']);
      if (changed.has(word.index)) return report(`Word ${word.index} is listed twice`, [...path, 'index']);
      changed.set(word.index, word.spoken);
      if (normalizeTypedWord(token) !== normalizeTypedWord(word.shown)) {
        report(`Word ${word.index} of the transcript is “${token}”, not “${word.shown}”`, [...path, 'shown']);
      }
      if (normalizeTypedWord(word.shown) === normalizeTypedWord(word.spoken)) {
        report(`Word ${word.index}: the shown and spoken words must differ`, [...path, 'spoken']);
      }
    });
    if (!spoken) return;
    if (spoken.length !== shown.length) {
      report(`The transcript has ${shown.length} words but the audio script has ${spoken.length}; only single words may differ`, ['prompt', 'transcript']);
      return;
    }
    shown.forEach((token, index) => {
      const scriptToken = spoken[index] ?? '';
      const expectedSpoken = changed.get(index);
      if (expectedSpoken === undefined && token !== scriptToken) {
        report(`Word ${index} differs from the audio script (“${token}” vs “${scriptToken}”) but is not in the key`, ['prompt', 'transcript']);
      } else if (expectedSpoken !== undefined && normalizeTypedWord(scriptToken) !== normalizeTypedWord(expectedSpoken)) {
        report(`Word ${index}: the audio script says “${scriptToken}”, not “${expectedSpoken}”`, ['answerKey', 'incorrectWords']);
      }
    });
  },
  checkAnswer(answer, { prompt }, report) {
    const wordCount = transcriptWords(prompt.transcript).length;
    const seen = new Set<number>();
    answer.answers.forEach((index, position) => {
      if (index >= wordCount) report(`There is no word ${index}: the transcript has ${wordCount} words, numbered from 0`, ['answers', position]);
      else if (seen.has(index)) report(`Word ${index} is clicked more than once`, ['answers', position]);
      seen.add(index);
    });
  },
  score: (answer, answerKey, prompt) => {
    const words = transcriptWords(prompt.transcript);
    const result = scoreSelections(answer.answers, answerKey.incorrectWords.map((word) => word.index));
    const spokenAt = new Map(answerKey.incorrectWords.map((word) => [word.index, word.spoken]));
    const feedback: string[] = [];
    if (result.correctSelected === result.max && result.incorrectSelected === 0) {
      feedback.push('You found every changed word and clicked nothing else.');
    } else if (result.correctSelected + result.incorrectSelected === 0) {
      feedback.push('You did not click any word. Follow the transcript with your eyes while you listen and click each word that differs from what you hear.');
    }
    if (result.incorrectSelected > 0) {
      feedback.push(
        `You clicked ${countPhrase(result.incorrectSelected, 'word')} the speaker did say; each costs a point. Click a word only when you are sure it differs from the audio.`,
      );
    }
    if (result.missed > 0 && result.correctSelected + result.incorrectSelected > 0) {
      const missed = result.marks
        .filter((mark) => mark.correct && !mark.selected)
        .map((mark) => `“${words[mark.value] ?? ''}” (the speaker said “${spokenAt.get(mark.value) ?? ''}”)`);
      feedback.push(`You missed ${countPhrase(result.missed, 'changed word')}: ${missed.join(', ')}.`);
    }
    const details: HighlightDetails = {
      words: result.marks
        .map((mark) => ({
          index: mark.value,
          shown: words[mark.value] ?? '',
          ...(spokenAt.has(mark.value) ? { spoken: spokenAt.get(mark.value) } : {}),
          selected: mark.selected,
          incorrect: mark.correct,
          mark: mark.mark,
        }))
        .sort((a, b) => a.index - b.index),
    };
    return {
      traits: { words: { score: result.score, max: result.max } },
      feedback,
      correctAnswer: answerKey.incorrectWords.map((word) => ({ ...word })),
      details,
    };
  },
});

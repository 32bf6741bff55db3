import { questionTypeList, transcriptWords, type QuestionTypeId } from '@pte/exam';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { questionViews } from './question-views';
import { samplePublicQuestion } from './testing/practice-api-double';
import { renderPracticePage, stubAudioPlayback } from './testing/render-practice';

function expectRecording() {
  const region = screen.getByRole('region', { name: 'Recording' });
  expect(region.querySelector('audio')?.getAttribute('src')).toMatch(/^\/api\/media\/.+\.mp3$/);
  expect(within(region).getByRole('status')).toHaveTextContent(/Beginning in \d+ seconds?/);
}

/**
 * A speaking task before its microphone check is done: the check is offered first, the recorder waits for it,
 * and any prompt audio waits for the task to start.
 */
function expectSpeakingTask({ promptAudio }: { promptAudio: boolean }) {
  expect(screen.getByRole('region', { name: 'Microphone check' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Recorder' })).getByRole('status')).toHaveTextContent('Waiting to start');
  expect(screen.queryByText('The recording plays when the task starts.') !== null).toBe(promptAudio);
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
}

/** The exam editor of a written task: spell-check off, its clock, the edit buttons, no note that it cannot be assessed. */
function expectExamEditor(label: string, clock: string) {
  const box = screen.getByRole('textbox', { name: label });
  expect(box).toHaveAttribute('spellcheck', 'false');
  expect(box).toHaveAttribute('autocorrect', 'off');
  expect(screen.getByRole('timer')).toHaveAccessibleName(`Time to answer: ${clock} left`);
  for (const name of ['Cut', 'Copy', 'Paste']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
}

/** What each type's view must show for its sample item. */
const expectations = {
  'read-aloud': () => {
    expect(screen.getByText(samplePublicQuestion('read-aloud').prompt.text)).toBeInTheDocument();
    expectSpeakingTask({ promptAudio: false });
  },
  'repeat-sentence': () => {
    expectSpeakingTask({ promptAudio: true });
  },
  'describe-image': () => {
    expect(screen.getByRole('img', { name: samplePublicQuestion('describe-image').prompt.alt })).toHaveAttribute('src', '/api/media/di-900-sample-rainfall.svg');
    expectSpeakingTask({ promptAudio: false });
  },
  're-tell-lecture': () => {
    expectSpeakingTask({ promptAudio: true });
  },
  'answer-short-question': () => {
    expectSpeakingTask({ promptAudio: true });
  },
  'summarize-group-discussion': () => {
    expect(screen.getByText(/You will hear three people discussing a topic/)).toHaveTextContent('summarise it within 2 minutes');
    expectSpeakingTask({ promptAudio: true });
  },
  'respond-to-a-situation': () => {
    const situation = screen.getByRole('region', { name: 'Situation' });
    expect(situation).toHaveTextContent(samplePublicQuestion('respond-to-a-situation').prompt.situation);
    expect(screen.getByText(/Read and listen to the situation/)).toHaveTextContent('within 40 seconds');
    expectSpeakingTask({ promptAudio: true });
  },
  'summarize-written-text': () => {
    expect(screen.getByText(samplePublicQuestion('summarize-written-text').prompt.passage)).toBeInTheDocument();
    expectExamEditor('Your one-sentence summary', '10:00');
  },
  'write-essay': () => {
    expect(screen.getByText(samplePublicQuestion('write-essay').prompt.question)).toBeInTheDocument();
    expectExamEditor('Your essay', '20:00');
  },
  'reading-writing-fill-in-the-blanks': () => {
    const blanks = samplePublicQuestion('reading-writing-fill-in-the-blanks').prompt.blanks;
    blanks.forEach((blank, index) => {
      const select = screen.getByRole('combobox', { name: `Blank ${index + 1}` });
      expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', ...blank.options]);
    });
  },
  'reading-multiple-choice-multiple-answers': () => {
    expect(screen.getAllByRole('checkbox')).toHaveLength(samplePublicQuestion('reading-multiple-choice-multiple-answers').prompt.options.length);
  },
  're-order-paragraphs': () => {
    for (const paragraph of samplePublicQuestion('re-order-paragraphs').prompt.paragraphs) {
      expect(screen.getByRole('button', { name: `Add ${paragraph.id} to your order` })).toBeInTheDocument();
      expect(screen.getByText(paragraph.text)).toBeInTheDocument();
    }
    // The lists stack on narrow screens, so the instruction names them rather than saying left and right.
    expect(screen.getByText(/moving them from Source to Your order/)).toBeInTheDocument();
    expect(screen.queryByText(/left panel|right panel/)).not.toBeInTheDocument();
  },
  'reading-fill-in-the-blanks': () => {
    expect(screen.getAllByRole('button', { name: /^Blank \d: empty$/ })).toHaveLength(3);
    const bank = screen.getByRole('group', { name: 'Word bank' });
    expect(within(bank).getAllByRole('button').map((word) => word.textContent)).toEqual(samplePublicQuestion('reading-fill-in-the-blanks').prompt.wordBank);
  },
  'reading-multiple-choice-single-answer': () => {
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  },
  'summarize-spoken-text': () => {
    expectRecording();
    expectExamEditor('Your summary', '10:00');
  },
  'listening-multiple-choice-multiple-answers': () => {
    expectRecording();
    const question = samplePublicQuestion('listening-multiple-choice-multiple-answers').prompt;
    expect(within(screen.getByRole('group', { name: question.question })).getAllByRole('checkbox')).toHaveLength(question.options.length);
  },
  'listening-fill-in-the-blanks': () => {
    expectRecording();
    for (const blank of [1, 2, 3, 4]) expect(screen.getByRole('textbox', { name: `Blank ${blank}` })).toHaveAttribute('spellcheck', 'false');
  },
  'highlight-correct-summary': () => {
    expectRecording();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  },
  'listening-multiple-choice-single-answer': () => {
    expectRecording();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  },
  'select-missing-word': () => {
    expectRecording();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  },
  'highlight-incorrect-words': () => {
    expectRecording();
    const transcript = screen.getByRole('group', { name: /Transcript/ });
    expect(within(transcript).getAllByRole('button')).toHaveLength(transcriptWords(samplePublicQuestion('highlight-incorrect-words').prompt.transcript).length);
  },
  'write-from-dictation': () => {
    expectRecording();
    expect(screen.getByRole('textbox', { name: 'Type the sentence you heard' })).toHaveAttribute('spellcheck', 'false');
  },
} satisfies Record<QuestionTypeId, () => void>;

describe('question views', () => {
  it('has a view for every registered task type', () => {
    expect(Object.keys(questionViews).sort()).toEqual(questionTypeList.map((type) => type.id).sort());
  });

  it.each(questionTypeList.map((type) => [type.id, type.title] as const))('%s renders its sample item on the practice page', async (id, title) => {
    stubAudioPlayback();
    renderPracticePage(id);
    expect(await screen.findByRole('heading', { level: 2, name: samplePublicQuestion(id).title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 1')).toBeInTheDocument();
    expectations[id]();
  });
});

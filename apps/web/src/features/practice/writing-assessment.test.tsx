import type { WritingAssessmentResult } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '@/testing/fake-fetch';
import { answerDraftKey } from './answer-drafts';
import { samplePublicQuestion } from './testing/practice-api-double';
import { renderPracticePage, stubAudioPlayback } from './testing/render-practice';

const swt = samplePublicQuestion('summarize-written-text');
const summary = 'Sleep helps the brain recieve and keep new memories because it replays the day.';

/** What the API answers for `summary` (the writing engine runs on the server; its shape is the contract's). */
function assessmentOf(answer: string): WritingAssessmentResult {
  return {
    questionId: swt.id,
    taskType: 'summarize-written-text',
    traits: { content: { score: 2, max: 2, raw: 1.8 }, form: { score: 1, max: 1 }, grammar: { score: 2, max: 2, raw: 1.9 }, vocabulary: { score: 1, max: 2, raw: 1.2 } },
    total: { score: 6, max: 7 },
    skills: { reading: 78, writing: 80 },
    feedback: ['Check the spelling of “recieve”.'],
    correctAnswer: 'Sleep consolidates memory as the brain replays and strengthens what was learned during the day.',
    explanation: 'The passage’s key idea is that sleep consolidates memory.',
    details: {
      issues: [{ start: answer.indexOf('recieve'), end: answer.indexOf('recieve') + 'recieve'.length, category: 'spelling', message: '“recieve” is not a word in US or UK English.', suggestions: ['receive'], source: 'spelling' }],
      gates: [],
    },
  };
}

function draftOf(id: string) {
  return JSON.parse(localStorage.getItem(answerDraftKey('summarize-written-text', id)) ?? 'null') as unknown;
}

describe('written tasks (exam editor and assessment)', () => {
  it('counts words live and keeps every keystroke as a draft that survives a reload', async () => {
    const user = userEvent.setup();
    const first = renderPracticePage('summarize-written-text');
    const box = await screen.findByRole('textbox', { name: 'Your one-sentence summary' });
    expect(screen.getByText(/Word count: 0 \(5–75 words\)/)).toBeInTheDocument();
    await user.type(box, 'Sleep helps memory');
    expect(screen.getByText(/Word count: 3 \(5–75 words\) · below the range/)).toBeInTheDocument();
    expect(draftOf(swt.id)).toBe('Sleep helps memory');
    await user.type(box, ' in every way.');
    expect(screen.getByText(/Word count: 6 \(5–75 words\) · within the range/)).toBeInTheDocument();
    first.unmount();

    renderPracticePage('summarize-written-text');
    expect(await screen.findByRole('textbox', { name: 'Your one-sentence summary' })).toHaveValue('Sleep helps memory in every way.');
  });

  it('cuts, copies and pastes the selection with the editor’s buttons', async () => {
    const user = userEvent.setup();
    renderPracticePage('summarize-written-text');
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Your one-sentence summary' });
    await user.type(box, 'alpha beta gamma');
    expect(screen.getByRole('button', { name: 'Cut' })).toBeDisabled();
    box.setSelectionRange(0, 6);
    fireEvent.select(box);
    await user.click(screen.getByRole('button', { name: 'Cut' }));
    // The buttons go through the (asynchronous) Clipboard API: wait for the editor to report each action.
    expect(await screen.findByText('Cut 1 word')).toBeInTheDocument();
    expect(box).toHaveValue('beta gamma');
    box.setSelectionRange(box.value.length, box.value.length);
    await user.click(screen.getByRole('button', { name: 'Paste' }));
    expect(await screen.findByText('Pasted 1 word')).toBeInTheDocument();
    expect(box).toHaveValue('beta gammaalpha ');
    box.setSelectionRange(0, 4);
    fireEvent.select(box);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied 1 word')).toBeInTheDocument();
    expect(box).toHaveValue('beta gammaalpha ');
    expect(await navigator.clipboard.readText()).toBe('beta');
  });

  it('submits the summary and shows the trait scores with each issue highlighted in the text', async () => {
    const user = userEvent.setup();
    let request: RecordedRequest | undefined;
    renderPracticePage('summarize-written-text', {
      routes: {
        'POST /api/summarize/assess': (sent) => {
          request = sent;
          return jsonResponse({ data: assessmentOf(String((sent.body as { answer: string }).answer)) });
        },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your one-sentence summary' }), summary);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Total 6 / 7')).toBeInTheDocument();
    expect(request?.body).toMatchObject({ questionId: swt.id, answer: summary });
    expect(typeof (request?.body as { timeTaken?: unknown }).timeTaken).toBe('number');
    const labels = new Map(questionTypes['summarize-written-text'].traits.map((trait) => [trait.id, trait.label]));
    expect(screen.getByRole('progressbar', { name: `${labels.get('content')}: 2 of 2` })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${labels.get('vocabulary')}: 1 of 2` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Model answer' })).toBeInTheDocument();

    const mark = screen.getByText('recieve', { selector: 'mark' });
    const shown = mark.closest('p')?.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('[role="tooltip"]').forEach((tip) => tip.remove());
    expect(shown.textContent).toBe(summary);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => mark.focus());
    expect(mark).toHaveAccessibleDescription('Spelling: “recieve” is not a word in US or UK English. Suggestion: receive.');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Suggestion: receive');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const issues = screen.getByRole('region', { name: 'Issues found (1)' });
    expect(within(issues).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(issues).getByRole('button', { name: /“recieve”/ }));
    expect(mark).toHaveFocus();
    expect(localStorage.getItem(answerDraftKey('summarize-written-text', swt.id))).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'Your one-sentence summary' })).toHaveValue(summary);
  });

  it('names the gates that zeroed the total', async () => {
    const user = userEvent.setup();
    const gated = (answer: string): WritingAssessmentResult => ({
      ...assessmentOf(answer),
      total: { score: 0, max: 7 },
      details: { issues: [], gates: [{ rule: 'one-sentence', message: 'The summary has 2 sentences; Summarize Written Text must be one single sentence.' }] },
    });
    renderPracticePage('summarize-written-text', { routes: { 'POST /api/summarize/assess': (sent) => jsonResponse({ data: gated(String((sent.body as { answer: string }).answer)) }) } });
    await user.type(await screen.findByRole('textbox', { name: 'Your one-sentence summary' }), 'Sleep helps. It replays the day.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const gates = await screen.findByRole('region', { name: 'Rules that set the total to zero' });
    expect(gates).toHaveTextContent('One sentence: The summary has 2 sentences');
    expect(screen.getByRole('heading', { name: 'No issues found in your text' })).toBeInTheDocument();
  });

  it('keeps the text and its draft and shows the server’s message when the submit fails', async () => {
    const user = userEvent.setup();
    renderPracticePage('write-essay', {
      routes: { 'POST /api/write-essay/assess': () => jsonResponse({ code: 'VALIDATION_FAILED', message: 'Your essay is too short to assess: write at least a sentence.' }, { status: 400 }) },
    });
    const essay = samplePublicQuestion('write-essay');
    const box = await screen.findByRole('textbox', { name: 'Your essay' });
    await user.type(box, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your essay is too short to assess: write at least a sentence.');
    expect(box).toHaveValue('Too short');
    expect(JSON.parse(localStorage.getItem(answerDraftKey('write-essay', essay.id)) ?? 'null')).toBe('Too short');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('falls back to the spec’s message when the failure carries none, and shows the transcript after a spoken summary', async () => {
    stubAudioPlayback();
    const user = userEvent.setup();
    const sst = samplePublicQuestion('summarize-spoken-text');
    let fail = true;
    renderPracticePage('summarize-spoken-text', {
      routes: {
        'POST /api/summarize/assess': (sent) =>
          fail
            ? jsonResponse({ unexpected: 'an answer this page cannot read' })
            : jsonResponse({
                data: { ...assessmentOf(String((sent.body as { answer: string }).answer)), questionId: sst.id, taskType: 'summarize-spoken-text', transcript: 'The lecture as spoken.', details: { issues: [], gates: [] } },
              }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your summary' }), 'The lecture explains how sleep helps memory.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit answer')).toHaveAttribute('role', 'alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Transcript' })).toBeInTheDocument();
    expect(screen.getByText('The lecture as spoken.')).toBeInTheDocument();
  });
});

import type { TestReport } from '@pte/contract';
import { parseContentItem, sampleItems, toPublicQuestion } from '@pte/exam';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type FakeRoute } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import type { AnswerReviewViews } from './answer-review';
import { TestReportPage } from './test-report-page';
import { readyReport, sessionIds } from './testing/report-fixtures';
import { REPORT_POLL_MS } from './use-test-report';

const reportUrl = `/api/mock-tests/sessions/${sessionIds.done}/report`;

/** Views that show what the review hands them, so the tests can see it. */
const views: AnswerReviewViews = {
  renderAnswer: (answer) => (
    <div data-testid="answer-view">
      {answer.type} · {answer.question.id} · {JSON.stringify(answer.answer)} · {answer.assessment ? `total ${answer.assessment.total.score}` : 'no assessment'}
    </div>
  ),
  renderRecording: (url) => <div data-testid="recording-view">{url}</div>,
};

function renderReport(routes: Record<string, FakeRoute>) {
  return renderWithStore(<TestReportPage sessionId={sessionIds.done} views={views} />, { path: `/mock-tests/report/${sessionIds.done}`, routes });
}

/** A multiple-choice question as the API serves it, under the bank id `id`. */
const questionFor = (id: string) => ({ ...toPublicQuestion(parseContentItem(structuredClone(sampleItems['reading-multiple-choice-single-answer']))), id });

const ready = (report: TestReport = readyReport): FakeRoute => () => jsonResponse({ data: report });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TestReportPage', () => {
  it('shows the overall and skill scores with their bands in words, the gap to the target and what the bands mean', async () => {
    renderReport({ [`GET ${reportUrl}`]: ready() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Score report: Full Mock Test 1' })).toBeInTheDocument();
    const scores = screen.getByRole('region', { name: 'Your scores' });
    expect(within(scores).getByRole('img', { name: 'Overall: 61, likely between 57 and 66 on the 10 to 90 scale; target 65' })).toBeInTheDocument();
    expect(scores).toHaveTextContent('Likely between 57 and 66 · from 70 items');
    expect(within(scores).getByText('4 points below your target of 65.')).toBeInTheDocument();

    const speaking = within(scores).getByRole('heading', { level: 3, name: 'Speaking' }).closest('li')!;
    expect(speaking).toHaveTextContent('58');
    expect(speaking).toHaveTextContent('Likely between 50 and 66 · from 32 items');
    expect(speaking).toHaveTextContent('7 points below your target of 65.');
    expect(within(speaking).getByRole('img', { name: 'Speaking: 58, likely between 50 and 66 on the 10 to 90 scale; target 65' })).toBeInTheDocument();
    const listening = within(scores).getByRole('heading', { level: 3, name: 'Listening' }).closest('li')!;
    expect(listening).toHaveTextContent('3 points above your target of 65.');
    const writing = within(scores).getByRole('heading', { level: 3, name: 'Writing' }).closest('li')!;
    expect(writing).toHaveTextContent('1 point below your target of 65.');
    expect(writing).toHaveTextContent('Writing rests on your summaries, the essay and dictation.');
    expect(within(scores).getByText(readyReport.uncertainty)).toBeInTheDocument();

    // The band is drawn where its numbers say: 50–66 on 10–90 starts at half the bar and spans a fifth of it.
    const band = within(speaking).getByTestId('score-band-range');
    expect(band.style.left).toBe('50%');
    expect(band.style.width).toBe('20%');
  });

  it('breaks the score down by task type, ranks the gains, and links each to practice', async () => {
    renderReport({ [`GET ${reportUrl}`]: ready() });
    const breakdown = await screen.findByRole('table', { name: 'Score per task type' });
    expect(within(breakdown).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Task type', 'Items', 'Answered', 'Score', 'Share of points', 'Time used', 'Practice']);
    expect(within(breakdown).getByRole('row', { name: /^Read Aloud 6 6 48\.5 \/ 90 22 % 5 min 30 s/ })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: /^Write Essay 1 1 10 \/ 15 4 % 19 min/ })).toBeInTheDocument();
    expect(within(breakdown).getByRole('link', { name: 'Practise Multiple Choice, Single Answer' })).toHaveAttribute('href', '/reading/multiple-choice-single-answer');

    const gains = screen.getByRole('region', { name: 'Where you would gain most' });
    const ranked = within(gains).getAllByRole('listitem');
    expect(ranked.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1\. Repeat Sentence.*up to 4 points/),
      expect.stringMatching(/^2\. Read Aloud.*up to 3 points/),
      expect.stringMatching(/^3\. Write from Dictation.*up to 1 point(?!s)/),
    ]);
    expect(within(ranked[0]!).getByRole('link', { name: 'Practise Repeat Sentence' })).toHaveAttribute('href', '/speaking/repeat-sentence');
    expect(within(ranked[2]!).getByRole('link', { name: 'Practise Write from Dictation' })).toHaveAttribute('href', '/listening/write-from-dictation');
  });

  it('shows the enabling skills, the interruptions and how the numbers are derived', async () => {
    const user = userEvent.setup();
    renderReport({ [`GET ${reportUrl}`]: ready() });
    const enabling = await screen.findByRole('region', { name: 'Enabling skills' });
    expect(within(enabling).getByRole('progressbar', { name: 'Oral fluency: 52 %' })).toBeInTheDocument();
    expect(within(enabling).getByText('52 % · 30 marks')).toBeInTheDocument();
    expect(within(enabling).getByText('Not measured by this test')).toBeInTheDocument();
    expect(within(enabling).getAllByRole('progressbar')).toHaveLength(5);

    expect(screen.getByRole('note')).toHaveTextContent(
      'Your test was interrupted 2 times; time away was not counted, which the real exam would not allow (20 min 30 s away in all).',
    );

    const derivation = screen.getByText('How these numbers are derived');
    expect(screen.getByText(/10 \+ 80 × the weighted share/)).not.toBeVisible();
    await user.click(derivation);
    expect(screen.getByText(/10 \+ 80 × the weighted share/)).toBeVisible();
    expect(screen.getByText(/average of the four skills/)).toBeVisible();
    expect(screen.getByText(/Read Aloud counts for speaking and reading/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read more: how mock-test scores are derived' })).toHaveAttribute('href', '/resources/help/mock-test-scores');
  });

  it('says a sectional test has no overall score and names the skills it did not measure; no interruption, no notice', async () => {
    const sectional: TestReport = {
      ...readyReport,
      kind: 'sectional',
      title: 'Reading Test 1',
      targetScore: null,
      gapToTarget: null,
      overall: null,
      skills: readyReport.skills.map((entry) => (entry.skill === 'speaking' ? { ...entry, figure: null, gapToTarget: null } : { ...entry, gapToTarget: null })),
      interruptions: { count: 0, awaySeconds: 0 },
    };
    renderReport({ [`GET ${reportUrl}`]: ready(sectional) });
    expect(await screen.findByText(/A sectional test gives no overall score/)).toBeInTheDocument();
    expect(screen.getByText('This test has no item that feeds speaking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a target score' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByText(/below your target/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says how far scoring has got, asks again every two seconds, and shows the report once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [{ status: 'scoring', assessed: 3, total: 10 }, { status: 'scoring', assessed: 8, total: 10 }, readyReport];
    let calls = 0;
    const { fakeFetch } = renderReport({ [`GET ${reportUrl}`]: () => jsonResponse({ data: answers[Math.min(calls++, answers.length - 1)] }) });
    expect(await screen.findByText('Scoring your answers: 3 of 10 assessed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '3 of 10 answers assessed' })).toBeInTheDocument();

    const reportRequests = () => fakeFetch.requests.filter((request) => request.url === reportUrl);
    expect(reportRequests()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    expect(await screen.findByText('Scoring your answers: 8 of 10 assessed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Score report: Full Mock Test 1' })).toBeInTheDocument();
    expect(screen.queryByText(/Scoring your answers/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REPORT_POLL_MS * 3));
    expect(reportRequests()).toHaveLength(3);
  });

  it('lists every item by part and opens an answer for review on demand', async () => {
    const user = userEvent.setup();
    const review = {
      position: 2,
      type: 'reading-multiple-choice-single-answer',
      question: null as unknown,
      introduction: null,
      status: 'assessed',
      answer: { answer: 'B' },
      recordingUrl: null,
      assessment: null,
    };
    const { fakeFetch } = renderReport({
      [`GET ${reportUrl}`]: ready(),
      [`GET /api/mock-tests/sessions/${sessionIds.done}/answers/0`]: () =>
        jsonResponse({ data: { ...review, position: 0, type: 'personal-introduction', status: 'unscored', answer: null, introduction: { prompt: 'Tell us about yourself.', prepareSeconds: 25, answerSeconds: 30 }, recordingUrl: '/api/recordings/intro-1' } }),
      [`GET /api/mock-tests/sessions/${sessionIds.done}/answers/3`]: () => jsonResponse({ data: { ...review, position: 3, status: 'unanswered', answer: null, question: questionFor('rmcsa-002') } }),
    });
    const part1 = await screen.findByRole('list', { name: 'Part 1: Speaking and Writing: your answers' });
    expect(within(part1).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1Personal IntroductionNot scored55 s/),
      expect.stringMatching(/^2Read Aloud9 \/ 151 min 10 s/),
    ]);
    const part2 = screen.getByRole('list', { name: 'Part 2: Reading: your answers' });
    expect(within(part2).getAllByRole('listitem')[1]).toHaveTextContent(/4Multiple Choice, Single AnswerNot answered35 s/);
    expect(fakeFetch.requests.filter((request) => request.url.includes('/answers/'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Review item 1, Personal Introduction' }));
    expect(await screen.findByText('Tell us about yourself.')).toBeInTheDocument();
    expect(screen.getByTestId('recording-view')).toHaveTextContent('/api/recordings/intro-1');
    expect(screen.getByText('The personal introduction is not scored.')).toBeInTheDocument();

    const reviewFourth = screen.getByRole('button', { name: 'Review item 4, Multiple Choice, Single Answer' });
    await user.click(reviewFourth);
    expect(await screen.findByTestId('answer-view')).toHaveTextContent('reading-multiple-choice-single-answer · rmcsa-002 · null · no assessment');
    expect(screen.getByText('You did not answer this item: it earned no points.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide item 4, Multiple Choice, Single Answer' })).toHaveAttribute('aria-expanded', 'true');
    expect(fakeFetch.requests.filter((request) => request.url.includes('/answers/')).map((request) => request.url)).toEqual([
      `/api/mock-tests/sessions/${sessionIds.done}/answers/0`,
      `/api/mock-tests/sessions/${sessionIds.done}/answers/3`,
    ]);
  });

  it('prints the report with the browser’s print', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderReport({ [`GET ${reportUrl}`]: ready() });
    await user.click(await screen.findByRole('button', { name: 'Print report' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('opens “How these numbers are derived” before printing', async () => {
    renderReport({ [`GET ${reportUrl}`]: ready() });
    const details = (await screen.findByText('How these numbers are derived')).closest('details')!;
    expect(details.open).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(details.open).toBe(true);
  });

  it('offers to try again when the report cannot be loaded, with the server’s message', async () => {
    renderReport({ [`GET ${reportUrl}`]: () => jsonResponse({ code: 'NOT_FOUND', message: 'There is no such test among yours.' }, { status: 404 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such test among yours.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { renderWithStore } from '@/testing/render-app';
import { answerDraftKey } from './answer-drafts';
import { PracticePage, pageFromQuery } from './practice-page';
import { createPracticeApiDouble, sampleItem } from './testing/practice-api-double';
import { renderPracticePage, stubAudioPlayback } from './testing/render-practice';

const mcsa = sampleItem('reading-multiple-choice-single-answer');

function secondItem() {
  return { ...mcsa, id: 'rmcsa-901-sample-owls', title: 'How owls hunt', prompt: { ...mcsa.prompt, question: 'How do owls find prey in the dark?' } };
}

describe('PracticePage', () => {
  it('fetch → answer → submit → trait score, correct answer and explanation → try again', async () => {
    const user = userEvent.setup();
    const { fakeFetch, double } = renderPracticePage('reading-multiple-choice-single-answer');

    expect(await screen.findByRole('heading', { level: 2, name: mcsa.title })).toBeInTheDocument();
    expect(fakeFetch.requests.find((request) => request.url.startsWith('/api/questions'))?.url).toBe('/api/questions/category-section/reading-mcsa?page=1');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Suggested time: 1:30 left');
    expect(await screen.findByText('No attempts yet. Each answer you submit is listed here.')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /By smell/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    const result = await screen.findByRole('heading', { name: /Your result/ });
    expect(result).toHaveFocus();
    const card = result.closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('Choice')).toBeInTheDocument();
    expect(within(card).getByText('0 / 1')).toBeInTheDocument();
    expect(within(card).getByText('Total 0 / 1')).toBeInTheDocument();
    expect(within(card).getByText('reading 10')).toBeInTheDocument();
    expect(within(within(card).getByRole('heading', { name: 'Correct answer' }).parentElement as HTMLElement).getByText('B')).toBeInTheDocument();
    expect(within(card).getByText(mcsa.explanation)).toBeInTheDocument();
    expect(within(card).getByText(/The answer is B, not A/)).toBeInTheDocument();

    // The learner's choice and the right one, each with an icon and words.
    expect(within(screen.getByText('By smell').closest('label') as HTMLElement).getByText('Incorrect: you chose it')).toBeInTheDocument();
    expect(within(screen.getByText('By listening to echoes of their own calls').closest('label') as HTMLElement).getByText('Correct answer: not chosen')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /By smell/ })).toBeDisabled();

    const assess = fakeFetch.requests.find((request) => request.url === '/api/reading-mcsa/assess');
    expect(assess?.body).toEqual({ questionId: mcsa.id, answer: 'A', timeTaken: expect.any(Number) });
    expect(double.attempts).toHaveLength(1);
    const history = await screen.findByRole('list', { name: 'Attempts, newest first' });
    expect(within(history).getByText('Score 0 / 1')).toBeInTheDocument();
    expect(within(history).getByText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('heading', { name: /Your result/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /By smell/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /By listening to echoes/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Total 1 / 1')).toBeInTheDocument();
    expect(within(screen.getByText('By listening to echoes of their own calls').closest('label') as HTMLElement).getByText('Correct: you chose it')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Attempts, newest first' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Score 1 / 1'), expect.stringContaining('Score 0 / 1')]));
  });

  it('sends the re-order answer to POST /question-attempt and shows the server’s score and the correct order', async () => {
    const user = userEvent.setup();
    const { fakeFetch } = renderPracticePage('re-order-paragraphs');
    await screen.findByRole('button', { name: 'Add C to your order' });
    for (const id of ['C', 'A', 'B', 'D']) await user.click(screen.getByRole('button', { name: `Add ${id} to your order` }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Paragraphs in the right position')).toBeInTheDocument();
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    // One Reading number for the attempt: the skills estimate from PTE's pair score, not the spec's position-based reading_score.
    expect(screen.getByText('reading 37')).toBeInTheDocument();
    expect(screen.queryByText('45 / 90')).not.toBeInTheDocument();
    expect(screen.queryByText('Reading score')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct order: C → A → D → B' })).toBeInTheDocument();
    expect(await screen.findByText(sampleItem('re-order-paragraphs').explanation)).toBeInTheDocument();
    expect(screen.getByText('Pairs')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('A → B: not a pair in the passage')).toBeInTheDocument();
    expect(screen.getByText('C → A: right pair')).toBeInTheDocument();
    expect(fakeFetch.requests.find((request) => request.url === '/api/question-attempt')?.body).toEqual({
      questionId: 'ro-900-sample-printing',
      user_answer: '["C","A","B","D"]',
      time_taken: expect.any(Number),
    });
    expect(await screen.findByText('Score 1 / 3')).toBeInTheDocument();
  });

  it('says "Failed to save attempt" when the server cannot score the order, and keeps the order to submit again', async () => {
    const user = userEvent.setup();
    renderPracticePage('re-order-paragraphs', { routes: { 'POST /api/question-attempt': () => jsonResponse({ saved: 'maybe' }) } });
    for (const id of ['C', 'A', 'D', 'B']) await user.click(await screen.findByRole('button', { name: `Add ${id} to your order` }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save attempt');
    expect(screen.queryByRole('heading', { name: /Your result/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Correct order/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem').map((entry) => entry.textContent?.slice(0, 2))).toEqual(['C.', 'A.', 'D.', 'B.']);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows "Failed to submit answer" when the assessment cannot be read, and keeps the answer', async () => {
    const user = userEvent.setup();
    renderPracticePage('reading-multiple-choice-single-answer', { routes: { 'POST /api/reading-mcsa/assess': () => jsonResponse({ unexpected: true }) } });
    await user.click(await screen.findByRole('radio', { name: /By smell/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit answer');
    expect(screen.getByRole('radio', { name: /By smell/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows "Failed to fetch question" when the page cannot be read, then loads on "Try again"', async () => {
    const user = userEvent.setup();
    const double = createPracticeApiDouble();
    let broken = true;
    const section = 'GET /api/questions/category-section/reading-mcsa';
    renderPracticePage('reading-multiple-choice-single-answer', { double, routes: { [section]: (request) => (broken ? jsonResponse({ data: null }) : double.routes[section]!(request)) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch question');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: mcsa.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message for a page that does not exist and offers question 1', async () => {
    const user = userEvent.setup();
    renderPracticePage('reading-multiple-choice-single-answer', { search: '?page=7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Page 7 does not exist');
    await user.click(screen.getByRole('button', { name: 'Go to question 1' }));
    expect(await screen.findByRole('heading', { level: 2, name: mcsa.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reading/multiple-choice-single-answer?page=1');
  });

  it('moves between questions with previous, next and jump, keeping ?page= in the URL', async () => {
    const user = userEvent.setup();
    const double = createPracticeApiDouble([mcsa, secondItem()]);
    const { fakeFetch } = renderPracticePage('reading-multiple-choice-single-answer', { double });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How owls hunt' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reading/multiple-choice-single-answer?page=2');
    expect(fakeFetch.requests.some((request) => request.url === '/api/questions/category-section/reading-mcsa?page=2')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(screen.getByRole('spinbutton', { name: 'Go to question' }), '1');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { level: 2, name: mcsa.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?page=1');
  });

  it('opens the question given by ?id= and switches the URL to its page', async () => {
    const double = createPracticeApiDouble([mcsa, secondItem()]);
    const { fakeFetch } = renderPracticePage('reading-multiple-choice-single-answer', { double, search: '?id=rmcsa-901-sample-owls' });
    expect(await screen.findByRole('heading', { level: 2, name: 'How owls hunt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reading/multiple-choice-single-answer?page=2'));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(fakeFetch.requests.filter((request) => request.url.startsWith('/api/questions'))).toHaveLength(1);
  });

  it('keeps an unsubmitted answer on this device and restores it after a reload', async () => {
    const user = userEvent.setup();
    const first = renderPracticePage('reading-writing-fill-in-the-blanks');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Blank 1' }), 'falls');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blank 3' }), 'flowed');
    expect(JSON.parse(localStorage.getItem(answerDraftKey('reading-writing-fill-in-the-blanks', 'rwfib-900-sample-glaciers')) ?? 'null')).toEqual({ '1': 'falls', '3': 'flowed' });
    first.unmount();

    renderPracticePage('reading-writing-fill-in-the-blanks');
    expect(await screen.findByRole('combobox', { name: 'Blank 1' })).toHaveValue('falls');
    expect(screen.getByRole('combobox', { name: 'Blank 3' })).toHaveValue('flowed');
    expect(screen.getByRole('combobox', { name: 'Blank 2' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Total 1 / 4')).toBeInTheDocument();
    expect(localStorage.getItem(answerDraftKey('reading-writing-fill-in-the-blanks', 'rwfib-900-sample-glaciers'))).toBeNull();
  });

  it('restores a re-order draft too', async () => {
    const user = userEvent.setup();
    const first = renderPracticePage('re-order-paragraphs');
    await user.click(await screen.findByRole('button', { name: 'Add C to your order' }));
    await user.click(screen.getByRole('button', { name: 'Add A to your order' }));
    first.unmount();
    renderPracticePage('re-order-paragraphs');
    const target = await screen.findByRole('list', { name: 'Your order' });
    expect(within(target).getAllByRole('listitem').map((item) => item.textContent?.slice(0, 2))).toEqual(['C.', 'A.']);
  });

  it('marks typed blanks against what the speaker said and reveals the transcript (listening)', async () => {
    stubAudioPlayback();
    const user = userEvent.setup();
    renderPracticePage('listening-fill-in-the-blanks');
    await user.type(await screen.findByRole('textbox', { name: 'Blank 1' }), 'sediment');
    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'detla');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Total 1 / 4')).toBeInTheDocument();
    expect(screen.getByText('Incorrect: the speaker said “delta”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transcript' }).nextElementSibling).toHaveTextContent(sampleItem('listening-fill-in-the-blanks').audio?.script ?? '');
    expect(screen.getByText(/you wrote “detla”, the speaker said “delta”/)).toBeInTheDocument();
  });

  it('credits each dictated word written correctly (write from dictation)', async () => {
    stubAudioPlayback();
    const user = userEvent.setup();
    const { fakeFetch } = renderPracticePage('write-from-dictation');
    await user.type(await screen.findByRole('textbox', { name: 'Type the sentence you heard' }), 'The library will close early on friday');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Total 7 / 10')).toBeInTheDocument();
    const words = screen.getByRole('list', { name: 'Words of the sentence' });
    expect(within(words).getByText('Friday')).toBeInTheDocument();
    expect(within(words).getByText('training. (not credited)')).toBeInTheDocument();
    expect(fakeFetch.requests.find((request) => request.url === '/api/write-from-dictation/assess')?.body).toMatchObject({ answer: 'The library will close early on friday' });
  });

  it('shows speaking prompts with the recorder instead of the exam clock, and the exam timing', async () => {
    stubAudioPlayback();
    renderPracticePage('read-aloud');
    expect(await screen.findByRole('region', { name: 'Recorder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('In the exam: 35 s to prepare, 40 s to answer.')).toBeInTheDocument();
  });

  it('says so when a section has no questions yet', async () => {
    renderPracticePage('write-essay', { double: createPracticeApiDouble([]) });
    expect(await screen.findByText('There are no Write Essay questions yet')).toBeInTheDocument();
  });

  it('renders nothing for a path that is not a practice route', () => {
    const { container } = renderWithStore(<PracticePage pathname="/speaking/unknown" />);
    expect(container.querySelector('h1')).toBeNull();
  });

  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('reads ?page=%s as page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sineWave } from '@/features/practice/testing/audio-signals';
import { createFakeAudioDevice } from '@/features/practice/testing/fake-audio-device';
import { memoryPlayerStorage } from './device-storage';
import { renderPlayer } from './testing/render-player';
import { createTestSessionDouble, SESSION_ID } from './testing/test-session-double';

const OFFLINE_NOTE = 'You are offline — your answers are kept on this device and will be sent when the connection returns.';

/** Presses Next and confirms the dialog. */
async function confirmNext() {
  const next = screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  fireEvent.click(next);
  const dialog = await screen.findByRole('alertdialog', { name: 'Go to the next item?' });
  expect(dialog).toHaveTextContent('You cannot come back to this one.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Go to the next item' }));
}

function answerRequests(fakeFetch: { requests: { url: string; method: string; body: unknown }[] }) {
  return fakeFetch.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/answers'));
}

describe('MockTestPlayerPage', () => {
  it('shows only the current item with its place and clock, and posts a JSON answer after Next is confirmed', async () => {
    const double = createTestSessionDouble([{ type: 'reading-multiple-choice-single-answer', remainingSeconds: 272 }, { type: 'write-essay' }, { type: 'reading-fill-in-the-blanks' }]);
    const { fakeFetch } = renderPlayer(double);

    expect(await screen.findByRole('heading', { level: 2, name: 'Multiple Choice, Single Answer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mini mock test 1' })).toBeInTheDocument();
    expect(screen.getByText('Item 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Part 2: Reading')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /^Time left 4:(3[0-2]|2\d)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('radio', { name: /By listening to echoes/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Go to the next item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(answerRequests(fakeFetch)).toHaveLength(0);

    await confirmNext();
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Essay' })).toBeInTheDocument();
    expect(screen.getByText('Item 2 of 3')).toBeInTheDocument();
    expect(answerRequests(fakeFetch).map((request) => request.body)).toEqual([{ position: 0, answer: { answer: 'B' } }]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends the answer as it stands, without asking, when the clock runs out', async () => {
    const double = createTestSessionDouble([{ type: 'write-essay', remainingSeconds: 1 }, { type: 'reading-multiple-choice-single-answer' }]);
    const { fakeFetch } = renderPlayer(double);

    const essay = await screen.findByRole('textbox', { name: 'Your essay' });
    // Exam mode: the test's clock is the only one; the practice timer is gone.
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    fireEvent.change(essay, { target: { value: 'Working from home saves time' } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Multiple Choice, Single Answer' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answerRequests(fakeFetch).map((request) => request.body)).toEqual([{ position: 0, answer: { text: 'Working from home saves time' } }]);
  });

  it('sends answer: null when the clock runs out on an unanswered item', async () => {
    const double = createTestSessionDouble([{ type: 'reading-multiple-choice-single-answer', remainingSeconds: 1 }, { type: 'write-essay' }]);
    renderPlayer(double);
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Essay' }, { timeout: 3000 })).toBeInTheDocument();
    expect(double.received).toEqual([{ position: 0, answer: null }]);
  });

  it('keeps an answer given offline in the outbox and sends it when the connection returns', async () => {
    const double = createTestSessionDouble([{ type: 'reading-multiple-choice-single-answer' }, { type: 'write-essay' }]);
    const { storage } = renderPlayer(double);
    fireEvent.click(await screen.findByRole('radio', { name: /By listening to echoes/ }));

    double.offline = true;
    await confirmNext();
    expect(await screen.findByText(OFFLINE_NOTE)).toBeInTheDocument();
    expect(screen.getByText(/Your answer is saved on this device/)).toBeInTheDocument();
    expect(await storage.outbox.list(SESSION_ID)).toEqual([{ position: 0, value: { kind: 'answer', answer: { answer: 'B' } } }]);
    expect(double.received).toEqual([]);

    double.offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Essay' })).toBeInTheDocument();
    expect(double.received).toEqual([{ position: 0, answer: { answer: 'B' } }]);
    expect(await storage.outbox.list(SESSION_ID)).toEqual([]);
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument();
  });

  it('flushes the outbox on load and clears an answer the server already has (409 ALREADY_ANSWERED)', async () => {
    const double = createTestSessionDouble([{ type: 'reading-multiple-choice-single-answer' }, { type: 'write-essay' }, { type: 'reading-fill-in-the-blanks' }]);
    double.position = 1;
    const storage = memoryPlayerStorage();
    await storage.outbox.put(SESSION_ID, 0, { kind: 'answer', answer: { answer: 'B' } });
    await storage.outbox.put(SESSION_ID, 1, { kind: 'answer', answer: { text: 'Written before the connection dropped' } });

    renderPlayer(double, { storage });
    // Item 1 was already answered (409, cleared without a word); item 2 was waiting and goes now.
    expect(await screen.findByRole('heading', { level: 2, name: 'Fill in the Blanks' })).toBeInTheDocument();
    expect(double.received).toEqual([{ position: 1, answer: { text: 'Written before the connection dropped' } }]);
    expect(await storage.outbox.list(SESSION_ID)).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message of an answer the server refuses for good and resumes where the server is', async () => {
    const double = createTestSessionDouble([{ type: 'reading-multiple-choice-single-answer' }, { type: 'write-essay' }]);
    double.routes[`POST /api/mock-tests/sessions/${SESSION_ID}/answers`] = () =>
      new Response(JSON.stringify({ code: 'TIME_UP', message: 'The time for item 1 ran out before your answer arrived, so it was recorded as unanswered.' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    const { storage } = renderPlayer(double);
    fireEvent.click(await screen.findByRole('radio', { name: /By listening to echoes/ }));
    double.position = 1;
    await confirmNext();
    expect(await screen.findByRole('alert')).toHaveTextContent('The time for item 1 ran out before your answer arrived');
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Essay' })).toBeInTheDocument();
    expect(await storage.outbox.list(SESSION_ID)).toEqual([]);
  });

  it('keeps written text in progress on this device, so a reload shows it again at the same item', async () => {
    const double = createTestSessionDouble([{ type: 'write-essay' }, { type: 'reading-multiple-choice-single-answer' }]);
    const storage = memoryPlayerStorage();
    const first = renderPlayer(double, { storage });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your essay' }), { target: { value: 'My first two sentences.' } });
    await waitFor(async () => expect(await storage.drafts.get(SESSION_ID, 0)).toEqual({ text: 'My first two sentences.' }));
    first.unmount();

    renderPlayer(double, { storage });
    expect(await screen.findByRole('textbox', { name: 'Your essay' })).toHaveValue('My first two sentences.');
  });

  it('records the personal introduction on the tone, ends the take on Next and uploads it as multipart WAV', async () => {
    const fake = createFakeAudioDevice();
    const double = createTestSessionDouble([
      { type: 'personal-introduction', prompt: 'Tell us about yourself and why you are taking the test.', prepareSeconds: 0, answerSeconds: 30 },
      { type: 'write-essay' },
    ]);
    const { fakeFetch } = renderPlayer(double, { audioDevice: fake.device });

    expect(await screen.findByRole('heading', { level: 2, name: 'Personal introduction' })).toBeInTheDocument();
    expect(await screen.findByText('Tell us about yourself and why you are taking the test.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('recorder-status')).toHaveTextContent('Recording'));
    expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
    act(() => fake.speak(sineWave(1, fake.sampleRate)));

    await confirmNext();
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Essay' })).toBeInTheDocument();
    const upload = fakeFetch.requests.find((request) => request.url.endsWith('/recordings'));
    expect(upload?.body).toBeInstanceOf(FormData);
    const form = upload?.body as FormData;
    expect(form.get('position')).toBe('0');
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.wav');
    expect(file.type).toBe('audio/wav');
    expect(double.received).toHaveLength(1);
    expect(fake.isOpen).toBe(false);
  });

  it('goes to the report when the last answer completes the test', async () => {
    const double = createTestSessionDouble([{ type: 'reading-multiple-choice-single-answer' }]);
    renderPlayer(double);
    const finish = await screen.findByRole('button', { name: 'Finish' });
    await waitFor(() => expect(finish).toBeEnabled());
    fireEvent.click(finish);
    const dialog = await screen.findByRole('alertdialog', { name: 'Finish the test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/mock-tests/report/${SESSION_ID}`));
    expect(double.received).toEqual([{ position: 0, answer: null }]);
  });

  it('abandons the test after a confirmation and returns to the mock tests', async () => {
    const double = createTestSessionDouble([{ type: 'write-essay' }, { type: 'reading-multiple-choice-single-answer' }]);
    renderPlayer(double);
    fireEvent.click(await screen.findByRole('button', { name: 'Abandon test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abandon this test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abandon test' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mock-tests$/));
    expect(double.abandoned).toBe(true);
  });

  it('shows the API’s message when the test cannot be loaded', async () => {
    const double = createTestSessionDouble([{ type: 'write-essay' }]);
    double.routes[`GET /api/mock-tests/sessions/${SESSION_ID}`] = () =>
      new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'There is no such test session.' }), { status: 404, headers: { 'content-type': 'application/json' } });
    renderPlayer(double);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such test session.');
    expect(screen.getByRole('link', { name: 'Back to mock tests' })).toHaveAttribute('href', '/mock-tests');
  });

  it('re-syncs the clock from the heartbeat', async () => {
    const double = createTestSessionDouble([{ type: 'write-essay', remainingSeconds: 300 }], { heartbeatSeconds: 1 });
    renderPlayer(double);
    expect(await screen.findByRole('timer', { name: /^Time left (5:00|4:59)$/ })).toBeInTheDocument();
    double.remainingSeconds = 120;
    expect(await screen.findByRole('timer', { name: /^Time left (2:00|1:59)$/ }, { timeout: 2500 })).toBeInTheDocument();
    expect(double.heartbeats).toBeGreaterThan(0);
  });
});

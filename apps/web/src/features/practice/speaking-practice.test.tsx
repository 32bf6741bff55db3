import { concatSamples, decodeWav } from '@pte/audio';
import type { AssessmentResultResponse, SpeechQueueState } from '@pte/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { CHECK_SENTENCE } from './microphone-check/microphone-check';
import { rememberMicrophoneCheck } from './microphone-check/microphone-check-memory';
import { quiet, sineWave } from './testing/audio-signals';
import { createFakeAudioDevice } from './testing/fake-audio-device';
import { createPracticeApiDouble, samplePublicQuestion } from './testing/practice-api-double';
import { renderPracticePage, stubAudioPlayback } from './testing/render-practice';

const question = samplePublicQuestion('read-aloud');

function readAloudAssessment(overrides: Partial<AssessmentResultResponse> = {}): AssessmentResultResponse {
  return {
    questionId: question.id,
    taskType: 'read-aloud',
    traits: { content: { score: 33, max: 35 }, fluency: { score: 4, max: 5 }, pronunciation: { score: 3, max: 5 } },
    total: { score: 40, max: 45 },
    skills: { speaking: 71 },
    transcript: 'tides are caused mostly by the pull of moon',
    words: [
      { text: 'Tides', status: 'correct', start: 0.3, end: 0.7, quality: 0.9 },
      { text: 'mainly', status: 'substituted', heard: 'mostly', quality: 0.4 },
      { text: 'the', status: 'omitted' },
      { text: 'moon', status: 'mispronounced', quality: 0.3, weakPhones: ['UW'] },
      { text: 'really', status: 'inserted' },
    ],
    metrics: { speechRate: 3.42, pauseCount: 2, fillerCount: 1, processingSeconds: 0.4 },
    feedback: ['Say every word of the text: “the” was left out.'],
    details: { recording: { id: 'rec-1', url: '/api/recordings/rec-1', durationSeconds: 4.2 }, engine: 'pocketsphinx' },
    ...overrides,
  };
}

/** Speech for 1.5 s, then 3.2 s of silence: the recorder's silence rule ends the take. */
function answerAndFallSilent(fake: ReturnType<typeof createFakeAudioDevice>) {
  act(() => fake.speak(concatSamples([sineWave(1.5, fake.sampleRate, 220, 0.3), quiet(3.2, fake.sampleRate)])));
}

const status = () => screen.getByTestId('recorder-status');

/** Skips the preparation, speaks for a second, stops and submits: the quickest whole take. */
async function recordOneSecondAndSubmit(fake: ReturnType<typeof createFakeAudioDevice>) {
  await waitFor(() => expect(fake.isOpen).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Skip preparation' }));
  await waitFor(() => expect(status()).toHaveTextContent('Recording'));
  act(() => fake.speak(sineWave(1, fake.sampleRate)));
  fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
  await waitFor(() => expect(status()).toHaveTextContent('Completed'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:take') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('speaking practice (Read Aloud)', () => {
  it('prepare → skip → tone → record → 3 s silence stops → submit a 16 kHz WAV → word-by-word result → play the stored recording', async () => {
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    let reject = true;
    const { fakeFetch } = renderPracticePage('read-aloud', {
      audioDevice: fake.device,
      routes: {
        'POST /api/read-aloud/assess': () =>
          reject ? jsonResponse({ code: 'RECORDING_REJECTED', message: 'We could not hear any speech in your recording.' }, { status: 422 }) : jsonResponse({ data: readAloudAssessment() }),
        'GET /api/recordings/rec-1': () => new Response('RIFF', { headers: { 'content-type': 'audio/wav' } }),
      },
    });

    expect(await screen.findByText('Beginning in 35 seconds')).toBe(status());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Microphone check' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await waitFor(() => expect(fake.isOpen).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Skip preparation' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording'));
    expect(fake.device.playTone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();

    answerAndFallSilent(fake);
    await waitFor(() => expect(status()).toHaveTextContent('Completed'));
    expect(screen.getByText('The recording stopped after 3 seconds of silence, as in the exam.')).toBeInTheDocument();
    expect(fake.isOpen).toBe(false);
    expect(screen.getByRole('img', { name: /^Waveform of your recording: \d+\.\d s, 0 pauses/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Your recording')).toHaveAttribute('src', 'blob:take');

    // A refused recording: the server's message shows and the take stays to be sent again.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We could not hear any speech in your recording.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('img', { name: /^Waveform of your recording/ })).toBeInTheDocument();

    reject = false;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: /Your result/ })).toHaveTextContent('Total 40 / 45');

    const assess = fakeFetch.requests.filter((request) => request.url === '/api/read-aloud/assess').at(-1);
    const form = assess?.body as FormData;
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.wav');
    expect(file.type).toBe('audio/wav');
    const wav = decodeWav(new Uint8Array(await file.arrayBuffer()));
    expect(wav.sampleRate).toBe(16_000);
    expect(wav.channels).toBe(1);
    expect(wav.durationSeconds).toBeGreaterThan(4);
    expect(form.get('questionId')).toBe(question.id);
    expect(form.get('referenceText')).toBe(question.prompt.text);
    expect(Number(form.get('timeTaken'))).toBeGreaterThanOrEqual(0);
    expect([...form.keys()].sort()).toEqual(['file', 'questionId', 'referenceText', 'timeTaken']);

    const words = screen.getByRole('list', { name: 'Your answer, word by word' });
    expect(within(words).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Tides: correct',
      'mainly: you said “mostly” instead',
      'the: left out',
      'moon: mispronounced; weak sounds UW',
      'really: added (not in the text)',
    ]);
    expect(within(words).getByText('the')).toHaveClass('line-through');
    const measures = screen.getByLabelText('Fluency measures');
    expect(within(measures).getByText('Speech rate (syllables, pauses included)').nextElementSibling).toHaveTextContent('3.4 per second');
    expect(within(measures).queryByText(/processing/i)).not.toBeInTheDocument();
    expect(screen.queryByTestId('zero-reason')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record again' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play your stored recording' }));
    expect(await screen.findByLabelText('Play your stored recording')).toHaveAttribute('src', 'blob:take');
    const download = fakeFetch.requests.find((request) => request.url === '/api/recordings/rec-1');
    expect(download?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('shows why an answer scored 0', async () => {
    rememberMicrophoneCheck('completed');
    const fake = createFakeAudioDevice();
    renderPracticePage('read-aloud', {
      audioDevice: fake.device,
      routes: {
        'POST /api/read-aloud/assess': () =>
          jsonResponse({ data: readAloudAssessment({ words: [], total: { score: 0, max: 45 }, details: { recording: null, engine: 'pocketsphinx', zeroReason: 'Your answer did not match the text, so every trait scores 0.' } }) }),
      },
    });
    await screen.findByText('Beginning in 35 seconds');
    await recordOneSecondAndSubmit(fake);
    const zero = await screen.findByTestId('zero-reason');
    expect(zero).toHaveTextContent('This answer scored 0');
    expect(zero).toHaveTextContent('Your answer did not match the text, so every trait scores 0.');
    expect(screen.queryByRole('button', { name: 'Play your stored recording' })).not.toBeInTheDocument();
  });

  it('shows the wait for the speech engine while the answer is being submitted', async () => {
    rememberMicrophoneCheck('completed');
    const fake = createFakeAudioDevice();
    let answer: (response: Response) => void = () => undefined;
    let queue: SpeechQueueState = { running: 0, waiting: 1, position: 2, expectedWaitSeconds: 7 };
    const { fakeFetch } = renderPracticePage('read-aloud', {
      audioDevice: fake.device,
      routes: {
        'POST /api/read-aloud/assess': () => new Promise<Response>((resolve) => (answer = resolve)),
        'GET /api/speaking/queue': () => jsonResponse({ data: queue }),
      },
    });
    await screen.findByText('Beginning in 35 seconds');
    expect(fakeFetch.requests.some((request) => request.url.endsWith('/speaking/queue'))).toBe(false);
    await recordOneSecondAndSubmit(fake);
    const wait = await screen.findByTestId('speech-queue-wait');
    await waitFor(() => expect(wait).toHaveTextContent('Waiting for the speech engine: about 7 s (1 answer ahead of yours)'));
    expect(wait).toHaveAttribute('role', 'status');

    queue = { running: 1, waiting: 0, expectedWaitSeconds: 0 };
    await waitFor(() => expect(screen.getByTestId('speech-queue-wait')).toHaveTextContent('Assessing your answer…'), { timeout: 3000 });
    answer(jsonResponse({ data: readAloudAssessment({ details: { recording: null, engine: 'pocketsphinx', queueWaitSeconds: 6.5 } }) }));
    await screen.findByRole('heading', { name: /Your result/ });
    expect(screen.queryByTestId('speech-queue-wait')).not.toBeInTheDocument();
  });

  it('explains a refused microphone and starts once it is allowed', async () => {
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice({ failWith: 'denied' });
    renderPracticePage('read-aloud', { audioDevice: fake.device });
    expect(await screen.findByText('Microphone access is blocked for this site.')).toBeInTheDocument();
    expect(screen.getByText(/choose Allow for the microphone/)).toBeInTheDocument();
    fake.setProblem(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Beginning in 35 seconds')).toBeInTheDocument();
  });

  it('records again, discarding the unsent take', async () => {
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    renderPracticePage('read-aloud', { audioDevice: fake.device });
    await screen.findByText('Beginning in 35 seconds');
    await waitFor(() => expect(fake.isOpen).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Skip preparation' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording'));
    answerAndFallSilent(fake);
    await waitFor(() => expect(status()).toHaveTextContent('Completed'));
    fireEvent.click(screen.getByRole('button', { name: 'Record again' }));
    expect(status()).toHaveTextContent('Beginning in 35 seconds');
    expect(screen.queryByRole('img', { name: /Waveform/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

describe('speaking recorder timing (fake timers)', () => {
  it('counts the preparation down from the registry, plays the tone, and stops when the answer time runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    renderPracticePage('describe-image', { audioDevice: fake.device });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(status()).toHaveTextContent('Beginning in 25 seconds');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(status()).toHaveTextContent('Beginning in 15 seconds');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_100);
    });
    expect(status()).toHaveTextContent('Recording');
    expect(fake.device.playTone).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('recording-seconds-left')).toHaveTextContent('40 s left');
    // Silence before speaking does not stop the recording.
    act(() => fake.speak(quiet(5, fake.sampleRate)));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(status()).toHaveTextContent('Recording');
    expect(screen.getByTestId('recording-seconds-left')).toHaveTextContent('10 s left');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_200);
    });
    expect(status()).toHaveTextContent('Completed');
    expect(screen.getByText('The recording stopped when the time ran out.')).toBeInTheDocument();
  });
});

describe('audio prompts', () => {
  it('play the prompt audio first, then prepare (Re-tell Lecture)', async () => {
    stubAudioPlayback();
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    renderPracticePage('re-tell-lecture', { audioDevice: fake.device });
    expect(await screen.findByText('Listen to the recording')).toBe(status());
    const player = screen.getByRole('region', { name: 'Recording' });
    expect(within(player).getByRole('status')).toHaveTextContent(/Beginning in 3 seconds/);
    fireEvent.ended(player.querySelector('audio') as HTMLAudioElement);
    expect(status()).toHaveTextContent('Beginning in 10 seconds');
  });

  it('sends the prompt audio as referenceAudio and leaves out what the page does not know (Answer Short Question)', async () => {
    stubAudioPlayback();
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    const asq = samplePublicQuestion('answer-short-question');
    const { fakeFetch } = renderPracticePage('answer-short-question', {
      audioDevice: fake.device,
      routes: {
        'POST /api/answer-short-question/assess': () =>
          jsonResponse({ data: { questionId: asq.id, taskType: 'answer-short-question', traits: { vocabulary: { score: 1, max: 1 } }, total: { score: 1, max: 1 }, skills: {}, feedback: [], details: { recording: null, engine: 'pocketsphinx' } } }),
      },
    });
    await screen.findByText('Listen to the recording');
    fireEvent.ended(screen.getByRole('region', { name: 'Recording' }).querySelector('audio') as HTMLAudioElement);
    await waitFor(() => expect(fake.isOpen).toBe(true));
    // As in the exam: no preparation and no tone, the microphone opens as soon as the question ends.
    expect(screen.queryByRole('button', { name: 'Skip preparation' })).toBeNull();
    await waitFor(() => expect(status()).toHaveTextContent(/^Recording$/));
    expect(fake.device.playTone).not.toHaveBeenCalled();
    act(() => fake.speak(sineWave(0.8, fake.sampleRate)));
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(status()).toHaveTextContent('Completed'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: /Your result/ });
    const form = fakeFetch.requests.find((request) => request.url === '/api/answer-short-question/assess')?.body as FormData;
    expect(form.get('referenceAudio')).toBe(asq.media?.audioUrl);
    expect(form.has('questionText')).toBe(false);
    expect(form.has('correctAnswer')).toBe(false);
  });
});

describe('microphone check', () => {
  it('is offered first, measures the room and the reading, shows the words recognised, and is remembered', async () => {
    const fake = createFakeAudioDevice();
    const { fakeFetch } = renderPracticePage('read-aloud', {
      audioDevice: fake.device,
      routes: {
        'POST /api/read-aloud/assess': () =>
          jsonResponse({
            data: {
              questionId: '',
              taskType: 'read-aloud',
              traits: {},
              total: { score: 0, max: 0 },
              skills: {},
              feedback: [],
              words: CHECK_SENTENCE.replace('.', '')
                .split(' ')
                .map((text) => ({ text, status: text === 'newspaper' ? 'omitted' : 'correct' })),
              details: { recording: null, engine: 'pocketsphinx' },
            },
          }),
      },
    });
    const check = await screen.findByRole('region', { name: 'Microphone check' });
    expect(status()).toHaveTextContent('Waiting to start');
    expect(fake.device.openMicrophone).not.toHaveBeenCalled();

    fireEvent.click(within(check).getByRole('button', { name: 'Check my microphone' }));
    await waitFor(() => expect(fake.isOpen).toBe(true));
    act(() => fake.speak(quiet(1, fake.sampleRate, 0.0005)));
    expect(await within(check).findByText(/Read this sentence aloud now/, undefined, { timeout: 2000 })).toBeInTheDocument();
    act(() => fake.speak(sineWave(2, fake.sampleRate, 220, 0.3)));
    fireEvent.click(within(check).getByRole('button', { name: 'I have finished reading' }));

    expect(await within(check).findByText('Your microphone level is good: clear, not distorted, and little background noise.')).toBeInTheDocument();
    expect(await within(check).findByTestId('check-recognised')).toHaveTextContent('10 of 11 words recognised.');
    const form = fakeFetch.requests.find((request) => request.url === '/api/read-aloud/assess')?.body as FormData;
    expect(form.get('referenceText')).toBe(CHECK_SENTENCE);
    expect(form.has('questionId')).toBe(false);
    expect((form.get('file') as File).name).toBe('recording.wav');
    expect(status()).toHaveTextContent('Waiting to start');

    fireEvent.click(within(check).getByRole('button', { name: 'Continue to the task' }));
    expect(screen.queryByRole('region', { name: 'Microphone check' })).not.toBeInTheDocument();
    expect(await screen.findByText('Beginning in 35 seconds')).toBeInTheDocument();
    expect(window.localStorage.getItem('pte-coach.microphone-check')).toBe('"completed"');
  });

  it('explains a noisy room and a recording it could not hear', async () => {
    const fake = createFakeAudioDevice();
    renderPracticePage('read-aloud', { audioDevice: fake.device });
    const check = await screen.findByRole('region', { name: 'Microphone check' });
    fireEvent.click(within(check).getByRole('button', { name: 'Check my microphone' }));
    await waitFor(() => expect(fake.isOpen).toBe(true));
    // A loud hum through the quiet start and the reading, and no voice above it.
    act(() => fake.speak(sineWave(1, fake.sampleRate, 120, 0.05)));
    await within(check).findByText(/Read this sentence aloud now/, undefined, { timeout: 2000 });
    act(() => fake.speak(sineWave(2, fake.sampleRate, 120, 0.05)));
    fireEvent.click(within(check).getByRole('button', { name: 'I have finished reading' }));
    const problems = await within(check).findByRole('list', { name: 'Problems found' });
    expect(problems).toHaveTextContent('We could not hear you.');
    expect(problems).toHaveTextContent('There is a lot of background noise.');
  });

  it('can be skipped, and is not offered again', async () => {
    const fake = createFakeAudioDevice();
    renderPracticePage('read-aloud', { audioDevice: fake.device });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip the check' }));
    expect(await screen.findByText('Beginning in 35 seconds')).toBeInTheDocument();
    expect(window.localStorage.getItem('pte-coach.microphone-check')).toBe('"dismissed"');
  });
});

describe('speaking results', () => {
  it('lists key points covered with the words missed (Describe Image)', async () => {
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    const image = samplePublicQuestion('describe-image');
    const { fakeFetch } = renderPracticePage('describe-image', {
      audioDevice: fake.device,
      routes: {
        'POST /api/describe-image/assess': () =>
          jsonResponse({
            data: {
              questionId: image.id,
              taskType: 'describe-image',
              traits: { content: { score: 2, max: 5 }, fluency: { score: 3, max: 5 }, pronunciation: { score: 3, max: 5 } },
              total: { score: 8, max: 15 },
              skills: { speaking: 50 },
              feedback: [],
              details: {
                recording: null,
                engine: 'pocketsphinx',
                keyPoints: [
                  { keyPoint: 'Rainfall peaks in July', coverage: 1, missing: [] },
                  { keyPoint: 'The driest month is February', coverage: 0.5, missing: ['February'] },
                ],
              },
            },
          }),
      },
    });
    await screen.findByText('Beginning in 25 seconds');
    await recordOneSecondAndSubmit(fake);
    const points = await screen.findByRole('list', { name: 'Key points covered' });
    expect(within(points).getByRole('progressbar', { name: 'The driest month is February: 50 % covered' })).toBeInTheDocument();
    expect(within(points).getByText('Missing: February')).toBeInTheDocument();
    expect((fakeFetch.requests.find((request) => request.url === '/api/describe-image/assess')?.body as FormData).get('imageId')).toBe(image.id);
  });

  it('shows each speaker’s view covered and whether it was named (Summarize Group Discussion)', async () => {
    stubAudioPlayback();
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    const discussion = samplePublicQuestion('summarize-group-discussion');
    const { fakeFetch } = renderPracticePage('summarize-group-discussion', {
      audioDevice: fake.device,
      routes: {
        'POST /api/summarize-group-discussion/assess': () =>
          jsonResponse({
            data: {
              questionId: discussion.id,
              taskType: 'summarize-group-discussion',
              traits: { content: { score: 3, max: 6 }, fluency: { score: 3, max: 5 }, pronunciation: { score: 3, max: 5 } },
              total: { score: 9, max: 16 },
              skills: { speaking: 55, listening: 55 },
              feedback: ['Say who held each view: name “Tom” when you give their position.'],
              details: {
                recording: null,
                engine: 'pocketsphinx',
                keyPoints: [{ keyPoint: 'a trial in the exam weeks', coverage: 1, missing: [] }],
                positions: [
                  { speaker: 'Nina', position: 'wants the library open all night', coverage: 1, missing: [], named: true },
                  { speaker: 'Tom', position: 'worries about the cost of night staff', coverage: 0.5, missing: ['cost', 'staff'], named: false },
                ],
              },
            },
          }),
      },
    });
    await screen.findByText('Listen to the recording');
    fireEvent.ended(screen.getByRole('region', { name: 'Recording' }).querySelector('audio') as HTMLAudioElement);
    await recordOneSecondAndSubmit(fake);
    const views = await screen.findByRole('list', { name: 'Speakers’ views covered' });
    expect(within(views).getByRole('progressbar', { name: 'Tom’s view: 50 % covered' })).toBeInTheDocument();
    expect(within(views).getByText('You did not name Tom. Missing: cost, staff')).toBeInTheDocument();
    expect(within(views).getByText('You named Nina.')).toBeInTheDocument();
    const form = fakeFetch.requests.find((request) => request.url === '/api/summarize-group-discussion/assess')?.body as FormData;
    expect(form.get('questionId')).toBe(discussion.id);
    expect(form.get('referenceAudio')).toBe(discussion.media?.audioUrl);
  });

  it('sends the situation and shows the tone found for the listener (Respond to a Situation)', async () => {
    stubAudioPlayback();
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    const situation = samplePublicQuestion('respond-to-a-situation');
    const { fakeFetch } = renderPracticePage('respond-to-a-situation', {
      audioDevice: fake.device,
      routes: {
        'POST /api/respond-to-a-situation/assess': () =>
          jsonResponse({
            data: {
              questionId: situation.id,
              taskType: 'respond-to-a-situation',
              traits: { content: { score: 4, max: 6 }, fluency: { score: 3, max: 5 }, pronunciation: { score: 3, max: 5 } },
              total: { score: 10, max: 16 },
              skills: { speaking: 60 },
              feedback: [],
              details: {
                recording: null,
                engine: 'pocketsphinx',
                appropriacy: {
                  listener: 'lecturer',
                  register: 'formal',
                  found: [{ signal: 'polite-form', heard: 'could you' }],
                  missing: ['greeting', 'closing'],
                  unsuitable: ['hey'],
                  share: 0,
                },
              },
            },
          }),
      },
    });
    await screen.findByText('Listen to the recording');
    fireEvent.ended(screen.getByRole('region', { name: 'Recording' }).querySelector('audio') as HTMLAudioElement);
    await recordOneSecondAndSubmit(fake);
    const signs = await screen.findByRole('list', { name: 'Signs of a suitable tone' });
    expect(within(signs).getByText('A polite request or apology: heard “could you”')).toBeInTheDocument();
    expect(within(signs).getByText('A greeting: not heard')).toBeInTheDocument();
    expect(screen.getByText('Did not suit the listener: “hey”')).toBeInTheDocument();
    const form = fakeFetch.requests.find((request) => request.url === '/api/respond-to-a-situation/assess')?.body as FormData;
    expect(form.get('situation')).toBe(situation.prompt.situation);
  });

  it('lets the learner play the recordings of past attempts', async () => {
    rememberMicrophoneCheck('dismissed');
    const fake = createFakeAudioDevice();
    const double = createPracticeApiDouble();
    double.attempts.push({
      id: 'attempt-1',
      questionId: question.id,
      questionType: 'read-aloud',
      answer: { recordingId: 'rec-9' },
      result: readAloudAssessment({ details: { recording: { id: 'rec-9', url: '/api/recordings/rec-9', durationSeconds: 12 }, engine: 'pocketsphinx' } }),
      timeTaken: 50,
      createdAt: '2027-02-01T10:00:00.000Z',
    });
    const { fakeFetch } = renderPracticePage('read-aloud', {
      audioDevice: fake.device,
      double,
      routes: { 'GET /api/recordings/rec-9': () => new Response('RIFF', { headers: { 'content-type': 'audio/wav' } }) },
    });
    const history = await screen.findByRole('list', { name: 'Attempts, newest first' });
    fireEvent.click(within(history).getByRole('button', { name: /^Play the recording of 01\/02\/2027/ }));
    expect(await within(history).findByLabelText(/^Play the recording of/)).toHaveAttribute('src', 'blob:take');
    expect(fakeFetch.requests.some((request) => request.url === '/api/recordings/rec-9')).toBe(true);
  });
});

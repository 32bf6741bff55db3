import { concatSamples } from '@pte/audio';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { answerDraftKey } from './answer-drafts';
import { rememberMicrophoneCheck } from './microphone-check/microphone-check-memory';
import { buildTake } from './recording/recorded-take';
import { loadTakeDraft, saveTakeDraft } from './recording/take-drafts';
import { quiet, sineWave } from './testing/audio-signals';
import { createFakeAudioDevice } from './testing/fake-audio-device';
import { samplePublicQuestion } from './testing/practice-api-double';
import { renderPracticePage } from './testing/render-practice';

// jsdom has no IndexedDB: the device storage of unsent takes is replaced, the page's use of it is what is tested.
vi.mock('./recording/take-drafts', () => ({ canKeepTakes: () => true, loadTakeDraft: vi.fn(), saveTakeDraft: vi.fn() }));

const question = samplePublicQuestion('read-aloud');
const key = answerDraftKey('read-aloud', question.id);
const assessment = { questionId: question.id, taskType: 'read-aloud', traits: {}, total: { score: 10, max: 45 }, skills: {}, feedback: [], details: { recording: null, engine: 'pocketsphinx' } };

beforeEach(() => {
  rememberMicrophoneCheck('dismissed');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:take') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  vi.mocked(saveTakeDraft).mockReset().mockResolvedValue(undefined);
  vi.mocked(loadTakeDraft).mockReset();
});

describe('unsent takes survive a refresh', () => {
  it('brings back the take kept on this device instead of starting a new recording, and forgets it once assessed', async () => {
    vi.mocked(loadTakeDraft).mockResolvedValue(buildTake([sineWave(2, 48_000)], 48_000));
    const fake = createFakeAudioDevice();
    renderPracticePage('read-aloud', { audioDevice: fake.device, routes: { 'POST /api/read-aloud/assess': () => jsonResponse({ data: assessment }) } });
    expect(await screen.findByText('Your unsent recording from earlier was kept. Submit it, or record again.')).toBeInTheDocument();
    expect(screen.getByTestId('recorder-status')).toHaveTextContent('Completed');
    expect(loadTakeDraft).toHaveBeenCalledWith(key);
    expect(fake.device.openMicrophone).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: /^Waveform of your recording: 2\.0 s/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Total 10 / 45')).toBeInTheDocument();
    expect(saveTakeDraft).toHaveBeenLastCalledWith(key, null);
  });

  it('keeps a new take on this device as soon as it is recorded', async () => {
    vi.mocked(loadTakeDraft).mockResolvedValue(null);
    const fake = createFakeAudioDevice();
    renderPracticePage('read-aloud', { audioDevice: fake.device });
    await screen.findByText('Beginning in 35 seconds');
    await waitFor(() => expect(fake.isOpen).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Skip preparation' }));
    await waitFor(() => expect(screen.getByTestId('recorder-status')).toHaveTextContent('Recording'));
    act(() => fake.speak(concatSamples([sineWave(1, fake.sampleRate), quiet(3.2, fake.sampleRate)])));
    await waitFor(() => expect(saveTakeDraft).toHaveBeenCalledWith(key, expect.any(Blob)));
    expect(vi.mocked(saveTakeDraft).mock.calls.at(-1)?.[1]?.type).toBe('audio/wav');
  });
});

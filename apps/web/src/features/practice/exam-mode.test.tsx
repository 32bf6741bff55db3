import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WrittenAnswerController } from './answer-controllers';
import { ExamEditor } from './answer-widgets/exam-editor';
import { ExamModeContext, type ExamMode } from './exam-mode';
import { ListeningAudioPlayer } from './prompt-parts/listening-audio-player';
import { AudioDeviceContext } from './recording/audio-device-context';
import type { RecordedTake } from './recording/recorded-take';
import { SpeakingRecorder } from './recording/speaking-recorder';
import { sineWave } from './testing/audio-signals';
import { createFakeAudioDevice } from './testing/fake-audio-device';
import { stubAudioPlayback } from './testing/render-practice';

/** Exam mode whose registered recorder `finish` the test can call. */
function examModeDouble({ played = false } = {}) {
  let finish: (() => Promise<RecordedTake | null>) | null = null;
  let audioPlayed = played;
  const mode: ExamMode = {
    registerRecorder(next) {
      finish = next;
      return () => {
        finish = null;
      };
    },
    audioPlayed: () => audioPlayed,
    markAudioPlayed: () => {
      audioPlayed = true;
    },
  };
  return { mode, finish: () => finish?.() ?? Promise.resolve(null) };
}

function inMode(mode: ExamMode | null, children: ReactNode) {
  return mode ? <ExamModeContext.Provider value={mode}>{children}</ExamModeContext.Provider> : children;
}

/** The recorder with its take kept in state, as an answer controller keeps it. */
function Recorder({ prepareSeconds }: { prepareSeconds: number }) {
  const [take, setTake] = useState<RecordedTake | null>(null);
  return (
    <SpeakingRecorder
      plan={{ hasPromptAudio: false, audioLeadSeconds: 0, prepareSeconds, answerSeconds: 40 }}
      promptAudioUrl={undefined}
      enabled
      take={take}
      isLocked={false}
      onTake={setTake}
      onDiscard={() => setTake(null)}
    />
  );
}

const status = () => screen.getByTestId('recorder-status');

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:take') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
});

describe('exam mode in the shared widgets', () => {
  describe('the listening audio player', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('keeps the early start and the replay option in practice mode', async () => {
      stubAudioPlayback();
      render(<ListeningAudioPlayer src="/api/media/x.mp3" startDelaySeconds={3} />);
      expect(screen.getByRole('button', { name: 'Start now' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Practice mode: allow replay' })).toBeInTheDocument();
    });

    it('plays once by itself after its lead-in in exam mode, with no early start and no replay', async () => {
      const { play } = stubAudioPlayback();
      render(inMode(examModeDouble().mode, <ListeningAudioPlayer src="/api/media/x.mp3" startDelaySeconds={3} />));
      expect(screen.queryByRole('button', { name: 'Start now' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Practice mode: allow replay' })).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(3100));
      expect(play).toHaveBeenCalledTimes(1);
      const audio = screen.getByRole('region', { name: 'Recording' }).querySelector('audio');
      fireEvent.ended(audio!);
      expect(screen.getByRole('status')).toHaveTextContent('Completed');
      expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(play).toHaveBeenCalledTimes(1);
    });
    it('does not play a recording again in exam mode once it has been played (a reload), and goes straight on', async () => {
      const { play } = stubAudioPlayback();
      const onEnded = vi.fn();
      render(inMode(examModeDouble({ played: true }).mode, <ListeningAudioPlayer src="/api/media/x.mp3" startDelaySeconds={3} onEnded={onEnded} />));
      expect(screen.getByRole('status')).toHaveTextContent('Completed: the recording plays only once');
      expect(onEnded).toHaveBeenCalledTimes(1);
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(play).not.toHaveBeenCalled();
    });
  });

  describe('the speaking recorder', () => {

    it('lets practice skip the preparation, stop, record again and play the take back', async () => {
      const fake = createFakeAudioDevice();
      render(
        <AudioDeviceContext.Provider value={fake.device}>
          <Recorder prepareSeconds={30} />
        </AudioDeviceContext.Provider>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Skip preparation' }));
      await waitFor(() => expect(status()).toHaveTextContent('Recording'));
      act(() => fake.speak(sineWave(1, fake.sampleRate)));
      fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
      expect(await screen.findByRole('button', { name: 'Record again' })).toBeInTheDocument();
      expect(screen.getByTestId('take-playback')).toBeInTheDocument();
    });

    it('in exam mode records on the tone, cannot be skipped, stopped or redone, and ends its take when the test says so', async () => {
      const fake = createFakeAudioDevice();
      const exam = examModeDouble();
      render(
        <AudioDeviceContext.Provider value={fake.device}>
          {inMode(exam.mode, <Recorder prepareSeconds={1} />)}
        </AudioDeviceContext.Provider>,
      );
      await waitFor(() => expect(status()).toHaveTextContent(/Beginning in/));
      expect(screen.queryByRole('button', { name: 'Skip preparation' })).not.toBeInTheDocument();
      await waitFor(() => expect(status()).toHaveTextContent('Recording'), { timeout: 2500 });
      expect(fake.device.playTone).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
      act(() => fake.speak(sineWave(1, fake.sampleRate)));

      // Not inside act: the take is built by the recorder's effects, which act would hold back until it returns.
      const finished = exam.finish();
      await waitFor(() => expect(status()).toHaveTextContent('Completed'));
      const take = await finished;
      expect(take?.durationSeconds).toBeGreaterThan(0.9);
      expect(screen.queryByRole('button', { name: 'Record again' })).not.toBeInTheDocument();
      expect(screen.queryByTestId('take-playback')).not.toBeInTheDocument();
      // Finished, nothing is being recorded: a second finish has no new take.
      await expect(exam.finish()).resolves.toBeNull();
    });
  });

  describe('the written answer editor', () => {
    function Editor() {
      const [text, setText] = useState('');
      const answer: WrittenAnswerController = { isLocked: false, text, setText };
      return <ExamEditor answer={answer} label="Your summary" wordRange={{ min: 5, max: 75 }} phases={[{ label: 'Time to answer', seconds: 600 }]} />;
    }

    it('shows the practice timer in practice mode only', () => {
      const { unmount } = render(<Editor />);
      expect(screen.getByRole('timer')).toHaveAccessibleName('Time to answer: 10:00 left');
      unmount();
      render(inMode(examModeDouble().mode, <Editor />));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your summary' })).toBeInTheDocument();
    });
  });
});

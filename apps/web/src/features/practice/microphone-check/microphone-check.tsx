import { concatSamples } from '@pte/audio';
import type { AssessmentResultResponse } from '@pte/contract';
import { CircleCheck, Mic, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { meterLevel, rms } from '../recording/audio-level';
import { MicrophoneError, type MicrophoneProblem, type MicrophoneStream } from '../recording/audio-device';
import { useAudioDevice } from '../recording/audio-device-context';
import { MicrophoneProblemAlert } from '../recording/microphone-problem-alert';
import { microphoneProblemHelp } from '../recording/microphone-problems';
import { buildTake } from '../recording/recorded-take';
import { assessCheckReading } from '../state/speech-requests';
import { WordMarks } from '../speech-feedback/word-marks';
import { analyseMicrophoneCheck, canTestRecognition, findingHelp, type MicrophoneCheckReport } from './microphone-check-analysis';
import { rememberMicrophoneCheck } from './microphone-check-memory';

/** The sentence the learner reads for the recognition test. */
export const CHECK_SENTENCE = 'Every morning I walk to the station and buy a newspaper.';
/** Seconds of quiet at the start, to measure the background noise. */
const CHECK_QUIET_SECONDS = 1;
/** Seconds to read the sentence. */
const CHECK_READING_SECONDS = 5;

type Recognition = { status: 'pending' } | { status: 'done'; assessment: AssessmentResultResponse } | { status: 'failed'; message: string } | { status: 'skipped' };

type CheckState =
  | { step: 'offer' }
  | { step: 'quiet' }
  | { step: 'reading'; endsAt: number; now: number }
  | { step: 'analysing' }
  | { step: 'report'; report: MicrophoneCheckReport; recognition: Recognition }
  | { step: 'failed'; problem: MicrophoneProblem };

function RecognitionResult({ recognition }: { recognition: Recognition }) {
  if (recognition.status === 'skipped') return null;
  if (recognition.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Checking which words were recognised…
      </p>
    );
  }
  if (recognition.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        The recognition test could not run: {recognition.message}
      </p>
    );
  }
  const words = recognition.assessment.words ?? [];
  const expected = words.filter((word) => word.status !== 'inserted');
  const recognised = expected.filter((word) => word.status === 'correct' || word.status === 'mispronounced').length;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" data-testid="check-recognised">
        {recognised} of {expected.length} words recognised.
        {expected.length > 0 && recognised < expected.length && ' Words shown struck through or replaced were not recognised: speak clearly, at a steady pace, close to the microphone.'}
      </p>
      {words.length > 0 && <WordMarks words={words} />}
    </div>
  );
}

/**
 * The microphone check offered before the first speaking task: the learner stays quiet for a second (background
 * noise), then reads a fixed sentence; the check reports a voice too quiet, clipping and background noise in
 * plain words, and which words the speech recogniser understood. Completing or dismissing it is remembered on
 * this device; `onFinished` is then called.
 */
export function MicrophoneCheck({ onFinished }: { onFinished(): void }) {
  const device = useAudioDevice();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CheckState>({ step: 'offer' });
  const [level, setLevel] = useState(0);
  const recording = useRef<{ stream: MicrophoneStream | null; frames: Float32Array[]; unsubscribe: () => void }>({ stream: null, frames: [], unsubscribe: () => {} });

  const release = () => {
    recording.current.unsubscribe();
    recording.current.stream?.close();
    recording.current.stream = null;
    setLevel(0);
  };
  useEffect(() => release, []);

  const start = async () => {
    setState({ step: 'quiet' });
    let stream: MicrophoneStream;
    try {
      stream = await device.openMicrophone();
    } catch (error) {
      setState({ step: 'failed', problem: error instanceof MicrophoneError ? error.problem : 'unknown' });
      return;
    }
    recording.current = {
      stream,
      frames: [],
      unsubscribe: stream.onSamples((samples) => {
        recording.current.frames.push(samples);
        setLevel(meterLevel(rms(samples)));
      }),
    };
    window.setTimeout(() => {
      const now = Date.now();
      setState((current) => (current.step === 'quiet' ? { step: 'reading', endsAt: now + CHECK_READING_SECONDS * 1000, now } : current));
    }, CHECK_QUIET_SECONDS * 1000);
  };

  const finish = async () => {
    const { stream, frames } = recording.current;
    if (!stream) return;
    const sampleRate = stream.sampleRate;
    release();
    setState({ step: 'analysing' });
    const take = buildTake([concatSamples(frames)], sampleRate);
    const report = analyseMicrophoneCheck(take.samples, take.sampleRate, CHECK_QUIET_SECONDS);
    rememberMicrophoneCheck('completed');
    if (!canTestRecognition(report)) {
      setState({ step: 'report', report, recognition: { status: 'skipped' } });
      return;
    }
    setState({ step: 'report', report, recognition: { status: 'pending' } });
    const action = await dispatch(assessCheckReading({ recording: take.blob, referenceText: CHECK_SENTENCE }));
    const recognition: Recognition = assessCheckReading.fulfilled.match(action)
      ? { status: 'done', assessment: action.payload }
      : { status: 'failed', message: action.payload ?? 'Failed to submit audio' };
    setState((current) => (current.step === 'report' ? { ...current, recognition } : current));
  };

  const reading = state.step === 'reading';
  useEffect(() => {
    if (!reading) return;
    const timer = window.setInterval(() => {
      setState((current) => (current.step === 'reading' ? { ...current, now: Date.now() } : current));
    }, 200);
    return () => window.clearInterval(timer);
  }, [reading]);
  const timeIsUp = state.step === 'reading' && state.now >= state.endsAt;
  useEffect(() => {
    if (timeIsUp) void finish();
    // finish reads the recording through a ref; it only has to run when the time runs out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeIsUp]);

  const dismiss = () => {
    release();
    rememberMicrophoneCheck('dismissed');
    onFinished();
  };

  const help = state.step === 'failed' ? microphoneProblemHelp[state.problem] : null;
  const secondsLeft = state.step === 'reading' ? Math.max(0, Math.ceil((state.endsAt - state.now) / 1000)) : null;

  return (
    <section aria-labelledby="microphone-check-heading" data-testid="microphone-check" className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <h2 id="microphone-check-heading" className="flex items-center gap-2 font-semibold">
        <Mic aria-hidden className="size-4" />
        Microphone check
      </h2>
      {state.step === 'offer' && (
        <p className="text-sm">
          Before your first speaking task, check that your microphone works: stay quiet for a second, then read one sentence aloud. We check the level, distortion and
          background noise, and which words were recognised.
        </p>
      )}
      {state.step === 'quiet' && (
        <p role="status" className="text-sm font-medium">
          Stay quiet for a moment: measuring the background noise…
        </p>
      )}
      {state.step === 'reading' && (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm font-medium">
            Read this sentence aloud now ({secondsLeft} s left):
          </p>
          <p className="text-lg">{CHECK_SENTENCE}</p>
        </div>
      )}
      {(state.step === 'quiet' || state.step === 'reading') && (
        <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)} className="h-2 w-full overflow-hidden rounded-full bg-primary/15">
          <div className="h-full bg-success" style={{ width: `${Math.round(level * 100)}%` }} />
        </div>
      )}
      {state.step === 'analysing' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Checking your recording…
        </p>
      )}
      {state.step === 'report' && (
        <div className="flex flex-col gap-3" data-testid="microphone-check-report">
          {state.report.findings.length === 0 ? (
            <p className="flex items-center gap-2 text-sm font-medium text-success">
              <CircleCheck aria-hidden className="size-4" />
              Your microphone level is good: clear, not distorted, and little background noise.
            </p>
          ) : (
            <ul aria-label="Problems found" className="flex flex-col gap-2">
              {state.report.findings.map((finding) => (
                <li key={finding} className="flex items-start gap-2 text-sm">
                  <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
                  <span>
                    <strong>{findingHelp[finding].title}</strong> {findingHelp[finding].fix}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <RecognitionResult recognition={state.recognition} />
        </div>
      )}
      {state.step === 'failed' && <MicrophoneProblemAlert problem={state.problem} />}
      <div className="flex flex-wrap gap-2">
        {(state.step === 'offer' || state.step === 'failed') && (
          <Button size="sm" onClick={() => void start()}>
            <Mic aria-hidden />
            {state.step === 'offer' ? 'Check my microphone' : help?.action}
          </Button>
        )}
        {state.step === 'reading' && (
          <Button size="sm" variant="outline" onClick={() => void finish()}>
            I have finished reading
          </Button>
        )}
        {state.step === 'report' && (
          <>
            <Button size="sm" onClick={onFinished}>
              Continue to the task
            </Button>
            <Button size="sm" variant="outline" onClick={() => void start()}>
              Check again
            </Button>
          </>
        )}
        {state.step !== 'report' && (
          <Button size="sm" variant="ghost" onClick={dismiss}>
            Skip the check
          </Button>
        )}
      </div>
    </section>
  );
}

import { Mic, MicOff, RotateCcw, SkipForward, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useExamMode } from '../exam-mode';
import { ListeningAudioPlayer } from '../prompt-parts/listening-audio-player';
import { useAudioDevice } from './audio-device-context';
import { MicrophoneProblemAlert } from './microphone-problem-alert';
import { microphoneProblemHelp } from './microphone-problems';
import type { RecordedTake } from './recorded-take';
import { recorderStatusText, secondsLeft, type RecorderPlan, type StopReason } from './recorder-machine';
import { RecordingWaveform } from './recording-waveform';
import { useObjectUrl } from './use-object-url';
import { useSpeakingRecorder } from './use-speaking-recorder';

const stopNotes: Record<StopReason, string> = {
  stopped: 'You stopped the recording.',
  silence: 'The recording stopped after 3 seconds of silence, as in the exam.',
  'time-up': 'The recording stopped when the time ran out.',
  restored: 'Your unsent recording from earlier was kept. Submit it, or record again.',
};

/** In exam mode a take is not replaced: the notes say what happens next instead. */
const examStopNotes: Record<StopReason, string> = {
  stopped: 'Your answer is recorded.',
  silence: 'The recording stopped after 3 seconds of silence. Your answer is recorded: go to the next item.',
  'time-up': 'The recording stopped when the time ran out. Your answer is recorded: go to the next item.',
  restored: 'Your recording was kept on this device. Go to the next item.',
};

/** The live microphone level as a meter (ARIA `meter`), green to amber near clipping. */
function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="microphone-level" className="h-2 w-full overflow-hidden rounded-full bg-primary/15">
      <div className={cn('h-full transition-[width] duration-75', level > 0.9 ? 'bg-warning' : 'bg-success')} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The learner's take: its waveform with pauses marked, and a player. */
function TakePlayback({ take }: { take: RecordedTake }) {
  const url = useObjectUrl(take.blob);
  return (
    <div className="flex flex-col gap-2">
      <RecordingWaveform samples={take.samples} sampleRate={take.sampleRate} />
      {url && <audio controls src={url} aria-label="Your recording" className="w-full" data-testid="take-playback" />}
    </div>
  );
}

/**
 * The exam-like recorder of a speaking task: the prompt audio (if any) plays first, then the status box counts
 * down the preparation ("Beginning in x seconds", skippable in practice), a tone sounds, "Recording" runs with a
 * live level meter and the seconds left until Stop, 3 s of silence or the time limit, then "Completed" with the
 * take's waveform and playback. Record again discards an unsent take. Timings come from the registry. In exam mode
 * (`ExamModeContext`) there is no skipping, stopping, recording again or playback: the recording ends at the answer
 * time, after 3 s of silence, or when the test ends it through the registered `finish`.
 */
export function SpeakingRecorder({
  plan,
  promptAudioUrl,
  enabled,
  take,
  isLocked,
  onTake,
  onDiscard,
}: {
  plan: RecorderPlan;
  promptAudioUrl: string | undefined;
  /** False while the microphone check is offered: the task waits for it. */
  enabled: boolean;
  take: RecordedTake | null;
  /** The take has been assessed: it can no longer be replaced here. */
  isLocked: boolean;
  onTake(take: RecordedTake): void;
  onDiscard(): void;
}) {
  const device = useAudioDevice();
  const exam = useExamMode();
  const recorder = useSpeakingRecorder({ plan, device, enabled, hasTake: take !== null, onTake });
  const finishRef = useRef(recorder.finish);
  useEffect(() => {
    finishRef.current = recorder.finish;
  });
  useEffect(() => exam?.registerRecorder(() => finishRef.current()), [exam]);
  const { phase } = recorder.state;
  const left = secondsLeft(recorder.state);
  const status = recorderStatusText(recorder.state);
  const started = phase.name !== 'idle' || take !== null;
  const help = phase.name === 'failed' ? microphoneProblemHelp[phase.problem] : null;

  return (
    <div className="flex flex-col gap-4">
      {plan.hasPromptAudio &&
        (started ? (
          <ListeningAudioPlayer src={promptAudioUrl} startDelaySeconds={plan.audioLeadSeconds} onEnded={recorder.promptAudioEnded} />
        ) : (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">The recording plays when the task starts.</p>
        ))}
      <section aria-label="Recorder" data-testid="speaking-recorder" data-phase={phase.name} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className={cn('flex size-9 items-center justify-center rounded-full', phase.name === 'recording' ? 'bg-destructive text-destructive-foreground' : 'bg-muted text-muted-foreground')}>
              {phase.name === 'failed' ? <MicOff aria-hidden className="size-5" /> : <Mic aria-hidden className="size-5" />}
            </span>
            <div className="flex flex-col">
              <span className="text-xs text-muted-foreground">Current status:</span>
              <p role="status" data-testid="recorder-status" className="font-medium">
                {status}
              </p>
            </div>
          </div>
          {phase.name === 'recording' && left !== null && (
            <span className="text-sm tabular-nums text-muted-foreground" data-testid="recording-seconds-left">
              {left} s left
            </span>
          )}
        </div>

        {phase.name === 'recording' && (
          <Progress aria-label="Recording time used" value={plan.answerSeconds - (left ?? 0)} max={plan.answerSeconds} />
        )}
        {(phase.name === 'preparing' || phase.name === 'starting' || phase.name === 'recording' || phase.name === 'prompt-audio') && <LevelMeter level={recorder.level} />}

        {phase.name === 'idle' && !enabled && !exam && <p className="text-sm text-muted-foreground">Check your microphone above, or skip the check, to start the task.</p>}
        {phase.name === 'completed' && <p className="text-sm text-muted-foreground">{(exam ? examStopNotes : stopNotes)[phase.reason]}</p>}
        {phase.name === 'failed' && <MicrophoneProblemAlert problem={phase.problem} />}

        <div className="flex flex-wrap gap-2">
          {phase.name === 'preparing' && !exam && (
            <Button variant="outline" size="sm" onClick={recorder.skipPreparation}>
              <SkipForward aria-hidden />
              Skip preparation
            </Button>
          )}
          {phase.name === 'recording' && !exam && (
            <Button size="sm" onClick={recorder.stop}>
              <Square aria-hidden />
              Stop recording
            </Button>
          )}
          {phase.name === 'completed' && !isLocked && !exam && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                onDiscard();
                recorder.retry();
              }}
            >
              <RotateCcw aria-hidden />
              Record again
            </Button>
          )}
          {help && (
            <Button size="sm" onClick={recorder.retry}>
              <Mic aria-hidden />
              {help.action}
            </Button>
          )}
        </div>
      </section>
      {take && !exam && <TakePlayback take={take} />}
    </div>
  );
}

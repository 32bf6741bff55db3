import { Play, RotateCcw, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useExamMode } from '../exam-mode';

type Phase = 'countdown' | 'playing' | 'ended' | 'blocked' | 'error';

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The recording of a listening (or speaking) item as the exam plays it: a short countdown, then the audio plays
 * once, with a progress bar, volume control and status text. There is no pause or replay, unless the learner
 * turns on the practice-mode replay. `onEnded` is told each time the audio finishes (a speaking task's recorder
 * starts its preparation then). In exam mode there is neither an early start nor the replay option: it plays once
 * after its lead-in (a Play button appears only if the browser refuses to start it).
 */
export function ListeningAudioPlayer({ src, startDelaySeconds, onEnded }: { src: string | undefined; startDelaySeconds: number; onEnded?: () => void }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const exam = useExamMode();
  // In exam mode a recording already played (the page was reloaded) counts as heard: it is never played twice.
  const [phase, setPhase] = useState<Phase>(() => (exam?.audioPlayed() ? 'ended' : 'countdown'));
  const [remaining, setRemaining] = useState(startDelaySeconds);
  const [position, setPosition] = useState({ current: 0, duration: 0 });
  const [volume, setVolume] = useState(80);
  const [allowReplay, setAllowReplay] = useState(false);
  const volumeId = useId();
  const replayId = useId();

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    // Browsers may refuse to start audio the learner did not start; a Play button then hands them the start.
    Promise.resolve(audio.play()).then(
      () => {
        exam?.markAudioPlayed();
        setPhase('playing');
      },
      () => setPhase('blocked'),
    );
  }, [exam]);

  // A recording heard before a reload: what follows it (a speaking task's preparation) starts at once.
  useEffect(() => {
    if (exam?.audioPlayed()) onEnded?.();
    // Once, when the player appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (phase !== 'countdown' || !src) return;
    const startsAt = Date.now() + startDelaySeconds * 1000;
    const timer = window.setInterval(() => {
      const left = Math.ceil((startsAt - Date.now()) / 1000);
      if (left > 0) {
        setRemaining(left);
        return;
      }
      window.clearInterval(timer);
      setRemaining(0);
      play();
    }, 200);
    return () => window.clearInterval(timer);
  }, [phase, src, startDelaySeconds, play]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100;
  }, [volume]);

  if (!src) {
    return (
      <p role="status" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        The recording for this question is not available.
      </p>
    );
  }

  const status: Record<Phase, string> = {
    countdown: `Beginning in ${remaining} ${remaining === 1 ? 'second' : 'seconds'}`,
    playing: 'Playing',
    ended: exam?.audioPlayed() ? 'Completed: the recording plays only once' : 'Completed',
    blocked: 'Your browser did not start the recording. Press Play to listen.',
    error: 'The recording could not be loaded. Check your connection and try again.',
  };

  return (
    <section aria-label="Recording" className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-4">
      <audio
        ref={audioRef}
        src={src}
        preload="auto"
        onLoadedMetadata={(event) => setPosition({ current: 0, duration: event.currentTarget.duration })}
        onTimeUpdate={(event) => setPosition({ current: event.currentTarget.currentTime, duration: event.currentTarget.duration })}
        onEnded={() => {
          setPhase('ended');
          onEnded?.();
        }}
        onError={() => setPhase('error')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium">
          {status[phase]}
        </p>
        <span className="text-sm tabular-nums text-muted-foreground">
          {clock(position.current)} / {Number.isFinite(position.duration) && position.duration > 0 ? clock(position.duration) : '–:––'}
        </span>
      </div>
      <Progress aria-label="Playback progress" value={position.current} max={Number.isFinite(position.duration) && position.duration > 0 ? position.duration : 1} />
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <Volume2 aria-hidden className="size-4 text-muted-foreground" />
          <label htmlFor={volumeId} className="text-sm">
            Volume
          </label>
          <input id={volumeId} type="range" min={0} max={100} value={volume} onChange={(event) => setVolume(Number(event.target.value))} className="w-28 accent-primary" />
        </div>
        {phase === 'countdown' && !exam && (
          <Button variant="outline" size="sm" onClick={play}>
            <Play aria-hidden />
            Start now
          </Button>
        )}
        {(phase === 'blocked' || phase === 'error') && (
          <Button
            size="sm"
            onClick={() => {
              if (phase === 'error') audioRef.current?.load();
              play();
            }}
          >
            <Play aria-hidden />
            {phase === 'error' ? 'Try again' : 'Play'}
          </Button>
        )}
        {!exam && (
          <div className="flex items-center gap-2">
            <input id={replayId} type="checkbox" checked={allowReplay} onChange={(event) => setAllowReplay(event.target.checked)} className="size-4 accent-primary" />
            <label htmlFor={replayId} className="text-sm">
              Practice mode: allow replay
            </label>
          </div>
        )}
        {phase === 'ended' && allowReplay && !exam && (
          <Button variant="outline" size="sm" onClick={play}>
            <RotateCcw aria-hidden />
            Replay
          </Button>
        )}
      </div>
    </section>
  );
}

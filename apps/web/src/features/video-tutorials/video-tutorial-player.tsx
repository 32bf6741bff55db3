import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { formatVideoTime, type VideoTutorial } from './video-library';

/**
 * A video tutorial in the browser's own player (keyboard-usable controls), with English captions shown from the
 * start, and its transcript below: each line a button that plays the video from that line.
 */
export function VideoTutorialPlayer({ video }: { video: VideoTutorial }) {
  const videoRef = useRef<HTMLVideoElement>(null);

  // `default` asks the browser to show the captions; setting the mode makes sure of it in every browser.
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const showCaptions = () => {
      for (const track of Array.from(element.textTracks ?? [])) {
        if (track.kind === 'captions' && track.mode === 'disabled') track.mode = 'showing';
      }
    };
    showCaptions();
    element.textTracks?.addEventListener?.('addtrack', showCaptions);
    return () => element.textTracks?.removeEventListener?.('addtrack', showCaptions);
  }, []);

  const playFrom = (seconds: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => undefined);
    element.focus();
  };

  const transcriptId = `transcript-${video.type.id}`;
  return (
    <div className="flex flex-col gap-6">
      <video
        ref={videoRef}
        controls
        preload="metadata"
        aria-label={`${video.type.title} video tutorial`}
        className="aspect-video w-full rounded-lg border bg-black"
      >
        <source src={video.videoUrl} type="video/webm" />
        <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
        Your browser cannot play this video. The transcript below has everything it says.
      </video>
      <section aria-labelledby={transcriptId} className="flex flex-col gap-3">
        <h2 id={transcriptId} className="text-lg font-semibold">
          Transcript
        </h2>
        <ol className="flex flex-col gap-1">
          {video.transcript.map((line, index) => (
            <li key={index} className="flex items-baseline gap-3">
              <Button variant="link" size="sm" className="h-auto shrink-0 px-0 tabular-nums" onClick={() => playFrom(line.start)} aria-label={`Play from ${formatVideoTime(line.start)}`}>
                {formatVideoTime(line.start)}
              </Button>
              <span className={line.text.startsWith('[') ? 'text-sm italic text-muted-foreground' : undefined}>{line.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

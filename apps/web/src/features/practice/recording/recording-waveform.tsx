import { useMemo } from 'react';
import { findPauses } from './pauses';
import { waveformBars } from './waveform-bars';

const BAR_COUNT = 160;
const WIDTH = 640;
const HEIGHT = 80;

function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

/**
 * The waveform of a take (16 kHz samples) as an SVG, with each pause of 250 ms or more shaded and labelled, and
 * a list of the pauses for screen readers.
 */
export function RecordingWaveform({ samples, sampleRate }: { samples: Float32Array; sampleRate: number }) {
  const bars = useMemo(() => waveformBars(samples, BAR_COUNT), [samples]);
  const pauses = useMemo(() => findPauses(samples, sampleRate), [samples, sampleRate]);
  const duration = samples.length / sampleRate;
  const barWidth = WIDTH / BAR_COUNT;
  const x = (time: number) => (duration > 0 ? (time / duration) * WIDTH : 0);
  const summary = `Waveform of your recording: ${seconds(duration)}, ${pauses.length} ${pauses.length === 1 ? 'pause' : 'pauses'} of 0.25 s or more`;

  return (
    <figure className="flex flex-col gap-2" data-testid="recording-waveform">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-20 w-full rounded-md border bg-muted/30">
        {pauses.map((pause) => (
          <rect key={pause.start} x={x(pause.start)} y={0} width={Math.max(1, x(pause.end) - x(pause.start))} height={HEIGHT} className="fill-warning/25" data-testid="waveform-pause">
            <title>{`Pause ${seconds(pause.end - pause.start)} at ${seconds(pause.start)}`}</title>
          </rect>
        ))}
        {bars.map((height, index) => {
          const barHeight = Math.max(1, height * (HEIGHT - 4));
          return <rect key={index} x={index * barWidth + barWidth * 0.15} y={(HEIGHT - barHeight) / 2} width={barWidth * 0.7} height={barHeight} className="fill-primary" />;
        })}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>{seconds(duration)} recorded</span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-warning/40" />
          {pauses.length === 0 ? 'No pauses of 0.25 s or more' : `Pauses (0.25 s or more): ${pauses.map((pause) => `${seconds(pause.end - pause.start)} at ${seconds(pause.start)}`).join(', ')}`}
        </span>
      </figcaption>
    </figure>
  );
}

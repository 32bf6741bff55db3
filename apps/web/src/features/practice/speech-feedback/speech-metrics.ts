/** How one fluency or recording measure is shown: its label and how its number reads. */
interface MetricFormat {
  label: string;
  format(value: number): string;
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const count = (value: number) => String(Math.round(value));
const perSecond = (value: number) => `${value.toFixed(1)} per second`;
const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The measures the speech assessment reports that a learner can act on, in the order shown. */
const metricFormats: Record<string, MetricFormat> = {
  durationSeconds: { label: 'Recording length', format: seconds },
  speakingSeconds: { label: 'Speaking time', format: seconds },
  leadingSilenceSeconds: { label: 'Silence before you started', format: seconds },
  wordCount: { label: 'Words spoken', format: count },
  wordsPerMinute: { label: 'Words per minute', format: count },
  speechRate: { label: 'Speech rate (syllables, pauses included)', format: perSecond },
  articulationRate: { label: 'Articulation rate (syllables while speaking)', format: perSecond },
  meanLengthOfRun: { label: 'Syllables between pauses (mean length of run)', format: (value) => value.toFixed(1) },
  pauseCount: { label: 'Pauses of 0.25 s or more', format: count },
  pausesWithinPhrases: { label: 'Pauses inside phrases', format: count },
  pausesBetweenPhrases: { label: 'Pauses between phrases', format: count },
  meanPauseSeconds: { label: 'Mean pause', format: seconds },
  longPauseCount: { label: 'Long pauses (1 s or more)', format: count },
  silencesOver3Seconds: { label: 'Silences of 3 s or more', format: count },
  fillerCount: { label: 'Hesitations (um, uh)', format: count },
  repetitionCount: { label: 'Repetitions and restarts', format: count },
  phonationRatio: { label: 'Share of time spent speaking', format: percent },
  matchedWords: { label: 'Words matched', format: count },
  referenceWords: { label: 'Words expected', format: count },
  signalToNoiseDb: { label: 'Voice above background noise', format: (value) => `${value.toFixed(0)} dB` },
  clippedShare: { label: 'Clipped (distorted) audio', format: (value) => `${(value * 100).toFixed(2)} %` },
};

/** A measure ready to show. */
interface MetricLine {
  id: string;
  label: string;
  value: string;
}

/**
 * The assessment's measures with readable labels, known ones first in a fixed order. Internal scoring figures
 * (e.g. processing time, goodness-of-pronunciation means) are left out; unknown measures keep their own name.
 */
export function metricLines(metrics: Readonly<Record<string, number>> | undefined): MetricLine[] {
  if (!metrics) return [];
  const hidden = new Set(['processingSeconds', 'gopMean', 'phoneCount', 'lowPhoneShare', 'syllableCount', 'trailingSilenceSeconds', 'pauseSeconds']);
  const known = Object.entries(metricFormats)
    .filter(([id]) => typeof metrics[id] === 'number' && Number.isFinite(metrics[id]))
    .map(([id, format]) => ({ id, label: format.label, value: format.format(metrics[id]!) }));
  const other = Object.entries(metrics)
    .filter(([id, value]) => !(id in metricFormats) && !hidden.has(id) && Number.isFinite(value))
    .map(([id, value]) => ({ id, label: id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(), value: String(Math.round(value * 100) / 100) }));
  return [...known, ...other];
}

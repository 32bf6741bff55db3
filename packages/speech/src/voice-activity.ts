/** Analysis hop: 10 ms, the recogniser's frame rate. */
const FRAME_SECONDS = 0.01;

/** A stretch of the recording that contains voice, in seconds. */
interface VoiceSegment {
  start: number;
  end: number;
}

/** What voice activity detection found in a recording. */
export interface VoiceActivity {
  /** Stretches with voice, merged across gaps shorter than 150 ms. */
  segments: VoiceSegment[];
  /** Seconds inside `segments`. */
  speechSeconds: number;
  /** Seconds of frames that are both loud enough and periodic (voiced speech, not noise). */
  voicedSeconds: number;
  /** Background level, dBFS (3rd percentile of frame levels: fluent answers have few silent frames). */
  noiseFloorDb: number;
  /** Mean level of speech frames, dBFS. */
  speechLevelDb: number;
  /** Speech level over the background, dB. */
  snrDb: number;
  /** Per 10 ms frame: whether it is inside a voice segment. */
  frames: Uint8Array;
  /** Per 10 ms frame: level in dBFS (25 ms window). */
  levels: Float32Array;
}

const WINDOW = 400; // 25 ms at 16 kHz
const HOP = 160; // 10 ms at 16 kHz

function levelDb(samples: Float32Array, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
  const meanSquare = sum / Math.max(1, end - start);
  return 10 * Math.log10(meanSquare + 1e-12);
}

function percentile(values: Float64Array, fraction: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? -120;
}

/**
 * Peak of the normalised autocorrelation over lags of 2.5–16 ms (62–400 Hz voice pitch), computed on a
 * 4 kHz copy: near 1 for voiced speech, low for hiss, hum-free noise and clicks.
 */
function periodicity(decimated: Float32Array, centre: number): number {
  const half = 80; // 40 ms window at 4 kHz
  const start = centre - half;
  const end = centre + half;
  if (start < 0 || end + 64 > decimated.length) return 0;
  let energy = 0;
  for (let i = start; i < end; i++) energy += decimated[i]! * decimated[i]!;
  if (energy <= 1e-9) return 0;
  let best = 0;
  for (let lag = 10; lag <= 64; lag++) {
    let cross = 0;
    let lagged = 0;
    for (let i = start; i < end; i++) {
      const other = decimated[i + lag]!;
      cross += decimated[i]! * other;
      lagged += other * other;
    }
    const value = cross / Math.sqrt(energy * lagged + 1e-12);
    if (value > best) best = value;
  }
  return best;
}

function decimateTo4k(samples: Float32Array): Float32Array {
  // Average 4 samples after a 3-tap smoothing: crude, but pitch detection needs only < 1 kHz.
  const out = new Float32Array(Math.floor(samples.length / 4));
  for (let i = 0; i < out.length; i++) {
    const j = i * 4;
    out[i] = ((samples[j] ?? 0) + (samples[j + 1] ?? 0) + (samples[j + 2] ?? 0) + (samples[j + 3] ?? 0)) / 4;
  }
  return out;
}

/**
 * Energy-based voice activity detection with an adaptive threshold (background level + 10 dB, at least
 * 35 dB under the loudest frames), hysteresis and a periodicity check that tells voice from noise.
 * `samples` are 16 kHz mono.
 */
export function detectVoiceActivity(samples: Float32Array): VoiceActivity {
  const frameCount = Math.max(0, Math.floor((samples.length - WINDOW) / HOP) + 1);
  const levels = new Float64Array(frameCount);
  for (let f = 0; f < frameCount; f++) levels[f] = levelDb(samples, f * HOP, f * HOP + WINDOW);
  const frames = new Uint8Array(frameCount);
  if (frameCount === 0) {
    return { segments: [], speechSeconds: 0, voicedSeconds: 0, noiseFloorDb: -120, speechLevelDb: -120, snrDb: 0, frames, levels: new Float32Array(0) };
  }
  const noiseFloorDb = percentile(levels, 0.03);
  const loudDb = percentile(levels, 0.98);
  const onDb = Math.max(noiseFloorDb + 10, loudDb - 35, -60);
  const offDb = Math.max(noiseFloorDb + 6, loudDb - 40, -64);

  let active = false;
  for (let f = 0; f < frameCount; f++) {
    const level = levels[f]!;
    if (!active && level >= onDb) active = true;
    else if (active && level < offDb) active = false;
    frames[f] = active ? 1 : 0;
  }
  // Close gaps shorter than 150 ms and drop blips shorter than 50 ms.
  const runs = (value: number, maxFrames: number, replace: number) => {
    let f = 0;
    while (f < frameCount) {
      if (frames[f] !== value) {
        f++;
        continue;
      }
      let g = f;
      while (g < frameCount && frames[g] === value) g++;
      const inside = f > 0 && g < frameCount;
      if (g - f < maxFrames && (value === 1 || inside)) frames.fill(replace, f, g);
      f = g;
    }
  };
  runs(0, 15, 1);
  runs(1, 5, 0);

  const decimated = decimateTo4k(samples);
  const segments: VoiceSegment[] = [];
  let speechFrames = 0;
  let voicedFrames = 0;
  let speechEnergy = 0;
  for (let f = 0; f < frameCount; f++) {
    if (!frames[f]) continue;
    speechFrames++;
    speechEnergy += 10 ** (levels[f]! / 10);
    if (f % 2 === 0 && periodicity(decimated, Math.floor((f * HOP + WINDOW / 2) / 4)) > 0.6) voicedFrames += 2;
  }
  for (let f = 0; f < frameCount; ) {
    if (!frames[f]) {
      f++;
      continue;
    }
    let g = f;
    while (g < frameCount && frames[g]) g++;
    segments.push({ start: f * FRAME_SECONDS, end: (g - 1) * FRAME_SECONDS + WINDOW / 16_000 });
    f = g;
  }
  const speechLevelDb = speechFrames ? 10 * Math.log10(speechEnergy / speechFrames + 1e-12) : -120;
  return {
    segments,
    speechSeconds: speechFrames * FRAME_SECONDS,
    voicedSeconds: Math.min(voicedFrames, speechFrames) * FRAME_SECONDS,
    noiseFloorDb,
    speechLevelDb,
    snrDb: speechFrames ? speechLevelDb - noiseFloorDb : 0,
    frames,
    levels: Float32Array.from(levels),
  };
}

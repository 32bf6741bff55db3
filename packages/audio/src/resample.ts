/**
 * The rate speech is recorded, uploaded and recognised at: what the recogniser's acoustic model was
 * trained on.
 */
export const SPEECH_SAMPLE_RATE = 16_000;

/** Zero crossings of the sinc kept on each side of the centre: enough stop-band for speech recognition. */
const ZERO_CROSSINGS = 10;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function blackman(x: number): number {
  // x in [-1, 1]
  return 0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x);
}

/**
 * Band-limited resampling with a Blackman-windowed sinc, evaluated as a polyphase filter (one precomputed
 * kernel per output phase), so 44.1 kHz and 48 kHz browser recordings reach 16 kHz without aliasing. Returns
 * `samples` itself when the rates are equal.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number = SPEECH_SAMPLE_RATE): Float32Array {
  if (fromRate === toRate) return samples;
  const divisor = gcd(fromRate, toRate);
  const up = toRate / divisor;
  const down = fromRate / divisor;
  // Cut-off relative to the input Nyquist frequency, a little below the lower of the two.
  const cutoff = Math.min(1, toRate / fromRate) * 0.97;
  const halfWidth = Math.ceil(ZERO_CROSSINGS / cutoff);
  const taps = 2 * halfWidth;
  const outLength = Math.floor((samples.length * up) / down);
  const out = new Float32Array(outLength);

  const phaseCount = up <= 4096 ? up : 0;
  const kernel = (phaseOffset: number, into: Float64Array) => {
    // Output sample sits at input position base + phaseOffset, phaseOffset in [0, 1).
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const distance = k - halfWidth + 1 - phaseOffset;
      const x = cutoff * distance;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const value = cutoff * sinc * blackman(distance / (halfWidth + 1));
      into[k] = value;
      sum += value;
    }
    for (let k = 0; k < taps; k++) into[k]! /= sum;
  };
  const kernels: Float64Array[] = [];
  for (let phase = 0; phase < phaseCount; phase++) {
    const table = new Float64Array(taps);
    kernel(phase / up, table);
    kernels.push(table);
  }
  const scratch = new Float64Array(taps);
  for (let n = 0; n < outLength; n++) {
    const position = n * down;
    const base = Math.floor(position / up);
    const phase = position - base * up;
    let table: Float64Array;
    if (phaseCount > 0) table = kernels[phase]!;
    else {
      kernel(phase / up, scratch);
      table = scratch;
    }
    let acc = 0;
    const start = base - halfWidth + 1;
    for (let k = 0; k < taps; k++) {
      const index = start + k;
      if (index >= 0 && index < samples.length) acc += samples[index]! * table[k]!;
    }
    out[n] = acc;
  }
  return out;
}

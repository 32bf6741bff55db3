/** A sine tone of `seconds` at `frequency` Hz and `amplitude` (0–1), for tests. */
export function sineWave(seconds: number, sampleRate: number, frequency = 220, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) samples[index] = amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate);
  return samples;
}

/** `seconds` of silence (or faint noise of `amplitude`), for tests. */
export function quiet(seconds: number, sampleRate: number, amplitude = 0): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  // A fixed pattern rather than random noise keeps the tests repeatable.
  for (let index = 0; index < samples.length; index += 1) samples[index] = amplitude * (index % 2 === 0 ? 1 : -1);
  return samples;
}

/** Splits a signal into frames of `size` samples, as a microphone hands them over. */
export function framesOf(samples: Float32Array, size = 4096): Float32Array[] {
  const frames: Float32Array[] = [];
  for (let start = 0; start < samples.length; start += size) frames.push(samples.slice(start, start + size));
  return frames;
}

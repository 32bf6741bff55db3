/** Converts samples in [-1, 1] to 16-bit integers (what PocketSphinx reads and WAV files store); beyond ±1 is clipped. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i]!;
    out[i] = value >= 1 ? 32767 : value <= -1 ? -32768 : Math.round(value * 32767);
  }
  return out;
}

/** Height of each of `count` bars of a waveform: the peak absolute sample of its slice of `samples`, 0–1. */
export function waveformBars(samples: Float32Array, count: number): number[] {
  if (samples.length === 0 || count <= 0) return [];
  const bars: number[] = [];
  const per = samples.length / count;
  for (let bar = 0; bar < count; bar += 1) {
    const start = Math.floor(bar * per);
    const end = Math.max(start + 1, Math.floor((bar + 1) * per));
    let largest = 0;
    for (let index = start; index < end && index < samples.length; index += 1) largest = Math.max(largest, Math.abs(samples[index]!));
    bars.push(Math.min(1, largest));
  }
  return bars;
}

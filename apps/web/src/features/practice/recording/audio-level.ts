/** The quietest level the meter shows, in dB below full scale. */
const METER_FLOOR_DB = -60;

/** Root mean square of `samples` (0 for none). */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += samples[index]! * samples[index]!;
  return Math.sqrt(sum / samples.length);
}

/** An amplitude (0–1) in dB relative to full scale; −Infinity for silence. */
export function toDecibels(amplitude: number): number {
  return amplitude > 0 ? 20 * Math.log10(amplitude) : -Infinity;
}

/** The level meter's fill, 0–1: `METER_FLOOR_DB` dBFS or less is empty, 0 dBFS is full. */
export function meterLevel(amplitude: number): number {
  const decibels = toDecibels(amplitude);
  if (decibels <= METER_FLOOR_DB) return 0;
  return Math.min(1, (decibels - METER_FLOOR_DB) / -METER_FLOOR_DB);
}

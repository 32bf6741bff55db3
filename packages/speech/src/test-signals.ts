/**
 * Synthetic test signals for unit tests (no audio files): a voiced "vowel" (harmonics of a pitch),
 * seeded white noise and silence, all 16 kHz mono in [-1, 1].
 */
import { concatSamples } from '@pte/audio';

/** A voiced, vowel-like sound: the first ten harmonics of `pitch` Hz with falling amplitude. */
export function voiced(seconds: number, pitch = 140, level = 0.3, rate = 16_000): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => {
    let value = 0;
    for (let k = 1; k <= 10; k++) value += Math.sin((2 * Math.PI * k * pitch * i) / rate) / k;
    return (value * level) / 2;
  });
}

/** White noise from a fixed seed, so tests are repeatable. */
export function noise(seconds: number, level = 0.1, rate = 16_000, seed = 12345): Float32Array {
  let state = seed;
  return Float32Array.from({ length: Math.round(seconds * rate) }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state / 1_073_741_824 - 1) * level;
  });
}

/** Digital silence. */
export function silence(seconds: number, rate = 16_000): Float32Array {
  return new Float32Array(Math.round(seconds * rate));
}

/** Joins signals end to end. */
export function concat(...parts: Float32Array[]): Float32Array {
  return concatSamples(parts);
}

/** Adds two signals sample by sample (the shorter one padded with silence). */
export function mix(a: Float32Array, b: Float32Array): Float32Array {
  return Float32Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

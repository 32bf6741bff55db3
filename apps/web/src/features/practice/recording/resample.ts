/** Averages the channels into one (mono) track. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) for (let index = 0; index < length; index += 1) mono[index]! += channel[index]! / channels.length;
  return mono;
}

/** Taps on each side of the windowed-sinc kernel (at the output rate when downsampling). */
const KERNEL_HALF_WIDTH = 16;

function sinc(x: number): number {
  return x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
}

function blackman(position: number, halfWidth: number): number {
  // position runs from −halfWidth to +halfWidth.
  const phase = (position + halfWidth) / (2 * halfWidth);
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * phase) + 0.08 * Math.cos(4 * Math.PI * phase);
}

/**
 * Converts `samples` from `fromRate` to `toRate` with a Blackman-windowed sinc filter. When downsampling, the
 * filter's cut-off sits at the new Nyquist frequency so higher frequencies do not fold back (alias) into speech.
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return samples.slice();
  const ratio = fromRate / toRate;
  const cutoff = Math.min(1, 1 / ratio);
  const halfWidth = Math.ceil(KERNEL_HALF_WIDTH / cutoff);
  const length = Math.floor((samples.length * toRate) / fromRate);
  const output = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const centre = index * ratio;
    const first = Math.max(0, Math.ceil(centre - halfWidth));
    const last = Math.min(samples.length - 1, Math.floor(centre + halfWidth));
    let sum = 0;
    let weights = 0;
    for (let source = first; source <= last; source += 1) {
      const distance = source - centre;
      const weight = cutoff * sinc(cutoff * distance) * blackman(distance, halfWidth);
      sum += samples[source]! * weight;
      weights += weight;
    }
    // Normalising by the summed weights keeps the gain at 1 near the edges, where the kernel is cut short.
    output[index] = weights === 0 ? 0 : sum / weights;
  }
  return output;
}

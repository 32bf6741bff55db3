/** Averages the channels into one (mono) track; a single channel is returned as it is. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) for (let index = 0; index < length; index += 1) mono[index]! += channel[index]! / channels.length;
  return mono;
}

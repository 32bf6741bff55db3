import { z } from 'zod';

/** flite voices the bank's audio is synthesised with: US female, US male, Scottish male, US male. */
export const voices = ['slt', 'rms', 'awb', 'kal16'] as const;

/** A flite voice id. */
export type Voice = (typeof voices)[number];

/**
 * The audio of a listening or speaking item: what it says and who says it. The media file
 * `content/media/<item-id>.mp3` is generated from `script`; the script is revealed only after submission.
 */
export const itemAudioSchema = z.strictObject({
  script: z.string().max(5000).refine((script) => script.trim().length > 0, 'Write what the audio says'),
  voice: z.enum(voices),
});

/** The audio of a bank item. */
export type ItemAudio = z.infer<typeof itemAudioSchema>;

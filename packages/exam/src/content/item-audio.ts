import { z } from 'zod';

/** flite voices the bank's audio is synthesised with: US female, US male, Scottish male, US male. */
export const voices = ['slt', 'rms', 'awb', 'kal16'] as const;

/** A flite voice id. */
export type Voice = (typeof voices)[number];

/** A speaker's name in a cast: a first name or a short role such as "Dr Lee" (letters, spaces, `.`, `'`, `-`). */
const speakerNameSchema = z
  .string()
  .max(40, 'Use at most 40 characters for a speaker name')
  .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Name each speaker with letters (spaces, dots, apostrophes and hyphens allowed)');

/** One turn of a multi-voice script: who speaks and what they say. */
interface ScriptTurn {
  speaker: string;
  text: string;
  /** The script line the turn is on, from 0. */
  line: number;
}

/** A turn line of a cast script: `Name: what they say`. */
const TURN_LINE = /^([^:]+):\s*(\S.*)$/;

/**
 * The turns of a multi-voice script, one per non-empty line (`Name: what they say`), in order. A line that is
 * not a turn comes back with an empty `speaker`, so checks can name it.
 */
export function scriptTurns(script: string): ScriptTurn[] {
  return script.split('\n').flatMap((raw, line) => {
    const text = raw.trim();
    if (text === '') return [];
    const match = TURN_LINE.exec(text);
    return match ? [{ speaker: match[1]!.trim(), text: match[2]!.trim(), line }] : [{ speaker: '', text, line }];
  });
}

/**
 * The audio of a listening or speaking item: what it says and who says it. The media file
 * `content/media/<item-id>.mp3` is generated from `script`; the script is revealed only after submission.
 * With `cast` (a discussion), `script` is one turn per line, `Name: what they say`, each name a cast member,
 * and every turn is spoken in that member's voice; `voice` is then the first speaker's.
 */
export const itemAudioSchema = z
  .strictObject({
    script: z.string().max(5000).refine((script) => script.trim().length > 0, 'Write what the audio says'),
    voice: z.enum(voices),
    cast: z.record(speakerNameSchema, z.enum(voices)).optional(),
  })
  .superRefine(({ script, voice, cast }, context) => {
    if (!cast) return;
    const turns = scriptTurns(script);
    for (const turn of turns) {
      if (!Object.hasOwn(cast, turn.speaker)) {
        const message = turn.speaker
          ? `Line ${turn.line + 1} names “${turn.speaker}”, who is not in the cast`
          : `Line ${turn.line + 1} must be a turn: “Name: what they say”`;
        context.addIssue({ code: 'custom', message, path: ['script'] });
      }
    }
    const first = turns[0];
    if (first && Object.hasOwn(cast, first.speaker) && cast[first.speaker] !== voice) {
      context.addIssue({ code: 'custom', message: `Set voice to the first speaker's (${first.speaker}: ${cast[first.speaker]})`, path: ['voice'] });
    }
  });

/** The audio of a bank item. */
export type ItemAudio = z.infer<typeof itemAudioSchema>;

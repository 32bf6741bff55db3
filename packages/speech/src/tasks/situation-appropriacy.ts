import type { Register } from '@pte/exam';
import { spokenWords } from '../spoken-text';

/** What makes a reply suit its listener: a greeting, a polite (or, to a friend, friendly) request form and a closing. */
export type AppropriacySignal = 'greeting' | 'polite-form' | 'closing';

/** The signals every reply is checked for, in the order a reply uses them. */
const SIGNALS: readonly AppropriacySignal[] = ['greeting', 'polite-form', 'closing'];

/** Who the reply is to and how formally it should speak. */
export interface Audience {
  /** Who the learner speaks to, e.g. "lecturer", "friend". */
  listener: string;
  register: Register;
}

/** What the appropriacy check found in a reply, for the learner to see. */
export interface AppropriacyReport extends Audience {
  /** Each signal found, with the words heard for it. */
  found: { signal: AppropriacySignal; heard: string }[];
  /** Signals the reply lacked. */
  missing: AppropriacySignal[];
  /** Words heard that do not suit the register: too casual for a lecturer, too stiff for a friend. */
  unsuitable: string[];
  /** Appropriacy as a share, 0–1: signals found, less the unsuitable forms, over the signals wanted. */
  share: number;
}

/** Phrases that count as each signal at one register, and the phrases that do not suit it. */
interface RegisterRules {
  signals: Record<AppropriacySignal, readonly string[]>;
  unsuitable: readonly string[];
  /** Share of one signal each distinct unsuitable phrase takes away. */
  penalty: number;
}

const RESPECTFUL_GREETINGS = ['good morning', 'good afternoon', 'good evening', 'hello', 'hi', 'excuse me', 'dear'];
const POLITE_FORMS = [
  'could you', 'would you', 'would it be possible', 'is it possible', 'may i', 'could i', 'i was wondering', 'i am wondering',
  "i'm wondering", 'i wonder', 'would you mind', 'do you mind', 'if possible', 'please', 'sorry', 'i apologise', 'i apologize', 'apologies',
  'i would like', "i'd like", 'i would be grateful', 'i would appreciate',
];
const RESPECTFUL_CLOSINGS = ['thank you', 'thanks', 'i appreciate', 'grateful', 'i look forward', 'have a good', 'have a nice', 'goodbye'];
/** Slang and casual forms that do not suit a lecturer or an official. */
const CASUAL = ['hey', 'yeah', 'yep', 'nope', 'gonna', 'wanna', 'gotta', 'dude', 'mate', 'bro', 'buddy', 'guys', 'cheers', 'yo', 'kinda', 'gimme', 'lemme', 'whatever', 'no worries', 'cool', 'awesome', 'see ya'];
/** Slang that does not suit a neutral exchange either (staff, a classmate one hardly knows). */
const SLANG = ['dude', 'bro', 'yo', 'gonna', 'wanna', 'gotta', 'gimme', 'lemme', 'whatever', 'see ya'];
/** Forms too stiff for a friend. */
const STIFF = ['sir', 'madam', 'professor', 'dear sir', 'kindly', 'i would be most grateful', 'yours sincerely', 'i humbly'];

const rulesByRegister: Record<Register, RegisterRules> = {
  formal: {
    signals: { greeting: RESPECTFUL_GREETINGS, 'polite-form': POLITE_FORMS, closing: RESPECTFUL_CLOSINGS },
    unsuitable: CASUAL,
    penalty: 1,
  },
  neutral: {
    signals: { greeting: RESPECTFUL_GREETINGS, 'polite-form': [...POLITE_FORMS, 'can you', 'can i'], closing: [...RESPECTFUL_CLOSINGS, 'see you', 'bye'] },
    unsuitable: SLANG,
    penalty: 0.5,
  },
  informal: {
    signals: {
      greeting: ['hi', 'hey', 'hello', 'good morning', 'good afternoon', 'good evening'],
      'polite-form': [...POLITE_FORMS, 'can you', 'can i', 'how about', 'what about', 'do you want', "let's", "why don't we"],
      closing: ['thanks', 'thank you', 'see you', 'see ya', 'bye', 'cheers', 'take care', 'talk later', 'catch you'],
    },
    unsuitable: STIFF,
    penalty: 0.5,
  },
};

/** The first phrase of `phrases` said as consecutive words anywhere in `said`, if any. */
export function findPhrase(said: readonly string[], phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) => {
    const words = spokenWords(phrase);
    return said.some((_, start) => words.every((word, offset) => said[start + offset] === word));
  });
}

/** Every phrase of `phrases` said in `said`, without a phrase that is part of a longer one found. */
function findPhrases(said: readonly string[], phrases: readonly string[]): string[] {
  const found = phrases.filter((phrase) => findPhrase(said, [phrase]) !== undefined);
  return found.filter((phrase) => !found.some((other) => other !== phrase && other.includes(phrase)));
}

/** The words to add to recognition so the signals of a register can be heard. */
export function appropriacyHints(register: Register): string[][] {
  const rules = rulesByRegister[register];
  return [...Object.values(rules.signals).flat(), ...rules.unsuitable].map(spokenWords);
}

/**
 * Checks how well a reply suits its listener (docs/scoring-speech.md#content): for each of a greeting, a polite
 * form and a closing found, one third; each distinct form that does not suit the register (slang to a lecturer,
 * "sir" to a friend) takes away the register's penalty.
 */
export function checkAppropriacy(said: readonly string[], audience: Audience): AppropriacyReport {
  const rules = rulesByRegister[audience.register];
  const found: AppropriacyReport['found'] = [];
  const missing: AppropriacySignal[] = [];
  for (const signal of SIGNALS) {
    const heard = findPhrase(said, rules.signals[signal].filter((phrase) => !rules.unsuitable.includes(phrase)));
    if (heard) found.push({ signal, heard });
    else missing.push(signal);
  }
  const unsuitable = findPhrases(said, rules.unsuitable);
  const share = Math.max(0, Math.min(1, (found.length - rules.penalty * unsuitable.length) / SIGNALS.length));
  return { ...audience, found, missing, unsuitable, share: Math.round(share * 100) / 100 };
}

/**
 * The speech recogniser behind the assessment (docs/scoring-speech.md#from-recording-to-traits). PocketSphinx is the embedded default
 * (`PocketSphinxRecognizer`); another engine — a Whisper-compatible HTTP service, a cloud pronunciation
 * service — can be plugged in by implementing this interface.
 */

/** A recognised word (or filler such as "um") with its timing in seconds. */
export interface RecognizedWord {
  /** Lowercase word as recognised. */
  text: string;
  start: number;
  end: number;
}

/** What the recogniser heard. */
export interface Recognition {
  words: RecognizedWord[];
  /** Non-speech events (noise, breath) the engine marked, with timings. */
  noises: { start: number; end: number }[];
}

/** What the recogniser should expect, so it can bias its language model. */
export type RecognitionContext =
  /**
   * A text the learner reads or repeats: one entry per written word, each listing its spoken forms
   * (e.g. `[["nineteen","ninety"],["one","thousand","nine","hundred","and","ninety"]]`).
   */
  | { kind: 'reference'; tokens: string[][][] }
  /** Free speech on a topic: words and short phrases the answer is likely to contain. */
  | { kind: 'open'; hints: string[][] };

/** One unit of a forced alignment: a word with its possible pronunciations. */
export interface AlignmentUnit {
  text: string;
  /** Each pronunciation as CMU phones, e.g. `[["DH","AH"],["DH","IY"]]`. */
  pronunciations: string[][];
  /** The learner may have skipped it: the aligner may leave it out. */
  optional?: boolean;
}

/** One phone of a forced alignment with its goodness of pronunciation. */
export interface AlignedPhone {
  phone: string;
  start: number;
  end: number;
  /**
   * Goodness of pronunciation: the forced-alignment log-likelihood of the phone minus that of the
   * unconstrained best path over the same frames, per frame (≤ 0; 0 = nothing fits the audio better).
   */
  gop: number;
}

/** A word of a forced alignment. `index` is its position in the units that were aligned. */
export interface AlignedWord {
  index: number;
  text: string;
  start: number;
  end: number;
  phones: AlignedPhone[];
}

/** Result of forced alignment: the words found in the audio in order, and the silences between them. */
export interface Alignment {
  words: AlignedWord[];
  silences: { start: number; end: number }[];
}

/** A speech recogniser that can also force-align a known word sequence. */
export interface SpeechRecognizer {
  /** Engine name for logs and results, e.g. `pocketsphinx`. */
  readonly name: string;
  /** Recognises 16 kHz mono 16-bit audio. */
  recognize(pcm: Int16Array, context: RecognitionContext): Promise<Recognition>;
  /**
   * Aligns the given words to the audio at phone level and scores each phone. Returns null when the
   * engine cannot align this audio to these words (for example far too little speech for the text).
   */
  align(pcm: Int16Array, units: AlignmentUnit[]): Promise<Alignment | null>;
  /** Number of syllables in a word, from the engine's pronouncing dictionary. */
  syllables(word: string): number;
  /** Pronunciations of a word from the engine's dictionary (or its letter-to-sound rules). */
  pronunciations(word: string): string[][];
  /** Frees the engine's models. */
  close(): void;
}

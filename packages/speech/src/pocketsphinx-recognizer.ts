import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { biasedLanguageModel, FILLER_WORDS, type BiasWeights, DEFAULT_BIAS } from './language-model';
import { loadPocketSphinx, type PocketSphinxApi } from './pocketsphinx-native';
import { PHONES, PronouncingDictionary } from './pronouncing-dictionary';
import { SpeechEngineUnavailableError } from './speech-rejection';
import type {
  AlignedPhone,
  AlignedWord,
  Alignment,
  AlignmentUnit,
  Recognition,
  RecognitionContext,
  RecognizedWord,
  SpeechRecognizer,
} from './speech-recognizer';

/** Where Debian's `pocketsphinx-en-us` installs the US-English models. */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** Decoder settings; the defaults were chosen by measuring speed and accuracy (see scripts/eval-speech.mjs). */
export interface PocketSphinxOptions {
  /** Directory with `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir?: string;
  /**
   * Common words the reference-biased model also allows: the general model's most probable words the
   * dictionary knows, each with its share of the general model's probability. Default 2500, measured on
   * speechocean762-dev (held-out r) and the synthesised Read Aloud tests: 2000 gave pronunciation 0.774,
   * fluency 0.801; 2500 gave 0.776 and 0.809; 5000 gave 0.781 and 0.808 but used 13 % more CPU per second
   * of audio. Below about 1500 words common plurals such as "names" are missing, and a swapped-in
   * "names" was heard as "name" plus a word that swallowed the next expected one ("name some they").
   */
  backgroundWords?: number;
  bias?: BiasWeights;
  /**
   * Words free-speech recognition can hear: the general model's most probable words the dictionary knows,
   * plus a task's key words. Default 15 000: against the whole 134 728-word vocabulary it took free-speech
   * recognition of a 40 s synthesised answer from about 1.6 s to 1.0 s (with the limits in OPEN_ARGS) and
   * word errors from 21.5 % to 20.9 % (fewer rare words heard in place of common ones). 0 keeps the whole
   * vocabulary.
   */
  openVocabulary?: number;
  /** Extra decoder arguments for reference-biased recognition, e.g. `['-ds','2']`. */
  referenceArgs?: string[];
  /** Extra decoder arguments for free-speech recognition with the general model. */
  openArgs?: string[];
  /** Extra decoder arguments for phone-level forced alignment. */
  alignArgs?: string[];
}

const FRAMES_PER_SECOND = 100;
/**
 * The general model's scores are logarithms in base 1.0001 (`-logbase`) multiplied by the language weight
 * 6.5 (`-lw`), both PocketSphinx's defaults, which the free-speech decoder keeps.
 */
const SCORE_TO_NATURAL_LOG = Math.log(1.0001) / 6.5;
/**
 * Settings every decoder needs: the front end's own voice activity detection would drop silent frames
 * (so word times would skip the pauses fluency is measured from), and it and the noise suppression carry
 * state from one recording to the next (so the same answer would not always get the same result).
 */
const COMMON_ARGS = ['-remove_silence', 'no'];
/**
 * Frame skipping (`-ds 2`), two Gaussians per codebook (`-topn 2`), no second pass: about 2× faster than
 * the defaults with no word errors added on the synthesised and LibriVox tests. (`-topn 1` saved another
 * 0.15 s on a 40 s answer but misheard substituted words in the synthesised tests.)
 */
const REFERENCE_ARGS = ['-fwdflat', 'no', '-bestpath', 'no', '-ds', '2', '-topn', '2'];
/**
 * Free speech with the general model is the slow path. Word and HMM limits with a longer phone lookahead
 * took a 35 s synthesised answer from 3.2 s to 2.1 s with 6.9 % word errors (5.7 % before); tighter beams
 * were faster still but doubled the errors. With the vocabulary cut to the 15 000 most probable words
 * (`openVocabulary`), a tighter HMM limit (1500 → 600) and last-phone beams cost no accuracy on 40 s
 * describe-image, re-tell-lecture and short-answer answers in four flite voices (word errors 21.5 % → 20.9 %)
 * and took their recognition from about 1.6 s to 1.0 s; `-ds 3`, `-topn 1` or `-beam 1e-40` each raised
 * word errors by half or more.
 */
const OPEN_ARGS = [
  '-fwdflat', 'no', '-bestpath', 'no', '-ds', '2', '-topn', '2', '-maxwpf', '3', '-maxhmmpf', '600', '-pl_window', '10',
  '-lpbeam', '1e-30', '-lponlybeam', '1e-20',
];
/**
 * `-compallsen`: every senone is scored in every frame, so a phone's acoustic score is relative to the best
 * state of the whole model. `-ds 2 -topn 1` keeps a 40 s answer within its 2 s budget; measured on
 * speechocean762-dev (held-out r), the costlier settings agreed little better: `-topn 2` pronunciation 0.770
 * vs 0.764, fluency 0.811 vs 0.807; `-ds 1` no better than `-ds 2`.
 */
const ALIGN_ARGS = ['-fwdflat', 'no', '-bestpath', 'no', '-compallsen', 'yes', '-topn', '1', '-ds', '2', '-beam', '1e-60', '-pbeam', '1e-60', '-wbeam', '1e-50'];

type Decoder = unknown;

interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  acoustic: number;
}

const phoneWord = (phone: string) => `p${phone.toLowerCase()}`;
const PHONE_WORDS = new Set(PHONES.map(phoneWord));

/**
 * PocketSphinx 5prealpha (Debian) called in-process through koffi. Three decoders are created once and
 * kept warm: reference-biased recognition (small dictionary, a per-request bigram model), free-speech
 * recognition (the general 3-gram model over its most probable words) and phone-level forced alignment (a JSGF
 * grammar of phone "words", with every senone scored so goodness of pronunciation can be read off).
 * Not thread-safe: use one instance per worker thread.
 */
export class PocketSphinxRecognizer implements SpeechRecognizer {
  readonly name = 'pocketsphinx';
  private readonly api: PocketSphinxApi;
  private readonly dictionary: PronouncingDictionary;
  private readonly referenceDecoder: Decoder;
  private readonly openDecoder: Decoder;
  private readonly alignDecoder: Decoder;
  private readonly referenceWords = new Set<string>();
  private readonly openWords = new Set<string>();
  /** Words free-speech recognition can hear (undefined: the whole dictionary). */
  private readonly openVocabulary: Set<string> | undefined;
  private readonly background: string[];
  /** Relative probabilities of the background words in the general model, in the same order. */
  private readonly backgroundWeights: number[];
  private readonly bias: BiasWeights;
  private readonly scratchDir: string;
  private closed = false;

  constructor(options: PocketSphinxOptions = {}) {
    const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
    const acousticModel = join(modelDir, 'en-us');
    const dictionaryPath = join(modelDir, 'cmudict-en-us.dict');
    const generalModel = join(modelDir, 'en-us.lm.bin');
    for (const path of [acousticModel, dictionaryPath, generalModel]) {
      if (!existsSync(path)) {
        throw new SpeechEngineUnavailableError(
          `The PocketSphinx US-English model is missing (${path}). Install the Debian package pocketsphinx-en-us.`,
        );
      }
    }
    this.api = loadPocketSphinx();
    this.bias = options.bias ?? DEFAULT_BIAS;
    this.dictionary = PronouncingDictionary.load(dictionaryPath);
    this.scratchDir = mkdtempSync(join(tmpdir(), 'pte-speech-'));

    this.openDecoder = this.createDecoder([
      '-hmm', acousticModel, '-dict', dictionaryPath, '-lm', generalModel, ...(options.openArgs ?? OPEN_ARGS),
    ]);
    const vocabulary = options.openVocabulary ?? 15_000;
    const backgroundWords = options.backgroundWords ?? 2500;
    const common = this.commonWords();
    // Each background word keeps its share of the general model's probability ("the" far above "differences"):
    // measured on speechocean762-dev with 2500 words, held-out r pronunciation 0.776 against 0.770 with equal
    // shares (fluency 0.809 against 0.810, overall 0.797 against 0.799).
    const background = common.slice(0, backgroundWords);
    this.background = background.map((word) => word.text);
    this.backgroundWeights = background.map((word) => Math.exp((word.score - background[0]!.score) * SCORE_TO_NATURAL_LOG));
    if (vocabulary) {
      // The search tree holds every dictionary word the model knows: fewer words, less search per frame.
      const openDictionary = join(this.scratchDir, 'open.dict');
      const words = common.slice(0, vocabulary).map((word) => word.text);
      writeFileSync(openDictionary, this.dictionaryLines([...new Set([...words, ...FILLER_WORDS])]).join('\n') + '\n');
      this.check(this.api.ps_load_dict(this.openDecoder, openDictionary, null, null), 'load the free-speech vocabulary');
      this.openVocabulary = new Set(words);
    }

    const seedWords = [...new Set([...this.background, ...FILLER_WORDS])];
    const seedDictionary = join(this.scratchDir, 'reference.dict');
    writeFileSync(seedDictionary, this.dictionaryLines(seedWords).join('\n') + '\n');
    for (const word of seedWords) this.referenceWords.add(word);
    this.referenceDecoder = this.createDecoder([
      '-hmm', acousticModel, '-dict', seedDictionary, ...(options.referenceArgs ?? REFERENCE_ARGS),
    ]);

    const phoneDictionary = join(this.scratchDir, 'phones.dict');
    writeFileSync(phoneDictionary, PHONES.map((phone) => `${phoneWord(phone)} ${phone}`).join('\n') + '\n');
    this.alignDecoder = this.createDecoder([
      '-hmm', acousticModel, '-dict', phoneDictionary, ...(options.alignArgs ?? ALIGN_ARGS),
    ]);
  }

  syllables(word: string): number {
    return this.dictionary.syllables(word);
  }

  pronunciations(word: string): string[][] {
    return this.dictionary.pronunciations(word);
  }

  async recognize(pcm: Int16Array, context: RecognitionContext): Promise<Recognition> {
    this.assertOpen();
    if (context.kind === 'reference') {
      const sequences = context.tokens.map((variants) => variants.filter((variant) => variant.every((word) => this.ensureWord(word))));
      const path = join(this.scratchDir, 'reference.arpa');
      writeFileSync(path, biasedLanguageModel(sequences, this.background, this.bias, this.backgroundWeights));
      this.check(this.api.ps_set_lm_file(this.referenceDecoder, 'reference', path), 'load the reference language model');
      this.check(this.api.ps_set_search(this.referenceDecoder, 'reference'), 'select the reference language model');
      return this.toRecognition(this.decode(this.referenceDecoder, pcm));
    }
    // The general model stays as it is (interpolating it with a model of the key vocabulary was measured
    // at 5× the decoding time); key words it lacks are added to it so they can be recognised at all.
    const unknown = [...new Set(context.hints.flat())].filter((word) => !(this.openVocabulary ? this.openVocabulary.has(word) : this.dictionary.has(word)) && !this.openWords.has(word));
    unknown.forEach((word, position) => {
      const pronunciations = this.dictionary.pronunciations(word);
      pronunciations.forEach((phones, index) => {
        const last = position === unknown.length - 1 && index === pronunciations.length - 1;
        this.api.ps_add_word(this.openDecoder, index ? `${word}(${index + 1})` : word, phones.join(' '), last ? 1 : 0);
      });
      this.openWords.add(word);
    });
    return this.toRecognition(this.decode(this.openDecoder, pcm));
  }

  async align(pcm: Int16Array, units: AlignmentUnit[]): Promise<Alignment | null> {
    this.assertOpen();
    const usable = units
      .map((unit, index) => ({ ...unit, index, pronunciations: unit.pronunciations.filter((phones) => phones.length > 0) }))
      .filter((unit) => unit.pronunciations.length > 0);
    if (!usable.length) return null;
    const rules = usable.map((unit) => {
      const alternatives = unit.pronunciations.map((phones) => phones.map(phoneWord).join(' '));
      const group = alternatives.length > 1 ? `( ${alternatives.join(' | ')} )` : `( ${alternatives[0]} )`;
      return unit.optional ? `[ ${group} ]` : group;
    });
    const grammar = `#JSGF V1.0;\ngrammar answer;\npublic <answer> = ${rules.join(' ')};\n`;
    if (this.api.ps_set_jsgf_string(this.alignDecoder, 'align', grammar) < 0) return null;
    this.check(this.api.ps_set_search(this.alignDecoder, 'align'), 'select the alignment grammar');
    const segments = this.decode(this.alignDecoder, pcm);
    if (!segments) return null;
    const phones: AlignedPhone[] = [];
    const silences: { start: number; end: number }[] = [];
    for (const segment of segments) {
      const start = segment.startFrame / FRAMES_PER_SECOND;
      const end = (segment.endFrame + 1) / FRAMES_PER_SECOND;
      if (PHONE_WORDS.has(segment.word)) {
        const frames = segment.endFrame - segment.startFrame + 1;
        phones.push({ phone: segment.word.slice(1).toUpperCase(), start, end, gop: segment.acoustic / frames });
      } else if (segment.word !== '</s>' && segment.word !== '<s>') {
        silences.push({ start, end });
      }
    }
    const words = assignPhonesToWords(phones, usable);
    return words ? { words, silences } : null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const decoder of [this.referenceDecoder, this.openDecoder, this.alignDecoder]) this.api.ps_free(decoder);
    rmSync(this.scratchDir, { recursive: true, force: true });
  }

  private assertOpen() {
    if (this.closed) throw new Error('The recogniser has been closed');
  }

  private check(status: number, action: string) {
    if (status < 0) throw new Error(`PocketSphinx could not ${action}`);
  }

  private createDecoder(decoderArgs: string[]): Decoder {
    const args = [...COMMON_ARGS, ...decoderArgs];
    const config = this.api.cmd_ln_parse_r(null, this.api.ps_args(), args.length, args, 1);
    if (!config) throw new SpeechEngineUnavailableError(`PocketSphinx rejected its settings: ${args.join(' ')}`);
    const decoder = this.api.ps_init(config);
    this.api.cmd_ln_free_r(config);
    if (!decoder) throw new SpeechEngineUnavailableError('PocketSphinx could not load its models');
    return decoder;
  }

  /** The general model's words that the dictionary knows, most probable first, with their unigram scores. */
  private commonWords(): { text: string; score: number }[] {
    const model = this.api.ps_get_lm(this.openDecoder, '_default');
    if (!model) return [];
    const scored: { text: string; score: number }[] = [];
    const used = [0];
    // The vocabulary is read up to the first missing id: the unigram count the library reports (72 548)
    // is short of the model's 134 728 words and would leave out every word after "lur" ("the", "to", …).
    for (let id = 0; ; id++) {
      const text = this.api.ngram_word(model, id);
      if (text === null) break;
      if (!/^[a-z][a-z']*$/.test(text) || !this.dictionary.has(text)) continue;
      scored.push({ text, score: this.api.ngram_ng_score(model, id, null, 0, used) });
    }
    scored.sort((a, b) => b.score - a.score);
    return scored;
  }

  private dictionaryLines(words: string[]): string[] {
    const lines: string[] = [];
    for (const word of words) {
      this.dictionary.pronunciations(word).forEach((phones, index) => {
        lines.push(`${index ? `${word}(${index + 1})` : word} ${phones.join(' ')}`);
      });
    }
    return lines;
  }

  /** Adds a word to the reference decoder's dictionary if needed; false when it cannot be pronounced. */
  private ensureWord(word: string): boolean {
    if (this.referenceWords.has(word)) return true;
    const pronunciations = this.dictionary.pronunciations(word);
    if (!pronunciations.length) return false;
    pronunciations.forEach((phones, index) => {
      this.api.ps_add_word(this.referenceDecoder, index ? `${word}(${index + 1})` : word, phones.join(' '), 0);
    });
    this.referenceWords.add(word);
    return true;
  }

  private decode(decoder: Decoder, pcm: Int16Array): Segment[] | null {
    this.check(this.api.ps_start_utt(decoder), 'start decoding');
    this.api.ps_process_raw(decoder, pcm, pcm.length, 0, 1);
    this.check(this.api.ps_end_utt(decoder), 'finish decoding');
    const score = [0];
    if (this.api.ps_get_hyp(decoder, score) === null) return null;
    const segments: Segment[] = [];
    const startFrame = [0];
    const endFrame = [0];
    const acoustic = [0];
    const language = [0];
    const backoff = [0];
    for (let segment = this.api.ps_seg_iter(decoder); segment; segment = this.api.ps_seg_next(segment)) {
      this.api.ps_seg_frames(segment, startFrame, endFrame);
      this.api.ps_seg_prob(segment, acoustic, language, backoff);
      segments.push({
        word: this.api.ps_seg_word(segment),
        startFrame: startFrame[0]!,
        endFrame: endFrame[0]!,
        acoustic: acoustic[0]!,
      });
    }
    return segments;
  }

  private toRecognition(segments: Segment[] | null): Recognition {
    const words: RecognizedWord[] = [];
    const noises: { start: number; end: number }[] = [];
    for (const segment of segments ?? []) {
      const start = segment.startFrame / FRAMES_PER_SECOND;
      const end = (segment.endFrame + 1) / FRAMES_PER_SECOND;
      if (segment.word === '[NOISE]' || segment.word === '[SPEECH]') noises.push({ start, end });
      if (segment.word.startsWith('<') || segment.word.startsWith('[')) continue;
      words.push({ text: segment.word.replace(/\(\d+\)$/, ''), start, end });
    }
    return { words, noises };
  }
}

/**
 * Splits the aligned phone sequence back into the units it came from. The alignment follows one path
 * through the grammar, so at each unit one pronunciation (or, for an optional unit, nothing) matches
 * the next phones; a depth-first search finds the path.
 */
function assignPhonesToWords(
  phones: AlignedPhone[],
  units: (AlignmentUnit & { index: number })[],
): AlignedWord[] | null {
  const result: AlignedWord[] = [];
  const failed = new Set<number>();
  const visit = (unitIndex: number, phoneIndex: number): boolean => {
    if (unitIndex === units.length) return phoneIndex === phones.length;
    const key = unitIndex * (phones.length + 1) + phoneIndex;
    if (failed.has(key)) return false;
    const unit = units[unitIndex]!;
    const sorted = [...unit.pronunciations].sort((a, b) => b.length - a.length);
    for (const pronunciation of sorted) {
      if (phoneIndex + pronunciation.length > phones.length) continue;
      if (!pronunciation.every((phone, offset) => phones[phoneIndex + offset]!.phone === phone)) continue;
      const own = phones.slice(phoneIndex, phoneIndex + pronunciation.length);
      result.push({ index: unit.index, text: unit.text, start: own[0]!.start, end: own[own.length - 1]!.end, phones: own });
      if (visit(unitIndex + 1, phoneIndex + pronunciation.length)) return true;
      result.pop();
    }
    if (unit.optional && visit(unitIndex + 1, phoneIndex)) return true;
    failed.add(key);
    return false;
  };
  return visit(0, 0) ? result : null;
}

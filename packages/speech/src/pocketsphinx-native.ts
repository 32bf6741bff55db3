import koffi, { type LibraryHandle } from 'koffi';
import { SpeechEngineUnavailableError } from './speech-rejection';

/** Opaque C handles. */
type Pointer = unknown;

/** The part of libpocketsphinx's and libsphinxbase's C API the recogniser calls, bound with koffi. */
export interface PocketSphinxApi {
  err_set_logfp(file: Pointer): void;
  ps_args(): Pointer;
  cmd_ln_parse_r(previous: Pointer, definitions: Pointer, argc: number, argv: string[], strict: number): Pointer;
  cmd_ln_free_r(config: Pointer): number;
  ps_init(config: Pointer): Pointer;
  ps_free(decoder: Pointer): number;
  ps_set_search(decoder: Pointer, name: string): number;
  ps_set_jsgf_string(decoder: Pointer, name: string, grammar: string): number;
  ps_set_lm_file(decoder: Pointer, name: string, path: string): number;
  ps_get_lm(decoder: Pointer, name: string): Pointer;
  ps_start_utt(decoder: Pointer): number;
  ps_process_raw(decoder: Pointer, data: Int16Array, samples: number, noSearch: number, fullUtterance: number): number;
  ps_end_utt(decoder: Pointer): number;
  ps_get_hyp(decoder: Pointer, score: number[]): string | null;
  ps_seg_iter(decoder: Pointer): Pointer;
  ps_seg_next(segment: Pointer): Pointer;
  ps_seg_word(segment: Pointer): string;
  ps_seg_frames(segment: Pointer, startFrame: number[], endFrame: number[]): void;
  ps_seg_prob(segment: Pointer, acoustic: number[], language: number[], backoff: number[]): number;
  ps_seg_free(segment: Pointer): void;
  ps_add_word(decoder: Pointer, word: string, phones: string, update: number): number;
  ps_load_dict(decoder: Pointer, dictionary: string, fillerDictionary: string | null, format: string | null): number;
  ngram_word(model: Pointer, wordId: number): string | null;
  ngram_ng_score(model: Pointer, wordId: number, history: null, historyLength: number, used: number[]): number;
}

/** Debian's sonames (packages libpocketsphinx3 and libsphinxbase3, pulled in by `pocketsphinx`). */
const LIBRARIES = { sphinxbase: 'libsphinxbase.so.3', pocketsphinx: 'libpocketsphinx.so.3' };

let bound: PocketSphinxApi | undefined;

/**
 * Loads libpocketsphinx and libsphinxbase in this thread and binds the functions the recogniser uses.
 *
 * @throws SpeechEngineUnavailableError when the libraries are not installed.
 */
export function loadPocketSphinx(): PocketSphinxApi {
  if (bound) return bound;
  let sphinxbase: LibraryHandle;
  let pocketsphinx: LibraryHandle;
  try {
    sphinxbase = koffi.load(LIBRARIES.sphinxbase);
    pocketsphinx = koffi.load(LIBRARIES.pocketsphinx);
  } catch (error) {
    throw new SpeechEngineUnavailableError(
      `PocketSphinx is not installed on this server (${(error as Error).message}). Install the Debian packages pocketsphinx and pocketsphinx-en-us.`,
    );
  }
  koffi.opaque('ps_decoder_t');
  koffi.opaque('cmd_ln_t');
  koffi.opaque('ps_seg_t');
  koffi.opaque('ngram_model_t');
  const sb = (signature: string) => sphinxbase.func(signature);
  const ps = (signature: string) => pocketsphinx.func(signature);
  bound = {
    err_set_logfp: sb('void err_set_logfp(void *fp)'),
    ps_args: ps('void *ps_args()'),
    cmd_ln_parse_r: sb('cmd_ln_t *cmd_ln_parse_r(cmd_ln_t *previous, void *definitions, int argc, const char **argv, int strict)'),
    cmd_ln_free_r: sb('int cmd_ln_free_r(cmd_ln_t *config)'),
    ps_init: ps('ps_decoder_t *ps_init(cmd_ln_t *config)'),
    ps_free: ps('int ps_free(ps_decoder_t *decoder)'),
    ps_set_search: ps('int ps_set_search(ps_decoder_t *decoder, const char *name)'),
    ps_set_jsgf_string: ps('int ps_set_jsgf_string(ps_decoder_t *decoder, const char *name, const char *grammar)'),
    ps_set_lm_file: ps('int ps_set_lm_file(ps_decoder_t *decoder, const char *name, const char *path)'),
    ps_get_lm: ps('ngram_model_t *ps_get_lm(ps_decoder_t *decoder, const char *name)'),
    ps_start_utt: ps('int ps_start_utt(ps_decoder_t *decoder)'),
    ps_process_raw: ps('int ps_process_raw(ps_decoder_t *decoder, const int16_t *data, size_t samples, int noSearch, int fullUtterance)'),
    ps_end_utt: ps('int ps_end_utt(ps_decoder_t *decoder)'),
    ps_get_hyp: ps('const char *ps_get_hyp(ps_decoder_t *decoder, _Out_ int32_t *score)'),
    ps_seg_iter: ps('ps_seg_t *ps_seg_iter(ps_decoder_t *decoder)'),
    ps_seg_next: ps('ps_seg_t *ps_seg_next(ps_seg_t *segment)'),
    ps_seg_word: ps('const char *ps_seg_word(ps_seg_t *segment)'),
    ps_seg_frames: ps('void ps_seg_frames(ps_seg_t *segment, _Out_ int *startFrame, _Out_ int *endFrame)'),
    ps_seg_prob: ps('int32_t ps_seg_prob(ps_seg_t *segment, _Out_ int32_t *acoustic, _Out_ int32_t *language, _Out_ int32_t *backoff)'),
    ps_seg_free: ps('void ps_seg_free(ps_seg_t *segment)'),
    ps_add_word: ps('int ps_add_word(ps_decoder_t *decoder, const char *word, const char *phones, int update)'),
    ps_load_dict: ps('int ps_load_dict(ps_decoder_t *decoder, const char *dictionary, const char *fillerDictionary, const char *format)'),
    ngram_word: sb('const char *ngram_word(ngram_model_t *model, int32_t wordId)'),
    ngram_ng_score: sb('int32_t ngram_ng_score(ngram_model_t *model, int32_t wordId, int32_t *history, int32_t historyLength, _Out_ int32_t *used)'),
  };
  // Silence the libraries' INFO logging (it would go to stderr for every utterance).
  bound.err_set_logfp(null);
  return bound;
}

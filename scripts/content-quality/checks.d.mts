/** Types of checks.mjs, for the TypeScript test that runs its fast checks (packages/exam/src/content-quality.test.ts). */
export interface BankItem {
  id: string;
  type: string;
  difficulty: 'easy' | 'medium' | 'hard';
  prompt: Record<string, unknown>;
  answerKey: Record<string, unknown>;
  audio?: { script: string; voice: string; cast?: Record<string, string> };
}
export interface RecordingEntry {
  file: string;
  durationSeconds: number;
  voice?: string;
}
export type Manifest = Record<string, Record<string, RecordingEntry>>;
/** The media manifest file's entries (item id → one recording) as each item's recordings by accent. */
export function recordingsByAccent(manifestFile: Record<string, RecordingEntry>): Manifest;
export function readItems(questionsDir: string): { item: BankItem; file: string }[];
export function keyProblems(item: BankItem): string[];
export function lengthProblems(item: BankItem): string[];
export function durationProblems(item: BankItem, recordings: Record<string, RecordingEntry> | undefined): string[];
export function shingles(text: string, size?: number): Set<string>;
export function jaccard(a: Set<string>, b: Set<string>): number;
export function similarPairs(items: BankItem[], top?: number): { a: string; b: string; similarity: number }[];
export const NEAR_DUPLICATE_SIMILARITY: number;
interface DifficultyRow {
  id: string;
  type: string;
  authored: string;
  measured: string;
  rank: number;
  features: { readability: number; rare: number; words: number };
}
export function difficultyAgreement(items: BankItem[]): { rows: DifficultyRow[]; agree: number; gross: DifficultyRow[]; extreme: DifficultyRow[] };
export function bankCounts(
  items: BankItem[],
  manifest: Manifest,
): { perType: Record<string, { easy: number; medium: number; hard: number; total: number }>; perDifficulty: Record<string, number>; perAccent: Record<string, number> };
export function wordErrorRate(reference: string, hypothesis: string): number;
/** What a recording says: its script without a discussion's `Speaker:` labels. */
export function spokenText(audio: NonNullable<BankItem['audio']>): string;
export function checkRecording(path: string, entry: RecordingEntry, audio: NonNullable<BankItem['audio']>, options?: { recognise?: boolean }): { problems: string[]; seconds?: number; wer?: number };

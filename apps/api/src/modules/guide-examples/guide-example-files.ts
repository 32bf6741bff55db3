import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { guideExampleSchema, type GuideExample } from '@pte/contract';
import { parseContentItem, questionTypes, type ContentItem } from '@pte/exam';
import type { z } from 'zod';
import { defaultContentDir } from '../questions/question-bank.loader';

/**
 * The task guides' worked examples on disk: `content/guides/examples/<type id>.json`, each answering an item of
 * `content/questions/`, with spoken answers' recordings in `content/media/`.
 */

/** Where the guide examples, the guides, the question bank and the media are, under one content folder. */
interface GuideExamplePaths {
  examplesDir: string;
  guidesDir: string;
  questionsDir: string;
  mediaDir: string;
}

/** The folders of `contentDir` (the repository's `content/` by default). */
export function guideExamplePaths(contentDir: string = defaultContentDir()): GuideExamplePaths {
  return {
    examplesDir: join(contentDir, 'guides', 'examples'),
    guidesDir: join(contentDir, 'guides'),
    questionsDir: join(contentDir, 'questions'),
    mediaDir: join(contentDir, 'media'),
  };
}

/** One example file, read and checked. */
interface GuideExampleFile {
  path: string;
  example: GuideExample;
  /** The stored assessment is not in the current shape (left out of `example`, to be assessed again), and why. */
  unreadableAssessment?: string;
}

/** Describes a schema failure with the paths of the fields at fault. */
function problemsOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`).join('; ');
}

/** Every example file, in type-id order; throws naming the file when one is not a valid example of its type. */
export function readGuideExamples(paths: GuideExamplePaths): GuideExampleFile[] {
  if (!existsSync(paths.examplesDir)) return [];
  return readdirSync(paths.examplesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const path = join(paths.examplesDir, name);
      const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
      const parsed = guideExampleSchema.safeParse(json);
      let file: GuideExampleFile;
      if (parsed.success) file = { path, example: parsed.data };
      else {
        // An assessment stored in an older shape is assessed again; any other problem is the author's to fix.
        const { assessment: _stale, ...answerPart } = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
        const withoutAssessment = guideExampleSchema.safeParse(answerPart);
        if (!withoutAssessment.success) throw new Error(`${path}: ${problemsOf(withoutAssessment.error)}`);
        file = { path, example: withoutAssessment.data, unreadableAssessment: problemsOf(parsed.error) };
      }
      if (`${file.example.type}.json` !== name) throw new Error(`${path}: an example of ${file.example.type} belongs in ${file.example.type}.json`);
      return file;
    });
}

/** Stores an example with its assessment, formatted as the other content files (two spaces, final newline). */
export function writeGuideExample(file: GuideExampleFile): void {
  writeFileSync(file.path, `${JSON.stringify(file.example, null, 2)}\n`);
}

/** The bank item an example answers, read from `content/questions/<section>/<type>/<id>.json` and checked. */
export function readExampleItem(paths: GuideExamplePaths, example: GuideExample): ContentItem {
  const { section } = questionTypes[example.type];
  const path = join(paths.questionsDir, section, example.type, `${example.itemId}.json`);
  if (!existsSync(path)) throw new Error(`The ${example.type} example answers ${example.itemId}, which is not in the question bank (${path})`);
  const item = parseContentItem(JSON.parse(readFileSync(path, 'utf8')));
  if (item.id !== example.itemId) throw new Error(`${path} holds item ${item.id}, not ${example.itemId}`);
  return item;
}

/** The Markdown of the task guide `content/guides/<type id>.md`. */
export function readTaskGuide(paths: GuideExamplePaths, type: GuideExample['type']): string {
  return readFileSync(join(paths.guidesDir, `${type}.md`), 'utf8');
}

/** The fingerprint of what a spoken example's recording is made from: its voice and script. */
export function spokenAnswerHash(answer: { voice: string; script: string }): string {
  return createHash('sha256').update(`${answer.voice}\n${answer.script}`).digest('hex').slice(0, 16);
}

import { guideExampleSchema, type GuideExample } from '@pte/contract';
import type { QuestionTypeId } from '@pte/exam';

/**
 * The task guides' worked examples (`content/guides/examples/<type id>.json`): an answer to a bank item and the
 * assessment our scorers gave it, stored by `npm run guides:examples`. Bundled by Vite as one small chunk per file
 * and fetched only when a guide page shows its example.
 */
const exampleFiles = import.meta.glob<unknown>('../../../../../content/guides/examples/*.json', { import: 'default' });

const loaders = new Map(Object.entries(exampleFiles).map(([path, load]) => [(path.split('/').pop() ?? path).replace(/\.json$/, ''), load]));

/** The example of task type `type`, checked against its schema; null when the guide has none (or it is not yet assessed). */
export async function loadGuideExample(type: QuestionTypeId): Promise<GuideExample | null> {
  const load = loaders.get(type);
  if (!load) return null;
  const example = guideExampleSchema.parse(await load());
  return example.assessment ? example : null;
}

/** A guide's body cut where its example is shown: before the first `###` heading of the `## Example` section. */
interface SplitBody {
  before: string;
  after: string;
}

/**
 * Cuts a task guide's body at the notes on its example (the first `###` heading inside `## Example`), where the page
 * shows the example answer and its assessment; null when the Example section has no such heading.
 */
export function splitAtExampleNotes(body: string): SplitBody | null {
  const lines = body.split('\n');
  const example = lines.findIndex((line) => /^ {0,3}##[ \t]+Example[ \t]*$/.test(line));
  if (example < 0) return null;
  for (let index = example + 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (/^ {0,3}##[ \t]/.test(line)) return null;
    if (/^ {0,3}###[ \t]/.test(line)) return { before: lines.slice(0, index).join('\n'), after: lines.slice(index).join('\n') };
  }
  return null;
}

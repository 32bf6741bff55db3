/// <reference types="node" />
// Validates the question bank on disk: every item parses with its type's schema and checks, sits in the
// folder of its section and type, is named after its id, and has an id unique in the whole bank; and every task type
// keeps at least one full mock test's worth of items in the mock pool.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContentItem } from './content/content-item';
import { fullTestBlueprint, slotCount } from './mock-tests/test-structure';
import { isQuestionTypeId, questionTypeIds, questionTypes } from './registry';

const questionsDir = fileURLToPath(new URL('../../../content/questions/', import.meta.url));

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.name.startsWith('.') ? [] : [path];
  });
}

const files = listFiles(questionsDir).map((path) => relative(questionsDir, path).split(sep).join('/')).sort();

function readItem(file: string): unknown {
  return JSON.parse(readFileSync(join(questionsDir, file), 'utf8'));
}

describe('question bank (content/questions)', () => {
  it.each(files)('%s is a valid item in the right place', (file) => {
    expect(file, 'items live at <section>/<type-id>/<item-id>.json').toMatch(/^[a-z]+\/[a-z-]+\/[^/]+\.json$/);
    const [section, folder, name] = file.split('/');
    expect(isQuestionTypeId(folder ?? ''), `"${folder}" is not a task type id`).toBe(true);
    const json = readItem(file);
    let item;
    try {
      item = parseContentItem(json);
    } catch (error) {
      if (error instanceof z.ZodError) expect.fail(z.prettifyError(error));
      throw error;
    }
    expect(item.type, 'the folder names the item type').toBe(folder);
    expect(questionTypes[item.type].section, 'the folder names the section of the type').toBe(section);
    expect(name, 'the file is named after the item id').toBe(`${item.id}.json`);
  });

  it('uses every item id once', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const file of files) {
      const json: unknown = readItem(file);
      const id = typeof json === 'object' && json !== null && 'id' in json ? String(json.id) : file;
      const first = seen.get(id);
      if (first) duplicates.push(`${id}: ${first} and ${file}`);
      else seen.set(id, file);
    }
    expect(duplicates).toEqual([]);
  });
});

describe('mock pool (items with "pool": "mock")', () => {
  const mockItemTypes = files.flatMap((file) => {
    const json = readItem(file);
    const item = z.object({ type: z.string(), pool: z.literal('mock').optional() }).safeParse(json);
    return item.success && item.data.pool === 'mock' ? [item.data.type] : [];
  });

  // Mock tests take their items from the mock pool. A type with none there falls back to its practice items (learners
  // then meet practised questions in a test); one with fewer than a full test asks leaves each full test short of it.
  it.each(questionTypeIds.map((type) => [type, slotCount(fullTestBlueprint, type)] as const))(
    '%s keeps at least as many mock-pool items as a full test asks (%i)',
    (type, count) => {
      const held = mockItemTypes.filter((itemType) => itemType === type).length;
      expect(held, `${type} has ${held} mock-pool item${held === 1 ? '' : 's'}; a full mock test asks ${count}`).toBeGreaterThanOrEqual(count);
    },
  );
});

import { parseMarkdown, type ParsedMarkdown } from './markdown-parsing';

/** Loaders of Markdown files by path, as `import.meta.glob(…, { query: '?raw', import: 'default' })` gives them. */
type MarkdownModules = Record<string, () => Promise<string>>;

/** A content file with its slug. */
export interface ContentEntry {
  slug: string;
  document: ParsedMarkdown;
}

/** One folder of Markdown content (task guides, skill guides, Help Center articles), each file named by its slug. */
export interface ContentCollection {
  /** The slugs of the folder's files (file names without `.md`), sorted. */
  readonly slugs: readonly string[];
  /** Whether the folder has the file `<slug>.md`. */
  has(slug: string): boolean;
  /** The file read and parsed, or null when there is no such file; loaded once, and again after a failure. */
  load(slug: string): Promise<ParsedMarkdown | null>;
  /** Every file, read and parsed, in slug order. */
  loadAll(): Promise<ContentEntry[]>;
}

/** The slug of a content file's path: its name without the `.md`. */
function slugOfPath(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/, '');
}

/** A collection over lazily loaded Markdown files: their text is fetched only when a page asks for it. */
export function createContentCollection(modules: MarkdownModules): ContentCollection {
  const loaders = new Map(Object.entries(modules).map(([path, load]) => [slugOfPath(path), load]));
  const slugs = [...loaders.keys()].sort();
  const cache = new Map<string, Promise<ParsedMarkdown>>();

  const load = (slug: string): Promise<ParsedMarkdown | null> => {
    const loader = loaders.get(slug);
    if (!loader) return Promise.resolve(null);
    let pending = cache.get(slug);
    if (!pending) {
      pending = loader().then(parseMarkdown);
      cache.set(slug, pending);
      // A failed load (e.g. offline) is tried again next time.
      pending.catch(() => cache.delete(slug));
    }
    return pending;
  };

  return {
    slugs,
    has: (slug) => loaders.has(slug),
    load,
    async loadAll() {
      const documents = await Promise.all(slugs.map(load));
      return slugs.map((slug, index) => ({ slug, document: documents[index]! }));
    },
  };
}

import { createContentCollection, type ContentCollection } from './content-collection';

/**
 * The product's Markdown content (`content/guides/`, `content/guides/skills/`, `content/help/`), bundled by Vite
 * as one small chunk per file and fetched only when a page needs it, so none of it is in the first download.
 */

/** The task guides, one per registry task type: `content/guides/<type id>.md`. */
export const taskGuideFiles: ContentCollection = createContentCollection(
  import.meta.glob<string>('../../../../../content/guides/*.md', { query: '?raw', import: 'default' }),
);

/** The skill guides: `content/guides/skills/<skill>.md`. */
export const skillGuideFiles: ContentCollection = createContentCollection(
  import.meta.glob<string>('../../../../../content/guides/skills/*.md', { query: '?raw', import: 'default' }),
);

/** The Help Center's articles: `content/help/<slug>.md`. */
export const helpArticleFiles: ContentCollection = createContentCollection(
  import.meta.glob<string>('../../../../../content/help/*.md', { query: '?raw', import: 'default' }),
);

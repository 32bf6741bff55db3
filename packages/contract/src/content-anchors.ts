/**
 * The anchor of a heading in a guide or help article: the id the web app gives the heading, and the `#anchor` of the
 * citations the assistant returns, so a citation always lands on its section. Lower case; accents, apostrophes and
 * Markdown marks dropped; every other run of characters that are not letters or digits a single hyphen
 * ("Don't panic: timing" → `dont-panic-timing`).
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[*_~`'’\\]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** Gives each heading of one document its id in order: the slug, then `slug-1`, `slug-2` … for repeats. */
export function createHeadingIds(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = headingSlug(text);
    let id = base;
    for (let count = 1; used.has(id); count += 1) id = `${base}-${count}`;
    used.add(id);
    return id;
  };
}

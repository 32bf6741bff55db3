import { useId } from 'react';
import type { MarkdownHeading } from '@/lib/content/markdown-parsing';

/** "On this page": links to a document's `##` sections (the ids its rendered headings carry). */
export function TableOfContents({ headings }: { headings: readonly MarkdownHeading[] }) {
  const titleId = useId();
  const sections = headings.filter((heading) => heading.depth === 2);
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className="flex flex-col gap-2 text-sm">
      <h2 id={titleId} className="font-semibold">
        On this page
      </h2>
      <ol className="flex flex-col gap-1.5 border-l pl-3">
        {sections.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

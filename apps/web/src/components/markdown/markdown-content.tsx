import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { remarkHeadingIds } from './remark-heading-ids';

/** Props of an element as react-markdown hands them over, without its syntax-tree node. */
function withoutNode<Props extends ExtraProps>({ node: _node, ...props }: Props): Omit<Props, 'node'> {
  return props;
}

/** True for a link into this app (`/path`), which the router follows without reloading the page. */
function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:text-primary/80';

/** Internal links go through the router, in-page links stay plain, other sites open in a new tab. */
function MarkdownLink(props: ComponentProps<'a'> & ExtraProps) {
  const { href, children, className, ...rest } = withoutNode(props);
  if (href !== undefined && isInternalHref(href)) {
    return (
      <Link to={href} className={cn(linkClass, className)} {...rest}>
        {children}
      </Link>
    );
  }
  if (href?.startsWith('#')) {
    return (
      <a href={href} className={cn(linkClass, className)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className={cn(linkClass, className)} {...rest}>
      {children}{' '}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** The few fields of a rendered element's syntax-tree node this file reads. */
interface ElementNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: ElementNode[];
}

/** The text of a syntax-tree node. */
function nodeText(node: ElementNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(nodeText).join('');
}

/** The header cells of a table's syntax-tree node, as text. */
function columnHeaders(node: ElementNode | undefined): string[] {
  if (!node) return [];
  if (node.tagName === 'th') return [nodeText(node).trim()];
  return (node.children ?? []).flatMap(columnHeaders);
}

/**
 * A table that scrolls sideways on a narrow screen: a region reachable by keyboard, named after its columns (so two
 * tables of a page are told apart), header cells scoped to columns.
 */
function MarkdownTable(props: ComponentProps<'table'> & ExtraProps) {
  const { className, ...rest } = withoutNode(props);
  const headers = columnHeaders(props.node as ElementNode | undefined).filter(Boolean);
  return (
    <div
      role="region"
      aria-label={headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table'}
      tabIndex={0}
      className="my-4 overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className={cn('w-full border-collapse text-sm', className)} {...rest} />
    </div>
  );
}

const headingScroll = 'scroll-mt-20';

/** The app's typography for each Markdown element. */
const components: Components = {
  h1: (props) => <h2 {...withoutNode(props)} className={cn(headingScroll, 'mt-8 text-xl font-semibold tracking-tight')} />,
  h2: (props) => <h2 {...withoutNode(props)} className={cn(headingScroll, 'mt-8 border-b pb-2 text-xl font-semibold tracking-tight first:mt-0')} />,
  h3: (props) => <h3 {...withoutNode(props)} className={cn(headingScroll, 'mt-6 text-lg font-semibold')} />,
  h4: (props) => <h4 {...withoutNode(props)} className={cn(headingScroll, 'mt-5 text-base font-semibold')} />,
  h5: (props) => <h5 {...withoutNode(props)} className={cn(headingScroll, 'mt-4 text-sm font-semibold')} />,
  h6: (props) => <h6 {...withoutNode(props)} className={cn(headingScroll, 'mt-4 text-sm font-semibold text-muted-foreground')} />,
  p: (props) => <p {...withoutNode(props)} className="mt-4 leading-7 first:mt-0" />,
  a: MarkdownLink,
  ul: (props) => <ul {...withoutNode(props)} className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-muted-foreground" />,
  ol: (props) => <ol {...withoutNode(props)} className="mt-4 list-decimal space-y-2 pl-6 leading-7 marker:text-muted-foreground" />,
  li: (props) => <li {...withoutNode(props)} className="pl-1 [&>ol]:mt-2 [&>p]:mt-2 [&>ul]:mt-2" />,
  blockquote: (props) => <blockquote {...withoutNode(props)} className="mt-4 border-l-4 border-primary/40 bg-muted/50 py-2 pr-3 pl-4 italic" />,
  hr: (props) => <hr {...withoutNode(props)} className="my-8 border-border" />,
  table: MarkdownTable,
  thead: (props) => <thead {...withoutNode(props)} className="bg-muted" />,
  th: (props) => <th scope="col" {...withoutNode(props)} className="border-b px-3 py-2 text-left align-bottom font-semibold" />,
  td: (props) => <td {...withoutNode(props)} className="border-b px-3 py-2 align-top" />,
  tr: (props) => <tr {...withoutNode(props)} className="last:[&>td]:border-b-0" />,
  pre: (props) => <pre {...withoutNode(props)} className="mt-4 overflow-x-auto rounded-lg bg-muted p-4 text-sm [&>code]:bg-transparent [&>code]:p-0" />,
  code: (props) => <code {...withoutNode(props)} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]" />,
  img: (props) => <img {...withoutNode(props)} loading="lazy" className="mt-4 max-w-full rounded-lg border" />,
};

const remarkPlugins = [remarkGfm, remarkHeadingIds];

/**
 * Renders a content file's Markdown (GitHub style: tables, task lists, strikethrough) with the app's typography:
 * headings with ids for in-page links, accessible tables, links inside the app through the router. Raw HTML in
 * the text is dropped, never rendered.
 */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div data-slot="markdown" className={cn('text-base text-foreground', className)}>
      <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}

import { createHeadingIds } from '@pte/contract';

/** The few fields of a Markdown syntax tree node this plugin reads and writes. */
interface SyntaxNode {
  type: string;
  value?: string;
  alt?: string | null;
  children?: SyntaxNode[];
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>;
}

/** A node's text as a reader sees it: its words, code and image descriptions, without any marks. */
function textOf(node: SyntaxNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * A remark plugin that gives every heading an `id`, in document order, exactly as `parseMarkdown` numbers the
 * headings it lists, so a table of contents built from the parsed file links to the rendered headings.
 */
export function remarkHeadingIds() {
  return (tree: SyntaxNode) => {
    const nextId = createHeadingIds();
    const visit = (node: SyntaxNode) => {
      if (node.type === 'heading') {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: nextId(textOf(node).trim()) } };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

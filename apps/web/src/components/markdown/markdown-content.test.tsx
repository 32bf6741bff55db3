import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@/lib/content/markdown-parsing';
import { renderWithStore } from '@/testing/render-app';
import { MarkdownContent } from './markdown-content';

const source = `# Describe Image

Describe what the image shows.

## How it is *scored*

| Trait | Points |
|:---|---:|
| Content | 5 |

Read [the help](/resources/help/speaking-scores), [a section](#example) or [another site](https://example.com).

<script>alert('x')</script><b>bold?</b>

## Example

## Example
`;

describe('MarkdownContent', () => {
  it('gives every heading the id parseMarkdown lists, so a table of contents links to it', () => {
    const document = parseMarkdown(source);
    const { container } = renderWithStore(<MarkdownContent markdown={document.body} />);
    const rendered = [...container.querySelectorAll('h2')].map((heading) => ({ text: heading.textContent, id: heading.id }));
    expect(rendered).toEqual(document.headings.map((heading) => ({ text: heading.text, id: heading.id })));
    expect(rendered.map((heading) => heading.id)).toEqual(['how-it-is-scored', 'example', 'example-1']);
  });

  it('draws tables in a keyboard-reachable region named after its columns, with column headers', () => {
    renderWithStore(<MarkdownContent markdown={parseMarkdown(source).body} />);
    const region = screen.getByRole('region', { name: 'Table: Trait, Points' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => [cell.textContent, cell.getAttribute('scope')])).toEqual([
      ['Trait', 'col'],
      ['Points', 'col'],
    ]);
    expect(within(table).getByRole('cell', { name: '5' })).toHaveStyle({ textAlign: 'right' });
  });

  it('follows links inside the app with the router, keeps in-page links, and opens other sites in a new tab', async () => {
    renderWithStore(<MarkdownContent markdown={parseMarkdown(source).body} />, { path: '/resources/help/x' });
    const external = screen.getByRole('link', { name: /another site/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noreferrer noopener');
    expect(external).toHaveAccessibleName('another site (opens in a new tab)');
    expect(screen.getByRole('link', { name: 'a section' })).toHaveAttribute('href', '#example');

    await userEvent.click(screen.getByRole('link', { name: 'the help' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/help/speaking-scores');
  });

  it('never renders raw HTML', () => {
    const { container } = renderWithStore(<MarkdownContent markdown={parseMarkdown(source).body} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});

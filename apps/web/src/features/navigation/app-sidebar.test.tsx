import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { mockMatchMedia } from '@/testing/match-media';
import { AppSidebar, SidebarMenuToggle } from './app-sidebar';
import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from './sidebar-constants';
import { SidebarProvider } from './sidebar-provider';

function renderSidebar(path: string) {
  return render(
    <TooltipProvider>
      <MemoryRouter initialEntries={[path]}>
        <SidebarProvider>
          <SidebarMenuToggle />
          <AppSidebar footer={<p>Countdown card</p>} compactFooter={<p>Countdown icon</p>} />
        </SidebarProvider>
      </MemoryRouter>
    </TooltipProvider>,
  );
}

function sectionButton(name: string) {
  return screen.getByRole('button', { name });
}

describe('AppSidebar', () => {
  it('highlights the entry of the current page and opens its group only', () => {
    renderSidebar('/speaking/read-aloud');
    const current = screen.getByRole('link', { name: 'Read Aloud' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(sectionButton('Speaking')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('Writing')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Write Essay' })).not.toBeInTheDocument();
  });

  it('shows the groups, the footer card and Settings', () => {
    renderSidebar('/settings');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const heading of ['Dashboard', 'Practice', 'Resources']) expect(within(nav).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/resources/help');
    expect(screen.getByText('Countdown card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes a practice group on click', async () => {
    const user = userEvent.setup();
    renderSidebar('/dashboard');
    await user.click(sectionButton('Listening'));
    expect(screen.getByRole('link', { name: 'Write from Dictation' })).toHaveAttribute('href', '/listening/write-from-dictation');
    await user.click(sectionButton('Listening'));
    expect(screen.queryByRole('link', { name: 'Write from Dictation' })).not.toBeInTheDocument();
  });

  it('collapses to icons and back with Ctrl+B (and Cmd+B), saving the state in the sidebar_state cookie', async () => {
    const user = userEvent.setup();
    renderSidebar('/dashboard');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    expect(screen.getByText('Countdown icon')).toBeInTheDocument();
    // Icon-only entries keep their names for screen readers, and show them in a tooltip.
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await user.hover(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('tooltip', { name: 'Overview' })).toBeInTheDocument();

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=true`);
  });

  it('writes the cookie with a 7-day lifetime', async () => {
    const user = userEvent.setup();
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      renderSidebar('/dashboard');
      await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      expect(writes).toContain(`${SIDEBAR_COOKIE_NAME}=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`);
      expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('starts collapsed when the cookie says so, and a section icon expands it with the group open', async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    const user = userEvent.setup();
    renderSidebar('/dashboard');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await user.click(screen.getByRole('button', { name: 'Open Reading' }));
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByRole('link', { name: 'Re-order Paragraphs' })).toBeInTheDocument();
  });

  it('is a slide-over panel on small screens, opened by the menu toggle and closed after choosing a page', async () => {
    mockMatchMedia((query) => query === '(max-width: 767px)');
    const user = userEvent.setup();
    renderSidebar('/dashboard');
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = screen.getByRole('dialog', { name: 'Navigation' });
    await user.click(within(panel).getByRole('button', { name: 'Writing' }));
    await user.click(within(panel).getByRole('link', { name: 'Write Essay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });
});

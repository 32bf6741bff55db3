import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonRoute, plannedPages } from './coming-soon';
import { plannedPageRoutes } from './planned-page-routes';

describe('planned pages', () => {
  it('cover exactly the routes the router registers for them', () => {
    expect(Object.keys(plannedPages).sort()).toEqual([...plannedPageRoutes].sort());
  });

  it.each(plannedPageRoutes)('%s shows its title and says it is not available yet', (path) => {
    render(<ComingSoonRoute path={path} />);
    const title = plannedPages[path]?.title ?? '';
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`${title} is coming soon`)).toBeInTheDocument();
  });
});

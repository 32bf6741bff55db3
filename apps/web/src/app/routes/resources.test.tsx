import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fake-auth-gateway';
import { jsonResponse } from '@/testing/fake-fetch';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

function renderAt(path: string) {
  const rendered = renderApp(path, { routes: { 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }) } });
  act(() => rendered.auth.resolveSession(testUser));
  return rendered;
}

const found = { timeout: 5000 };

describe('Study Materials and Help Center routes', () => {
  it('opens Study Materials and a task guide from it (no longer "coming soon")', async () => {
    renderAt('/resources/study-materials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Materials' }, found)).toBeInTheDocument();
    expect(screen.queryByText('Study Materials is coming soon')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Describe Image' }, found));
    expect(await screen.findByRole('heading', { level: 1, name: 'Describe Image' }, found)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/study-materials/describe-image');
  });

  it.each(['/resources/study-materials/not-a-task-type', '/resources/study-materials/skills/cooking', '/resources/help/no-such-article'])('%s is not found', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, found)).toBeInTheDocument();
  });

  it('opens a Help Center article', async () => {
    renderAt('/resources/help/getting-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started with PTE Coach' }, found)).toBeInTheDocument();
  });

  it('links each practice page to its task guide', async () => {
    renderAt('/listening/write-from-dictation');
    expect(await screen.findByRole('link', { name: 'Read the Write from Dictation guide' }, found)).toHaveAttribute('href', '/resources/study-materials/write-from-dictation');
  });

  it('keeps Video Tutorials "coming soon"', async () => {
    renderAt('/resources/video-tutorials');
    expect(await screen.findByText('Video Tutorials is coming soon', {}, found)).toBeInTheDocument();
  });
});

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

  it.each(['/resources/study-materials/not-a-task-type', '/resources/study-materials/skills/cooking', '/resources/help/no-such-article', '/resources/video-tutorials/not-a-task-type'])('%s is not found', async (path) => {
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

  it('opens Video Tutorials (no longer "coming soon") and a video from it, with captions on by default', async () => {
    renderAt('/resources/video-tutorials');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video Tutorials' }, found)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Write Essay' }, found));
    expect(await screen.findByRole('heading', { level: 1, name: 'Write Essay' }, found)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resources/video-tutorials/write-essay');
    const track = document.querySelector('video track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('default');
    expect(screen.getByRole('link', { name: 'Practise Write Essay' })).toHaveAttribute('href', '/writing/write-essay');
  });

  it('links each task guide to its video tutorial', async () => {
    renderAt('/resources/study-materials/describe-image');
    expect(await screen.findByRole('link', { name: 'Watch the video tutorial' }, found)).toHaveAttribute('href', '/resources/video-tutorials/describe-image');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { testUser } from '@/testing/fake-auth-gateway';
import { buildProfile } from '@/testing/profiles';
import { renderApp } from '@/testing/render-app';

describe('/settings', () => {
  it('saves the profile through PUT /users/update and shows the new exam date in the sidebar', async () => {
    const user = userEvent.setup();
    const { auth, fakeFetch } = renderApp('/settings', {
      routes: {
        'GET /api/users/me': () => jsonResponse({ data: buildProfile({ examDate: null, targetScore: null }) }),
        'PUT /api/users/update': (request) => jsonResponse({ data: buildProfile({ ...(request.body as object) }) }),
      },
    });
    act(() => auth.resolveSession(testUser));
    const target = await screen.findByLabelText('Target score', {}, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Set your exam date' })).toBeInTheDocument();

    await user.type(target, '72');
    await user.type(screen.getByLabelText('Exam date'), '2099-01-10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    const put = fakeFetch.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/users/update');
    expect(put?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(put?.body).toMatchObject({ targetScore: 72, examDate: '2099-01-10' });
    expect(screen.getByRole('region', { name: 'Exam Countdown' })).toHaveTextContent('days left');
  });

  it("shows the server's message when saving fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { auth } = renderApp('/settings', {
      routes: {
        'GET /api/users/me': () => jsonResponse({ data: buildProfile() }),
        'PUT /api/users/update': () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'Your settings could not be saved. Please try again.' }, { status: 500 }),
      },
    });
    act(() => auth.resolveSession(testUser));
    await screen.findByLabelText('Display name', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings could not be saved. Please try again.')).toBeInTheDocument();
  });
});

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

describe('/settings: your data', () => {
  it('deletes the account after the password is confirmed, then signs out to /login', async () => {
    const user = userEvent.setup();
    const { auth, fakeFetch } = renderApp('/settings', {
      routes: {
        'GET /api/users/me': () => jsonResponse({ data: buildProfile() }),
        'DELETE /api/account': (request) =>
          (request.body as { password?: string }).password === 'right-password'
            ? new Response(null, { status: 204 })
            : jsonResponse({ code: 'WRONG_PASSWORD', message: 'That password is not right, so your account was not deleted.' }, { status: 403 }),
      },
    });
    act(() => auth.resolveSession(testUser));
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Enter your password to confirm.')).toBeInTheDocument();
    expect(fakeFetch.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('That password is not right, so your account was not deleted.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByRole('heading', { name: /sign in/i }, { timeout: 5000 })).toBeInTheDocument();
    const deletes = fakeFetch.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.url)).toEqual(['/api/account', '/api/account']);
    expect(auth.calls.filter((call) => call === 'signOut')).toHaveLength(1);
  });

  it('downloads the data archive with the bearer token', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { auth, fakeFetch } = renderApp('/settings', {
      routes: {
        'GET /api/users/me': () => jsonResponse({ data: buildProfile() }),
        'GET /api/account/export': () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/zip' } }),
      },
    });
    act(() => auth.resolveSession(testUser));
    await user.click(await screen.findByRole('button', { name: 'Download my data' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = fakeFetch.requests.find((request) => request.url === '/api/account/export');
    expect(download?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { createTestServices } from '@/testing/render-app';
import { jsonResponse } from '@/testing/fake-fetch';
import { testUser } from '@/testing/fake-auth-gateway';
import { buildProfile } from '@/testing/profiles';
import { listenToAuthState } from './auth-listener';
import { signIn, signOut, updateProfile } from './auth-slice';

function setUp(routes = {}) {
  const test = createTestServices({ 'GET /api/users/me': () => jsonResponse({ data: buildProfile() }), ...routes });
  const store = createAppStore(test.services);
  listenToAuthState(test.auth, store.dispatch);
  return { ...test, store };
}

describe('auth state', () => {
  it('is loading until the first auth callback', () => {
    const { store, auth } = setUp();
    expect(store.getState().auth).toMatchObject({ loading: true, user: null, dbUser: null });
    auth.resolveSession(null);
    expect(store.getState().auth).toMatchObject({ loading: false, user: null, dbUser: null });
  });

  it('fetches the profile with GET /users/me when a user is signed in', async () => {
    const { store, auth, fakeFetch } = setUp();
    auth.resolveSession(testUser);
    expect(store.getState().auth.user).toEqual(testUser);
    await vi.waitFor(() => expect(store.getState().auth.dbUser).toEqual(buildProfile()));
    expect(fakeFetch.requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /api/users/me');
    expect(store.getState().auth.profileStatus).toBe('succeeded');
  });

  it('fetches the profile after sign-in and clears it on sign-out', async () => {
    const { store, auth } = setUp();
    auth.resolveSession(null);
    await store.dispatch(signIn({ email: testUser.email, password: auth.password })).unwrap();
    await vi.waitFor(() => expect(store.getState().auth.dbUser?.displayName).toBe('Ana Lima'));
    await store.dispatch(signOut());
    expect(store.getState().auth).toMatchObject({ user: null, dbUser: null, loading: false });
  });

  it('logs a failed profile fetch and leaves the profile empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, auth } = setUp({ 'GET /api/users/me': () => jsonResponse({ code: 'INTERNAL', message: 'Database down' }, { status: 500 }) });
    auth.resolveSession(testUser);
    await vi.waitFor(() => expect(store.getState().auth.profileStatus).toBe('failed'));
    expect(store.getState().auth.dbUser).toBeNull();
    expect(store.getState().auth.user).toEqual(testUser);
    expect(error).toHaveBeenCalledWith('Failed to fetch the profile', expect.objectContaining({ message: 'Database down' }));
  });

  it('rejects a profile answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, auth } = setUp({ 'GET /api/users/me': () => jsonResponse({ data: { id: 'x' } }) });
    auth.resolveSession(testUser);
    await vi.waitFor(() => expect(store.getState().auth.profileStatus).toBe('failed'));
    expect(store.getState().auth.dbUser).toBeNull();
  });

  it('stores the updated profile from PUT /users/update', async () => {
    const updated = buildProfile({ targetScore: 79 });
    const { store, auth, fakeFetch } = setUp({ 'PUT /api/users/update': () => jsonResponse({ data: updated }) });
    auth.resolveSession(testUser);
    await vi.waitFor(() => expect(store.getState().auth.dbUser).not.toBeNull());
    await expect(store.dispatch(updateProfile({ targetScore: 79 })).unwrap()).resolves.toEqual(updated);
    expect(store.getState().auth.dbUser?.targetScore).toBe(79);
    expect(fakeFetch.requests.at(-1)?.body).toEqual({ targetScore: 79 });
  });

  it('logs and re-throws update errors, keeping the saved profile', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, auth } = setUp({
      'PUT /api/users/update': () => jsonResponse({ code: 'VALIDATION_FAILED', message: 'Exam date is not a date' }, { status: 400 }),
    });
    auth.resolveSession(testUser);
    await vi.waitFor(() => expect(store.getState().auth.dbUser).not.toBeNull());
    await expect(store.dispatch(updateProfile({ examDate: '2027-02-30' })).unwrap()).rejects.toMatchObject({
      message: 'Exam date is not a date',
      code: 'VALIDATION_FAILED',
    });
    expect(error).toHaveBeenCalledWith('Failed to update the profile', expect.anything());
    expect(store.getState().auth.dbUser).toEqual(buildProfile());
  });

  it('ignores a profile that arrives after the learner signed out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { store, auth } = setUp({ 'GET /api/users/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    auth.resolveSession(testUser);
    await store.dispatch(signOut());
    answer(jsonResponse({ data: buildProfile() }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().auth.dbUser).toBeNull();
  });
});

import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, UpdateProfileRequest } from '@pte/contract';
import { ApiRequestError, type ApiClient } from '@/lib/api-client';
import type { AuthGateway, AuthUser } from '@/lib/auth-client';

/** Signed-in state (docs/product-behaviour.md#signed-in-state): the identity-provider `user`, the product profile `dbUser`, and `loading`. */
export interface AuthState {
  user: AuthUser | null;
  dbUser: Profile | null;
  /** True until the first auth callback (the stored session has been checked). */
  loading: boolean;
  /** Progress of the profile fetch that follows every sign-in. */
  profileStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The profile fetch whose answer may be stored; a sign-out or a new sign-in makes older answers stale. */
  profileRequestId: string | null;
}

/** A rejected auth or profile call, in a serialisable form. */
export interface AuthFailure {
  message: string;
  code: string;
  /** Per-field problems the server reported (field path → message). */
  fieldErrors?: Record<string, string>;
}

/** What the auth thunks need, injected through the store's thunk `extra` argument. */
export interface AuthServices {
  auth: AuthGateway;
  api: ApiClient;
}

const initialState: AuthState = { user: null, dbUser: null, loading: true, profileStatus: 'idle', profileRequestId: null };

const createAuthThunk = createAsyncThunk.withTypes<{ state: { auth: AuthState }; extra: AuthServices; rejectValue: AuthFailure }>();

function toFailure(error: unknown, fallback: string): AuthFailure {
  if (error instanceof ApiRequestError) {
    const fieldErrors = error.details?.length ? Object.fromEntries(error.details.map((detail) => [detail.path, detail.message])) : undefined;
    return { message: error.message, code: error.code, ...(fieldErrors ? { fieldErrors } : {}) };
  }
  if (error instanceof Error) return { message: error.message || fallback, code: 'code' in error && typeof error.code === 'string' ? error.code : 'ERROR' };
  return { message: fallback, code: 'ERROR' };
}

/** Checks a `{ data: Profile }` answer against the contract; the schemas load on first use, after sign-in. */
async function parseProfileResponse(body: unknown): Promise<Profile> {
  const { profileResponseSchema } = await import('@pte/contract');
  return profileResponseSchema.parse(body).data;
}

/** `GET /users/me`: loads the learner's profile. On failure it is logged and the profile stays empty. */
export const fetchProfile = createAuthThunk('auth/fetchProfile', async (_: void, { extra, rejectWithValue }) => {
  try {
    const body = await extra.api.get('/users/me');
    return await parseProfileResponse(body);
  } catch (error) {
    console.error('Failed to fetch the profile', error);
    return rejectWithValue(toFailure(error, 'Could not load your profile.'));
  }
});

/** `PUT /users/update`: saves profile changes and returns the updated profile. Errors are logged and re-thrown. */
export const updateProfile = createAuthThunk('auth/updateProfile', async (changes: UpdateProfileRequest, { extra, rejectWithValue }) => {
  try {
    const body = await extra.api.put('/users/update', changes);
    return await parseProfileResponse(body);
  } catch (error) {
    console.error('Failed to update the profile', error);
    return rejectWithValue(toFailure(error, 'Could not save your changes.'));
  }
});

/** Signs in with e-mail and password; the auth listener then records the user and loads the profile. */
export const signIn = createAuthThunk('auth/signIn', async (input: { email: string; password: string }, { extra, rejectWithValue }) => {
  try {
    return await extra.auth.signIn(input);
  } catch (error) {
    return rejectWithValue(toFailure(error, 'Could not sign you in.'));
  }
});

/** Creates an account: signed in at once, or (when the server confirms addresses first) waiting for the e-mailed link. */
export const signUp = createAuthThunk('auth/signUp', async (input: { name: string; email: string; password: string }, { extra, rejectWithValue }) => {
  try {
    return await extra.auth.signUp(input);
  } catch (error) {
    return rejectWithValue(toFailure(error, 'Could not create your account.'));
  }
});

/** Opens a confirmation link (its `token`): a first confirmation signs the learner in. */
export const confirmEmail = createAuthThunk('auth/confirmEmail', async (token: string, { extra, rejectWithValue }) => {
  try {
    return await extra.auth.confirmEmail(token);
  } catch (error) {
    return rejectWithValue(toFailure(error, 'Could not confirm your e-mail address.'));
  }
});

/** Asks for a new confirmation link; resolves the server's message, the same whatever the address. */
export const sendConfirmationEmail = createAuthThunk('auth/sendConfirmationEmail', async (input: { email: string }, { extra, rejectWithValue }) => {
  try {
    return await extra.auth.sendConfirmationEmail(input);
  } catch (error) {
    return rejectWithValue(toFailure(error, 'Could not send the confirmation e-mail.'));
  }
});

/** Signs out on the server and on this device. */
export const signOut = createAuthThunk('auth/signOut', async (_: void, { extra }) => {
  await extra.auth.signOut();
});

/** Sends a password-reset e-mail whose link opens `redirectTo`. */
export const requestPasswordReset = createAuthThunk(
  'auth/requestPasswordReset',
  async (input: { email: string; redirectTo: string }, { extra, rejectWithValue }) => {
    try {
      await extra.auth.requestPasswordReset(input);
    } catch (error) {
      return rejectWithValue(toFailure(error, 'Could not send the reset e-mail.'));
    }
  },
);

/** Sets a new password with the token from the reset e-mail. */
export const resetPassword = createAuthThunk('auth/resetPassword', async (input: { newPassword: string; token: string }, { extra, rejectWithValue }) => {
  try {
    await extra.auth.resetPassword(input);
  } catch (error) {
    return rejectWithValue(toFailure(error, 'Could not reset your password.'));
  }
});

/** The `auth` slice. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The identity provider reported who is signed in (null: nobody). Ends the initial loading. */
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      const previousId = state.user?.id;
      state.user = action.payload;
      state.loading = false;
      if (!action.payload || action.payload.id !== previousId) {
        state.dbUser = null;
        state.profileStatus = 'idle';
        state.profileRequestId = null;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchProfile.pending, (state, action) => {
        state.profileStatus = 'loading';
        state.profileRequestId = action.meta.requestId;
      })
      .addCase(fetchProfile.fulfilled, (state, action) => {
        // A profile arriving after sign-out (or after another learner signed in) must not be shown.
        if (state.user && state.profileRequestId === action.meta.requestId) {
          state.dbUser = action.payload;
          state.profileStatus = 'succeeded';
        }
      })
      .addCase(fetchProfile.rejected, (state, action) => {
        if (state.profileRequestId === action.meta.requestId) {
          state.dbUser = null;
          state.profileStatus = 'failed';
        }
      })
      .addCase(updateProfile.fulfilled, (state, action) => {
        if (state.user) {
          state.dbUser = action.payload;
          state.profileStatus = 'succeeded';
        }
      });
  },
});

/** Reducer actions of the `auth` slice. */
export const { authStateChanged } = authSlice.actions;

/** The signed-in learner from the identity provider, or null. */
export const selectUser = (state: { auth: AuthState }) => state.auth.user;
/** The learner's product profile (`dbUser`), or null while missing. */
export const selectProfile = (state: { auth: AuthState }) => state.auth.dbUser;
/** True until the stored session has been checked. */
export const selectAuthLoading = (state: { auth: AuthState }) => state.auth.loading;
/** Progress of the profile fetch. */
export const selectProfileStatus = (state: { auth: AuthState }) => state.auth.profileStatus;

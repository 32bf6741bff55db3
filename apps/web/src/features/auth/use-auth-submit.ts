import type { AsyncThunk, AsyncThunkAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { AuthFailure, AuthServices, AuthState } from './auth-slice';

/** The auth thunks' config: the auth state, the auth services and an `AuthFailure` when they fail. */
type AuthThunkConfig = { state: { auth: AuthState }; extra: AuthServices; rejectValue: AuthFailure };

/** An auth thunk taking `Arg`: called with its argument, and matched when it is rejected. */
type AuthThunk<Returned, Arg> = ((arg: Arg) => AsyncThunkAction<Returned, Arg, AuthThunkConfig>) & Pick<AsyncThunk<Returned, Arg, AuthThunkConfig>, 'rejected'>;

/**
 * Runs an auth form's call: busy from the start until the call fails (a success moves the learner on, so the form
 * stays busy), and the server's message, or `fallback`, when it fails (`failure` keeps its code too). `submit`
 * resolves the call's result when it succeeded, null when it failed.
 */
export function useAuthSubmit<Returned, Arg>(thunk: AuthThunk<Returned, Arg>, fallback: string) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const submit = async (arg: Arg): Promise<{ value: Returned } | null> => {
    setBusy(true);
    setFailure(null);
    const result = await dispatch(thunk(arg));
    if (!thunk.rejected.match(result)) return { value: result.payload };
    setFailure({ message: result.payload?.message ?? fallback, code: result.payload?.code ?? 'ERROR' });
    setBusy(false);
    return null;
  };

  return { busy, serverError: failure?.message ?? null, failure, submit };
}

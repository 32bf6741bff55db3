import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { confirmEmail, selectAuthLoading, selectUser, type AuthFailure } from './auth-slice';
import { SendConfirmationLink } from './send-confirmation-link';

/** Where opening the link got to. */
type Progress = { state: 'confirming' } | { state: 'already-confirmed' } | { state: 'failed'; failure: AuthFailure };

/** What went wrong with a link, in words, with what to do next. */
function failureMessage(failure: AuthFailure): string {
  if (failure.code === 'TOKEN_EXPIRED') return 'This link has expired: confirmation links work for 24 hours. Ask for a new one below.';
  if (failure.code === 'INVALID_TOKEN') return 'This link is not complete or not valid. Open it again from the e-mail, or ask for a new one below.';
  return failure.message;
}

/**
 * The page a confirmation e-mail links to (`/verify-email?token=…`): sends the token to the server, which confirms the
 * address and, the first time, signs the learner in, who then lands on the dashboard. A link opened again says the
 * address is confirmed and offers sign-in; an expired or broken one offers a new link.
 */
export function EmailConfirmation({ token }: { token: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<Progress>({ state: 'confirming' });
  const sent = useRef<string | null>(null);
  const checkingStoredSession = useAppSelector(selectAuthLoading);
  const signedIn = useAppSelector(selectUser) !== null;

  useEffect(() => {
    // After the stored session has been checked (so that check cannot overrule the session the link starts), and once
    // per token, even when React runs effects twice in development.
    if (checkingStoredSession || !token || sent.current === token) return;
    sent.current = token;
    void dispatch(confirmEmail(token)).then((result) => {
      if (confirmEmail.rejected.match(result)) {
        setProgress({ state: 'failed', failure: result.payload ?? { message: 'Could not confirm your e-mail address.', code: 'ERROR' } });
      } else if (result.payload === 'signed-in') {
        void navigate(paths.dashboard, { replace: true });
      } else {
        setProgress({ state: 'already-confirmed' });
      }
    });
  }, [checkingStoredSession, dispatch, navigate, token]);

  if (!token) {
    return (
      <div className="grid gap-4">
        <FormMessage tone="error">This page needs the link from your confirmation e-mail. Ask for a new one below.</FormMessage>
        <SendConfirmationLink />
      </div>
    );
  }

  if (progress.state === 'confirming') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Confirming your e-mail address…
      </p>
    );
  }

  if (progress.state === 'already-confirmed') {
    return (
      <div className="grid gap-4">
        <FormMessage tone="success">Your e-mail address is confirmed.{signedIn ? '' : ' Sign in to continue.'}</FormMessage>
        <Button asChild className="w-full">
          {signedIn ? <Link to={paths.dashboard}>Go to the dashboard</Link> : <Link to={paths.login}>Go to sign in</Link>}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <FormMessage tone="error">{failureMessage(progress.failure)}</FormMessage>
      <SendConfirmationLink />
    </div>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { deleteAccount, downloadAccountData } from './account-data-requests';

/** What a request of this card is doing, or why it failed. */
type RequestState = { status: 'idle' | 'working' } | { status: 'failed'; message: string };

/**
 * Settings' "Your data": download everything as a ZIP, or delete the account after confirming with the password.
 * `onAccountDeleted` runs once the account is gone (the app signs out there).
 */
export function AccountDataCard({ onAccountDeleted }: { onAccountDeleted: () => Promise<void> | void }) {
  const dispatch = useAppDispatch();
  const [download, setDownload] = useState<RequestState>({ status: 'idle' });

  async function startDownload() {
    setDownload({ status: 'working' });
    const result = await dispatch(downloadAccountData());
    setDownload(downloadAccountData.fulfilled.match(result) ? { status: 'idle' } : { status: 'failed', message: result.payload ?? 'Could not prepare your data.' });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Everything PTE Coach keeps about you is yours: take a copy, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="download-data-title" className="grid gap-2">
          <h3 id="download-data-title" className="font-medium">
            Download my data
          </h3>
          <p className="text-sm text-muted-foreground">
            A ZIP file with your profile, every answer with its assessment and the question as you saw it, your recordings, your study plan,
            bookmarks and notifications.
          </p>
          <div>
            <Button variant="outline" onClick={() => void startDownload()} disabled={download.status === 'working'}>
              {download.status === 'working' ? 'Preparing your data…' : 'Download my data'}
            </Button>
          </div>
          {download.status === 'failed' && <FormMessage tone="error">{download.message}</FormMessage>}
        </section>
        <section aria-labelledby="delete-account-title" className="grid gap-2">
          <h3 id="delete-account-title" className="font-medium">
            Delete my account
          </h3>
          <p className="text-sm text-muted-foreground">
            Deletes your account and everything in it, recordings included. This cannot be undone: download your data first if you want to keep it.
          </p>
          <div>
            <DeleteAccountDialog onDeleted={onAccountDeleted} />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}

/** The confirmation of deleting the account: the learner types their password; `onDeleted` runs on success. */
function DeleteAccountDialog({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<RequestState>({ status: 'idle' });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setState({ status: 'failed', message: 'Enter your password to confirm.' });
      return;
    }
    setState({ status: 'working' });
    const result = await dispatch(deleteAccount({ password }));
    if (deleteAccount.rejected.match(result)) {
      setState({ status: 'failed', message: result.payload ?? 'Could not delete your account.' });
      return;
    }
    await onDeleted();
  }

  return (
    <DialogPrimitive.Root
      onOpenChange={(open) => {
        if (!open) {
          setPassword('');
          setState({ status: 'idle' });
        }
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button variant="destructive">Delete my account…</Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border bg-background p-6 shadow-xl outline-none"
        >
          <DialogPrimitive.Title className="text-lg font-semibold">Delete your account?</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            Your profile, every attempt, your recordings, study plan, bookmarks and notifications will be deleted for good. Enter your password to
            confirm.
          </DialogPrimitive.Description>
          <form className="grid gap-4" onSubmit={(event) => void confirm(event)} noValidate>
            <FormField label="Password" error={state.status === 'failed' ? state.message : undefined}>
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogPrimitive.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogPrimitive.Close>
              <Button type="submit" variant="destructive" disabled={state.status === 'working'}>
                {state.status === 'working' ? 'Deleting…' : 'Delete everything'}
              </Button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

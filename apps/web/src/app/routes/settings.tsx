import type { UpdateProfileRequest } from '@pte/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useNavigate } from 'react-router';
import { AccountDataCard } from '@/features/account-data/account-data-card';
import { fetchProfile, selectProfile, selectProfileStatus, signOut, updateProfile } from '@/features/auth/auth-slice';
import { ProfileForm, type SaveProfileResult } from '@/features/settings/profile-form';
import { ThemeChoiceField } from '@/features/theme/theme-choice';
import { paths } from '@/lib/paths';
import { useAppDispatch, useAppSelector } from '../hooks';

/** `/settings`: the learner's profile, the app's appearance and their data (download, delete the account). */
export function SettingsRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const profileStatus = useAppSelector(selectProfileStatus);

  async function save(changes: UpdateProfileRequest): Promise<SaveProfileResult> {
    const result = await dispatch(updateProfile(changes));
    if (updateProfile.fulfilled.match(result)) return { ok: true, profile: result.payload };
    return {
      ok: false,
      message: result.payload?.message ?? 'Could not save your settings. Please try again.',
      ...(result.payload?.fieldErrors ? { fieldErrors: result.payload.fieldErrors } : {}),
    };
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">Your profile, how PTE Coach looks, and your data.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>Your exam date drives the countdown in the sidebar; your target score is what your progress is measured against.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile ? (
            <ProfileForm key={profile.id} profile={profile} onSave={save} />
          ) : profileStatus === 'failed' ? (
            <div className="grid gap-3">
              <FormMessage tone="error">Your profile could not be loaded, so it cannot be edited right now.</FormMessage>
              <div>
                <Button variant="outline" onClick={() => void dispatch(fetchProfile())}>
                  Try again
                </Button>
              </div>
            </div>
          ) : (
            <div aria-busy="true" className="grid gap-4">
              <p role="status" className="sr-only">
                Loading your profile…
              </p>
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-2/3" />
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>Saved on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <ThemeChoiceField />
        </CardContent>
      </Card>
      <AccountDataCard
        onAccountDeleted={async () => {
          await dispatch(signOut());
          void navigate(paths.login, { replace: true });
        }}
      />
    </div>
  );
}

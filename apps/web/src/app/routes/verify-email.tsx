import { useSearchParams } from 'react-router';
import { EmailConfirmation } from '@/features/auth/email-confirmation';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/verify-email?token=…`: the page the confirmation e-mail links to. */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Confirm your e-mail address" footer={{ to: paths.login, label: 'Back to sign in' }}>
      <EmailConfirmation token={searchParams.get('token')} />
    </AuthLayout>
  );
}

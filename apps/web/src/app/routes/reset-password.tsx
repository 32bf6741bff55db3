import { useSearchParams } from 'react-router';
import { ResetPasswordForm, type ResetLink } from '@/features/auth/reset-password-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/reset-password?token=…`: the page the reset e-mail links to. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  // The e-mailed link passes the server's check of its token first, which sends `?error=INVALID_TOKEN` instead of
  // the token when the link was already used or has expired.
  const token = searchParams.get('token');
  const link: ResetLink = searchParams.get('error') ? { token: null, refused: true } : token ? { token } : { token: null, refused: false };
  return (
    <AuthLayout
      title="Choose a new password"
      footer={{ to: paths.login, label: 'Back to sign in' }}
    >
      <ResetPasswordForm link={link} />
    </AuthLayout>
  );
}

import { Link, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/reset-password?token=…`: the page the reset e-mail links to. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  // Better Auth sends `?error=INVALID_TOKEN` instead of a token when the link was already used or expired.
  const token = searchParams.get('error') ? null : searchParams.get('token');
  return (
    <AuthLayout
      title="Choose a new password"
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}

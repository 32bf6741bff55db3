import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/forgot-password`: asks for a reset e-mail. */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={{ to: paths.login, label: 'Back to sign in' }}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

import { Link } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/forgot-password`: asks for a reset e-mail. */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

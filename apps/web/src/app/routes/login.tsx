import { Link, useLocation } from 'react-router';
import { LoginForm } from '@/features/auth/login-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/login`: the sign-in page. */
export function LoginRoute() {
  const location = useLocation();
  return (
    <AuthLayout
      title="Sign in to PTE Coach"
      description="Welcome back. Sign in to continue your practice."
      footer={
        <>
          New to PTE Coach?{' '}
          <Link to={paths.register} state={location.state} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}

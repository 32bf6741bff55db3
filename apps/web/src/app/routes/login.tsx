import { LoginForm } from '@/features/auth/login-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/login`: the sign-in page. */
export function LoginRoute() {
  return (
    <AuthLayout
      title="Sign in to PTE Coach"
      description="Welcome back. Sign in to continue your practice."
      footer={{ prompt: 'New to PTE Coach?', to: paths.register, label: 'Create an account' }}
    >
      <LoginForm />
    </AuthLayout>
  );
}

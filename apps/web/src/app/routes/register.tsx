import { RegisterForm } from '@/features/auth/register-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/register`: the sign-up page. */
export function RegisterRoute() {
  return (
    <AuthLayout
      title="Create your account"
      description="Practise every PTE Academic task type and track the days to your exam."
      footer={{ prompt: 'Already have an account?', to: paths.login, label: 'Sign in' }}
    >
      <RegisterForm />
    </AuthLayout>
  );
}

import { Link, useLocation } from 'react-router';
import { RegisterForm } from '@/features/auth/register-form';
import { paths } from '@/lib/paths';
import { AuthLayout } from '../layouts/auth-layout';

/** `/register`: the sign-up page. */
export function RegisterRoute() {
  const location = useLocation();
  return (
    <AuthLayout
      title="Create your account"
      description="Practise every PTE Academic task type and track the days to your exam."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} state={location.state} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}

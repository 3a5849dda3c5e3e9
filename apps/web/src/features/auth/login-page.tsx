import { Link, useNavigate } from 'react-router';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { LoginForm } from './components/login-form';
import { OAuthButtons } from './components/oauth-buttons';

const LABELS = { submit: 'Sign In', busy: 'Signing in...', forgot: 'Forgot Password' };

/** Spec part 1, "Sign-in page": on success it goes to /, which greets a signed-in visitor. */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthPageCard
      title="Welcome Back"
      subtitle="Sign in to continue creating."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={authLinkClass}>
            Create one
          </Link>
        </>
      }
    >
      <LoginForm labels={LABELS} onSignedIn={() => void navigate('/')} />
      <div className="mt-6">
        <OAuthButtons />
      </div>
    </AuthPageCard>
  );
}

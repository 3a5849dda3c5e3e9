import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import type { RegisterAnswer } from './api/register';
import { useAuth } from './auth-context';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { OAuthButtons } from './components/oauth-buttons';
import { RegisterForm } from './register-form';

/** Spec part 1, section 9: the redirect after a sign-up that signs in. */
const REGISTER_REDIRECT_MS = 1000;

/**
 * Spec part 1, "Register page". Our server verifies the email before the first sign-in, so a
 * success stays here with its instructions and a way to /login; only an answer with a token
 * (which the spec allows) signs in and goes to / after a moment.
 */
export default function RegisterPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<RegisterAnswer | null>(null);
  const token = answer?.access_token;

  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => {
      signIn(token);
      void navigate('/');
    }, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, signIn, navigate]);

  if (answer) {
    return (
      <AuthPageCard title={token ? "You're all set" : 'Check your email'}>
        <Alert tone="success">{answer.message}</Alert>
        {token ? null : (
          <Link to="/login" className={buttonClasses({}, 'mt-6 w-full')}>
            Go to sign in
          </Link>
        )}
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title="Create Account"
      subtitle="Start free: no credit card, no API keys."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Sign in here
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={setAnswer} />
      <div className="mt-6">
        <OAuthButtons label="or sign up with" />
      </div>
    </AuthPageCard>
  );
}

import type { AdminLoginResponse } from '@atelier/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { storeAdminSession } from './admin-session';
import { AdminAuthCard, adminLinkClass } from './components/admin-auth-card';
import { AdminLoginForm } from './components/admin-login-form';
import { MfaEnrolment } from './components/mfa-enrolment';

const ADMIN_HOME = '/admin/dashboard';

/**
 * /admin and /admin/login (spec part 2, "Admin login"): email, password, the MFA code when asked,
 * then the admin dashboard; an admin who has not enrolled MFA yet does so here first.
 */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [enrolling, setEnrolling] = useState<{ session: AdminLoginResponse; email: string }>();
  const goHome = () => void navigate(ADMIN_HOME, { replace: true });

  if (enrolling) {
    return (
      <AdminAuthCard
        title="Set up MFA"
        subtitle="Two-factor authentication is required for every admin account."
      >
        <MfaEnrolment session={enrolling.session} email={enrolling.email} onDone={goHome} />
      </AdminAuthCard>
    );
  }

  return (
    <AdminAuthCard
      title="Admin Login"
      subtitle="Sign in to manage users, billing and security."
      footer={
        <Link to="/" className={adminLinkClass}>
          Back to home
        </Link>
      }
    >
      <AdminLoginForm
        onSignedIn={(session, email) => {
          if (session.mfa_setup_required) {
            setEnrolling({ session, email });
            return;
          }
          storeAdminSession(session);
          goHome();
        }}
      />
    </AdminAuthCard>
  );
}

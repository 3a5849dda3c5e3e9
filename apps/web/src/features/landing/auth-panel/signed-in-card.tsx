import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Where a signed-in visitor would see the login card: the way back to work. */
export function SignedInCard({ name }: { name: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lg">
      <p className="text-sm font-medium text-primary-700">You are signed in</p>
      <h2 className="mt-1 text-xl font-bold text-slate-900">Welcome back, {name}</h2>
      <p className="mt-2 text-sm text-slate-600">
        Your tools, credits and history are waiting on your dashboard.
      </p>
      <Link to="/dashboard" className={buttonClasses({ size: 'lg' }, 'mt-5 w-full')}>
        Go to dashboard
      </Link>
    </div>
  );
}

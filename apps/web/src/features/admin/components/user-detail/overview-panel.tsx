import type { AdminUserDetailResponse } from '@atelier/contract';
import { formatDateTime } from '../../../../lib/time';
import { DetailCard, orNotAvailable } from './detail-list';

type User = AdminUserDetailResponse['user'];

/** Account information and how the user registered (spec part 2, "Admin user detail"). */
export function OverviewPanel({ user }: { user: User }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailCard
        title="Account information"
        items={[
          ['User ID', <span className="font-mono text-xs">{user.id}</span>],
          ['Email', user.email],
          ['Full name', user.full_name.trim() || 'Not provided'],
          ['Registration date', formatDateTime(user.created_at)],
          ['Last login', user.last_login ? formatDateTime(user.last_login) : 'No login data'],
        ]}
      />
      <DetailCard
        title="Registration details"
        items={[
          ['IP address', orNotAvailable(user.registration_ip)],
          ['Location', orNotAvailable(user.registration_location)],
          ['Device', orNotAvailable(user.registration_device)],
          ['Terms agreed', `Terms agreed: ${user.terms_agreed ? 'Yes' : 'No'}`],
        ]}
      />
    </div>
  );
}

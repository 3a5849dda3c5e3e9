import { ADMIN_ROLES } from '@atelier/contract';
import type { AdminRole } from '@atelier/contract';

/** How the roles read in the header and the staff list. */
export const ROLE_LABELS: Record<AdminRole, string> = {
  full_rights: 'Full rights',
  manage: 'Manage',
  others: 'Others',
};

export const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

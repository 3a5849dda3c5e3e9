import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, ROLE_PERMISSIONS, roleHasPermission } from './admin';

describe('admin roles and permissions', () => {
  it('gives full_rights everything, manage all but staff and security, others two views', () => {
    expect(ROLE_PERMISSIONS.full_rights).toEqual(ADMIN_PERMISSIONS);
    expect(ROLE_PERMISSIONS.manage).not.toContain('manage_admins');
    expect(ROLE_PERMISSIONS.manage).not.toContain('manage_security');
    expect(ROLE_PERMISSIONS.manage).toHaveLength(6);
    expect(ROLE_PERMISSIONS.others).toEqual(['view_analytics', 'view_content']);
  });

  it("applies the spec's satisfied-by rules", () => {
    // Billing is satisfied by view_analytics, which "others" has.
    expect(roleHasPermission('others', 'manage_billing')).toBe(true);
    expect(roleHasPermission('others', 'view_users')).toBe(false);
    expect(roleHasPermission('others', 'manage_features')).toBe(false);
    // Security is satisfied by manage_admins, which "manage" lacks too.
    expect(roleHasPermission('manage', 'manage_security')).toBe(false);
    expect(roleHasPermission('manage', 'manage_features')).toBe(true);
    for (const permission of ADMIN_PERMISSIONS) {
      expect(roleHasPermission('full_rights', permission)).toBe(true);
    }
  });
});

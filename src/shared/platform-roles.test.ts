import { describe, expect, it } from 'vitest';
import { isPlatformAdmin } from './platform-roles';

describe('isPlatformAdmin', () => {
  it('is true only for the admin role', () => {
    expect(isPlatformAdmin({ role: 'admin' })).toBe(true);
    expect(isPlatformAdmin({ role: 'user' })).toBe(false);
    // The role is matched exactly: another spelling is not an admin.
    expect(isPlatformAdmin({ role: 'Admin' })).toBe(false);
  });

  it('is false when nobody is signed in', () => {
    expect(isPlatformAdmin(null)).toBe(false);
    expect(isPlatformAdmin(undefined)).toBe(false);
  });
});

/**
 * A password hash for the integration tests only. better-auth's scrypt costs about 170 ms of a core per
 * hash on purpose, and every test account pays it twice (sign-up, then sign-in): across the suites that
 * was more CPU than the tests' own work. Here a hash is one salted SHA-256, marked so it is never
 * mistaken for a real one.
 *
 * A hash the app did not make here (a test that seeds a user with better-auth's own `hashPassword`) is
 * still checked by better-auth, so sign-in works for both. The tests of the password rules (length, the
 * wrong password, the reset link) run through this hasher too: they test the app's rules, not scrypt.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHasher } from '@server/auth/auth';

const MARK = 'test-sha256';

const digest = (salt: string, password: string) =>
  createHash('sha256').update(salt).update('\0').update(password.normalize('NFKC')).digest();

export const quickPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${MARK}:${salt}:${digest(salt, password).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [mark, salt, hex] = hash.split(':');
    if (mark !== MARK || salt === undefined || hex === undefined) return verifyPassword({ hash, password });
    const expected = Buffer.from(hex, 'hex');
    const actual = digest(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

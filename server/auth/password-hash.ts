import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword as verifyBetterAuthHash } from 'better-auth/crypto';
import type { Kysely } from 'kysely';

/**
 * Password hashes at OWASP's recommendation (Password Storage Cheat Sheet): scrypt with
 * N=2^17, r=8, p=1 (128 MiB, a 64-byte key, a 16-byte random salt). The parameters travel in
 * the hash, `scrypt$N=...,r=...,p=...$<salt hex>$<key hex>`, so a hash keeps verifying when they
 * change. better-auth's own hashes (`<salt>:<key>`, scrypt N=2^14 r=16 p=1) still verify and are
 * replaced by one of ours at the next successful sign-in (or password change).
 *
 * NODE_ENV=test hashes with N=2^10 so the test suite, which signs hundreds of users up, stays
 * fast; the hash says so, and production never makes one (password-hash.test.ts checks both).
 */
export type ScryptCost = { N: number; r: number; p: number };
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
export const TEST_SCRYPT: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_BYTES = 64;
const PREFIX = 'scrypt$';

function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r * cost.p };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await derive(password, salt, cost);
  return `${PREFIX}N=${cost.N},r=${cost.r},p=${cost.p}$${salt}$${key.toString('hex')}`;
}

/** The cost a hash of ours was made with, or null for another format. */
export function costOf(hash: string): ScryptCost | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$[0-9a-f]+\$[0-9a-f]+$/.exec(hash);
  if (!match) return null;
  return { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const cost = costOf(hash);
  if (!cost) return hash.includes(':') ? verifyBetterAuthHash({ hash, password }) : false;
  const [, , salt = '', keyHex = ''] = hash.split('$');
  const expected = Buffer.from(keyHex, 'hex');
  const key = await derive(password, salt, cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const sameCost = (a: ScryptCost, b: ScryptCost) => a.N === b.N && a.r === b.r && a.p === b.p;

/**
 * better-auth's `emailAndPassword.password`: hashes at `cost`; a verified hash made another way
 * (better-auth's, or an older cost) is replaced in its account row. better-auth hands verify
 * only the hash, which is unique (its salt is random), so the row is found by it.
 */
export function passwordHashing(authDb: Kysely<any>, cost: ScryptCost) {
  return {
    hash: (password: string) => hashPassword(password, cost),
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      if (!(await verifyPassword(hash, password))) return false;
      const current = costOf(hash);
      if (!current || !sameCost(current, cost)) {
        const upgraded = await hashPassword(password, cost);
        await authDb.updateTable('account').set({ password: upgraded }).where('password', '=', hash).execute();
      }
      return true;
    },
  };
}

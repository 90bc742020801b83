import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { anonymous, signUp, TEST_PASSWORD, type TestClient } from '../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../testing/test-server';
import { costOf, hashPassword, OWASP_SCRYPT, TEST_SCRYPT, verifyPassword } from './password-hash';

let server: TestServer;
let user: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server.url);
});
afterAll(stopTestServers);

const storedHash = async (userId: string) =>
  (
    await server.services.db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirstOrThrow()
  ).password as string;

const signIn = (email: string, password = TEST_PASSWORD) =>
  anonymous(server.url).post('/api/auth/sign-in/email', { email, password });

describe('password hashing (OWASP: scrypt N=2^17, r=8, p=1)', () => {
  it('hashes with OWASP parameters outside tests, the parameters in the hash, and verifies', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Correct#horse1', OWASP_SCRYPT);
    expect(hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(costOf(hash)).toEqual(OWASP_SCRYPT);
    expect(await verifyPassword(hash, 'Correct#horse1')).toBe(true);
    expect(await verifyPassword(hash, 'Correct#horse2')).toBe(false);
  });

  it('uses the cheaper test cost only when NODE_ENV is test', async () => {
    expect(loadConfig({}, { NODE_ENV: 'production', SECRET: 'x'.repeat(40) }).env).toBe('production');
    expect(costOf(await storedHash(user.user!.id))).toEqual(TEST_SCRYPT);
  });

  it('signs in with the stored hash and refuses a wrong password', async () => {
    expect((await signIn(user.user!.email)).status).toBe(200);
    expect((await signIn(user.user!.email, 'Wrong#pass1')).status).toBe(401);
  });

  it("keeps verifying better-auth's own hashes and replaces them at the next sign-in", async () => {
    const legacy = await signUp(server.url);
    const old = await betterAuthHash(TEST_PASSWORD);
    expect(old).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    await server.services.db
      .updateTable('account')
      .set({ password: old })
      .where('userId', '=', legacy.user!.id)
      .where('providerId', '=', 'credential')
      .execute();
    // A wrong password leaves the old hash alone.
    expect((await signIn(legacy.user!.email, 'Wrong#pass1')).status).toBe(401);
    expect(await storedHash(legacy.user!.id)).toBe(old);
    expect((await signIn(legacy.user!.email)).status).toBe(200);
    const upgraded = await storedHash(legacy.user!.id);
    expect(costOf(upgraded)).toEqual(TEST_SCRYPT);
    expect((await signIn(legacy.user!.email)).status).toBe(200);
    expect(await storedHash(legacy.user!.id)).toBe(upgraded);
  });

  it('replaces a hash of ours made at an older cost at the next sign-in', async () => {
    const older = await signUp(server.url);
    const weak = await hashPassword(TEST_PASSWORD, { N: 2 ** 9, r: 8, p: 1 });
    await server.services.db
      .updateTable('account')
      .set({ password: weak })
      .where('userId', '=', older.user!.id)
      .where('providerId', '=', 'credential')
      .execute();
    expect((await signIn(older.user!.email)).status).toBe(200);
    expect(costOf(await storedHash(older.user!.id))).toEqual(TEST_SCRYPT);
  });
});

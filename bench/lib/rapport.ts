import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, loadConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import type { DialectName } from '../../server/db/dialect';
import { createLogger } from '../../server/logger';
import type { Realtime } from '../../server/realtime';
import { channel as channelName } from '@shared/realtime';
import { type RunningServer, startServer } from '../../server/server';
import { TEST_PASSWORD, TestClient } from '../../server/testing/api-client';
import { createPostgresDatabase } from '../../server/testing/test-database';
import { onCleanup } from './cleanup';

export type BenchServer = RunningServer & { dialect: DialectName; stop(): Promise<void> };

/**
 * What seeding needs: a database handle, its dialect and the session idle timeout. A
 * BenchServer is one; so is a database opened beside a server running in a process of its own.
 */
export type SeedTarget = {
  dialect: DialectName;
  services: {
    db: Db;
    config: { session: Pick<Config['session'], 'idleTimeoutMs'> };
    /** A running server's realtime, told of memberships written here as the app tells it. */
    realtime?: Pick<Realtime, 'grant'>;
  };
};

/**
 * The real server in this process, on a free loopback port, with a fresh database: a
 * temp SQLite file, or a new database on the PostgreSQL server named by `postgresUrl`.
 * Built from an explicit environment (not process.env) so the run is hermetic.
 */
export async function startRapport(
  options: { postgresUrl?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-bench-'));
  const removeDir = onCleanup(`rm ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  let dropDatabase = async () => {};
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    SECRET: randomBytes(24).toString('base64url'),
    ...options.env,
  };
  if (options.postgresUrl) {
    const database = await createPostgresDatabase(options.postgresUrl);
    env.DATABASE_URL = database.url;
    dropDatabase = onCleanup('drop bench database', database.drop);
  }
  const config = loadConfig(env);
  const running = await startServer(config, createLogger(config));
  const closeServer = onCleanup('close rapport server', () => running.close());
  return {
    ...running,
    dialect: config.database.dialect,
    async stop() {
      await closeServer();
      await dropDatabase();
      await removeDir();
    },
  };
}

export type BenchUser = { id: string; token: string };

const INSERT_CHUNK = 500;

/**
 * Users with a live session each, written straight into better-auth's tables in one
 * transaction: signing 10k users up through the API would spend minutes hashing
 * passwords. The bearer token of better-auth is the session row's `token`.
 */
export async function insertUsers(server: SeedTarget, count: number): Promise<BenchUser[]> {
  const now = new Date();
  const iso = now.toISOString();
  // As a fresh sign-in sets it: a shorter expiry makes every session due for better-auth's
  // refresh, so each user's first request paid a session UPDATE and a disk sync.
  const expiresAt = new Date(now.getTime() + server.services.config.session.idleTimeoutMs).toISOString();
  const run = randomBytes(3).toString('hex');
  const users = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    token: randomBytes(24).toString('base64url'),
    n: i,
  }));
  await server.services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < users.length; i += INSERT_CHUNK) {
      const chunk = users.slice(i, i + INSERT_CHUNK);
      await trx
        .insertInto('user')
        .values(
          chunk.map((u) => ({
            id: u.id,
            name: `Bench User${u.n}`,
            email: `bench-${run}-${u.n}@example.test`,
            emailVerified: server.dialect === 'postgres' ? false : 0,
            image: null,
            createdAt: iso,
            updatedAt: iso,
            firstName: 'Bench',
            lastName: `User${u.n}`,
            avatar: null,
            headline: null,
            bio: null,
            profileAlias: `bench-${run}-${u.n}`,
            phone: null,
            city: null,
            state: null,
            country: null,
            userType: 'user',
            status: 'active',
            meetingLink: null,
            calendarLink: null,
          })),
        )
        .execute();
      await trx
        .insertInto('session')
        .values(
          chunk.map((u) => ({
            id: randomUUID(),
            token: u.token,
            userId: u.id,
            expiresAt,
            createdAt: iso,
            updatedAt: iso,
            ipAddress: null,
            userAgent: null,
          })),
        )
        .execute();
    }
  });
  return users.map(({ id, token }) => ({ id, token }));
}

/** A group whose members are the given users (the first is its admin); returns its id. */
export async function insertGroup(server: SeedTarget, memberIds: string[]): Promise<string> {
  const id = randomUUID();
  const iso = new Date().toISOString();
  const creator = memberIds[0];
  if (!creator) throw new Error('a group needs at least one member');
  await server.services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('groups')
      .values({ id, name: 'Bench group', createdBy: creator, createdAt: iso, lastActivityAt: iso })
      .execute();
    for (let i = 0; i < memberIds.length; i += INSERT_CHUNK) {
      const rows = memberIds.slice(i, i + INSERT_CHUNK).map((userId) => ({
        groupId: id,
        userId,
        role: userId === creator ? ('admin' as const) : ('member' as const),
        joinedAt: iso,
      }));
      await trx.insertInto('group_member').values(rows).execute();
    }
  });
  // The app grants every new member the group's channel: that is also what drops the member's
  // cached channel list, without which a user whose socket opened in the last minute (an
  // earlier step of the same bench) would be ready without the new group.
  const realtime = server.services.realtime;
  if (realtime) for (const userId of memberIds) await realtime.grant(userId, channelName.group(id));
  return id;
}

/** Fails loudly unless the server resolves an inserted session token to its user. */
export async function assertTokenWorks(server: BenchServer, user: BenchUser): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/get-session`, { headers: { authorization: `Bearer ${user.token}` } });
  const body = (await res.json().catch(() => null)) as { user?: { id?: string } } | null;
  if (res.status !== 200 || body?.user?.id !== user.id) {
    throw new Error(
      `an inserted session does not authenticate (status ${res.status}, body ${JSON.stringify(body)?.slice(0, 200)})`,
    );
  }
}

/**
 * One user through the real sign-up route. In production better-auth wants an Origin on
 * it (Node's fetch sends Sec-Fetch-* headers, which turn its CSRF check on), so this
 * sends the server's public URL, a trusted origin.
 */
export async function signUpUser(server: BenchServer | { url: string; publicUrl: string }): Promise<BenchUser> {
  const origin = 'publicUrl' in server ? server.publicUrl : server.services.config.publicUrl;
  const client = new TestClient(server.url);
  const suffix = randomBytes(4).toString('hex');
  const res = await client.post(
    '/api/auth/sign-up/email',
    {
      email: `bench-${suffix}@example.test`,
      password: TEST_PASSWORD,
      name: 'Bench Caller',
      firstName: 'Bench',
      lastName: 'Caller',
    },
    { origin },
  );
  const token = res.headers.get('set-auth-token');
  if (res.status !== 200 || !token)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return { id: (res.body as { user: { id: string } }).user.id, token };
}

/** Connected relationships between `userId` and each of `others`, written straight into "pairing". */
export async function insertConnections(server: BenchServer, userId: string, others: string[]): Promise<void> {
  const iso = new Date().toISOString();
  await server.services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < others.length; i += INSERT_CHUNK) {
      const rows = others.slice(i, i + INSERT_CHUNK).map((other) => {
        const [userId1, userId2] = [userId, other].sort() as [string, string];
        return {
          id: randomUUID(),
          userId1,
          userId2,
          status: 'connected' as const,
          requestedBy: userId,
          source: null,
          lastSource: null,
          createdAt: iso,
          connectedAt: iso,
          lastActivityAt: iso,
        };
      });
      await trx.insertInto('pairing').values(rows).execute();
    }
  });
}

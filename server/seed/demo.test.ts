import { afterAll, expect, it } from 'vitest';
import { anonymous } from '../testing/api-client';
import { startTestServer, stopTestServers } from '../testing/test-server';
import { DEMO_PASSWORD } from './demo';

afterAll(stopTestServers);

it('adds demo people, a relationship, a group and posts once, on the first start only', async () => {
  const first = await startTestServer({ env: { SEED_DEMO: '1' } });
  const signIn = await anonymous(first.url).post('/api/auth/sign-in/email', {
    email: 'avery@demo.rapport.test',
    password: DEMO_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const { db } = first.services;
  const count = async (table: 'user' | 'pairing' | 'groups' | 'post') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = {
    users: await count('user'),
    pairings: await count('pairing'),
    groups: await count('groups'),
    posts: await count('post'),
  };
  // Jobs add four applicant workspaces, each with its groupCreated post, and three messages in them.
  expect(before).toEqual({ users: 4, pairings: 1, groups: 5, posts: 14 });

  await first.close();
  const second = await startTestServer({ sameDataAs: first, env: { SEED_DEMO: '1' } });
  const again = async (table: 'user' | 'post') =>
    Number(
      (
        await second.services.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect(await again('user')).toBe(4);
  expect(await again('post')).toBe(14);
});

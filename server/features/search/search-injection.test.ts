import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGroup } from '../../realtime/testing/people';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf } from '../users/testing';

/**
 * What a user types reaches neither FTS5 nor tsquery as syntax: quotes, operators,
 * column filters, prefixes and LIKE wildcards are text, and nothing answers a 500.
 */
let server: TestServer;
let vera: TestClient;

const CORPUS = [
  '"',
  '""',
  '"ada',
  'ada"',
  '*',
  'ada*',
  '**ada**',
  'OR',
  'AND',
  'NOT',
  'ada OR bob',
  'ada AND NOT bob',
  'NEAR(',
  'NEAR(ada bob, 2)',
  '-x',
  '-ada',
  'a:b',
  'first_name:ada',
  'headline : ada',
  '{first_name last_name}: ada',
  '^ada',
  '(ada',
  'ada)',
  '+ada',
  "'",
  "ada'",
  '\'; drop table "user"; --',
  'ada:* | bob:* & !c <-> d',
  '\\',
  '%',
  '_',
  '%ada%',
  '\u0000',
  '\u0000ada',
  '日本語',
  'مرحبا',
  '🙂',
  'ada 🙂 lov',
  'Zoë',
  'e\u0301',
  '\u0301',
  'ada \u0301',
  '\u200d',
  'ﬁ',
  '   ',
  `${'x'.repeat(64)}${'y'.repeat(100)}`,
  'a b c d e f g h i j k l m n o p',
  'ada@',
  '@example.test',
  'a@b',
  'x@y.z',
];

beforeAll(async () => {
  server = await startTestServer();
  vera = await signUp(server.url, { firstName: 'Vera', lastName: 'Viewer' });
  await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  await signUp(server.url, { firstName: 'Zoë', lastName: 'Ångström' });
  await insertGroup(server.services.db, idOf(vera), []);
});
afterAll(stopTestServers);

describe('search input is text, never query syntax', () => {
  it.each(['users', 'groups', 'usersAndGroups'])(
    'GET /api/search/%s answers every term of the corpus',
    async (path) => {
      for (const term of CORPUS) {
        const res = await vera.get(`/api/search/${path}?${new URLSearchParams({ term, userId: idOf(vera) })}`);
        // A NUL character is refused by every query reader (PostgreSQL cannot store it).
        if (term.includes('\u0000')) {
          expect({ term, status: res.status }).toEqual({ term, status: 400 });
          continue;
        }
        expect({ term, status: res.status }).toEqual({ term, status: 200 });
        expect(res.body.isSuccess).toBe(true);
        expect(Array.isArray(res.body.data.results)).toBe(true);
      }
    },
  );

  it('treats operators and punctuation around a name as plain separators', async () => {
    for (const term of ['ada"', '"ada', 'ada*', '-ada', '(ada', '+ada', '^ada', "ada'", '%ada%', 'ada:']) {
      const res = await vera.get(`/api/search/users?${new URLSearchParams({ term, userId: idOf(vera) })}`);
      expect({ term, found: res.body.data.results.map((r: { firstName: string }) => r.firstName) }).toEqual({
        term,
        found: ['Ada'],
      });
    }
  });

  it('finds nobody for terms without a word, and keeps operator words as words', async () => {
    for (const term of ['"', '*', '-', ':', '%', '_', '🙂', 'OR', 'NEAR(', 'ada OR bob', 'a:b']) {
      const res = await vera.get(`/api/search/users?${new URLSearchParams({ term, userId: idOf(vera) })}`);
      expect({ term, count: res.body.data.count }).toEqual({ term, count: 0 });
    }
  });

  it('finds names in other scripts and with diacritics', async () => {
    const res = await vera.get(`/api/search/users?${new URLSearchParams({ term: 'zoë ång', userId: idOf(vera) })}`);
    expect(res.body.data.results.map((r: { lastName: string }) => r.lastName)).toEqual(['Ångström']);
  });

  it('folds accents both ways: "zoe angstrom" finds Zoë Ångström, "Ädà" finds Ada', async () => {
    const found = async (term: string) =>
      (await vera.get(`/api/search/users?${new URLSearchParams({ term, userId: idOf(vera) })}`)).body.data.results.map(
        (r: { firstName: string }) => r.firstName,
      );
    expect(await found('zoe angstrom')).toEqual(['Zoë']);
    expect(await found('ZOE')).toEqual(['Zoë']);
    expect(await found('Ädà')).toEqual(['Ada']);
  });
});

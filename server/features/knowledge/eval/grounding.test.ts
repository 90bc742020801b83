import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../../testing/test-server';
import { answerQuestion } from '../index';
import { addKnowledge } from '../testing';
import { EVAL_FILES } from './files';
import { formatEval, scoreEval } from './score';

/**
 * The floor Meg's embedded engine keeps on the evaluation set (six files of a physiotherapy
 * clinic in six formats, 105 answerable questions in customers' words, 40 it must hand off):
 * a change that answers fewer, or claims anything the files do not say, fails here. The
 * floor is the issue's target of 90%, which the engine passes (96 of 105 through the server,
 * on SQLite and PostgreSQL alike; 62 when this set was written).
 * `npm run bench -- --only=grounding` prints the same table with the misses.
 */
const FLOOR = { answered: 0.9, invented: 0 };

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server.url, { firstName: 'Aoife' });
  for (const file of EVAL_FILES) {
    const indexed = await addKnowledge(owner, file.name, await file.make());
    expect(indexed.status, file.name).toBe('indexed');
  }
}, 120_000);
afterAll(() => stopTestServers());

describe("Meg's grounding floor", () => {
  it('answers the evaluation set with the fact, invents nothing, and hands off every question the files do not answer', async () => {
    const result = await scoreEval((question) =>
      answerQuestion(server.services, {
        ownerUserId: owner.user?.id as string,
        ownerFirstName: 'Aoife',
        askerFirstName: 'Sam',
        question,
        recentMessages: [],
        purpose: '',
        instructions: '',
        voice: null,
      }),
    );
    console.log(formatEval(result, { misses: true }));
    expect(result.failed).toBe(0);
    expect(result.invented).toBe(FLOOR.invented);
    expect(result.handedOffUnanswerable).toBe(result.unanswerable);
    expect(result.answered / result.answerable).toBeGreaterThanOrEqual(FLOOR.answered);
  }, 120_000);
});

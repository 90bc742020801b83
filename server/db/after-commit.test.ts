import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestData, type TestData } from '../testing/test-data';
import { afterCommit } from './after-commit';
import type { DatabaseHandle } from './database';

let data: TestData;
let handle: DatabaseHandle;
beforeAll(async () => {
  data = await createTestData();
  handle = data.open();
});
afterAll(async () => {
  await data?.dispose();
});

describe('afterCommit', () => {
  it('runs after the transaction commits, not before', async () => {
    const calls: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      await afterCommit(trx, () => calls.push('committed'));
      await afterCommit(trx, () => calls.push('committed too'));
      calls.push('still inside');
    });
    expect(calls).toEqual(['still inside', 'committed', 'committed too']);
  });

  it('never runs when the transaction rolls back, and the next commit does not run it', async () => {
    const calls: string[] = [];
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await afterCommit(trx, () => calls.push('rolled back'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await handle.db.transaction().execute(async () => undefined);
    expect(calls).toEqual([]);
  });

  it('runs at once outside a transaction', async () => {
    const calls: string[] = [];
    await afterCommit(handle.db, () => calls.push('now'));
    expect(calls).toEqual(['now']);
  });
});

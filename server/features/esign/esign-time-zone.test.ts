import { beforeAll, describe, expect, it } from 'vitest';
import {
  ada,
  bob,
  cy,
  readyDocument,
  runJobs,
  sendInGroup,
  server,
  setUp,
  startEsignWorld,
  valuesFor,
  view,
} from './testing';
import { dateIn, validTimeZone } from './signing';

startEsignWorld();

/** The stored date field of one signer. */
async function dateOf(contentId: string, signerNumber: number): Promise<string | null> {
  const row = await server.services.db
    .selectFrom('esign_field')
    .select('value')
    .where('contentId', '=', contentId)
    .where('signerNumber', '=', signerNumber)
    .where('type', '=', 'date')
    .executeTakeFirstOrThrow();
  return row.value;
}
const zoneOf = async (contentId: string, signerNumber: number) =>
  (
    await server.services.db
      .selectFrom('esign_signer')
      .select('timeZone')
      .where('contentId', '=', contentId)
      .where('signerNumber', '=', signerNumber)
      .executeTakeFirstOrThrow()
  ).timeZone;

describe("the signer's own date", () => {
  it('is the date in UTC+13 at that instant: 12:30 UTC is already the next day in Tonga', () => {
    const instant = new Date('2026-11-28T12:30:00Z');
    expect(dateIn(instant, 'Pacific/Tongatapu')).toBe('2026-11-29');
    expect(dateIn(instant, null)).toBe('2026-11-28');
    expect(dateIn(new Date('2026-11-29T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-28');
    expect(validTimeZone('Pacific/Tongatapu')).toBe('Pacific/Tongatapu');
    expect(validTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
  });

  let contentId: string;
  beforeAll(async () => {
    contentId = await readyDocument(2);
    expect((await setUp(contentId, [bob, cy])).status).toBe(200);
    await sendInGroup(contentId);
    await runJobs();
  });

  it("answers a signer no storage path of the sender's upload, and links that last 5 minutes", async () => {
    const signerView = await view(bob, contentId);
    expect(signerView).not.toHaveProperty('filepath');
    expect((await view(ada, contentId)).filepath).toMatch(/^uploads\/users\//);
    const expires = Number(new URL(signerView.pdfUrl as string).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('stamps a UTC+13 signature with the date there and records the zone; an invalid zone is UTC', async () => {
    const before = new Date();
    const signed = await bob.post('/api/content/esign/sign', {
      contentId,
      values: valuesFor(await view(bob, contentId), 1, 'Bob Builder'),
      timeZone: 'Pacific/Tongatapu',
    });
    expect(signed.status).toBe(200);
    const after = new Date();
    expect([dateIn(before, 'Pacific/Tongatapu'), dateIn(after, 'Pacific/Tongatapu')]).toContain(
      await dateOf(contentId, 1),
    );
    expect(await zoneOf(contentId, 1)).toBe('Pacific/Tongatapu');

    const other = await cy.post('/api/content/esign/sign', {
      contentId,
      values: valuesFor(await view(cy, contentId), 2, 'Cy Young'),
      timeZone: 'Not/A_Zone',
    });
    expect(other.status).toBe(200);
    expect([dateIn(before, null), dateIn(new Date(), null)]).toContain(await dateOf(contentId, 2));
    expect(await zoneOf(contentId, 2)).toBeNull();
  });
});

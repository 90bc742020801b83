import { describe, expect, it } from 'vitest';
import { ESIGN_REMIND_JOB } from '@shared/api/content';
import { runNotify } from './notify';
import {
  bob,
  cy,
  mailsTo,
  readyDocument,
  sendInGroup,
  server,
  setUp,
  startEsignWorld,
  valuesFor,
  view,
} from './testing';

startEsignWorld();

describe('reminders', () => {
  it('queues a reminder for the set interval; it mails the signers still to sign and queues the next one', async () => {
    const contentId = await readyDocument();
    await setUp(contentId, [bob, cy], { reminderDays: 2 });
    await sendInGroup(contentId);
    const queued = await server.services.db
      .selectFrom('job')
      .select(['payload', 'runAt'])
      .where('name', '=', ESIGN_REMIND_JOB)
      .execute();
    const reminder = queued.find(
      (j) => String(j.payload).includes(contentId) && String(j.payload).includes('reminder'),
    );
    expect(reminder).toBeTruthy();
    expect(new Date(String(reminder?.runAt)).getTime() - Date.now()).toBeGreaterThan(1.9 * 86_400_000);

    const v = await view(bob, contentId);
    await bob.post('/api/content/esign/sign', { contentId, values: valuesFor(v, 1, 'Bob') });
    const before = (await mailsTo(cy)).length;
    await runNotify(server.services, { contentId, kind: 'reminder' });
    const after = await mailsTo(cy);
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.subject === 'Reminder: please sign Agreement.pdf')).toBe(true);
    expect((await mailsTo(bob)).some((m) => m.subject.startsWith('Reminder'))).toBe(false);
  });
});

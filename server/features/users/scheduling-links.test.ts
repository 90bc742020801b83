import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { idOf } from './testing';

/** The meeting or scheduler link dialog's call (spec 1 §5, §7: PATCH /user with one link). */
let server: TestServer;
let ada: TestClient;
let bob: TestClient;

const linkPatch = (who: TestClient, body: Record<string, unknown>) =>
  who.patch('/api/user', {
    userId: idOf(who),
    modifiedBy: idOf(who),
    firstName: who.user?.firstName,
    lastName: who.user?.lastName,
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await signUp(server.url, { firstName: 'Bob', lastName: 'Builder' });
});
afterAll(stopTestServers);

describe('meeting and calendar links on the profile', () => {
  it('adds https:// to a link without a scheme and keeps the scheme it has', async () => {
    const res = await linkPatch(ada, { calendarLink: 'calendly.com/ada-l' });
    expect(res.status).toBe(200);
    expect(res.body.data.calendarLink).toBe('https://calendly.com/ada-l');
    const meeting = await linkPatch(ada, { meetingLink: 'http://meet.example.com/ada' });
    expect(meeting.body.data).toMatchObject({
      meetingLink: 'http://meet.example.com/ada',
      calendarLink: 'https://calendly.com/ada-l',
    });
    const seen = await bob.get(`/api/user/id?userId=${idOf(ada)}`);
    expect(seen.body.data).toMatchObject({
      meetingLink: 'http://meet.example.com/ada',
      calendarLink: 'https://calendly.com/ada-l',
    });
  });

  it("answers the spec's message for a link that is not a valid URL", async () => {
    for (const bad of ['not a link', 'javascript:alert(1)', 'ftp://files.example.com', 'nohost']) {
      const calendar = await linkPatch(ada, { calendarLink: bad });
      expect(calendar.status).toBe(400);
      expect(calendar.body).toMatchObject({ isSuccess: false, message: messages.profile.schedulerLinkRequired });
      const meeting = await linkPatch(ada, { meetingLink: bad });
      expect(meeting.status).toBe(400);
      expect(meeting.body.message).toBe(messages.profile.meetingLinkRequired);
    }
    expect((await linkPatch(ada, { calendarLink: `https://x.example/${'a'.repeat(2100)}` })).body.message).toBe(
      messages.profile.schedulerLinkRequired,
    );
    const kept = await ada.get(`/api/user/id?userId=${idOf(ada)}`);
    expect(kept.body.data.calendarLink).toBe('https://calendly.com/ada-l');
  });

  it('refuses a stranger and the signed-out: nobody sets another person’s link', async () => {
    const res = await bob.patch('/api/user', {
      userId: idOf(ada),
      modifiedBy: idOf(bob),
      calendarLink: 'evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.generic.notAllowed);
    const spoofed = await bob.patch('/api/user', {
      userId: idOf(bob),
      modifiedBy: idOf(ada),
      meetingLink: 'x.example',
    });
    expect(spoofed.status).toBe(403);
    const signedOut = await anonymous(server.url).patch('/api/user', { userId: idOf(ada), calendarLink: 'x.example' });
    expect(signedOut.status).toBe(401);
    const kept = await ada.get(`/api/user/id?userId=${idOf(ada)}`);
    expect(kept.body.data.calendarLink).toBe('https://calendly.com/ada-l');
  });
});

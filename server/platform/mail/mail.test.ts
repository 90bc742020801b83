import { afterAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { waitFor } from '../queue/testing/wait-for';
import { escapeHtml } from './dev-pages';
import { MAIL_SEND_JOB } from './smtp-delivery';
import { startSmtpSink } from './testing/smtp-sink';

const sinks: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await stopTestServers();
  for (const sink of sinks) await sink.close();
});

async function sink(options?: Parameters<typeof startSmtpSink>[0]) {
  const started = await startSmtpSink(options);
  sinks.push(started);
  return started;
}

/** The header section, folded lines unfolded. */
const headersOf = (raw: string) => (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');

/** A From display name as a mail client shows it: RFC 2047 words decoded, quotes removed. */
function decodeDisplayName(header: string): string {
  const decoded = header.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  return /^".*"$/.test(decoded) ? decoded.slice(1, -1).replace(/\\(.)/g, '$1') : decoded;
}

const outboxRow = (server: TestServer, id: string) =>
  server.services.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailJobs = (server: TestServer) =>
  server.services.db.selectFrom('job').selectAll().where('name', '=', MAIL_SEND_JOB).execute();

describe('mail through SMTP', () => {
  it('delivers a message to a real SMTP server through the queue', async () => {
    const smtp = await sink();
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>' } });
    const { id } = await server.services.mail.send({
      to: 'Ada@Example.test',
      subject: 'You are invited to Rapport',
      text: 'Hello Ada,\nJoin me on Rapport.',
      html: '<p>Hello <b>Ada</b></p>',
      tag: 'invitation',
    });
    await waitFor(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['ada@example.test']);
    expect(mail!.from).toBe('no-reply@rapport.test');
    expect(mail!.raw).toMatch(/^Subject: You are invited to Rapport$/m);
    expect(mail!.raw).toMatch(/^X-Rapport-Tag: invitation$/m);
    expect(mail!.raw).toContain('Join me on Rapport.');
    expect(mail!.raw).toContain('<b>Ada</b>');
    expect(mail!.raw).toContain(`Message-ID: <${id}@`);

    const row = await waitFor(async () => {
      const r = await outboxRow(server, id);
      return r.status === 'sent' ? r : undefined;
    });
    expect(row.sentAt).toBeTruthy();
    expect(row.error).toBeNull();
    // The outbox row is marked inside the job; the job row is finished just after.
    await waitFor(async () => (await mailJobs(server))[0]?.status === 'done');
  });

  it('sends in a member’s name: the display name encoded, the address MAIL_FROM’s, Reply-To theirs', async () => {
    const smtp = await sink();
    const server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rapport <no-reply@rapport.test>' } });
    const names = [
      'Ada Lovelace via Rapport',
      'Zoë "Zed" O’Brien, Jr. via Rapport',
      'Eve\r\nBcc: victim@example.test via Rapport',
    ];
    const ids: string[] = [];
    for (const [n, fromName] of names.entries()) {
      const sent = await server.services.mail.send({
        to: 'olga@example.test',
        subject: `Name ${n}`,
        text: '.',
        fromName,
        replyTo: 'Ada@Example.test',
      });
      ids.push(sent.id);
    }
    await waitFor(() => smtp.received.length === 3);
    const byName = (name: string) => smtp.received.find((m) => m.raw.includes(`Subject: Name ${names.indexOf(name)}`))!;
    for (const name of names.slice(0, 2)) {
      const mail = byName(name);
      expect(mail.from).toBe('no-reply@rapport.test');
      const from = /^From: (.*)$/m.exec(headersOf(mail.raw))?.[1] ?? '';
      expect(from).toMatch(/ <no-reply@rapport\.test>$/);
      expect(decodeDisplayName(from.replace(/ <[^>]+>$/, ''))).toBe(name);
      expect(mail.raw).toMatch(/^Reply-To: ada@example\.test$/m);
    }
    // A line break in the name is no header of its own.
    const injected = /^From: (.*)$/m.exec(headersOf(byName(names[2]!).raw))?.[1] ?? '';
    expect(decodeDisplayName(injected.replace(/ <[^>]+>$/, ''))).toBe('Eve Bcc: victim@example.test via Rapport');
    expect(byName(names[2]!).raw).not.toMatch(/^Bcc:/m);
    expect(byName(names[2]!).to).toEqual(['olga@example.test']);
    // The outbox keeps them (the dev outbox shows what was sent).
    expect(await outboxRow(server, ids[0]!)).toMatchObject({ fromName: names[0], replyTo: 'ada@example.test' });
    // The product's own messages keep MAIL_FROM whole, with no Reply-To.
    await server.services.mail.send({ to: 'plain@example.test', subject: 'Plain', text: '.' });
    await waitFor(() => smtp.received.length === 4);
    const plain = smtp.received.find((m) => m.raw.includes('Subject: Plain'))!;
    expect(plain.raw).toMatch(/^From: Rapport <no-reply@rapport\.test>$/m);
    expect(plain.raw).not.toMatch(/^Reply-To:/m);
  });

  it('retries a temporary refusal, then delivers', async () => {
    const smtp = await sink({ refuse: (_to, attempt) => (attempt === 1 ? 451 : undefined) });
    const server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    const { id } = await server.services.mail.send({
      to: 'bob@example.test',
      subject: 'Retry me',
      text: 'Second time lucky.',
    });
    await waitFor(async () => (await outboxRow(server, id)).status === 'sent', 15_000);
    expect(smtp.received).toHaveLength(1);
    const job = await waitFor(async () => (await mailJobs(server)).find((j) => j.status === 'done'));
    expect(job.attempts).toBe(2);
  });

  it('gives up at once on a permanent refusal and records the error', async () => {
    const smtp = await sink({ refuse: () => 550 });
    const server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    const { id } = await server.services.mail.send({
      to: 'nobody@example.test',
      subject: 'Bounce',
      text: 'No such user.',
    });
    const row = await waitFor(async () => {
      const r = await outboxRow(server, id);
      return r.status === 'failed' ? r : undefined;
    });
    expect(row.error).toContain('550');
    const job = await waitFor(async () => (await mailJobs(server)).find((j) => j.status === 'failed'));
    expect(job.attempts).toBe(1);
    expect(job.lastError).toContain('550');
  });

  it('a queued message survives a restart and is delivered by the next instance', async () => {
    const smtp = await sink();
    const first = await startTestServer({ env: { SMTP_URL: smtp.url, QUEUE_CONCURRENCY: '0' } });
    const { id } = await first.services.mail.send({
      to: 'carol@example.test',
      subject: 'Durable',
      text: 'Still here.',
    });
    expect((await outboxRow(first, id)).status).toBe('queued');
    await first.close();
    expect(smtp.received).toHaveLength(0);

    const second = await startTestServer({ sameDataAs: first, env: { QUEUE_CONCURRENCY: '1' } });
    await waitFor(() => smtp.received.length === 1);
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Durable$/m);
    await waitFor(async () => (await outboxRow(second, id)).status === 'sent');
  });
});

describe('mail without SMTP: the dev outbox', () => {
  it('keeps the message in the outbox and lists it on /dev/mail', async () => {
    const server = await startTestServer();
    const { id } = await server.services.mail.send({
      to: 'dave@example.test',
      subject: 'Stored only',
      text: 'Look at /dev/mail.',
    });
    expect((await outboxRow(server, id)).status).toBe('stored');
    expect(await mailJobs(server)).toEqual([]);

    const list = await anonymous(server.url).get('/dev/mail');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    expect(list.body).toContain('dave@example.test');
    expect(list.body).toContain('Stored only');
    expect(list.body).toContain(`href="/dev/mail/${id}"`);
    expect(list.body).toContain('stored');

    const json = await anonymous(server.url).get('/dev/mail?format=json&to=dave@example.test');
    expect(json.body.data.results).toMatchObject([
      { id, to: 'dave@example.test', subject: 'Stored only', status: 'stored' },
    ]);

    const one = await anonymous(server.url).get(`/dev/mail/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toContain('Look at /dev/mail.');
    expect(one.body).toContain(`<dt>From</dt><dd>${escapeHtml(server.services.config.mail.from)}</dd>`);

    // A message sent in a member's name shows it, with where replies go, as the SMTP delivery sends it.
    const inName = await server.services.mail.send({
      to: 'dave@example.test',
      subject: 'From a member',
      text: 'Sent for Ann.',
      fromName: 'Ann Lee',
      replyTo: 'ann@example.test',
    });
    const page = (await anonymous(server.url).get(`/dev/mail/${inName.id}`)).body as string;
    const address = /<([^<>]+)>$/.exec(server.services.config.mail.from)?.[1] ?? server.services.config.mail.from;
    expect(page).toContain(`<dt>From</dt><dd>${escapeHtml(`"Ann Lee" <${address}>`)}</dd>`);
    expect(page).toContain('<dt>Reply-To</dt><dd>ann@example.test</dd>');
    expect((await anonymous(server.url).get('/dev/mail/no-such-id')).status).toBe(404);
  });

  it('lists newest first', async () => {
    const server = await startTestServer();
    for (const n of [1, 2, 3]) {
      await server.services.mail.send({ to: 'order@example.test', subject: `Message ${n}`, text: '.' });
      await new Promise((r) => setTimeout(r, 5));
    }
    const page: string = (await anonymous(server.url).get('/dev/mail')).body;
    expect(page.indexOf('Message 3')).toBeLessThan(page.indexOf('Message 2'));
    expect(page.indexOf('Message 2')).toBeLessThan(page.indexOf('Message 1'));
  });

  it('escapes everything: an XSS attempt shows as text, stored HTML only in a sandboxed srcdoc', async () => {
    const server = await startTestServer();
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { id } = await server.services.mail.send({
      to: 'eve@example.test',
      subject: attack,
      text: `text ${attack}`,
      html: `<p>hi</p>"><script>alert(3)</script>`,
    });
    const list = await anonymous(server.url).get('/dev/mail');
    expect(list.body).not.toContain('<script>');
    expect(list.body).not.toContain('<img src=x');
    expect(list.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");

    const one = await anonymous(server.url).get(`/dev/mail/${id}`);
    expect(one.body).not.toContain('<script>');
    expect(one.body).not.toContain('<img src=x');
    expect(one.body).toMatch(
      /<iframe sandbox="" [^>]*srcdoc="&#60;p&#62;hi&#60;\/p&#62;&#34;&#62;&#60;script&#62;alert\(3\)/,
    );
  });

  it('refuses a message to an invalid address', async () => {
    const server = await startTestServer();
    await expect(server.services.mail.send({ to: 'not-an-address', subject: 's', text: 't' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

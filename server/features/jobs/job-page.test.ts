import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { postJob } from './testing';

let server: TestServer;
const previousWebDir = process.env.RAPPORT_WEB_DIR;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Rapport</title></head><body><div id="root"></div></body></html>',
  );
  process.env.RAPPORT_WEB_DIR = dir;
  server = await startTestServer();
});
afterAll(async () => {
  if (previousWebDir === undefined) delete process.env.RAPPORT_WEB_DIR;
  else process.env.RAPPORT_WEB_DIR = previousWebDir;
  await stopTestServers();
});

const page = async (jobId: string) => {
  const res = await fetch(`${server.url}/job/${jobId}`);
  return { status: res.status, html: await res.text() };
};
const ldJson = (html: string) => {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : null;
};

describe('GET /job/{jobId}: the public job link as HTML, without JavaScript', () => {
  it('carries Open Graph tags and JobPosting JSON-LD, every value escaped', async () => {
    const ada = await signUp(server.url);
    const title = 'Closer "A" </script><img src=x onerror=alert(1)>';
    const jobId = await postJob(ada, {
      title,
      companyName: 'Acme & Sons',
      companyLogo: 'https://cdn.example.test/logo.png',
      description: '**Sell** with *care*:\n\n- Travel\n- Remote',
    });
    const { status, html } = await page(jobId);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<title>Rapport</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Closer &#34;A&#34; &#60;/script&#62;&#60;img src=x onerror=alert(1)&#62; at Acme &#38; Sons">',
    );
    expect(html).toContain('<meta property="og:description" content="Sell with care: Travel Remote">');
    expect(html).toContain(`<meta property="og:url" content="${server.services.config.publicUrl}/job/${jobId}">`);
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.test/logo.png">');
    expect(ldJson(html)).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title,
      description: 'Sell with care: Travel Remote',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme & Sons', logo: 'https://cdn.example.test/logo.png' },
      jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      baseSalary: { currency: 'USD', value: { minValue: 90000, maxValue: 120000, unitText: 'YEAR' } },
    });
  });

  it('keeps the preview of a closed job without JSON-LD, and 404s drafts and unknown ids', async () => {
    const ada = await signUp(server.url);
    const closed = await postJob(ada, { title: 'Old role' });
    await ada.patch('/api/jobs/', { modifiedBy: ada.user?.id, jobId: closed, status: 'Closed' });
    const closedPage = await page(closed);
    expect(closedPage.html).toContain('<meta property="og:title" content="Old role at Acme">');
    expect(ldJson(closedPage.html)).toBeNull();
    const draft = await postJob(ada, { title: 'Secret role', status: 'Draft' });
    const draftPage = await page(draft);
    expect(draftPage.status).toBe(404);
    expect(draftPage.html).not.toContain('Secret role');
    expect((await page('no-such-job')).status).toBe(404);
    expect((await anonymous(server.url).get(`/api/public/jobs/${draft}`)).status).toBe(404);
  });
});

import { once } from 'node:events';
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { anonymous, signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

let server: TestServer;
let ada: TestClient;
let pages: Server;
let pagesUrl: string;
let privateHits = 0;
let privateSite: Server;
let privatePort: number;
const pageHits = new Map<string, number>();
let hugeBodyEndedEarly = false;

const html = (res: ServerResponse, body: string, type = 'text/html; charset=utf-8') => {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
};

const routes: Record<string, Route> = {
  '/article': (_req, res) =>
    html(
      res,
      `<!doctype html><html><head>
        <title>Fallback title</title>
        <meta property="og:title" content="  Quarterly   results &amp; outlook ">
        <meta property="og:description" content="Revenue grew &quot;nicely&quot; this quarter.">
        <meta property="og:image" content="/img/cover.png?size=large">
        <meta name="description" content="Not this one">
      </head><body><p>Body</p></body></html>`,
    ),
  '/twitter': (_req, res) =>
    html(
      res,
      `<html><head><meta name="twitter:title" content="Card title"><meta name="twitter:description" content="Card text">
       <meta name="twitter:image" content="https://cdn.example.com/card.jpg"></head></html>`,
    ),
  '/plain': (_req, res) =>
    html(res, '<html><head><title>\n  Just a   title &#x2014; here\n</title></head><body>Hi</body></html>'),
  '/bad-image': (_req, res) =>
    html(res, '<title>Bad image</title><meta property="og:image" content="javascript:alert(1)">'),
  '/data.json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"title":"not html"}');
  },
  '/missing': (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<title>Not found</title>');
  },
  '/slow': () => {
    // Never answers: the preview's deadline has to end it.
  },
  '/slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><head><title>Slow but started</title>');
    // The rest never comes.
  },
  '/huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><head><title>Huge page</title><meta name="description" content="Big"></head><body>');
    const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
    let sent = 0;
    const total = 20 * 1024 * 1024;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end('</body></html>');
    };
    res.on('close', () => {
      if (sent < total) hugeBodyEndedEarly = true;
    });
    pump();
  },
  '/to-article': (_req, res) => {
    res.writeHead(302, { location: '/article' });
    res.end();
  },
  '/to-private': (_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.1:${privatePort}/secret` });
    res.end();
  },
  '/to-loopback': (_req, res) => {
    res.writeHead(301, { location: 'http://127.0.0.1/admin' });
    res.end();
  },
  '/to-metadata': (_req, res) => {
    res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  },
  '/to-file': (_req, res) => {
    res.writeHead(302, { location: 'file:///etc/passwd' });
    res.end();
  },
  '/loop': (_req, res) => {
    res.writeHead(302, { location: '/loop' });
    res.end();
  },
  '/host': (req, res) => html(res, `<title>Host ${req.headers.host}</title>`),
  '/latin1': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    res.end(Buffer.from('<title>Caf\u00e9 cr\u00e8me</title>', 'latin1'));
  },
  '/meta-charset': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(Buffer.from('<meta charset="windows-1252"><title>\u00c0 la carte</title>', 'latin1'));
  },
  '/gzip': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync('<title>Compressed page</title>'));
  },
};

/** /chain/3 redirects to /chain/2 ... /chain/0, which is the article. */
const chain: Route = (req, res) => {
  const left = Number(req.url?.split('/')[2]);
  res.writeHead(302, { location: left > 0 ? `/chain/${left - 1}` : '/article' });
  res.end();
};

async function listen(handler: Route): Promise<Server> {
  const site = createServer(handler);
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  return site;
}

const preview = (client: TestClient, url: string) =>
  client.get(`/api/utility/link-preview?${new URLSearchParams({ url })}`);

beforeAll(async () => {
  pages = await listen((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    pageHits.set(path, (pageHits.get(path) ?? 0) + 1);
    const route = path.startsWith('/chain/') ? chain : routes[path];
    if (route) route(req, res);
    else {
      res.writeHead(404);
      res.end();
    }
  });
  const pagesPort = (pages.address() as AddressInfo).port;
  pagesUrl = `http://127.0.0.1:${pagesPort}`;
  privateSite = await listen((_req, res) => {
    privateHits++;
    html(res, '<title>Internal admin</title>');
  });
  privatePort = (privateSite.address() as AddressInfo).port;
  server = await startTestServer({
    env: { LINK_PREVIEW_ALLOW_HOSTS: `127.0.0.1:${pagesPort}`, LINK_PREVIEW_TIMEOUT_MS: '1000' },
  });
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Preview' });
});

afterAll(async () => {
  await stopTestServers();
  pages.closeAllConnections();
  privateSite.closeAllConnections();
  pages.close();
  privateSite.close();
});

describe('GET /api/utility/link-preview: refused targets', () => {
  const ssrfCorpus = [
    'http://127.0.0.1',
    'http://localhost',
    'http://localhost./',
    'http://[::1]',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00:ec2::254]/latest/meta-data',
    'http://10.0.0.1',
    'http://192.168.1.1',
    'http://172.16.0.1',
    'http://100.64.0.1',
    'http://0.0.0.0',
    'http://[::]',
    'http://2130706433',
    'http://0177.0.0.1',
    'http://0x7f.1',
    'http://0x7f000001',
    'http://127.1',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:a9fe:a9fe]',
    'http://[fe80::1]',
    'http://224.0.0.1',
    '127.0.0.1',
    '//127.0.0.1/',
  ];

  it.each(ssrfCorpus)('refuses %s as a private address', async (url) => {
    const res = await preview(ada, url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ isSuccess: false, message: messages.linkPreview.privateAddress });
  });

  it.each([
    ['file:///etc/passwd', messages.linkPreview.unsupportedScheme],
    ['gopher://example.com:70/1', messages.linkPreview.unsupportedScheme],
    ['gopher://', messages.linkPreview.unsupportedScheme],
    ['ftp://example.com/file.txt', messages.linkPreview.unsupportedScheme],
    ['javascript:alert(1)', messages.linkPreview.unsupportedScheme],
    ['data:text/html,<title>x</title>', messages.linkPreview.unsupportedScheme],
    ['http://user:secret@example.com/', messages.linkPreview.credentials],
    ['http://example.com:8080/', messages.linkPreview.port],
    ['example.com:22', messages.linkPreview.port],
    [`http://127.0.0.1:${1}`, messages.linkPreview.port],
    ['http://exa mple.com', messages.linkPreview.invalidUrl],
  ])('refuses %s', async (url, message) => {
    const res = await preview(ada, url);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a private server on another port, even on the allowed address', async () => {
    const res = await preview(ada, `http://127.0.0.1:${privatePort}/secret`);
    expect(res.status).toBe(400);
    expect(privateHits).toBe(0);
  });

  it.each([
    ['/to-private', messages.linkPreview.port],
    ['/to-loopback', messages.linkPreview.privateAddress],
    ['/to-metadata', messages.linkPreview.privateAddress],
    ['/to-file', messages.linkPreview.unsupportedScheme],
  ])('refuses a redirect from the allowed host (%s) and never fetches its target', async (path, message) => {
    const res = await preview(ada, `${pagesUrl}${path}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ isSuccess: false, message });
    expect(privateHits).toBe(0);
  });
});

describe('GET /api/utility/link-preview: pages', () => {
  it('previews Open Graph tags with entities decoded and a relative image resolved', async () => {
    const res = await preview(ada, `${pagesUrl}/article#section`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isSuccess: true,
      data: {
        url: `${pagesUrl}/article`,
        title: 'Quarterly results & outlook',
        description: 'Revenue grew "nicely" this quarter.',
        image: `${pagesUrl}/img/cover.png?size=large`,
      },
    });
  });

  it('answers a second ask from the cache without fetching the page again', async () => {
    await preview(ada, `${pagesUrl}/host`);
    const before = pageHits.get('/host');
    const again = await preview(ada, `${pagesUrl}/host`);
    expect(again.status).toBe(200);
    expect(again.body.data.title).toBe(`Host 127.0.0.1:${(pages.address() as AddressInfo).port}`);
    expect(pageHits.get('/host')).toBe(before);
  });

  it('follows a redirect on the allowed host and answers the final address', async () => {
    const res = await preview(ada, `${pagesUrl}/to-article`);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`${pagesUrl}/article`);
    expect(res.body.data.title).toBe('Quarterly results & outlook');
  });

  it('follows at most 5 redirects', async () => {
    expect((await preview(ada, `${pagesUrl}/chain/4`)).status).toBe(200);
    const tooMany = await preview(ada, `${pagesUrl}/chain/5`);
    expect(tooMany.status).toBe(404);
    expect(tooMany.body.message).toBe(messages.linkPreview.unavailable);
  });

  it('answers no preview as data null with missing=null (no 404 for the console), a preview as before', async () => {
    // A user of its own: every preview counts against the per-minute limit of its asker.
    const eve = await signUp(server.url);
    const none = await eve.get(
      `/api/utility/link-preview?${new URLSearchParams({ url: `${pagesUrl}/chain/5`, missing: 'null' })}`,
    );
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ isSuccess: true, data: null });
    const some = await eve.get(
      `/api/utility/link-preview?${new URLSearchParams({ url: `${pagesUrl}/article`, missing: 'null' })}`,
    );
    expect(some.body.data.title).toBe('Quarterly results & outlook');
    expect((await eve.get(`/api/utility/link-preview?url=${pagesUrl}/article&missing=yes`)).status).toBe(400);
  });

  it.each([
    ['/latin1', 'Café crème'],
    ['/meta-charset', 'À la carte'],
    ['/gzip', 'Compressed page'],
  ])('decodes %s', async (path, title) => {
    const res = await preview(ada, `${pagesUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe(title);
  });

  it('falls back to Twitter card tags', async () => {
    const res = await preview(ada, `${pagesUrl}/twitter`);
    expect(res.body.data).toEqual({
      url: `${pagesUrl}/twitter`,
      title: 'Card title',
      description: 'Card text',
      image: 'https://cdn.example.com/card.jpg',
    });
  });

  it('previews a page with only a <title>, empty strings for the rest', async () => {
    const res = await preview(ada, `${pagesUrl}/plain`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      url: `${pagesUrl}/plain`,
      title: 'Just a title — here',
      description: '',
      image: '',
    });
  });

  it('drops an image that is not http(s)', async () => {
    const res = await preview(ada, `${pagesUrl}/bad-image`);
    expect(res.body.data).toMatchObject({ title: 'Bad image', image: '' });
  });

  it.each(['/data.json', '/missing', '/loop', '/nowhere'])('answers 404 for %s (no preview)', async (path) => {
    const res = await preview(ada, `${pagesUrl}${path}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ isSuccess: false, message: messages.linkPreview.unavailable });
  });

  it('gives up on a server that never answers, within the deadline', async () => {
    const started = Date.now();
    const res = await preview(ada, `${pagesUrl}/slow`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.linkPreview.unavailable);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('keeps what a slow body sent before the deadline', async () => {
    const res = await preview(ada, `${pagesUrl}/slow-body`);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Slow but started');
  });

  it('reads a huge page only up to the size cap', async () => {
    const res = await preview(ada, `${pagesUrl}/huge`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Huge page', description: 'Big' });
    await expect.poll(() => hugeBodyEndedEarly).toBe(true);
  });

  it('answers 404 for a name that does not resolve', async () => {
    const res = await preview(ada, 'http://no-such-host.invalid/');
    expect(res.status).toBe(404);
  });
});

describe('GET /api/utility/link-preview: input and session', () => {
  it('refuses a signed-out caller with 401', async () => {
    const res = await preview(anonymous(server.url), `${pagesUrl}/article`);
    expect(res.status).toBe(401);
    expect(res.body.isSuccess).toBe(false);
  });

  it('answers 400 without a url, with an empty one and with one too long', async () => {
    const missing = await ada.get('/api/utility/link-preview');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.linkPreview.urlRequired);
    const empty = await preview(ada, '   ');
    expect(empty.status).toBe(400);
    const long = await preview(ada, `http://example.com/${'a'.repeat(2100)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messages.linkPreview.urlTooLong);
  });

  it('limits previews per user and minute with a 429', async () => {
    const busy = await signUp(server.url);
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await preview(busy, 'file:///x')).status);
    expect(answers.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(answers[60]).toBe(429);
    // Another user is not affected.
    expect((await preview(ada, 'file:///x')).status).toBe(400);
  });
});

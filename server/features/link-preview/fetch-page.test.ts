import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';

const lookup = vi.hoisted(() => vi.fn());
vi.mock('node:dns/promises', () => ({ lookup }));

const { fetchPage } = await import('./fetch-page');
const { allowedHostsFrom } = await import('./url-policy');

let site: Server;
let port: number;
let hosts: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<title>Pinned</title>');
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  port = (site.address() as AddressInfo).port;
});

afterAll(() => {
  site.closeAllConnections();
  site.close();
});

const limits = (allow: string[]) => ({
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  allowedHosts: allowedHostsFrom(allow),
  userAgent: 'test',
});

describe('fetchPage', () => {
  it('connects to the address it checked, sending the original name as Host (no second lookup)', async () => {
    hosts = [];
    lookup.mockReset();
    // A rebinding resolver: the first answer is checked, a later one would point elsewhere.
    lookup.mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }]);
    lookup.mockResolvedValue([{ address: '10.9.9.9', family: 4 }]);
    const page = await fetchPage(new URL(`http://rebind.test:${port}/`), limits([`rebind.test:${port}`]));
    expect(page.html).toContain('Pinned');
    expect(hosts).toEqual([`rebind.test:${port}`]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a name when any of its addresses is private', async () => {
    lookup.mockReset();
    lookup.mockResolvedValue([
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:10.0.0.1', family: 6 },
    ]);
    await expect(fetchPage(new URL('http://mixed.example/'), limits([]))).rejects.toMatchObject({
      status: 400,
      message: messages.linkPreview.privateAddress,
    });
  });

  it('answers "no preview" when the name does not resolve', async () => {
    lookup.mockReset();
    lookup.mockRejectedValue(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    await expect(fetchPage(new URL('http://gone.example/'), limits([]))).rejects.toMatchObject({ status: 404 });
  });
});

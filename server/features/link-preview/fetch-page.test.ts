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
    if (req.url === '/to-internal') {
      res.writeHead(302, { location: 'http://internal.example/latest/meta-data/' }).end();
      return;
    }
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

  // The resolver cannot run offline for such names: the lookup answers what a hostile DNS would.
  it.each([
    ['loopback', '127.0.0.1', 4],
    ['unspecified', '0.0.0.0', 4],
    ['cloud metadata', '169.254.169.254', 4],
    ['private 10/8', '10.1.2.3', 4],
    ['private 172.16/12', '172.20.0.5', 4],
    ['private 192.168/16', '192.168.0.10', 4],
    ['carrier-grade NAT', '100.64.0.1', 4],
    ['IPv6 loopback', '::1', 6],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1', 6],
    ['unique local', 'fd12:3456::1', 6],
    ['link-local', 'fe80::1', 6],
  ])('refuses a public-looking name that resolves to %s (%s)', async (_, address, family) => {
    lookup.mockReset();
    lookup.mockResolvedValue([{ address, family }]);
    await expect(fetchPage(new URL('http://news.example/'), limits([]))).rejects.toMatchObject({
      status: 400,
      message: messages.linkPreview.privateAddress,
    });
  });

  it('refuses a redirect to a name that resolves to a private address, and never connects to it', async () => {
    hosts = [];
    lookup.mockReset();
    lookup.mockImplementation(async (name: string) => [
      { address: name === 'start.test' ? '127.0.0.1' : '169.254.169.254', family: 4 },
    ]);
    await expect(
      fetchPage(new URL(`http://start.test:${port}/to-internal`), limits([`start.test:${port}`])),
    ).rejects.toMatchObject({ status: 400, message: messages.linkPreview.privateAddress });
    expect(lookup).toHaveBeenCalledWith('internal.example', expect.anything());
    // Only the allowed first hop was fetched.
    expect(hosts).toEqual([`start.test:${port}`]);
  });
});

import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One port in front of several server instances, as a load balancer would be: each HTTP
 * request goes to the next instance in turn. `hits` counts the requests each one served.
 */
export async function startRoundRobinProxy(upstreams: string[] = []): Promise<{
  url: string;
  /** The instances' base URLs; may be filled in after the proxy started (PUBLIC_URL is its). */
  upstreams: string[];
  hits: number[];
  close(): Promise<void>;
}> {
  let next = 0;
  const hits: number[] = [];
  const server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    hits[index] = (hits[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

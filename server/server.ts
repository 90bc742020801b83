import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { featureModules } from './features';
import { registerFeatures, startFeatures } from './features/feature-module';
import { leanReads } from './http/lean-reads';
import { secureServer } from './http/secure-headers';
import { resolveSession } from './http/session';
import { createLogger, type Logger } from './logger';
import { startMaintenance } from './platform/maintenance';
import { seedDemoData } from './seed/demo';
import { closeServices, createServices, type Services } from './services';

export type RunningServer = {
  url: string;
  /** The address printed for people to open (PUBLIC_URL, or this machine's loopback). */
  address: string;
  port: number;
  services: Services;
  /** Graceful: stop accepting, finish in-flight requests, close sockets, jobs, database. */
  close(): Promise<void>;
};

/**
 * Connections waiting for accept. Node's default (511) overflows when thousands of clients
 * come back at once after a restart or a network drop: the kernel then drops their
 * handshakes and they wait out TCP's retransmission (1, 3, 7, 15 s ...). Linux caps this
 * at net.core.somaxconn (4096 on current kernels).
 */
const LISTEN_BACKLOG = 4096;

/** Builds the services, migrates, seeds when asked, and listens. Used by main.ts and tests. */
export async function startServer(config: Config, logger: Logger = createLogger(config)): Promise<RunningServer> {
  const services = await createServices(config, logger);
  registerFeatures(services, featureModules);
  if (config.seedDemo) await seedDemoData(services);
  const app = createApp(services);

  const server = createAdaptorServer({
    fetch: app.fetch,
    hostname: config.host,
    createServer: secureServer({
      trustProxy: config.trustProxy,
      lean: leanReads(
        services,
        featureModules.flatMap((f) => f.leanReads ?? []),
      ),
    }),
  }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  services.realtime.attach(server, (headers) => resolveSession(services, headers));
  services.queue.start();
  const stopMaintenance = startMaintenance(services);
  const stopFeatures = startFeatures(services, featureModules);

  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const address = appAddress(config, port);
  logger.info(
    { url: address, listening: url, database: config.database.dialect },
    `${config.productName}: open ${address}`,
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    address,
    port,
    services,
    close() {
      closing ??= (async () => {
        stopMaintenance();
        await stopFeatures();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections?.();
        await services.realtime.closeSockets();
        const deadline = setTimeout(() => server.closeAllConnections?.(), 10_000);
        await stopped;
        clearTimeout(deadline);
        await closeServices(services);
      })();
      return closing;
    },
  };
}

/** The address to open: PUBLIC_URL when set, else this machine's (on every interface: loopback). */
function appAddress(config: Config, port: number): string {
  if (config.hasPublicUrl) return config.publicUrl;
  if (['0.0.0.0', '::', ''].includes(config.host)) return `http://127.0.0.1:${port}`;
  return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
}

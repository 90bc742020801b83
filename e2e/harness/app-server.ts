import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPostgresDatabase, postgresTestUrl } from '../../server/testing/test-database';

export type AppServer = { url: string; stop(): Promise<void>; logs(): string };

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

const root = resolve(import.meta.dirname, '../..');
const serverEntry = join(root, 'dist/server/main.js');

type Child = { child: ChildProcess; output: () => string };

function spawnServer(port: number, dataDir: string, env: Record<string, string>): Child {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function untilHealthy({ child, output }: Child, url: string): Promise<void> {
  // A first start migrates a new database: on a loaded machine that has taken over 30 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function stopServer({ child }: Child): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * A data directory as this build's first start leaves it (migrated SQLite database, session
 * secret, e-sign seal certificate), made once per build and copied for each server: a first
 * start spent 2-4 s of its 6-9 s migrating and making the seal's RSA key, in each of the
 * thirty-odd e2e files. The first start itself still runs, here, on every build.
 */
const TEMPLATE_KEPT_MS = 24 * 3_600_000;

async function dataTemplate(): Promise<string> {
  const built = statSync(serverEntry);
  const prefix = 'rapport-e2e-template-';
  const template = join(tmpdir(), `${prefix}${built.size}-${Math.round(built.mtimeMs)}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(join(tmpdir(), 'rapport-e2e-making-'));
  const port = await freePort();
  const server = spawnServer(port, making, {});
  try {
    await untilHealthy(server, `http://127.0.0.1:${port}`);
    // The e-sign seal's certificate is made just after the start: stopped before it is
    // published, each copy would make its own (server/features/esign/seal-identity.ts).
    const deadline = Date.now() + 60_000;
    while (!existsSync(join(making, 'esign-seal', 'seal.p12')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  } finally {
    await stopServer(server); // a clean stop checkpoints the WAL: one database file
  }
  // Earlier builds' templates, once a day old: another checkout's run may still be copying its own.
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(prefix))) {
    const path = join(tmpdir(), old);
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - made > TEMPLATE_KEPT_MS) rmSync(path, { recursive: true, force: true });
  }
  try {
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true }); // another file's run made it first
  }
  return template;
}

/**
 * The BUILT server (`npm run build` output) as its own process, exactly as `npm run serve`
 * runs it, on a free port with a fresh database (PostgreSQL when the run has DATABASE_URL).
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rapport-e2e-'));
  cpSync(await dataTemplate(), dataDir, { recursive: true });
  const port = await freePort();
  const pgUrl = postgresTestUrl();
  const database = pgUrl ? await createPostgresDatabase(pgUrl) : undefined;
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer(port, dataDir, { ...(database ? { DATABASE_URL: database.url } : {}), ...env });
  await untilHealthy(server, url);
  return {
    url,
    logs: server.output,
    async stop() {
      await stopServer(server);
      await database?.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

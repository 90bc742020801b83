import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** tsx compiles the server on each start: on a busy 2-core CI host that took up to a minute. */
const READY_TIMEOUT_MS = 150_000;

/**
 * The server as its own process (`node --import tsx server/main.ts`), so a test can kill it
 * with SIGKILL mid-request and start it again on the same port and data, as a crash and a
 * supervisor's restart would.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly starts: number[] = [];
  /** The process's stderr tail: what it said before it died. */
  log = '';

  constructor(
    readonly url: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-4000);
    });
    this.child = child;
    await this.waitUntilHealthy(child);
    this.starts.push(Date.now() - started);
  }

  /** SIGKILL: no shutdown hook runs, whatever was in flight is cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  /** SIGTERM and wait: the clean stop at the end. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  private async waitUntilHealthy(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${this.log}`);
      const healthy = await fetch(`${this.url}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server not healthy within ${READY_TIMEOUT_MS} ms:\n${this.log}`);
  }
}

import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import type { ClientCommand, ClientReply } from './ws-protocol';

type ReplyOf<T extends ClientReply['type']> = Extract<ClientReply, { type: T }>;

/** The WebSocket clients' child process, driven one command at a time over IPC. */
export class ClientProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly stop: () => Promise<void>,
  ) {}

  static start(): ClientProcess {
    const entry = fileURLToPath(new URL('./ws-clients.ts', import.meta.url));
    // Advanced serialization carries the latency Float64Array without JSON.
    const child = fork(entry, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: 'inherit' });
    const stop = onCleanup('ws client process', async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    });
    return new ClientProcess(child, stop);
  }

  request<T extends ClientReply['type']>(command: ClientCommand, expect: T, timeoutMs: number): Promise<ReplyOf<T>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`client process: no "${expect}" after ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onMessage = (message: ClientReply) => {
        if (message.type === 'error') done(new Error(`client process: ${message.message}`));
        else if (message.type === expect) done(undefined, message as ReplyOf<T>);
      };
      const onExit = (code: number | null) => done(new Error(`client process exited (${code})`));
      const done = (error?: Error, reply?: ReplyOf<T>) => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        if (error) reject(error);
        else resolve(reply as ReplyOf<T>);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send(command);
    });
  }
}

/**
 * Several client processes sharing the sockets of one step: one process alone cannot read
 * 10k sockets' frames (and make their reads) as fast as the server sends them.
 */
export class ClientPool {
  private constructor(private readonly processes: ClientProcess[]) {}

  static start(count: number): ClientPool {
    return new ClientPool(Array.from({ length: count }, () => ClientProcess.start()));
  }

  get size(): number {
    return this.processes.length;
  }

  /** Sends each process its own command (its share of the sockets) and waits for all answers. */
  each<T extends ClientReply['type']>(
    commandFor: (index: number) => ClientCommand,
    expect: T,
    timeoutMs: number,
  ): Promise<ReplyOf<T>[]> {
    return Promise.all(this.processes.map((p, i) => p.request(commandFor(i), expect, timeoutMs)));
  }

  all<T extends ClientReply['type']>(command: ClientCommand, expect: T, timeoutMs: number): Promise<ReplyOf<T>[]> {
    return this.each(() => command, expect, timeoutMs);
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop()));
  }
}

import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';

export type SenderRequest = {
  id: number;
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
};
/** The answer's status, its JSON body (or the start of its text), and ms from send to whole answer. */
export type SenderReply = { id: number; status: number; body: unknown; ms: number };

/**
 * The bench's HTTP sender in a process of its own (sender-child.ts): a POST made from the
 * bench process would build and read it on the event loop of the server under test, which
 * runs there, so the server's figure would include its client's work.
 */
class Sender {
  #next = 0;
  readonly #waiting = new Map<number, (reply: SenderReply) => void>();

  constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: SenderReply) => {
      this.#waiting.get(reply.id)?.(reply);
      this.#waiting.delete(reply.id);
    });
    child.once('exit', (code) => {
      for (const resolve of this.#waiting.values())
        resolve({ id: -1, status: 0, body: `sender exited (${code})`, ms: 0 });
      this.#waiting.clear();
    });
  }

  request(url: string, init: SenderRequest['init']): Promise<SenderReply> {
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.child.send({ id, url, init } satisfies SenderRequest);
    });
  }

  postJson(url: string, token: string, body: unknown): Promise<SenderReply> {
    return this.request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

let shared: Sender | undefined;

/** The run's sender process, started on first use and stopped with the run's cleanup. */
export function httpSender(): Sender {
  if (shared) return shared;
  const entry = fileURLToPath(new URL('./sender-child.ts', import.meta.url));
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const sender = new Sender(child);
  shared = sender;
  onCleanup('http sender process', () => {
    if (shared === sender) shared = undefined;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return sender;
}

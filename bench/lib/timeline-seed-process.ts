import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import type { TimelineSeedReply, TimelineSeedRequest } from './timeline-seed-child';
import type { TimelineWorld } from './timeline-seed';

/**
 * Migrates and seeds `dataDir` for the timeline pages in a child process running the code
 * of `checkout` (another working copy, see BENCH_AGAINST in http.ts) or of this one, so the
 * seeded schema is always the one the server of that checkout expects.
 */
export function seedTimelineWith(dataDir: string, posts: number, checkout?: string): Promise<TimelineWorld> {
  const entry = checkout
    ? join(checkout, 'bench/lib/timeline-seed-child.ts')
    : fileURLToPath(new URL('./timeline-seed-child.ts', import.meta.url));
  // tsx resolves the @shared alias from the tsconfig of the working directory: the checkout's own.
  const child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit', cwd: checkout });
  const forget = onCleanup('timeline seed process', () => void child.kill('SIGKILL'));
  return new Promise<TimelineWorld>((resolve, reject) => {
    child.once('message', (reply: TimelineSeedReply) => {
      if (reply.world) resolve(reply.world);
      else reject(new Error(`timeline seed: ${reply.error}`));
    });
    child.once('exit', (code) => {
      void forget();
      reject(new Error(`timeline seed process exited (${code}) without a world`));
    });
    child.send({ dataDir, posts } satisfies TimelineSeedRequest);
  });
}

// Small helpers shared by the npm scripts (start, test, dev).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** better-sqlite3 compiles against the system's Node headers where they exist (see TOOLCHAIN). */
export function npmEnv() {
  const env = { ...process.env };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';
  return env;
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: options.env ?? npmEnv(), shell: false });
    // A SIGTERM to `npm start` must reach the server, or it runs on (and never closes its database).
    if (options.forwardSignals)
      for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Newest modification time under the given paths (files only, node_modules skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && !name.startsWith('.')) visit(join(p, name));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) visit(join(root, p));
  return newest;
}

export function mtime(path) {
  const p = join(root, path);
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

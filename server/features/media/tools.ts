import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, isAbsolute, join } from 'node:path';
import type { Config } from '../../config';

export type ToolName = 'soffice' | 'ffmpeg' | 'pdftoppm' | 'pdfinfo';

/** Names each tool goes by on PATH, in the order they are tried. */
const COMMANDS: Record<ToolName, string[]> = {
  soffice: ['soffice', 'libreoffice'],
  ffmpeg: ['ffmpeg'],
  pdftoppm: ['pdftoppm'],
  pdfinfo: ['pdfinfo'],
};

/**
 * The executable of a tool, or null when this server has none: the configured path
 * (SOFFICE_PATH ...) when set, else the first of its names found on PATH. Looked up per
 * job, so installing a tool needs no restart.
 */
export async function findTool(config: Config, tool: ToolName): Promise<string | null> {
  const configured = config.media.tools[tool];
  if (configured) return (await isExecutable(configured)) ? configured : null;
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => isAbsolute(dir));
  for (const name of COMMANDS[tool]) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (await isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A tool that ran but failed (exit code, timeout): the file's preview failed, not the job. */
export class ToolFailed extends Error {
  override name = 'ToolFailed';
}

/** Runs a tool without a shell, bounded in time and output; aborts with the job's lease. */
export function runTool(
  command: string,
  args: string[],
  options: { timeoutMs: number; signal?: AbortSignal; cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 4 * 1024 * 1024,
        signal: options.signal,
        cwd: options.cwd,
        env: options.env ?? process.env,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(String(stdout));
        if (options.signal?.aborted) return reject(error);
        const detail = String(stderr).trim().split('\n').slice(-3).join(' ') || error.message;
        reject(new ToolFailed(`${command.split('/').pop()} failed: ${detail}`.slice(0, 500)));
      },
    );
  });
}

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool, ToolFailed } from './tools';

const FFMPEG_TIMEOUT_MS = 120_000;

/**
 * A poster frame: the frame at one second (the first is often black), or the first frame
 * of a shorter video, scaled to at most 1024 px wide.
 */
export async function posterFrame(
  ffmpeg: string,
  video: string,
  outDir: string,
  run: { signal?: AbortSignal },
): Promise<Buffer> {
  const out = join(outDir, 'poster.jpg');
  for (const seek of ['1', '0']) {
    await runTool(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        '-ss',
        seek,
        '-i',
        video,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1024,iw)':-2",
        '-q:v',
        '3',
        out,
      ],
      { timeoutMs: FFMPEG_TIMEOUT_MS, signal: run.signal },
    );
    if ((await stat(out).catch(() => null))?.size) return readFile(out);
  }
  throw new ToolFailed('ffmpeg found no frame in the video');
}

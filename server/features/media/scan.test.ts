import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { EICAR, startFakeClamd } from './fake-clamd';
import { clamdTarget, scanWithClamd } from './scan';

const dir = mkdtempSync(join(tmpdir(), 'rapport-clamd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scanWithClamd (INSTREAM over a real socket)', () => {
  it('streams length-prefixed chunks over TCP and reads OK and FOUND', async () => {
    const clamd = await startFakeClamd(0);
    const { port } = clamd.server.address() as { port: number };
    const target = clamdTarget(`tcp://127.0.0.1:${port}`);
    try {
      const big = Buffer.alloc(200_000, 'a');
      expect(await scanWithClamd(target, Readable.from([big.subarray(0, 150_000), big.subarray(150_000)]))).toEqual({
        infected: false,
      });
      expect(clamd.scans[0]?.body.equals(big)).toBe(true);
      expect(Math.max(...(clamd.scans[0]?.chunks ?? []))).toBeLessThanOrEqual(64 * 1024);

      expect(await scanWithClamd(target, Readable.from([Buffer.from(`hello ${EICAR}`)]))).toEqual({
        infected: true,
        signature: 'Eicar-Test-Signature',
      });
      expect(await scanWithClamd(target, Readable.from([]))).toEqual({ infected: false });
    } finally {
      await clamd.close();
    }
  });

  it('works over a unix socket', async () => {
    const path = join(dir, 'clamd.sock');
    const clamd = await startFakeClamd(path);
    try {
      expect(clamdTarget(`unix://${path}`)).toEqual({ path });
      expect(await scanWithClamd(clamdTarget(`unix://${path}`), Readable.from([Buffer.from(EICAR)]))).toMatchObject({
        infected: true,
      });
    } finally {
      await clamd.close();
    }
  });

  it('throws on an error answer, a refused connection and a timeout, never reporting clean', async () => {
    const clamd = await startFakeClamd(0, { maxBytes: 1000 });
    const { port } = clamd.server.address() as { port: number };
    try {
      await expect(
        scanWithClamd(clamdTarget(`tcp://127.0.0.1:${port}`), Readable.from([Buffer.alloc(500_000)])),
      ).rejects.toThrow(/size limit exceeded/);
    } finally {
      await clamd.close();
    }
    await expect(
      scanWithClamd(clamdTarget(`tcp://127.0.0.1:${port}`), Readable.from([Buffer.from('x')])),
    ).rejects.toThrow();

    const silent = await startFakeClamd(join(dir, 'silent.sock'));
    silent.server.removeAllListeners('connection');
    silent.server.on('connection', () => undefined);
    try {
      await expect(
        scanWithClamd({ path: join(dir, 'silent.sock') }, Readable.from([Buffer.from('x')]), { timeoutMs: 200 }),
      ).rejects.toThrow(/in time/);
    } finally {
      silent.server.close();
    }
  });
});

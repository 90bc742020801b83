import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, stopTestServers } from '../../testing/test-server';
import { generatedUnder, selfSignedP12 } from './seal-identity';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-seal-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await stopTestServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the e-sign seal's self-signed identity under DATA_DIR", () => {
  it('is made on first use and read back the same by the next start', async () => {
    const dir = dataDir();
    const made = await generatedUnder(dir, 'Rapport');
    expect(made.subject).toBe('Rapport e-signature seal');
    expect(readdirSync(join(dir, 'esign-seal')).sort()).toEqual(['seal.p12', 'seal.pass']);
    const again = await generatedUnder(dir, 'Rapport');
    expect(again.p12.equals(made.p12)).toBe(true);
    expect(again.passphrase).toBe(made.passphrase);
  });

  it('recovers from a start stopped halfway by the old layout (an empty passphrase, no certificate)', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'esign-seal.pass'), '');
    const made = await generatedUnder(dir, 'Rapport');
    expect(made.subject).toBe('Rapport e-signature seal');
    expect(existsSync(join(dir, 'esign-seal', 'seal.p12'))).toBe(true);
  });

  it("keeps an install's complete identity in the old layout: documents it sealed still verify", async () => {
    const dir = dataDir();
    const p12 = selfSignedP12('Acme e-signature seal', 'secret-pass');
    writeFileSync(join(dir, 'esign-seal.p12'), p12);
    writeFileSync(join(dir, 'esign-seal.pass'), 'secret-pass\n');
    const kept = await generatedUnder(dir, 'Rapport');
    expect(kept).toMatchObject({ passphrase: 'secret-pass', subject: 'Acme e-signature seal' });
    expect(kept.p12.equals(p12)).toBe(true);
    expect(existsSync(join(dir, 'esign-seal'))).toBe(false);
  });

  it('gives two instances starting at once the same identity', async () => {
    const dir = dataDir();
    const [a, b] = await Promise.all([generatedUnder(dir, 'Rapport'), generatedUnder(dir, 'Rapport')]);
    expect(a.p12.equals(b.p12)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith('esign-seal.making-'))).toEqual([]);
  });

  it("clears a dead start's staging directory, not a running one's", async () => {
    const dir = dataDir();
    const dead = join(dir, 'esign-seal.making-dead');
    const running = join(dir, 'esign-seal.making-running');
    mkdirSync(dead);
    mkdirSync(running);
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(dead, hourAgo, hourAgo);
    await generatedUnder(dir, 'Rapport');
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
  it('is finished before a server that was making it has closed: nothing writes under DATA_DIR after', async () => {
    const server = await startTestServer();
    await server.close();
    const listing = () => readdirSync(server.dataDir).sort();
    const closed = listing();
    expect(closed).toContain('esign-seal');
    expect(closed.filter((name) => name.includes('.making-'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(listing()).toEqual(closed);
  });
});

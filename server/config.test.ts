import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'rapport-config-'));

describe('loadConfig', () => {
  it('defaults to SQLite under DATA_DIR on 127.0.0.1:8787', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    // Group commit is off unless DB_GROUP_COMMIT=1 (README "Group commit").
    expect(config.database).toEqual({ dialect: 'sqlite', file: join(dir, 'rapport.sqlite'), groupCommit: true });
    expect(loadConfig({ DATA_DIR: dir, DB_GROUP_COMMIT: '0' }).database).toMatchObject({ groupCommit: false });
    expect(config.productName).toBe('Rapport');
    expect(config.publicUrl).toBe('http://localhost:8787');
    expect(config.seedDemo).toBe(true);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@db:5432/rapport' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u:p@db:5432/rapport', groupCommit: true });
  });

  it('keeps a generated secret beside the data, private to the owner, stable across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(first);
    expect(readFileSync(join(dir, '.secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, '.secret')).mode & 0o077).toBe(0);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*LOG_LEVEL/,
    );
  });

  it('turns social sign-in on only when both keys are set', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', LINKEDIN_CLIENT_ID: 'only-id' });
    expect(config.social.google).toBeUndefined();
    const both = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(both.social.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
  });

  it('keeps background jobs in the database unless a Redis queue is named', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).queue).toEqual({ engine: 'database' });
    expect(loadConfig({ DATA_DIR: dataDir(), QUEUE_URL: 'redis://q:6379' }).queue).toEqual({
      engine: 'bullmq',
      url: 'redis://q:6379',
      prefix: 'rapport',
    });
    const viaRedis = loadConfig({ DATA_DIR: dataDir(), QUEUE_ENGINE: 'bullmq', REDIS_URL: 'redis://cache:6379' });
    expect(viaRedis.queue).toMatchObject({ engine: 'bullmq', url: 'redis://cache:6379' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), QUEUE_ENGINE: 'bullmq' })).toThrow(/QUEUE_ENGINE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), QUEUE_URL: 'http://nope' })).toThrow(/QUEUE_URL/);
  });
});

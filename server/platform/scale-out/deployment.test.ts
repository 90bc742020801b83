import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../config';

// compose.yaml and the Dockerfile are not built in CI (no registry); this keeps them honest.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const compose = parse(readFileSync(`${root}compose.yaml`, 'utf8'), { merge: true }) as {
  services: Record<string, { build?: unknown; image?: string; environment?: Record<string, string>; command?: string }>;
};
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');

/**
 * What several instances need from the config: without any of these an instance silently
 * falls back to an embedded default that only suits one machine (own SQLite file, in-process
 * fan-out, its own generated secret, local disk, the database queue, no mail).
 */
const SCALE_OUT_VARIABLES = [
  'NODE_ENV',
  'HOST',
  'PUBLIC_URL',
  'SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'QUEUE_ENGINE',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
] as const;

const instances = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe('compose.yaml', () => {
  it('starts several server instances of the image built here', () => {
    expect(instances.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every instance every variable a scale-out deployment needs, each one the config reads', () => {
    for (const [name, service] of instances) {
      const env = service.environment ?? {};
      for (const variable of SCALE_OUT_VARIABLES) expect(env, `${name} lacks ${variable}`).toHaveProperty(variable);
      for (const variable of Object.keys(env))
        expect(CONFIG_VARIABLES, `${name}: ${variable} is not a config variable`).toContain(variable);
    }
  });

  it('gives every instance the same settings, and ones the config accepts', () => {
    const [first, ...others] = instances.map(([, service]) => service.environment);
    for (const env of others) expect(env).toEqual(first);
    const env = { ...first, SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/rapport-compose-check' } as Record<string, string>;
    const config = loadConfig(env);
    expect(config.database.dialect).toBe('postgres');
    expect(config.queue.engine).toBe('bullmq');
    expect(config.s3?.bucket).toBeTruthy();
    expect(config.mail.smtpUrl).toBeTruthy();
  });

  it('runs PostgreSQL, Redis, an S3 server, a mail catcher and one port in front of every instance', () => {
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    for (const image of ['postgres', 'redis', 'minio/minio', 'axllent/mailpit', 'caddy'])
      expect(
        images.some((i) => i.startsWith(image)),
        image,
      ).toBe(true);
    const proxy = Object.values(compose.services).find((s) => s.image?.startsWith('caddy'));
    for (const [name] of instances) expect(proxy?.command).toContain(`--to ${name}:8787`);
  });
});

describe('Dockerfile', () => {
  it('builds in stages on node:20-bookworm-slim and runs as a non-root user with a health check', () => {
    expect(dockerfile.match(/^FROM node:20-bookworm-slim/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(dockerfile).toContain('libreoffice-writer-nogui');
    expect(dockerfile).toContain('poppler-utils');
  });
});

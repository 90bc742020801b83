import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('lets uploads go only to our own origin when files are on this disk', () => {
    expect(directive(contentSecurityPolicy({ s3: undefined, frames: {} }), 'connect-src')).toBe("'self'");
  });

  it("adds the S3 server's origin, where the browser puts presigned uploads", () => {
    const s3 = { bucket: 'files', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true };
    expect(directive(contentSecurityPolicy({ s3, frames: {} } as never), 'connect-src')).toBe(
      "'self' http://127.0.0.1:9000",
    );
    const aws = { bucket: 'files', region: 'eu-west-1', endpoint: undefined, forcePathStyle: false };
    expect(directive(contentSecurityPolicy({ s3: aws, frames: {} } as never), 'connect-src')).toBe(
      "'self' https://files.s3.eu-west-1.amazonaws.com https://s3.eu-west-1.amazonaws.com",
    );
  });

  it('frames https pages, and a configured help page on plain http by its origin alone', () => {
    const policy = contentSecurityPolicy({ s3: undefined, frames: { faq: 'http://intranet.local:8080/faq' } } as never);
    expect(directive(policy, 'frame-src')).toBe("'self' https: http://intranet.local:8080");
  });

  it('allows no inline or foreign script, plugins or foreign framing', () => {
    const policy = contentSecurityPolicy({ s3: undefined, frames: {} });
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("'self'");
    expect(directive(policy, 'base-uri')).toBe("'self'");
  });
});

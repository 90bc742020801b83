import type { Config } from '../config';

/**
 * The Content-Security-Policy of the web app's HTML pages. Scripts only from our own origin
 * (the built index.html has no inline script, and pdf.js's worker is a file of ours), so an
 * injected `<script>` or `onerror=` attribute does not run. Styles keep 'unsafe-inline':
 * React, the editor and the menus position things through style attributes. Images and media
 * may come from anywhere over http(s) (link previews, S3 signed URLs), frames from https
 * (the help and enterprise drawers open configured sites, over http too when FRAME_URLS says so), and nobody else may frame us.
 */
export function contentSecurityPolicy(config: Pick<Config, 's3' | 'frames'>): string {
  const connect = ["'self'", ...storageOrigins(config.s3)];
  const frames = ["'self'", 'https:', ...frameOrigins(config.frames)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    `frame-src ${frames.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Where the browser sends uploads itself: the S3 server's origin when files live there. */
function storageOrigins(s3: Config['s3']): string[] {
  if (!s3) return [];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return s3.forcePathStyle ? [endpoint.origin] : [endpoint.origin, `${endpoint.protocol}//*.${endpoint.host}`];
  }
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
}

/** The configured help and enterprise pages' origins, so one on plain http (an intranet) still opens. */
function frameOrigins(frames: Config['frames']): string[] {
  const origins = Object.values(frames).flatMap((url) => {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    return parsed && parsed.protocol === 'http:' ? [parsed.origin] : [];
  });
  return [...new Set(origins)];
}

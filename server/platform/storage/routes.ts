import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../../http/app-env';
import { handleSignedFile } from './file-endpoint';
import { presignedUrl } from './presign-route';

/** Mounted at /api: the spec's presigned-URL call and the local driver's signed file endpoint. */
export function fileRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/utility/aws/presignedUrl', presignedUrl);
  // The signed URL is the credential (no cookies), so any origin may use it, as with S3.
  app.use(
    '/files/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'PUT', 'DELETE'],
      allowHeaders: ['Content-Type', 'Cache-Control', 'Range'],
      exposeHeaders: ['Content-Length', 'Content-Range', 'Accept-Ranges'],
      maxAge: 600,
    }),
  );
  app.on(['GET', 'HEAD', 'PUT', 'DELETE'], '/files/*', handleSignedFile);
  return app;
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config';
import type { ByteRange, SignedMethod, SignedUrlOptions, Storage, StoredObject } from './types';
import { attachmentDisposition } from './content-disposition';
import { assertValidKey } from './keys';

export type S3Settings = NonNullable<Config['s3']>;

/** Any S3-compatible store (AWS, MinIO, R2 ...): one bucket; clients use presigned URLs directly. */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly spoolDir: string,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: the SDK's default (CRC32 trailers in
      // aws-chunked bodies for streams) is not understood by every S3-compatible server,
      // which then stores the chunk framing inside the file (s3-live.test.ts caught it).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void> {
    assertValidKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
      return;
    }
    // S3 needs the length up front: spool the stream to disk rather than into memory.
    await mkdir(this.spoolDir, { recursive: true });
    const spool = join(this.spoolDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
      const { size } = await stat(spool);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertValidKey(key);
    const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    const answer = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }))
      .catch(ifNotFound);
    if (!answer?.Body) return null;
    const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
    const served = /bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? '');
    return {
      body: answer.Body as Readable,
      size: total ? Number(total) : Number(answer.ContentLength ?? 0),
      contentType: answer.ContentType ?? 'application/octet-stream',
      ...(range && served ? { range: { start: Number(served[1]), end: Number(served[2]) } } : {}),
    };
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    assertValidKey(key);
    const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).catch(ifNotFound);
    if (!answer) return null;
    return { size: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<string> {
    assertValidKey(prefix.replace(/\/+$/, ''));
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async signedUrl(key: string, method: SignedMethod, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    const target = { Bucket: this.bucket, Key: key };
    const command =
      method === 'PUT'
        ? new PutObjectCommand({ ...target, ContentType: options.contentType })
        : method === 'DELETE'
          ? new DeleteObjectCommand(target)
          : new GetObjectCommand({
              ...target,
              ResponseContentDisposition: options.downloadName
                ? attachmentDisposition(options.downloadName)
                : undefined,
            });
    // Signing the Content-Type header makes S3 refuse an upload of another type, as the local driver does.
    const signableHeaders = method === 'PUT' && options.contentType ? new Set(['content-type']) : undefined;
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds, signableHeaders });
  }
}

function ifNotFound(error: { name?: string; $metadata?: { httpStatusCode?: number } }): undefined {
  if (error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404)
    return undefined;
  throw error;
}

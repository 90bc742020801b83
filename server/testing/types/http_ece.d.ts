/** The part of http_ece (dev dependency, no published types) the push test uses to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type DecryptParams = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer };
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { Config } from '../../config';

/** The PKCS#12 that seals completed documents, and its passphrase. */
export type SealIdentity = { p12: Buffer; passphrase: string; subject: string };

const GENERATED_FILE = 'esign-seal.p12';
const GENERATED_PASS_FILE = 'esign-seal.pass';
const CERT_YEARS = 10;

const cache = new Map<string, Promise<SealIdentity>>();

/**
 * The configured PKCS#12 (ESIGN_P12_PATH), else a self-signed one made on first use and kept
 * under DATA_DIR, so every document this server sealed verifies against the same certificate.
 */
export function sealIdentity(config: Config): Promise<SealIdentity> {
  const { p12Path, p12Passphrase, dataDir } = config.esign;
  const key = p12Path ?? dataDir;
  let identity = cache.get(key);
  if (!identity) {
    identity = p12Path ? configured(p12Path, p12Passphrase) : generatedUnder(dataDir, config.productName);
    identity.catch(() => cache.delete(key));
    cache.set(key, identity);
  }
  return identity;
}

async function configured(path: string, passphrase: string): Promise<SealIdentity> {
  const p12 = await readFile(path);
  return { p12, passphrase, subject: subjectOf(p12, passphrase) };
}

async function generatedUnder(dataDir: string, productName: string): Promise<SealIdentity> {
  const file = join(dataDir, GENERATED_FILE);
  const passFile = join(dataDir, GENERATED_PASS_FILE);
  try {
    const [p12, passphrase] = await Promise.all([readFile(file), readFile(passFile, 'utf8')]);
    return { p12, passphrase: passphrase.trim(), subject: subjectOf(p12, passphrase.trim()) };
  } catch {
    // Not made yet: make it below.
  }
  const passphrase = randomBytes(24).toString('base64url');
  const p12 = selfSignedP12(`${productName} e-signature seal`, passphrase);
  await mkdir(dataDir, { recursive: true });
  // `wx`: two instances starting at once keep the first one's certificate.
  try {
    await writeFile(passFile, passphrase, { mode: 0o600, flag: 'wx' });
    await writeFile(file, p12, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
  } catch {
    return generatedUnder(dataDir, productName);
  }
  return { p12, passphrase, subject: subjectOf(p12, passphrase) };
}

/** A self-signed RSA-2048 certificate for document signing, as PKCS#12 (key made by Node). */
export function selfSignedP12(commonName: string, passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + CERT_YEARS * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: commonName.split(' ')[0] ?? commonName },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'extKeyUsage', emailProtection: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** The certificate's common name, for the certificate page. */
function subjectOf(p12: Buffer, passphrase: string): string {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
  const bags = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag as string] ?? [];
  const cn = bags[0]?.cert?.subject.getField('CN');
  return typeof cn?.value === 'string' ? cn.value : 'unknown';
}

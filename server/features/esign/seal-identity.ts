import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { Config } from '../../config';

/** The PKCS#12 that seals completed documents, and its passphrase. */
export type SealIdentity = { p12: Buffer; passphrase: string; subject: string };

/** Where the self-signed identity is kept: a directory published whole (seal.p12, seal.pass). */
const GENERATED_DIR = 'esign-seal';
/** Before 29 Nov 2026 the two files lay in DATA_DIR itself, written one after the other. */
const LEGACY_P12 = 'esign-seal.p12';
const LEGACY_PASS = 'esign-seal.pass';
const STAGING_PREFIX = `${GENERATED_DIR}.making-`;
/** A staging directory this old was left by a start that died: no start takes this long. */
const STALE_STAGING_MS = 10 * 60_000;
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

/** The certificate and its passphrase at these paths, or null when either is missing or empty. */
async function readPair(p12Path: string, passPath: string): Promise<SealIdentity | null> {
  const [p12, pass] = await Promise.all([
    readFile(p12Path).catch(() => null),
    readFile(passPath, 'utf8').catch(() => null),
  ]);
  const passphrase = pass?.trim();
  if (!p12?.length || !passphrase) return null;
  return { p12, passphrase, subject: subjectOf(p12, passphrase) };
}

/**
 * The identity kept under DATA_DIR, made on the first start that needs one. It is written in a
 * staging directory and published by one rename, so a certificate on disk always has its
 * passphrase beside it: a start stopped halfway (the old two files, written one after the other,
 * once left an empty passphrase and no certificate, and every later start looped making keys)
 * leaves only a staging directory. Of two instances starting at once, the first rename wins and
 * the other reads it.
 */
export async function generatedUnder(dataDir: string, productName: string): Promise<SealIdentity> {
  const legacy = await readPair(join(dataDir, LEGACY_P12), join(dataDir, LEGACY_PASS));
  if (legacy) return legacy;
  const dir = join(dataDir, GENERATED_DIR);
  const kept = await readPair(join(dir, 'seal.p12'), join(dir, 'seal.pass'));
  if (kept) return kept;

  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, STAGING_PREFIX));
  const passphrase = randomBytes(24).toString('base64url');
  await writeFile(join(staging, 'seal.pass'), passphrase, { mode: 0o600 });
  await writeFile(join(staging, 'seal.p12'), selfSignedP12(`${productName} e-signature seal`, passphrase), {
    mode: 0o600,
  });
  await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  await removeStaleStaging(dataDir);
  const published = await readPair(join(dir, 'seal.p12'), join(dir, 'seal.pass'));
  if (!published) throw new Error(`The e-sign seal certificate in ${dir} cannot be read`);
  return published;
}

async function removeStaleStaging(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const path = join(dataDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_STAGING_MS) await rm(path, { recursive: true, force: true });
  }
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

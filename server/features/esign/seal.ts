import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { appendCertificate, type Certificate } from './certificate-page';
import { type FilledField, flattenFields } from './flatten';
import type { SealIdentity } from './seal-identity';

/** Room for the CMS signature (a one-certificate chain with RSA-2048 needs about 3 KB). */
const SIGNATURE_LENGTH = 16_384;

/**
 * The final document: the fields drawn into the pages, the certificate page appended, and the
 * whole signed PAdES-style (a detached CMS over the byte range of the file) with the seal.
 */
export async function sealDocument(
  pdf: Uint8Array,
  fields: FilledField[],
  certificate: Certificate,
  identity: SealIdentity,
): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  await flattenFields(doc, fields);
  await appendCertificate(doc, certificate);
  doc.setTitle(certificate.documentName);
  doc.setProducer(`${certificate.productName} e-signature`);
  doc.setModificationDate(new Date(certificate.sealedAt));
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: `Signed by ${certificate.signers.map((s) => s.name).join(', ')}`,
    contactInfo: certificate.sender,
    name: identity.subject,
    location: certificate.productName,
    signingTime: new Date(certificate.sealedAt),
    signatureLength: SIGNATURE_LENGTH,
    appName: certificate.productName,
  });
  // The placeholder must stay findable as plain bytes: no object streams.
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase });
  return new SignPdf().sign(prepared, signer, new Date(certificate.sealedAt));
}

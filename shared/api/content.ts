import { z } from 'zod';
import { isValidFileKey } from './files';
import {
  ESIGN_MAX_FIELDS,
  ESIGN_MAX_REMINDER_DAYS,
  ESIGN_MAX_SIGNERS,
  FIELD_TYPES,
  SIGNATURE_IMAGE_MAX_CHARS,
  SIGNING_ORDERS,
  type ContentState,
  type SignerState,
  type SigningOrder,
} from '../esign';
import { zId } from './envelope';

export * from '../esign';

/** POST /api/content (spec 1 §7): the uploaded file becomes a content record → `{ contentId }`. */
export const zCreateContentBody = z.object({
  /** Accepted for the client's sake: the server names the record. */
  contentId: z.string().max(128).optional(),
  userId: zId,
  createdBy: zId,
  filename: z.string().trim().min(1).max(255),
  filepath: z.string().trim().refine(isValidFileKey, { message: 'filepath: not a valid file path.' }),
  /** The file's extension as the client saw it; the server checks the name and the bytes itself. */
  type: z.string().trim().max(20).optional(),
  order: z.coerce.number().int().min(0).max(1000).default(0),
});
export type CreateContentBody = z.infer<typeof zCreateContentBody>;

export const zContentIdQuery = z.object({ contentId: zId });

/** A fraction of the page, 0 at the left/top edge, 1 at the right/bottom one. */
const zFraction = z.number().min(0).max(1);

export const zFieldInput = z
  .object({
    fieldId: z.string().trim().min(1).max(64).optional(),
    signerNumber: z.number().int().min(1).max(ESIGN_MAX_SIGNERS),
    type: z.enum(FIELD_TYPES),
    /** 1-based page number. */
    page: z.number().int().min(1).max(10_000),
    x: zFraction,
    y: zFraction,
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
    label: z.string().trim().max(100).optional(),
  })
  .refine((f) => f.x + f.width <= 1.0001 && f.y + f.height <= 1.0001, { message: 'A field must lie on its page.' });
export type FieldInput = z.infer<typeof zFieldInput>;

/** PUT /api/content/esign: the owner's set-up, until it is sent. */
export const zEsignSetupBody = z
  .object({
    contentId: zId,
    userId: zId.optional(),
    /**
     * A member (`userId`), or someone outside the workspace by address and name (issue 37): the
     * address is checked by the server, which answers the spec's 'x is not a valid email address.'
     */
    signers: z
      .array(
        z.union([
          z.object({ userId: zId }),
          z.object({
            email: z.string().trim().toLowerCase().min(1, 'Please enter an email address.').max(254),
            name: z.string().trim().min(1, 'Please enter the signer’s name.').max(100),
          }),
        ]),
      )
      .min(1, 'Add at least one signer.')
      .max(ESIGN_MAX_SIGNERS, `At most ${ESIGN_MAX_SIGNERS} signers.`),
    fields: z.array(zFieldInput).max(ESIGN_MAX_FIELDS),
    signingOrder: z.enum(SIGNING_ORDERS).default('parallel'),
    expiresAt: z.iso.datetime().nullish(),
    reminderDays: z.number().int().min(0).max(ESIGN_MAX_REMINDER_DAYS).default(0),
  })
  .refine((b) => new Set(b.signers.map((s) => ('userId' in s ? s.userId : s.email))).size === b.signers.length, {
    message: 'Each signer can be named once.',
    path: ['signers'],
  })
  .refine((b) => b.fields.every((f) => f.signerNumber <= b.signers.length), {
    message: 'Every field must belong to a signer.',
    path: ['fields'],
  })
  .refine((b) => b.signers.every((_, i) => b.fields.some((f) => f.signerNumber === i + 1 && f.type === 'signature')), {
    message: 'Give every signer a signature field.',
    path: ['fields'],
  });
export type EsignSetupBody = z.infer<typeof zEsignSetupBody>;

/** POST /api/content/esign/send: the e-sign post that carries it goes out → signers are told. */
export const zEsignSendBody = z.object({ contentId: zId, postId: zId });

export const zFieldValue = z.object({
  fieldId: z.string().trim().min(1).max(64),
  value: z.string().max(SIGNATURE_IMAGE_MAX_CHARS),
});

/** POST /api/content/esign/sign: the acting signer fills their own fields and signs, once. */
export const zEsignSignBody = z.object({
  contentId: zId,
  userId: zId.optional(),
  values: z.array(zFieldValue).max(ESIGN_MAX_FIELDS),
  /**
   * The signer's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`): their date
   * field is stamped in it. Missing or unknown to the server: UTC, and the certificate says so.
   */
  timeZone: z.string().max(100).optional(),
});
export type EsignSignBody = z.infer<typeof zEsignSignBody>;

/** POST /api/content/esign/decline */
export const zEsignDeclineBody = z.object({
  contentId: zId,
  userId: zId.optional(),
  reason: z.string().trim().min(1, 'Please give a reason.').max(1000),
});

/** GET /api/content/id: the spec's fields, and where processing is. */
export type ContentAnswer = {
  contentId: string;
  filename: string;
  type: string;
  /** The sender's storage path of the upload: answered to the sender only. */
  filepath?: string;
  state: ContentState;
  /** A signed GET link to the PDF to sign, once converted (the editor polls until then). */
  pdfUrl: string | null;
  pageCount: number | null;
  message: string | null;
};

export type EsignSignerView = {
  signerNumber: number;
  /** Null for a signer outside the workspace (named by address; `firstName` is their whole name). */
  userId: string | null;
  /** An outside signer's address, shown to the sender only. */
  email?: string;
  firstName: string;
  lastName: string;
  colour: string;
  state: SignerState;
  signedAt: string | null;
  declineReason: string | null;
};

export type EsignFieldView = FieldInput & {
  fieldId: string;
  /** Filled values: every participant sees them once their signer has signed; a signer sees their own. */
  value: string | null;
};

export type EsignEventView = { at: string; kind: string; actorName: string | null; detail: string | null };

/** GET /api/content/esign?contentId: the envelope as a participant sees it. */
export type EsignView = ContentAnswer & {
  ownerId: string;
  postId: string | null;
  signingOrder: SigningOrder;
  expiresAt: string | null;
  reminderDays: number;
  signers: EsignSignerView[];
  fields: EsignFieldView[];
  /** The viewer's signer number when they sign this document. */
  viewerSignerNumber: number | null;
  /** Whether the viewer may sign now (their turn, not expired, not yet signed). */
  canSign: boolean;
  signed: number;
  count: number;
  /** A signed GET link to the sealed PDF once everyone has signed. */
  signedUrl: string | null;
  events: EsignEventView[];
};

/** Realtime: on `esign:{contentId}` (participants only), ids and progress. */
export const esignEvents = { updated: 'esign.updated' } as const;
export type EsignEventData = { contentId: string; state: ContentState; signed: number; count: number };

/** The queue jobs of the feature. */
export const ESIGN_PREPARE_JOB = 'esign.prepare';
export const ESIGN_SEAL_JOB = 'esign.seal';
export const ESIGN_REMIND_JOB = 'esign.remind';
export const ESIGN_EXPIRE_JOB = 'esign.expire';

/** The participants' channel of one document. */
export const esignChannel = (contentId: string) => `esign:${contentId}`;

/** Where the sealed PDF is fetched (participants only; answers a redirect to a signed link). */
export const signedDocumentPath = (contentId: string) =>
  `/api/content/esign/signed?contentId=${encodeURIComponent(contentId)}`;

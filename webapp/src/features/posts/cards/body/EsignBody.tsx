import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { lazyComponent } from '../../../../lib/lazy-component';
import { MountOnFirstOpen } from '../../../../ui/MountOnFirstOpen';
import { Button, buttonBase, buttonSizes, buttonVariants } from '../../../../ui/Button';
import { useViewer } from '../../../session/viewer-context';
import { esignStatusOf } from '../../format/esign-status';
import { displayFileName } from '../../format/file-kind';
import { safeFileUrl } from '../../format/safe-url';
import { readMeta } from '../../format/post-meta';
import { PdfViewerDialog, type ViewedDocument } from '../../viewers/PdfViewerDialog';
import { PostText } from '../PostText';

const EsignSigningDialog = lazyComponent(() => import('../../../esign/EsignSigningDialog'), 'EsignSigningDialog');

/**
 * An e-signature request (spec 3 §4.3): 'n/count signed' from the distinct signer numbers;
 * SIGN NOW until everyone (or the viewer) has signed, then DOWNLOAD NOW. A post carrying a
 * `contentId` opens the signing view (its own chunk); an older one opens its PDF.
 */
export function EsignBody({ post }: { post: Post }) {
  const viewer = useViewer();
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [isSigning, setSigning] = useState(false);
  const contentId = readMeta(post, ['contentId'], z.string().min(1));
  const status = esignStatusOf(post, viewer.userId);
  const file = post.attachments[0];
  const fileName = readMeta(post, ['fileMeta'], z.looseObject({ name: z.string().min(1) }))?.name;
  const documentName = fileName || (file ? displayFileName(file) : post.title?.trim() || postsCopy.esignDocument);
  const documentUrl = safeFileUrl(file?.url);
  const downloadUrl = safeFileUrl(status.signedDocument) ?? safeFileUrl(file?.downloadUrl);
  const showDownload = status.isComplete || status.hasViewerSigned;
  const progress =
    status.isComplete && status.lastSignerName
      ? messages.posts.allSigned(status.lastSignerName, documentName)
      : status.signed > 0
        ? messages.posts.someSigned(status.signed, status.count)
        : null;
  return (
    <div className="flex flex-col gap-3">
      <PostText text={post.content} />
      {progress ? <p className="text-sm text-slate-700">{progress}</p> : null}
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 flex-wrap">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-accent-700"
        >
          <FileSignature className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate text-sm font-semibold text-slate-900" title={documentName}>
            {documentName}
          </p>
          {status.count > 0 ? (
            <p className="text-xs text-slate-600">{messages.posts.signedCount(status.signed, status.count)}</p>
          ) : null}
        </div>
        {showDownload && downloadUrl ? (
          <a
            href={downloadUrl}
            download={documentName}
            className={`${buttonBase} ${buttonVariants.primary} ${buttonSizes.sm} @max-sm:w-full`}
          >
            {messages.posts.downloadNow}
          </a>
        ) : !showDownload ? (
          <Button
            size="sm"
            className="@max-sm:w-full"
            disabled={!contentId && !documentUrl}
            onClick={() =>
              contentId
                ? setSigning(true)
                : documentUrl && setViewed({ url: documentUrl, name: documentName, downloadUrl: null })
            }
          >
            {messages.posts.signNow}
          </Button>
        ) : null}
      </div>
      <PdfViewerDialog file={viewed} onClose={() => setViewed(null)} />
      {contentId ? (
        <MountOnFirstOpen isOpen={isSigning}>
          <EsignSigningDialog open={isSigning} onClose={() => setSigning(false)} contentId={contentId} />
        </MountOnFirstOpen>
      ) : null}
    </div>
  );
}

import type { Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import type { ApiClient } from '../../../../lib/api-client';
import { useApiClient } from '../../../../lib/api-context';
import { lazyComponent } from '../../../../lib/lazy-component';
import { toast } from '../../../../ui/toast-store';
import { fetchEsignView } from '../../../esign/esign-api';
import { useOpenInWebApp, useWorkspaceNav } from '../../../people/workspace-nav';
import { MountOnFirstOpen } from '../../../../ui/MountOnFirstOpen';
import { Button, buttonBase, buttonSizes, buttonVariants } from '../../../../ui/Button';
import { useViewer } from '../../../session/viewer-context';
import { esignStatusOf } from '../../format/esign-status';
import { displayFileName } from '../../format/file-kind';
import { safeFileUrl } from '../../format/safe-url';
import { nonEmptyText } from '../../format/meta-readers';
import { fileMetaOf, readMeta } from '../../format/post-meta';
import { LazyPdfViewerDialog } from '../../viewers/LazyPdfViewerDialog';
import type { ViewedDocument } from '../../viewers/PdfViewerDialog';
import { PostText } from '../PostText';

/** Fetches a fresh signed link to the sealed PDF and downloads it. */
async function downloadSigned(api: ApiClient, contentId: string) {
  try {
    const view = await fetchEsignView(api, contentId);
    if (!view.signedUrl) throw new Error(messages.posts.downloadFailed);
    const link = document.createElement('a');
    link.href = view.signedUrl;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } catch {
    toast.error(messages.posts.downloadFailed);
  }
}

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
  const api = useApiClient();
  const nav = useWorkspaceNav();
  const openInWebApp = useOpenInWebApp();
  // The side panel is too narrow for the signing view: it opens in the web app in a tab.
  const isOutsideWebApp = !!nav.origin && new URL(nav.origin).origin !== window.location.origin;
  const contentId = readMeta(post, ['contentId'], nonEmptyText);
  const status = esignStatusOf(post, viewer.userId);
  const file = post.attachments[0];
  const fileName = fileMetaOf(post)?.name;
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
            href={nav.origin ? new URL(downloadUrl, nav.origin).toString() : downloadUrl}
            download={documentName}
            onClick={(event) => {
              if (!contentId) return;
              // A short signed link through the API: works with a bearer token (the extension) too.
              event.preventDefault();
              void downloadSigned(api, contentId);
            }}
            className={`${buttonBase} ${buttonVariants.primary} ${buttonSizes.sm} @max-sm:w-full`}
          >
            {messages.posts.downloadNow}
          </a>
        ) : !showDownload ? (
          <Button
            size="sm"
            className="@max-sm:w-full"
            disabled={!contentId && !documentUrl}
            onClick={() => {
              if (contentId && isOutsideWebApp) openInWebApp(`/?postId=${encodeURIComponent(post.postId)}`);
              else if (contentId) setSigning(true);
              else if (documentUrl) setViewed({ url: documentUrl, name: documentName, downloadUrl: null });
            }}
          >
            {messages.posts.signNow}
          </Button>
        ) : null}
      </div>
      {contentId && isOutsideWebApp && !showDownload ? (
        <p className="text-xs text-slate-600">{messages.esign.narrowPanel}</p>
      ) : null}
      <LazyPdfViewerDialog file={viewed} onClose={() => setViewed(null)} />
      {contentId ? (
        <MountOnFirstOpen isOpen={isSigning}>
          <EsignSigningDialog open={isSigning} onClose={() => setSigning(false)} contentId={contentId} />
        </MountOnFirstOpen>
      ) : null}
    </div>
  );
}

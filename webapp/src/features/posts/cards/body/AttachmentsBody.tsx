import type { Attachment, Post } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { usePendingPostRefresh } from '../use-pending-post-refresh';
import { Hourglass } from 'lucide-react';
import { fileKindOf, fileKey } from '../../format/file-kind';
import { BlockedPanel } from './BlockedPanel';
import { FileTiles } from './FileTiles';
import { ImageGrid } from './ImageGrid';
import { VideoPlayer } from './VideoPlayer';

function split(files: readonly Attachment[]) {
  const images: Attachment[] = [];
  const videos: Attachment[] = [];
  const others: Attachment[] = [];
  for (const file of files) {
    const kind = fileKindOf(file);
    (kind === 'image' ? images : kind === 'video' ? videos : others).push(file);
  }
  return { images, videos, others };
}

export function PendingNote() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-700">
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      {messages.posts.pendingProcessing}
    </p>
  );
}

/**
 * A post's files (spec 3 §2.3, §4.5): images as a grid, videos as players, the rest as tiles.
 * While processing ('pending') files without a link show skeletons; a blocked post shows none.
 */
export function AttachmentsBody({ post }: { post: Post }) {
  usePendingPostRefresh(post);
  if (post.status === 'blocked') return <BlockedPanel />;
  const isPending = post.status === 'pending';
  const { images, videos, others } = split(post.attachments.filter((file) => file.url));
  const missing = post.attachments.filter((file) => !file.url);
  const pending = split(isPending ? missing : []);
  // A published file without a link (not in storage) is still named, as a tile without a link.
  const unlinked = isPending ? [] : missing;
  return (
    <div className="flex flex-col gap-2">
      {isPending ? <PendingNote /> : null}
      <ImageGrid images={images} pendingCount={pending.images.length} />
      {videos.map((file) => (
        <VideoPlayer key={fileKey(file)} file={file} />
      ))}
      <FileTiles files={[...others, ...unlinked]} pendingCount={pending.others.length + pending.videos.length} />
    </div>
  );
}

import type { Post } from '@shared/api/posts';
import { postsCopy } from '@shared/ui-copy';
import { EllipsisVertical, EyeOff, Pencil, Pin, PinOff, Repeat2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Menu, type MenuAction } from '../../../ui/Menu';
import { DeleteChatMessageDialog } from '../../chat/DeleteChatMessageDialog';
import { useComposer } from '../../composer/use-composer';
import { useChatEditStore } from '../../chat/chat-edit-store';
import { useViewer } from '../../session/viewer-context';
import type { PostContext } from '../post-context';
import { DeletePostDialog } from './DeletePostDialog';
import { type PostMenuAction, postMenuActions } from './post-menu';
import { usePostActions } from './use-post-actions';

/** The card's ⋮ menu and the dialogs it opens (spec 3 §5, §6, §8). */
export function PostOptionsMenu({ post, context }: { post: Post; context: PostContext }) {
  const viewer = useViewer();
  const actions = usePostActions(post, context);
  const [dialog, setDialog] = useState<'delete' | null>(null);
  const composer = useComposer();
  const startChatEdit = useChatEditStore((state) => state.startEditing);
  // A chat message is edited inline in its card (spec 3 §5), other posts in the composer (EDIT_POST).
  const isChat = post.type === 'chat';
  const allowed = postMenuActions(post, viewer.userId, context);
  if (!allowed.length) return null;

  const entries: Record<PostMenuAction, MenuAction> = {
    edit: {
      id: 'edit',
      label: postsCopy.edit,
      icon: Pencil,
      onSelect: () => (isChat ? startChatEdit(post.postId) : composer.openEdit(post)),
    },
    delete: {
      id: 'delete',
      label: postsCopy.delete,
      icon: Trash2,
      tone: 'danger',
      onSelect: () => setDialog('delete'),
    },
    reshare: { id: 'reshare', label: postsCopy.reshare, icon: Repeat2, onSelect: () => composer.openReshare(post) },
    pin: { id: 'pin', label: postsCopy.pin, icon: Pin, onSelect: () => actions.pin.mutate() },
    unpin: { id: 'unpin', label: postsCopy.unpin, icon: PinOff, onSelect: () => actions.pin.mutate() },
    unread: { id: 'unread', label: postsCopy.markUnread, icon: EyeOff, onSelect: () => actions.markUnread.mutate() },
  };
  const close = () => setDialog(null);
  return (
    <>
      <Menu
        label={postsCopy.options}
        trigger={<EllipsisVertical aria-hidden="true" className="size-5" />}
        items={allowed.map((action) => entries[action])}
        buttonClassName="size-8 shrink-0 justify-center text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      />
      {isChat ? (
        <DeleteChatMessageDialog
          open={dialog === 'delete'}
          isDeleting={actions.remove.isPending}
          onCancel={close}
          onConfirm={() => actions.remove.mutate(undefined, { onSuccess: close })}
        />
      ) : (
        <DeletePostDialog
          open={dialog === 'delete'}
          isDeleting={actions.remove.isPending}
          onCancel={close}
          onConfirm={() => actions.remove.mutate(undefined, { onSuccess: close })}
        />
      )}
    </>
  );
}

import { EDITABLE_POST_META, type Post, type PostMetaPatch, parsePostMetaId } from '@shared/api/posts';
import { messages } from '@shared/messages';
import { Gone, Invalid, NotAllowed, NotFound } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import type { Services } from '../../services';
import { postRepo } from './repo';
import { withScheduleLink } from './schedule-link';
import { postService } from './service';
import { publishPostUpdated } from './targets';

/**
 * PATCH /api/post/metadata: the author changes the value of one of the post's meta entries
 * (EDITABLE_POST_META says which); the post's readers hear post.updated, and the answer is the
 * post as it is now. Anyone else: 403 from the author rule, 404 for an entry that is not there.
 */
export async function editPostMeta(services: Services, actor: SessionUser, body: PostMetaPatch): Promise<Post> {
  const { db } = services;
  const at = parsePostMetaId(body.postMetaId);
  if (!at) throw new NotFound(messages.posts.metaNotFound);
  const row = await postRepo(db).byId(at.postId);
  if (!row) throw new NotFound(messages.posts.metaNotFound);
  if (row.deletedAt) throw new Gone(messages.posts.deleted);
  if (row.createdBy !== actor.id) throw new NotAllowed(messages.posts.authorOnly);
  const entry = await db
    .selectFrom('post_meta')
    .select(['name'])
    .where('postId', '=', at.postId)
    .where('position', '=', at.position)
    .executeTakeFirst();
  if (!entry) throw new NotFound(messages.posts.metaNotFound);
  if (entry.name !== body.name) throw new Invalid(messages.posts.metaNameFixed);
  if (!(EDITABLE_POST_META as readonly string[]).includes(entry.name))
    throw new Invalid(messages.posts.metaNotEditable(entry.name));
  const input = { name: entry.name, value: body.value };
  const [checked] = row.type === 'schedule' ? withScheduleLink([input], actor.email) : [input];
  const value = typeof checked?.value === 'string' ? checked.value : JSON.stringify(checked?.value);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('post_meta')
      .set({ value })
      .where('postId', '=', at.postId)
      .where('position', '=', at.position)
      .execute();
    await trx.updateTable('post').set({ modifiedBy: actor.id, updatedAt: now }).where('id', '=', row.id).execute();
  });
  await publishPostUpdated(services, row.id);
  return postService(services).byId(actor, row.id);
}

import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { type DialectName, ilike } from '../../db/dialect';
import { DELETED_USER_STATUS } from '@shared/rules';
import type { SearchScope } from '@shared/api/search';
import type { SearchTerm } from './search-terms';
import {
  HITS_ORDER,
  HITS_ORDER_H,
  involves,
  likeContains,
  likePrefix,
  otherOf,
  pairingWithViewer,
  rankedUsers,
} from './search-sql';

/** A person found, with the pairing between them and the viewer (if any). */
export type UserHit = {
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  email: string;
  pairingId: string | null;
  pairingStatus: 'requested' | 'connected' | null;
  requestedBy: string | null;
};

export type GroupHit = { groupId: string; name: string; memberCount: number };

export type Page = { skip: number; limit: number };
/** The order of a list without a term; with one, the best match comes first. */
export type BrowseOrder = 'newest' | 'oldest' | 'name';
export type UserQuery = Page & {
  viewerId: string;
  term: Exclude<SearchTerm, { kind: 'nothing' }>;
  scope?: SearchScope;
  order: BrowseOrder;
};
export type GroupQuery = Page & { viewerId: string; term: SearchTerm; order: BrowseOrder };

const USER_COLUMNS = sql`u.id as "userId", u."firstName", u."lastName", u.avatar, u.headline, u.email,
  p.id as "pairingId", p.status as "pairingStatus", p."requestedBy"`;
const BY_NAME = sql`lower(u."lastName"), lower(u."firstName"), u.id`;
/** Assistant and test-persona stand-ins (features/assistant) are nobody to find. */
const visibleTo = (viewerId: string) =>
  sql`u.status <> ${DELETED_USER_STATUS} and u.id <> ${viewerId} and u."userType" not in ('assistant', 'testUser')`;

/** One query per page and one count; never a query per row. */
export function searchRepo(db: Db, dialect: DialectName) {
  async function page<T>(select: RawBuilder<unknown>, body: RawBuilder<unknown>, order: RawBuilder<unknown>, at: Page) {
    const [rows, total] = await Promise.all([
      sql<T>`select ${select} ${body} order by ${order} limit ${at.limit} offset ${at.skip}`.execute(db),
      sql<{ count: number | string }>`select count(*) as count ${body}`.execute(db),
    ]);
    return { rows: rows.rows, count: Number(total.rows[0]?.count ?? 0) };
  }

  /** Matching people other than the viewer, never deleted ones. */
  async function users(q: UserQuery): Promise<{ rows: UserHit[]; count: number }> {
    if (q.term.kind === 'empty') return connections(q);
    if (q.term.kind === 'email') return byEmail(q, q.term.email);
    const ranked = rankedUsers(dialect, {
      viewerId: q.viewerId,
      words: q.term.folded,
      phrase: q.term.phrase,
      scope: q.scope,
    });
    const [rows, total] = await Promise.all([
      sql<UserHit>`with hits as (select ${ranked.columns} ${ranked.source} order by ${HITS_ORDER} limit ${q.limit} offset ${q.skip})
        select ${USER_COLUMNS} from hits h ${ranked.toUser} ${pairingWithViewer(q.viewerId)} order by ${HITS_ORDER_H}`.execute(
        db,
      ),
      sql<{ count: number | string }>`select count(*) as count ${ranked.source}`.execute(db),
    ]);
    return { rows: rows.rows, count: Number(total.rows[0]?.count ?? 0) };
  }

  /** An e-mail address matches that address only: the unique index answers. */
  async function byEmail(q: UserQuery, email: string) {
    const scope =
      q.scope === 'connections'
        ? sql`and p.status = 'connected'`
        : q.scope === 'others'
          ? sql`and (p.id is null or p.status <> 'connected')`
          : sql``;
    const body = sql`from "user" u ${pairingWithViewer(q.viewerId)}
      where u.email = ${email} and ${visibleTo(q.viewerId)} ${scope}`;
    return page<UserHit>(USER_COLUMNS, body, BY_NAME, q);
  }

  /** No term: the viewer's connections (scope `connections`), nobody otherwise. */
  async function connections(q: UserQuery) {
    if (q.scope !== 'connections') return { rows: [], count: 0 };
    const body = sql`from pairing p join "user" u on u.id = ${otherOf(q.viewerId)}
      where ${involves(q.viewerId)} and p.status = 'connected' and ${visibleTo(q.viewerId)}`;
    const since = sql`coalesce(p."connectedAt", p."createdAt")`;
    const order = q.order === 'name' ? BY_NAME : sql`${since} ${sql.raw(q.order === 'newest' ? 'desc' : 'asc')}, u.id`;
    return page<UserHit>(USER_COLUMNS, body, order, q);
  }

  /** The viewer's own groups whose name holds every word; all of them without a term. */
  async function groups(q: GroupQuery): Promise<{ rows: GroupHit[]; count: number }> {
    if (q.term.kind === 'nothing') return { rows: [], count: 0 };
    const words = q.term.kind === 'words' ? q.term.words : q.term.kind === 'email' ? [q.term.email] : [];
    const like = sql.raw(ilike(dialect));
    const filters = words.map((w) => sql` and g.name ${like} ${likeContains(w)} escape '\\'`);
    const body = sql`from group_member m join groups g on g.id = m."groupId" where m."userId" = ${q.viewerId}${filters.length ? sql.join(filters, sql``) : sql``}`;
    const select = sql`g.id as "groupId", g.name,
      (select count(*) from group_member c where c."groupId" = g.id) as "memberCount"`;
    const browse =
      q.order === 'name' ? sql`lower(g.name)` : sql`g."createdAt" ${sql.raw(q.order === 'newest' ? 'desc' : 'asc')}`;
    const order =
      q.term.kind === 'words'
        ? sql`case when lower(g.name) = ${q.term.phrase} then 0 when g.name ${like} ${likePrefix(words[0] as string)} escape '\\' then 1 else 2 end, lower(g.name), g.id`
        : sql`${browse}, g.id`;
    const result = await page<GroupHit>(select, body, order, q);
    return { rows: result.rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) })), count: result.count };
  }

  return { users, groups };
}

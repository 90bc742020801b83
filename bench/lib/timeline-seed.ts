import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';

/**
 * A timeline world written straight into a migrated SQLite file, before the server opens
 * it: prepared statements in big transactions (the API would take hours for 1M posts).
 * Column sets follow server/db/migrations (init, graph, posts). Deterministic: post n is
 * always the same kind, author and place, so 10k and 1M runs share their shape.
 *
 * Shape: 2,000 people; 20 groups of 10 (the viewer in 5); 200 connected pairings (the
 * viewer in 50). Posts cycle by n % 10: 0-3 in a group, 4-5 in a pairing, 6 PUBLIC,
 * 7-8 ALL_OF_MY_RELATIONSHIPS, 9 SPECIFIC_PEOPLE naming two people; 1 in 100 deleted,
 * 1 in 5 with a stored attachment. One post a second, so n orders them in time.
 */
export const SEED = { people: 2000, groups: 20, viewerGroups: 5, groupSize: 10, pairings: 200, viewerPairings: 50 };

export type TimelineWorld = {
  viewer: { id: string; token: string };
  groupIds: string[];
  /** The viewer's relationships (pairings), first to last. */
  pairingIds: string[];
  epochMs: number;
};

const EPOCH_MS = Date.UTC(2024, 0, 1);
const POSTS_PER_TRANSACTION = 50_000;

const userId = (i: number) => `u${String(i).padStart(6, '0')}`;
const groupId = (i: number) => `g${String(i).padStart(4, '0')}`;
const pairingId = (i: number) => `pr${String(i).padStart(4, '0')}`;
const postId = (n: number) => `p${String(n).padStart(8, '0')}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** The two users of pairing i: the viewer (user 0) with 1..50, then disjoint pairs of others. */
function pairOf(i: number): [string, string] {
  if (i < SEED.viewerPairings) return [userId(0), userId(i + 1)];
  const a = 100 + 2 * i;
  return [userId(a), userId(a + 1)];
}

function open(file: string) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // Seeding only: the file is thrown away with the run, so skip the syncs.
  db.pragma('synchronous = OFF');
  return db;
}

/** People, the viewer's session, groups and pairings. */
export function seedWorld(file: string): TimelineWorld {
  const db = open(file);
  const now = iso(EPOCH_MS);
  const token = randomBytes(24).toString('base64url');
  const run = randomBytes(3).toString('hex');
  const insertUser = db.prepare(
    `insert into "user" (id, name, email, emailVerified, image, createdAt, updatedAt, firstName, lastName, avatar,
      headline, bio, profileAlias, phone, city, state, country, userType, status, meetingLink, calendarLink)
     values (?, ?, ?, 0, null, ?, ?, 'Bench', ?, null, 'Bench headline', null, ?, null, null, null, null, 'user', 'active', null, null)`,
  );
  const insertGroup = db.prepare(
    'insert into groups (id, name, createdBy, createdAt, lastActivityAt) values (?, ?, ?, ?, ?)',
  );
  const insertMember = db.prepare('insert into group_member (groupId, userId, role, joinedAt) values (?, ?, ?, ?)');
  const insertPairing = db.prepare(
    `insert into pairing (id, userId1, userId2, status, requestedBy, source, createdAt, connectedAt, lastActivityAt)
     values (?, ?, ?, 'connected', ?, null, ?, ?, ?)`,
  );
  const groupIds: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < SEED.people; i++) {
      insertUser.run(
        userId(i),
        `Bench User${i}`,
        `tl-${run}-${i}@example.test`,
        now,
        now,
        `User${i}`,
        `tl-${run}-${i}`,
      );
    }
    // The session is made now, not at the seed's epoch: one older than the absolute timeout is refused.
    const sessionAt = iso(Date.now());
    db.prepare(
      `insert into session (id, expiresAt, token, createdAt, updatedAt, ipAddress, userAgent, userId)
       values (?, ?, ?, ?, ?, null, null, ?)`,
    ).run(`s-${run}`, iso(Date.now() + 24 * 3600_000), token, sessionAt, sessionAt, userId(0));
    for (let g = 0; g < SEED.groups; g++) {
      groupIds.push(groupId(g));
      // The viewer is in the first groups; each group has 10 members (the first its admin).
      const members = Array.from({ length: SEED.groupSize }, (_, k) =>
        g < SEED.viewerGroups && k === 0 ? 0 : 200 + g * SEED.groupSize + k,
      );
      insertGroup.run(groupId(g), `Bench group ${g}`, userId(members[0] as number), now, now);
      for (const [k, m] of members.entries())
        insertMember.run(groupId(g), userId(m), k === 0 ? 'admin' : 'member', now);
    }
    for (let i = 0; i < SEED.pairings; i++) {
      const [a, b] = pairOf(i);
      const [userId1, userId2] = [a, b].sort() as [string, string];
      insertPairing.run(pairingId(i), userId1, userId2, a, now, now, now);
    }
  })();
  db.close();
  return {
    viewer: { id: userId(0), token },
    groupIds: groupIds.slice(0, SEED.viewerGroups),
    pairingIds: Array.from({ length: SEED.viewerPairings }, (_, i) => pairingId(i)),
    epochMs: EPOCH_MS,
  };
}

/** Posts numbered [from, to): returns the rows/s of the insert. */
export function seedPosts(file: string, from: number, to: number): number {
  const db = open(file);
  const insertPost = db.prepare(
    `insert into post (id, type, content, createdBy, visibility, groupId, pairingId, referencePostId, status, isEdited,
      deletedBy, deletedAt, createdAt, updatedAt, lastActivityAt, title, modifiedBy)
     values (?, 'post', ?, ?, ?, ?, ?, null, 'published', 0, ?, ?, ?, ?, ?, null, null)`,
  );
  const insertAudience = db.prepare('insert into post_audience (postId, userId) values (?, ?)');
  const insertAttachment = db.prepare(
    'insert into post_attachment (postId, position, filename, filepath, type) values (?, 0, ?, ?, ?)',
  );
  const started = performance.now();
  const batch = db.transaction((start: number, end: number) => {
    for (let n = start; n < end; n++) {
      const kind = n % 10;
      const slot = Math.floor(n / 10);
      let author = userId((n * 7919) % SEED.people);
      let visibility = 'PUBLIC';
      let inGroup: string | null = null;
      let inPairing: string | null = null;
      if (kind <= 3) {
        const g = slot % SEED.groups;
        inGroup = groupId(g);
        visibility = 'COLLABORATION_GROUP';
        author =
          g < SEED.viewerGroups && slot % SEED.groupSize === 0
            ? userId(0)
            : userId(200 + g * SEED.groupSize + 1 + (slot % (SEED.groupSize - 1)));
      } else if (kind <= 5) {
        const p = slot % SEED.pairings;
        inPairing = pairingId(p);
        visibility = 'SPECIFIC_PEOPLE';
        author = pairOf(p)[slot % 2] as string;
      } else if (kind <= 8) {
        visibility = kind === 6 ? 'PUBLIC' : 'ALL_OF_MY_RELATIONSHIPS';
      } else visibility = 'SPECIFIC_PEOPLE';
      const at = iso(EPOCH_MS + n * 1000);
      const deleted = n % 100 === 42;
      const id = postId(n);
      insertPost.run(
        id,
        `Bench post #${n}`,
        author,
        visibility,
        inGroup,
        inPairing,
        deleted ? author : null,
        deleted ? at : null,
        at,
        at,
        at,
      );
      if (kind === 9) {
        insertAudience.run(id, userId(1 + (slot % 400)));
        insertAudience.run(id, userId(600 + (slot % 400)));
      }
      if (n % 5 === 0)
        insertAttachment.run(
          id,
          `file ${n}.pdf`,
          `uploads/users/${author}/posts/${id}/original/file ${n}.pdf`,
          'application/pdf',
        );
    }
  });
  for (let start = from; start < to; start += POSTS_PER_TRANSACTION)
    batch(start, Math.min(to, start + POSTS_PER_TRANSACTION));
  db.pragma('analysis_limit = 1000');
  db.exec('analyze');
  db.close();
  return (to - from) / ((performance.now() - started) / 1000);
}

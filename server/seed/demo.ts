import { randomUUID } from 'node:crypto';
import type { Services } from '../services';
import { withAuthContext } from '../auth/auth-async-context';
import { seedDemoJobs } from './demo-jobs';

export const DEMO_PASSWORD = 'Rapport#2026';

const people = [
  {
    firstName: 'Avery',
    lastName: 'Stone',
    email: 'avery@demo.rapport.test',
    headline: 'Head of Partnerships at Northwind',
  },
  { firstName: 'Jordan', lastName: 'Lee', email: 'jordan@demo.rapport.test', headline: 'Talent Lead at Contoso' },
  { firstName: 'Priya', lastName: 'Raman', email: 'priya@demo.rapport.test', headline: 'Founder, Lumen Analytics' },
  {
    firstName: 'Mateo',
    lastName: 'Garcia',
    email: 'mateo@demo.rapport.test',
    headline: 'Account Executive at Fabrikam',
  },
] as const;

/**
 * On the first start of an empty database: a few people who know each other, a
 * relationship, a group and some posts, and jobs with applicants, so a newcomer sees a living workspace.
 */
export async function seedDemoData(services: Services): Promise<void> {
  const { db, auth, logger } = services;
  const existing = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  if (existing) return;

  const ids: string[] = [];
  for (const p of people) {
    const result = await withAuthContext(() =>
      auth.api.signUpEmail({
        body: {
          email: p.email,
          password: DEMO_PASSWORD,
          name: `${p.firstName} ${p.lastName}`,
          firstName: p.firstName,
          lastName: p.lastName,
        },
      }),
    );
    ids.push(result.user.id);
    await db.updateTable('user').set({ headline: p.headline }).where('id', '=', result.user.id).execute();
  }
  const [avery, jordan, priya, mateo] = ids as [string, string, string, string];

  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const [a, b] = [avery, jordan].sort() as [string, string];
  const pairingId = randomUUID();
  await db
    .insertInto('pairing')
    .values({
      id: pairingId,
      userId1: a,
      userId2: b,
      status: 'connected',
      requestedBy: avery,
      source: 'demo',
      createdAt: at(600),
      connectedAt: at(590),
      lastActivityAt: at(5),
    })
    .execute();

  const groupId = randomUUID();
  await db
    .insertInto('groups')
    .values({ id: groupId, name: 'Q4 Partnerships', createdBy: avery, createdAt: at(500), lastActivityAt: at(15) })
    .execute();
  await db
    .insertInto('group_member')
    .values(
      [avery, jordan, priya].map((userId, i) => ({
        groupId,
        userId,
        role: i === 0 ? ('admin' as const) : ('member' as const),
        joinedAt: at(500 - i),
      })),
    )
    .execute();

  const post = (
    createdBy: string,
    content: string,
    minutesAgo: number,
    target: { groupId?: string; pairingId?: string; visibility: string },
  ) => ({
    id: randomUUID(),
    type: 'post',
    content,
    createdBy,
    visibility: target.visibility,
    groupId: target.groupId ?? null,
    pairingId: target.pairingId ?? null,
    referencePostId: null,
    status: 'Published',
    isEdited: 0,
    deletedBy: null,
    deletedAt: null,
    createdAt: at(minutesAgo),
    updatedAt: at(minutesAgo),
    lastActivityAt: at(minutesAgo),
  });
  const welcome = post(avery, 'Welcome to Q4 Partnerships! Agenda for Thursday is in the doc I shared.', 60, {
    groupId,
    visibility: 'COLLABORATION_GROUP',
  });
  const announcement = post(mateo, 'Excited to share that Fabrikam just opened a new office in Austin!', 30, {
    visibility: 'PUBLIC',
  });
  const link = post(priya, 'Our pilot write-up is live: https://example.com/lumen-pilot', 20, {
    groupId,
    visibility: 'COLLABORATION_GROUP',
  });
  await db
    .insertInto('post')
    .values([
      { ...post(avery, '', 500, { groupId, visibility: 'COLLABORATION_GROUP' }), type: 'groupCreated' },
      welcome,
      link,
      post(priya, 'Thanks Avery. I added the Lumen pilot numbers to section 3.', 15, {
        groupId,
        visibility: 'COLLABORATION_GROUP',
      }),
      post(jordan, 'Great catching up today. Sending over the role description tomorrow.', 5, {
        pairingId,
        visibility: 'SPECIFIC_PEOPLE',
      }),
      announcement,
      {
        ...post(avery, 'Congratulations to the Fabrikam team, Austin is a great market.', 10, {
          visibility: 'ALL_OF_MY_RELATIONSHIPS',
        }),
        referencePostId: announcement.id,
      },
    ])
    .execute();
  await db
    .insertInto('post_meta')
    .values({
      postId: link.id,
      position: 0,
      name: 'fileMeta',
      value: JSON.stringify({
        postType: 'link',
        preview: { url: 'https://example.com/lumen-pilot', title: 'Lumen Analytics: pilot results' },
      }),
    })
    .execute();
  await db
    .insertInto('post_pin')
    .values({ postId: welcome.id, targetKind: 'Group', targetId: groupId, pinnedBy: avery, pinnedAt: at(50) })
    .execute();

  const commentId = randomUUID();
  await db
    .insertInto('comment')
    .values([
      {
        id: commentId,
        postId: welcome.id,
        parentId: null,
        message: 'Thanks! I will bring the hiring plan.',
        createdBy: jordan,
        isEdited: 0,
        createdAt: at(45),
        updatedAt: at(45),
      },
      {
        id: randomUUID(),
        postId: welcome.id,
        parentId: commentId,
        message: 'Perfect, that was next on my list.',
        createdBy: avery,
        isEdited: 0,
        createdAt: at(40),
        updatedAt: at(40),
      },
    ])
    .execute();
  await db
    .insertInto('reaction_like')
    .values([jordan, priya].map((userId) => ({ entityKind: 'post', entityId: welcome.id, userId, createdAt: at(44) })))
    .execute();

  await seedDemoJobs(services, { avery, jordan, priya, mateo }, at);

  logger.info(
    { users: people.map((p) => p.email) },
    `Demo data added. Sign in as ${people[0].email} with the password ${DEMO_PASSWORD}`,
  );
}

import { type Context, Hono } from 'hono';
import {
  zAddGroupMembersBody,
  zCreateGroupBody,
  zGroupForUsersQuery,
  zGroupIdQuery,
  zGroupInvitationBody,
  zGroupLastViewedBody,
  zGroupLastViewedQuery,
  zGroupMembersQuery,
  zMyGroupsQuery,
  zRecentGroupsQuery,
  zRemoveGroupMemberBody,
} from '@shared/api/groups';
import { zUnreadQuery } from '@shared/api/pairings';
import { actingUser, sessionUser } from '../../http/acting-user';
import type { AppEnv } from '../../http/app-env';
import { list, ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { groupInvitations } from './invitations';
import { removeGroupMember } from './membership';
import { groupService } from './service';

/** Groups (spec 1 §7, spec 3 §7): create, members, leave and remove, details, lists, last viewed. */
export function groupRoutes() {
  const app = new Hono<AppEnv>();
  const service = (c: Context<AppEnv>) => groupService(c.get('services'));

  app.post('/group', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zCreateGroupBody);
    const actor = actingUser(c, body.createdBy);
    return ok(c, await service(c).create(actor, body));
  });

  app.get('/group/id', async (c) => {
    const actor = sessionUser(c);
    const { groupId } = readQuery(c, zGroupIdQuery);
    return ok(c, await service(c).details(actor, groupId));
  });

  app.get('/group/members', async (c) => {
    const actor = sessionUser(c);
    const { groupId, skip, limit } = readQuery(c, zGroupMembersQuery);
    const page = await service(c).members(actor, groupId, { skip, limit });
    return list(c, page.results, page.count);
  });

  app.post('/group/members', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zAddGroupMembersBody);
    const actor = actingUser(c, body.addedBy);
    return ok(c, await service(c).addMembers(actor, body.groupId, body.userIds));
  });

  app.delete('/group/member', async (c) => {
    const actor = sessionUser(c);
    const body = await readJson(c, zRemoveGroupMemberBody, { otherPerson: ['userId'] });
    return ok(c, await removeGroupMember(c.get('services'), actor, body));
  });

  // Membership by consent: the invitee's own invitations, and their answer.
  app.get('/group/invitations', async (c) => {
    const actor = sessionUser(c);
    const results = await groupInvitations(c.get('services')).mine(actor);
    return list(c, results, results.length);
  });

  app.post('/group/invitation/accept', async (c) => {
    const actor = sessionUser(c);
    const { invitationId } = await readJson(c, zGroupInvitationBody);
    return ok(c, await groupInvitations(c.get('services')).accept(actor, invitationId));
  });

  app.post('/group/invitation/decline', async (c) => {
    const actor = sessionUser(c);
    const { invitationId } = await readJson(c, zGroupInvitationBody);
    return ok(c, await groupInvitations(c.get('services')).decline(actor, invitationId));
  });

  app.get('/group/users', async (c) => {
    const actor = sessionUser(c);
    const { userIds } = readQuery(c, zGroupForUsersQuery);
    const group = await service(c).forUsers(actor, userIds);
    return list(c, group ? [group] : [], group ? 1 : 0);
  });

  app.get('/groups', async (c) => {
    const actor = sessionUser(c);
    const paging = readQuery(c, zMyGroupsQuery);
    const page = await service(c).mine(actor, paging);
    return list(c, page.results, page.count);
  });

  app.get('/user/groups/recent', async (c) => {
    sessionUser(c);
    const { userId, skip, limit } = readQuery(c, zRecentGroupsQuery);
    const page = await service(c).mine(actingUser(c, userId), { skip, limit });
    return list(c, page.results, page.count);
  });

  app.get('/group/lastViewed', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zGroupLastViewedQuery);
    const actor = actingUser(c, query.userId);
    return ok(c, await service(c).lastViewed(actor, query.groupId));
  });

  app.post('/group/lastViewed', async (c) => {
    sessionUser(c);
    const body = await readJson(c, zGroupLastViewedBody);
    const actor = actingUser(c, body.userId);
    return ok(c, await service(c).markViewed(actor, body.groupId));
  });

  app.get('/group/user/unread', async (c) => {
    sessionUser(c);
    const query = readQuery(c, zUnreadQuery);
    const actor = actingUser(c, query.userId);
    return list(c, await service(c).unread(actor, query.limit));
  });

  return app;
}

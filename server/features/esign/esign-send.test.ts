import { describe, expect, it } from 'vitest';
import { esignChannel } from '@shared/api/content';
import { messages } from '@shared/messages';
import { signUp } from '../../testing/api-client';
import { acceptGroupInvitations } from '../../testing/group-invitations';
import { connect, createPost } from '../posts/testing';
import {
  ada,
  bob,
  dee,
  eve,
  fieldsFor,
  groupId,
  put,
  readyDocument,
  sendInGroup,
  server,
  setUp,
  startEsignWorld,
  view,
} from './testing';

startEsignWorld();

describe('set-up and sending', () => {
  it('validates the set-up: a signature field each, fields on real pages, at most 20 signers, owner only', async () => {
    const contentId = await readyDocument();
    const noSignature = await put(ada, '/api/content/esign', {
      contentId,
      signers: [{ userId: bob.user!.id }],
      fields: [{ signerNumber: 1, type: 'date', page: 1, x: 0.1, y: 0.1, width: 0.2, height: 0.05 }],
    });
    expect(noSignature.status).toBe(400);
    const offPage = await put(ada, '/api/content/esign', {
      contentId,
      signers: [{ userId: bob.user!.id }],
      fields: [{ signerNumber: 1, type: 'signature', page: 9, x: 0.1, y: 0.1, width: 0.2, height: 0.05 }],
    });
    expect(offPage.body.message).toBe(messages.esign.pageOutOfRange);
    const tooMany = await put(ada, '/api/content/esign', {
      contentId,
      signers: Array.from({ length: 21 }, (_, i) => ({ userId: `u${i}` })),
      fields: [],
    });
    expect(tooMany.status).toBe(400);
    const byBob = await put(bob, '/api/content/esign', {
      contentId,
      signers: [{ userId: bob.user!.id }],
      fields: fieldsFor(1),
    });
    expect(byBob.status).toBe(403);
  });

  it('keeps a saved set-up from its signers until it is sent: the document, its file, its channel', async () => {
    const contentId = await readyDocument();
    expect((await setUp(contentId, [dee])).status).toBe(200);
    const early = await dee.get(`/api/content/esign?contentId=${contentId}`);
    expect(early).toMatchObject({ status: 403, body: { message: messages.esign.notSent } });
    expect((await dee.get(`/api/content/id?contentId=${contentId}`)).status).toBe(403);
    const pdfKey = `esign/${contentId}/document.pdf`;
    expect((await dee.get(`/api/utility/aws/presignedUrl?filepath=${pdfKey}&type=GET`)).status).toBe(403);
    expect((await dee.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(403);
    const sign = await dee.post('/api/content/esign/sign', { contentId, values: [] });
    expect(sign.status).toBe(403);
    expect((await eve.get(`/api/content/esign?contentId=${contentId}`)).body.message).toBe(
      messages.esign.notParticipant,
    );
    expect((await view(ada, contentId)).signers).toHaveLength(1);

    await sendInGroup(contentId);
    expect((await dee.get(`/api/content/esign?contentId=${contentId}`)).status).toBe(200);
    expect((await dee.get(`/api/utility/aws/presignedUrl?filepath=${pdfKey}&type=GET`)).status).toBe(200);
    expect((await dee.get(`/api/channels/${esignChannel(contentId)}/history`)).status).toBe(200);
  });

  it('names as signers only relationships and fellow members: a stranger, even one invited, is refused', async () => {
    const contentId = await readyDocument();
    const refused = await setUp(contentId, [bob, eve]);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ isSuccess: false, message: messages.esign.signerNotRelated });
    // Invited to the group but not (yet) a member: still not someone Ada may name.
    const fay = await signUp(server.url, { firstName: 'Fay', lastName: 'Invited' });
    await ada.post('/api/group/members', { groupId, userIds: [fay.user?.id], addedBy: ada.user?.id });
    expect((await setUp(contentId, [bob, fay])).status).toBe(403);
    await acceptGroupInvitations(groupId, [fay]);
    expect((await setUp(contentId, [bob, fay])).status).toBe(200);
  });

  it('refuses to send with a post that is not an e-sign post of the sender, or that a signer cannot see', async () => {
    const contentId = await readyDocument();
    // Gus is Ada's relationship, so he can be named; he is not in the group the post goes to.
    const gus = await signUp(server.url, { firstName: 'Gus', lastName: 'Related' });
    await connect(ada, gus);
    expect((await setUp(contentId, [bob, gus])).status).toBe(200);
    const plain = await createPost(ada, { visibility: 'COLLABORATION_GROUP', groupsToShareWith: [groupId] });
    expect((await ada.post('/api/content/esign/send', { contentId, postId: plain })).status).toBe(403);
    const esignPost = await createPost(ada, {
      type: 'ESign',
      visibility: 'COLLABORATION_GROUP',
      groupsToShareWith: [groupId],
    });
    const unreachable = await ada.post('/api/content/esign/send', { contentId, postId: esignPost });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toBe(messages.esign.signerNotReachable);
    expect((await bob.post('/api/content/esign/send', { contentId, postId: esignPost })).status).toBe(403);
  });
});

import { messages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { makePost } from '../posts/cards/test-posts';
import { afterPostPath } from './after-post-path';
import { emptyDraft } from './composer-store';
import type { ComposerDraft } from './composer-types';
import { calendarLinkFor, isValidLink, withHttp } from './link-rules';
import { buildCreatePostBody, buildEditPostBody, postTitleFor, statusFor } from './post-payload';
import { postProblem } from './post-validation';
import { sharedWording } from './share-wording';

const grace: Recipient = { kind: 'member', userId: 'u1', name: 'Grace Hopper', email: null, avatar: null };
const alan: Recipient = { kind: 'member', userId: 'u2', name: 'Alan Turing', email: null, avatar: null };
const draftWith = (patch: Partial<ComposerDraft>): ComposerDraft => ({ ...emptyDraft(), ...patch });
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('validation (spec 2 §5)', () => {
  const post = (patch: Partial<ComposerDraft>, isReshare = false) => postProblem(draftWith(patch), { isReshare });

  it('an empty post', () => {
    expect(post({})).toBe(messages.composer.emptyPost);
    expect(post({ description: '   ' })).toBe(messages.composer.emptyPost);
    expect(post({ type: 'PHOTO' })).toBe(messages.composer.emptyPost);
    expect(post({ type: 'PHOTO', files: [png('a.png')] })).toBeNull();
    expect(post({ description: 'hello' })).toBeNull();
    expect(post({}, true)).toBeNull();
  });

  it('a link post needs a link or a description, and a link must be a URL', () => {
    expect(post({ type: 'LINK' })).toBe(messages.composer.emptyPost);
    expect(post({ type: 'LINK', description: 'see this' })).toBeNull();
    expect(post({ type: 'LINK', link: 'not a link' })).toBe(messages.composer.invalidUrl);
    expect(post({ type: 'LINK', link: 'example.com/page?a=1' })).toBeNull();
  });

  it('the audience checks', () => {
    expect(post({ description: 'x', visibility: 'SPECIFIC_PEOPLE' })).toBe(messages.composer.pickPeopleToShare);
    expect(post({ description: 'x', visibility: 'COLLABORATION_GROUP' })).toBe(messages.composer.pickGroup);
  });
});

describe('links (spec 2 §5)', () => {
  it('adds http:// to a link and https:// to a calendar link, with the e-mail for Calendly', () => {
    expect(isValidLink('https://example.com')).toBe(true);
    expect(isValidLink('hello world')).toBe(false);
    expect(withHttp('example.com')).toBe('http://example.com');
    expect(withHttp('https://example.com')).toBe('https://example.com');
    expect(calendarLinkFor('calendly.com/ada', 'ada@example.test')).toBe(
      'https://calendly.com/ada?email=ada%40example.test',
    );
    expect(calendarLinkFor('cal.example.org/ada', 'ada@example.test')).toBe('https://cal.example.org/ada');
  });
});

describe('the post payload (spec 2 §3)', () => {
  const viewer = { userId: 'me', firstName: 'Ada' };

  it('titles the post by first name, or the spec fallback', () => {
    expect(postTitleFor('Ada')).toBe('Ada Post');
    expect(postTitleFor('')).toBe('No First Name USER Post');
  });

  it('marks photo, file and e-sign posts pending', () => {
    expect(['PHOTO', 'FILE', 'ESIGN', 'VIDEO', 'LINK', 'TEXT'].map((t) => statusFor(t as never))).toEqual([
      'Pending',
      'Pending',
      'Pending',
      'Published',
      'Published',
      'Published',
    ]);
  });

  it('a photo post to one person', () => {
    const draft = draftWith({
      description: 'Look',
      type: 'PHOTO',
      files: [png('a.png')],
      visibility: 'SPECIFIC_PEOPLE',
      people: [grace],
    });
    const attachments = [{ filename: 'a.png', filepath: 'uploads/users/me/posts/p/original/a.png', type: 'image/png' }];
    const body = buildCreatePostBody({ viewer, mode: 'share', draft, attachments, groupId: null, resharePost: null });
    expect(body).toMatchObject({
      postId: draft.postId,
      createdBy: 'me',
      title: 'Ada Post',
      content: 'Look',
      type: 'Post',
      status: 'Pending',
      visibility: 'SPECIFIC_PEOPLE',
      usersToShareWith: ['u1'],
      groupsToShareWith: [],
      shareWithAllOfMyRelationships: false,
      attachments: [{ ...attachments[0], createdBy: 'me' }],
    });
    const fileMeta = JSON.parse(body.postMeta?.find((m) => m.name === 'fileMeta')?.value as string);
    expect(fileMeta).toMatchObject({ postType: 'image', name: 'a.png', size: 1, type: 'image/png' });
    const visibility = JSON.parse(body.postMeta?.find((m) => m.name === 'visibilityType')?.value as string);
    expect(visibility).toEqual({ type: 'SPECIFIC_PEOPLE', userIds: ['u1'] });
  });

  it('a link post to a group, a meeting, a schedule and a reshare', () => {
    const link = draftWith({
      type: 'LINK',
      link: 'example.com',
      linkMeta: { url: 'http://example.com', title: 'Ex' },
      visibility: 'COLLABORATION_GROUP',
    });
    const linkBody = buildCreatePostBody({
      viewer,
      mode: 'share',
      draft: link,
      attachments: [],
      groupId: 'g1',
      resharePost: null,
    });
    expect(linkBody).toMatchObject({ groupsToShareWith: ['g1'], status: 'Published', usersToShareWith: [] });
    expect(JSON.parse(linkBody.postMeta?.[0]?.value as string)).toEqual({
      postType: 'link',
      preview: { url: 'http://example.com', title: 'Ex' },
    });

    const meet = buildCreatePostBody({
      viewer,
      mode: 'meet',
      draft: draftWith({ type: 'MEET' }),
      attachments: [],
      groupId: null,
      resharePost: null,
    });
    expect(meet).toMatchObject({ type: 'Meeting', status: 'Published' });

    const schedule = buildCreatePostBody({
      viewer,
      mode: 'schedule',
      draft: draftWith({ type: 'LINK', link: 'calendly.com/ada', visibility: 'ALL_OF_MY_RELATIONSHIPS' }),
      attachments: [],
      groupId: null,
      resharePost: null,
      link: 'https://calendly.com/ada',
    });
    expect(schedule).toMatchObject({ type: 'Schedule', shareWithAllOfMyRelationships: true });
    expect(schedule.postMeta).toContainEqual({ name: 'linkType', value: 'Schedule', createdBy: 'me' });

    const original = makePost({ postId: 'orig' });
    const reshareOfReshare = makePost({ postId: 'r1', referencePostId: 'orig' });
    expect(
      buildCreatePostBody({
        viewer,
        mode: 'share',
        draft: draftWith({}),
        attachments: [],
        groupId: null,
        resharePost: original,
      }).referencePostId,
    ).toBe('orig');
    expect(
      buildCreatePostBody({
        viewer,
        mode: 'share',
        draft: draftWith({}),
        attachments: [],
        groupId: null,
        resharePost: reshareOfReshare,
      }).referencePostId,
    ).toBe('orig');
  });

  it('an edit sends content, title and visibility', () => {
    const post = makePost({ postId: 'p1', title: 'Old' });
    expect(
      buildEditPostBody(post, draftWith({ description: 'new', title: ' New ', visibility: 'PUBLIC' }), 'me'),
    ).toEqual({
      postId: 'p1',
      modifiedBy: 'me',
      content: 'new',
      title: 'New',
      visibility: 'PUBLIC',
    });
  });
});

describe('after posting (spec 2 §4)', () => {
  it("stays in a job's applicant workspace when posting to its group", () => {
    const currentPath = '/jobs/j1/applicants/g1?phase=APPLIED';
    expect(afterPostPath({ visibility: 'COLLABORATION_GROUP', groupId: 'g1', people: [], currentPath })).toBe(
      currentPath,
    );
    expect(afterPostPath({ visibility: 'COLLABORATION_GROUP', groupId: 'g2', people: [], currentPath })).toBe(
      '/group/g2',
    );
  });

  it('goes to the group, the one person, or home', () => {
    expect(afterPostPath({ visibility: 'COLLABORATION_GROUP', groupId: 'g1', people: [grace, alan] })).toBe(
      '/group/g1',
    );
    expect(afterPostPath({ visibility: 'SPECIFIC_PEOPLE', groupId: null, people: [grace] })).toBe('/relationships/u1');
    expect(
      afterPostPath({
        visibility: 'SPECIFIC_PEOPLE',
        groupId: null,
        people: [{ kind: 'email', email: 'x@example.test' }],
      }),
    ).toBe('/');
    expect(afterPostPath({ visibility: 'PUBLIC', groupId: null, people: [] })).toBe('/');
  });
});

describe('the preview wording (spec 2 §2)', () => {
  it('says a or an and the audience', () => {
    expect(
      sharedWording(
        'share',
        draftWith({ type: 'PHOTO', files: [png('a.png')], visibility: 'SPECIFIC_PEOPLE', people: [grace] }),
        false,
      ),
    ).toBe('You shared an image with Grace Hopper');
    expect(
      sharedWording(
        'meet',
        draftWith({
          type: 'MEET',
          visibility: 'COLLABORATION_GROUP',
          selectedGroup: { groupId: 'g', name: 'Deal room', members: [], nonRegisteredUsers: [] },
        }),
        false,
      ),
    ).toBe('You shared a meeting link with Deal room');
    expect(sharedWording('esign', draftWith({ type: 'ESIGN' }), false)).toBe(
      'You shared a signature document with Everyone (Public)',
    );
    expect(sharedWording('share', draftWith({ visibility: 'ALL_OF_MY_RELATIONSHIPS' }), true)).toBe(
      'You shared a post with All of my relationships',
    );
  });
});

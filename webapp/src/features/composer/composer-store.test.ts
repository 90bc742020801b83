import { messages } from '@shared/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import { makePost as testPost } from '../posts/cards/test-posts';
import { useComposerStore } from './composer-store';
import { NEW_GROUP } from './composer-types';
import { defaultGroupName, memberSetKey } from './visibility-rules';

const store = () => useComposerStore.getState();
const steps = () => store().steps;
const member = (userId: string, name: string): Recipient => ({
  kind: 'member',
  userId,
  name,
  email: null,
  avatar: null,
});
const invitee = (email: string): Recipient => ({ kind: 'email', email });

beforeEach(() => store().open({ mode: 'share' }));

describe('the step stack', () => {
  it('starts at the visibility question; back pops one step and never the last', () => {
    expect(steps()).toEqual(['CHOOSE_VISIBILITY']);
    store().chooseVisibility('SPECIFIC_PEOPLE');
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'PICK_RELATIONS']);
    store().setPeople([member('u1', 'Grace Hopper')]);
    expect(store().finishPicking()).toBeNull();
    store().push('EDIT_IMAGES_DRAWER');
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'PICK_RELATIONS', 'POST_CREATION', 'EDIT_IMAGES_DRAWER']);
    store().back();
    store().back();
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'PICK_RELATIONS']);
    store().back();
    store().back();
    expect(steps()).toEqual(['CHOOSE_VISIBILITY']);
  });

  it('Public and All of my relationships go straight to the post, or to the reshare when resharing', () => {
    store().chooseVisibility('PUBLIC');
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'POST_CREATION']);
    expect(store().draft.visibility).toBe('PUBLIC');
    store().open({ mode: 'share', resharePost: testPost() });
    store().chooseVisibility('ALL_OF_MY_RELATIONSHIPS');
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'RESHARE_POST']);
    expect(store().draft.visibility).toBe('ALL_OF_MY_RELATIONSHIPS');
  });

  it('Collaboration Group leads to the group picker, which needs a choice', () => {
    store().chooseVisibility('COLLABORATION_GROUP');
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'PICK_COLLABORATION_GROUPS']);
    expect(store().finishPicking()).toBe(messages.composer.pickGroup);
    store().pickGroup({ groupId: 'g1', name: 'Deal room', members: [], nonRegisteredUsers: [] });
    expect(store().finishPicking()).toBeNull();
    expect(store().draft).toMatchObject({ visibility: 'COLLABORATION_GROUP', selectedGroup: { groupId: 'g1' } });
  });

  it('the people picker needs someone: "Please pick some relationships"', () => {
    store().chooseVisibility('SPECIFIC_PEOPLE');
    expect(store().finishPicking()).toBe(messages.composer.pickRelationships);
    expect(steps()).toEqual(['CHOOSE_VISIBILITY', 'PICK_RELATIONS']);
  });

  it('opens at the post for a group or a relationship, and at the editor for an edit', () => {
    store().open({ mode: 'share', audience: { kind: 'group', groupId: 'g1', name: 'Deal room' } });
    expect(steps()).toEqual(['POST_CREATION']);
    expect(store().draft).toMatchObject({ visibility: 'COLLABORATION_GROUP', selectedGroup: { groupId: 'g1' } });
    store().open({ mode: 'meet', audience: { kind: 'pairing', userId: 'u2', name: 'Grace Hopper' } });
    expect(steps()).toEqual(['POST_CREATION']);
    expect(store().draft).toMatchObject({ visibility: 'SPECIFIC_PEOPLE', type: 'MEET' });
    const post = testPost({ content: 'old text', title: 'Old', visibility: 'ALL_OF_MY_RELATIONSHIPS' });
    store().open({ mode: 'share', editPost: post });
    expect(steps()).toEqual(['EDIT_POST']);
    expect(store().draft).toMatchObject({
      description: 'old text',
      title: 'Old',
      visibility: 'ALL_OF_MY_RELATIONSHIPS',
    });
  });

  it('gives every open a new post id and idempotency key', () => {
    const first = store().draft;
    store().open({ mode: 'share' });
    expect(store().draft.postId).not.toBe(first.postId);
    expect(store().draft.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('forces the content type of meet, esign and schedule', () => {
    store().open({ mode: 'esign' });
    expect(store().draft.type).toBe('ESIGN');
    store().open({ mode: 'schedule' });
    expect(store().draft.type).toBe('LINK');
  });
});

describe('visibility rules (spec 2 §4)', () => {
  it('one person is SPECIFIC_PEOPLE; two or more a new group named by the rule; none reverts to PUBLIC', () => {
    store().chooseVisibility('SPECIFIC_PEOPLE');
    store().setPeople([member('u1', 'Grace Hopper')]);
    expect(store().draft).toMatchObject({ visibility: 'SPECIFIC_PEOPLE', selectedGroup: null });
    store().setPeople([member('u1', 'Grace Hopper'), invitee('alan@example.test')]);
    expect(store().draft).toMatchObject({
      visibility: 'COLLABORATION_GROUP',
      selectedGroup: {
        groupId: NEW_GROUP,
        name: 'Grace, alan@example.test',
        members: ['u1'],
        nonRegisteredUsers: ['alan@example.test'],
      },
    });
    store().setPeople([]);
    expect(store().draft).toMatchObject({ visibility: 'PUBLIC', selectedGroup: null });
  });

  it('names a group by at most three first names or e-mails, then ...', () => {
    const people = [member('u1', 'Grace Hopper'), member('u2', 'Alan Turing'), invitee('edsger@example.test')];
    expect(defaultGroupName(people)).toBe('Grace, Alan, edsger@example.test');
    expect(defaultGroupName([...people, member('u4', 'Barbara Liskov')])).toBe('Grace, Alan, edsger@example.test...');
  });

  it('uses an existing group found for exactly these people, and ignores a stale answer', () => {
    const people = [member('u2', 'Alan Turing'), member('u1', 'Grace Hopper')];
    store().setPeople(people);
    store().applyFoundGroup('u1,u9', { groupId: 'old', name: 'Stale' });
    expect(store().draft.selectedGroup?.groupId).toBe(NEW_GROUP);
    store().applyFoundGroup(memberSetKey(people), { groupId: 'g7', name: 'Alan & Grace' });
    expect(store().draft.selectedGroup).toMatchObject({ groupId: 'g7', name: 'Alan & Grace' });
    store().applyFoundGroup(memberSetKey(people), null);
    expect(store().draft.selectedGroup).toMatchObject({ groupId: NEW_GROUP, name: 'Alan, Grace' });
  });
});

describe('files of the draft', () => {
  it('moves, removes and resets files when the content type changes', () => {
    const files = ['a.png', 'b.png', 'c.png'].map((name) => new File(['x'], name, { type: 'image/png' }));
    store().setContentType('PHOTO');
    store().setFiles(files);
    store().moveFile(0, 2);
    expect(store().draft.files.map((f) => f.name)).toEqual(['b.png', 'c.png', 'a.png']);
    store().moveFile(0, 5);
    store().removeFile(1);
    expect(store().draft.files.map((f) => f.name)).toEqual(['b.png', 'a.png']);
    store().update({ description: 'kept' });
    store().setContentType('LINK');
    expect(store().draft).toMatchObject({ files: [], type: 'LINK', description: 'kept' });
  });
});

import type { Post, VisibilityType } from '@shared/api/posts';
import { create } from 'zustand';
import { newIdempotencyKey } from '../posts/engagement/idempotency-key';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import type {
  ComposerAudience,
  ComposerDraft,
  ComposerMode,
  ComposerStep,
  ContentType,
  LinkMeta,
  OpenComposerOptions,
  SelectedGroup,
} from './composer-types';
import { messages } from '@shared/messages';
import { audienceForPeople, memberSetKey } from './visibility-rules';

/** The choices of the visibility question (All of my relationships is the fourth). */
export type VisibilityChoice = VisibilityType;

/** The content type a mode forces (spec 2 §4), or null when the buttons choose. */
export const forcedTypeOf = (mode: ComposerMode): ContentType | null =>
  mode === 'meet' ? 'MEET' : mode === 'esign' ? 'ESIGN' : mode === 'schedule' ? 'LINK' : null;

export function emptyDraft(mode: ComposerMode = 'share'): ComposerDraft {
  return {
    postId: newIdempotencyKey(),
    idempotencyKey: newIdempotencyKey(),
    description: '',
    title: '',
    type: forcedTypeOf(mode),
    link: '',
    linkMeta: null,
    files: [],
    people: [],
    selectedGroup: null,
    visibility: 'PUBLIC',
  };
}

function draftFor(options: OpenComposerOptions): ComposerDraft {
  const draft = emptyDraft(options.mode);
  const { audience, editPost } = options;
  if (editPost) {
    return {
      ...draft,
      description: editPost.content ?? '',
      title: editPost.title ?? '',
      visibility: editPost.visibility,
    };
  }
  if (audience?.kind === 'group') {
    return {
      ...draft,
      visibility: 'COLLABORATION_GROUP',
      selectedGroup: { groupId: audience.groupId, name: audience.name, members: [], nonRegisteredUsers: [] },
    };
  }
  if (audience?.kind === 'pairing') {
    const person: Recipient = {
      kind: 'member',
      userId: audience.userId,
      name: audience.name,
      email: null,
      avatar: null,
    };
    return { ...draft, visibility: 'SPECIFIC_PEOPLE', people: [person] };
  }
  return draft;
}

/** The first step: edit, the post itself when the audience is fixed, else the visibility question. */
function firstStepFor(options: OpenComposerOptions): ComposerStep {
  if (options.editPost) return 'EDIT_POST';
  if (options.audience) return options.resharePost ? 'RESHARE_POST' : 'POST_CREATION';
  return 'CHOOSE_VISIBILITY';
}

type ComposerState = {
  isOpen: boolean;
  mode: ComposerMode;
  audience: ComposerAudience | null;
  steps: ComposerStep[];
  draft: ComposerDraft;
  editPost: Post | null;
  resharePost: Post | null;
  /** A meeting whose window the browser blocked (the Pop-ups Blocked dialog). */
  blockedMeetingUrl: string | null;
  /** Grows on every open: the drawer's content remounts with a fresh draft. */
  session: number;

  open: (options: OpenComposerOptions) => void;
  close: () => void;
  push: (step: ComposerStep) => void;
  back: () => void;
  /** The visibility question's answer; the caller has checked groups and relationships exist. */
  chooseVisibility: (choice: VisibilityChoice) => void;
  /** PICK_RELATIONS: applies the people rules of spec 2 §4 at once. */
  setPeople: (people: Recipient[]) => void;
  /** The existing group found for these people (GET /api/group/users), or none. */
  applyFoundGroup: (memberKey: string, group: { groupId: string; name: string } | null) => void;
  pickGroup: (group: SelectedGroup) => void;
  /** Leaves a picker for the post; answers the spec's message when nothing is chosen. */
  finishPicking: () => string | null;
  /** The step after the audience: the post, or the reshare when resharing. */
  nextAfterAudience: () => ComposerStep;
  update: (patch: Partial<Pick<ComposerDraft, 'description' | 'title' | 'link' | 'visibility'>>) => void;
  setContentType: (type: ContentType | null) => void;
  setLinkMeta: (meta: LinkMeta | null) => void;
  setFiles: (files: File[]) => void;
  moveFile: (from: number, to: number) => void;
  removeFile: (index: number) => void;
  /** After a group was created for this draft: a retry must not create another. */
  setCreatedGroup: (groupId: string) => void;
  setBlockedMeetingUrl: (url: string | null) => void;
};

const top = (steps: readonly ComposerStep[]) => steps[steps.length - 1];

export const useComposerStore = create<ComposerState>()((set, get) => ({
  isOpen: false,
  mode: 'share',
  audience: null,
  steps: ['CHOOSE_VISIBILITY'],
  draft: emptyDraft(),
  editPost: null,
  resharePost: null,
  blockedMeetingUrl: null,
  session: 0,

  open: (options) =>
    set((state) => ({
      isOpen: true,
      mode: options.editPost ? 'share' : options.mode,
      audience: options.audience ?? null,
      editPost: options.editPost ?? null,
      resharePost: options.resharePost ?? null,
      steps: [firstStepFor(options)],
      draft: draftFor(options),
      session: state.session + 1,
    })),
  close: () => set({ isOpen: false }),
  push: (step) => set((state) => (top(state.steps) === step ? state : { steps: [...state.steps, step] })),
  back: () => set((state) => (state.steps.length > 1 ? { steps: state.steps.slice(0, -1) } : state)),

  chooseVisibility: (choice) => {
    const next = get().nextAfterAudience();
    set((state) => {
      if (choice === 'SPECIFIC_PEOPLE') return { steps: [...state.steps, 'PICK_RELATIONS'] };
      if (choice === 'COLLABORATION_GROUP') return { steps: [...state.steps, 'PICK_COLLABORATION_GROUPS'] };
      return {
        draft: { ...state.draft, visibility: choice, people: [], selectedGroup: null },
        steps: [...state.steps, next],
      };
    });
  },

  setPeople: (people) => set((state) => ({ draft: { ...state.draft, people, ...audienceForPeople(people) } })),

  applyFoundGroup: (memberKey, group) =>
    set((state) => {
      const { draft } = state;
      if (draft.people.length < 2 || memberSetKey(draft.people) !== memberKey) return state;
      if (draft.people.some((person) => person.kind === 'email')) return state;
      const selectedGroup = group
        ? { groupId: group.groupId, name: group.name, members: [], nonRegisteredUsers: [] }
        : audienceForPeople(draft.people).selectedGroup;
      return { draft: { ...draft, selectedGroup } };
    }),

  pickGroup: (group) =>
    set((state) => ({
      draft: { ...state.draft, visibility: 'COLLABORATION_GROUP', selectedGroup: group, people: [] },
    })),

  finishPicking: () => {
    const { draft, steps } = get();
    const step = top(steps);
    if (step === 'PICK_RELATIONS' && draft.people.length === 0) return messages.composer.pickRelationships;
    if (step === 'PICK_COLLABORATION_GROUPS' && !draft.selectedGroup) return messages.composer.pickGroup;
    get().push(get().nextAfterAudience());
    return null;
  },

  nextAfterAudience: () => (get().resharePost ? 'RESHARE_POST' : 'POST_CREATION'),

  update: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
  setContentType: (type) =>
    set((state) => {
      if (state.draft.type === type) return state;
      // Another content type starts its inputs afresh; the description stays.
      return { draft: { ...state.draft, type, files: [], link: '', linkMeta: null } };
    }),
  setLinkMeta: (linkMeta) => set((state) => ({ draft: { ...state.draft, linkMeta } })),
  setFiles: (files) => set((state) => ({ draft: { ...state.draft, files } })),
  moveFile: (from, to) =>
    set((state) => {
      const files = [...state.draft.files];
      if (to < 0 || to >= files.length || from === to) return state;
      const [moved] = files.splice(from, 1);
      if (!moved) return state;
      files.splice(to, 0, moved);
      return { draft: { ...state.draft, files } };
    }),
  removeFile: (index) =>
    set((state) => ({ draft: { ...state.draft, files: state.draft.files.filter((_, i) => i !== index) } })),
  setCreatedGroup: (groupId) =>
    set((state) =>
      state.draft.selectedGroup
        ? { draft: { ...state.draft, selectedGroup: { ...state.draft.selectedGroup, groupId } } }
        : state,
    ),
  setBlockedMeetingUrl: (blockedMeetingUrl) => set({ blockedMeetingUrl }),
}));

/** The step on top of the stack. */
export const useCurrentStep = () => useComposerStore((state) => top(state.steps) ?? 'CHOOSE_VISIBILITY');

import { ASSISTANT_NAME } from './shell';

/** Jobs and applicants (spec 1 §2, §4, §8; spec 3 §2.7, §2.8, §4.7, §8, §9; spec 2 stepper). */
export const jobsCopy = {
  richText: {
    title: 'Enter your description',
    save: 'SAVE',
    cancel: 'Cancel',
    editorLabel: 'Description',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bullet list',
    toolbar: 'Formatting',
    placeholder: 'Describe the role, its responsibilities and what you are looking for.',
  },
  stepper: {
    label: 'Application progress',
    hiringTeam: (company: string) => `Hiring team${company ? ` at ${company}` : ''}`,
    steps: ['Application started', 'In progress', 'Under review', 'Submitted'] as const,
    current: 'Current step',
    done: 'Done',
  },
  rating: {
    labels: ['Unrated', 'Not a Fit', 'Maybe', 'Good Fit'] as const,
  },
  applicantMenu: {
    label: (name: string) => `More actions for ${name}`,
    view: 'View Applicant',
    goodFit: 'Mark as Good Fit',
    maybe: 'Mark as Maybe',
    notAFit: 'Mark as Not a Fit',
    unrated: 'Mark as Unrated',
    enableAi: `Enable ${ASSISTANT_NAME} AI`,
    disableAi: `Disable ${ASSISTANT_NAME} AI`,
  },
} as const;

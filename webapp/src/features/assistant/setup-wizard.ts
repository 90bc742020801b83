import { SETUP_CHOICES, SETUP_STEPS, SINGLE_CHOICE_STEPS, type SetupStep } from '@shared/assistant';

/**
 * The setup questionnaire's rules (spec 2 §3, §4, §5): five steps in a fixed order, one
 * single-choice step, Next and Done disabled until something is chosen on the step.
 */
export { SETUP_CHOICES, SETUP_STEPS, type SetupStep };

export const isSingleChoice = (step: SetupStep): boolean => SINGLE_CHOICE_STEPS.includes(step);

/** The answers as the wizard edits them: every step a list (the single step holds at most one). */
export type SetupAnswers = Record<SetupStep, readonly string[]>;

export const emptyAnswers = (): SetupAnswers => ({ role: [], tone: [], style: [], userGender: [], userValues: [] });

/** A chip click: a single-choice step replaces its value, a multi-choice step adds or removes it. */
export function toggleChoice(answers: SetupAnswers, step: SetupStep, value: string): SetupAnswers {
  const current = answers[step];
  if (isSingleChoice(step)) return { ...answers, [step]: current[0] === value ? [] : [value] };
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...answers, [step]: next };
}

export const canAdvance = (answers: SetupAnswers, step: SetupStep): boolean => answers[step].length > 0;

export const isLastStep = (index: number): boolean => index === SETUP_STEPS.length - 1;

/** The body of PATCH /api/assistant/user/setup for one step: only that step's field (spec 2 §7). */
export function stepPatch(
  userId: string,
  answers: SetupAnswers,
  step: SetupStep,
  isLast: boolean,
): Record<string, unknown> {
  const value = isSingleChoice(step) ? (answers[step][0] ?? null) : [...answers[step]];
  return { userId, [step]: value, ...(isLast ? { completed: true } : {}) };
}

/** The stored answers (any shape the server gives) as the wizard's lists, unknown values dropped. */
export function answersFrom(stored: Partial<Record<SetupStep, unknown>> | null | undefined): SetupAnswers {
  const answers = emptyAnswers();
  if (!stored) return answers;
  for (const step of SETUP_STEPS) {
    const raw = stored[step];
    const values = Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? [raw] : [];
    answers[step] = values.filter((value): value is string => SETUP_CHOICES[step].includes(String(value)));
  }
  return answers;
}

/** The first step without an answer, so a returning user resumes where they stopped. */
export function firstOpenStep(answers: SetupAnswers): number {
  const index = SETUP_STEPS.findIndex((step) => answers[step].length === 0);
  return index === -1 ? 0 : index;
}

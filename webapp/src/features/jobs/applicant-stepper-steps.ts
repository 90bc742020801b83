import { APPLICANT_STEPPER_INDEX, APPLICANT_STATUSES, type ApplicantStatus } from '@shared/jobs';

/** Stepper indices (spec 2 §9): STARTED 0, IN_PROGRESS 1, SUBMITTED 3; anything else is the start. */
export function stepperIndexOf(status: string | null | undefined): number {
  return (APPLICANT_STATUSES as readonly string[]).includes(status ?? '')
    ? APPLICANT_STEPPER_INDEX[status as ApplicantStatus]
    : 0;
}

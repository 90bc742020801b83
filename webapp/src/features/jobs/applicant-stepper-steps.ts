/** Stepper indices (spec 2 §9): STARTED 0, IN_PROGRESS 1, SUBMITTED 3; anything else is the start. */
export function stepperIndexOf(status: string | null | undefined): number {
  if (status === 'SUBMITTED') return 3;
  if (status === 'IN_PROGRESS') return 1;
  return 0;
}

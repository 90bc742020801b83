/**
 * Every /api route, by `METHOD path` as the route table lists it, with who may call it: the
 * authorization matrix (authorization-matrix.test.ts) calls each as every role. One file per
 * area under authorization-cases/; kit.ts holds what they are written with.
 */
import { assistantCases } from './authorization-cases/assistant';
import { esignCases } from './authorization-cases/esign';
import { groupsCases } from './authorization-cases/groups';
import { peopleCases } from './authorization-cases/people';
import { postsCases } from './authorization-cases/posts';
import { workCases } from './authorization-cases/work';
import type { Case } from './authorization-cases/kit';

export type { AccessCase, Call, Case, OwnCase } from './authorization-cases/kit';

export const CASES: Record<string, Case> = {
  ...assistantCases,
  ...peopleCases,
  ...postsCases,
  ...esignCases,
  ...workCases,
  ...groupsCases,
};

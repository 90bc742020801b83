import {
  type ApplicantChip,
  type ApplicantList,
  ELIGIBLE_CHIPS,
  INELIGIBLE_CHIPS,
  RATING_LABELS,
  RATINGS,
  type Rating,
} from '@shared/jobs';
import type { ApplicantFilter } from './jobs-api';

/** The owner's two mutually exclusive applicant lists (spec 3 §2.7). */
export type ApplicantListKind = ApplicantList;

export const chipsOf = (kind: ApplicantListKind): readonly ApplicantChip[] =>
  kind === 'eligible' ? ELIGIBLE_CHIPS : INELIGIBLE_CHIPS;

/** What a chip sends: its list, statuses and ratings; 'All' is the chip that stands for the whole list. */
export function applicantFilterOf(kind: ApplicantListKind, chipLabel: string, term: string): ApplicantFilter {
  const chips = chipsOf(kind);
  const chip = chips.find((item) => item.label === chipLabel) ?? chips[0];
  return { list: kind, term: term.trim(), status: [...(chip?.status ?? [])], rating: [...(chip?.rating ?? [])] };
}

/** 1 to 4 as the spec labels them; any other or missing value reads Unrated (spec 3 §4.7). */
export function ratingOf(value: unknown): Rating {
  const rating = typeof value === 'string' ? Number(value) : value;
  return (RATINGS as readonly unknown[]).includes(rating) ? (rating as Rating) : 1;
}

export const ratingLabel = (value: unknown) => RATING_LABELS[ratingOf(value)];

/** Not a Fit danger, Maybe warning, Good Fit success (spec 3 §4.7). */
export function ratingTone(value: unknown): 'neutral' | 'danger' | 'warning' | 'success' {
  const rating = ratingOf(value);
  if (rating === 2) return 'danger';
  if (rating === 3) return 'warning';
  if (rating === 4) return 'success';
  return 'neutral';
}

/** The empty text of an applicant list (spec 3 §8). */
export function applicantsEmptyText(
  messages: {
    noApplicantWithName: string;
    noApplicantsYet: string;
    noApplicantMatches: string;
    noApplicantsFound: string;
  },
  state: { term: string; chipLabel: string; totalApplicants: number },
): string {
  if (state.term.trim()) return messages.noApplicantWithName;
  if (state.totalApplicants === 0) return messages.noApplicantsYet;
  if (state.chipLabel !== 'All') return messages.noApplicantMatches;
  return messages.noApplicantsFound;
}

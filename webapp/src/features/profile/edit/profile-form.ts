import { type CompanyPut, normalizeLink, type SelfProfile, zCompanyPut } from '@shared/api/profiles';
import { type UserPatch, zUserPatch } from '@shared/api/user';
import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import type { z } from 'zod';
import type { ApiIssue } from '@shared/api/envelope';

/** One custom link row; `key` keeps React's identity while rows move. */
export type LinkRow = { key: string; title: string; url: string };

export type CompanyValues = { name: string; title: string; website: string; description: string; logo: string };

/** Everything the edit-profile drawer edits, as the text the inputs hold. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  avatar: string;
  profileAlias: string;
  phone: string;
  city: string;
  state: string;
  country: string;
  meetingLink: string;
  calendarLink: string;
  userLinks: LinkRow[];
  company: CompanyValues;
};

/** Errors keyed by field path: 'firstName', 'userLinks.0.url', 'company.name'. */
export type FormErrors = Record<string, string>;

let nextRowKey = 0;
export const newLinkRow = (title = '', url = ''): LinkRow => ({ key: `link-${++nextRowKey}`, title, url });

const text = (value: string | null | undefined) => (value === 'undefined' ? '' : (value ?? ''));

export function formValuesOf(profile: SelfProfile): ProfileFormValues {
  const company = profile.company;
  return {
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    headline: text(profile.headline),
    bio: text(profile.bio),
    avatar: text(profile.avatar),
    profileAlias: text(profile.profileAlias),
    phone: text(profile.phone),
    city: text(profile.city),
    state: text(profile.state),
    country: text(profile.country),
    meetingLink: text(profile.meetingLink),
    calendarLink: text(profile.calendarLink),
    userLinks: (profile.userLinks ?? []).map((link) => newLinkRow(link.title, link.url)),
    company: {
      name: text(company?.name),
      title: text(company?.title),
      website: text(company?.website),
      description: text(company?.description),
      logo: text(company?.logo),
    },
  };
}

function errorsOf(error: z.ZodError, prefix = ''): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = prefix + issue.path.join('.');
    if (path && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}

const hasCompany = (company: CompanyValues) => Object.values(company).some((value) => value.trim() !== '');

/** An image address must be an http(s) URL (file upload comes later). */
const isImageUrl = (value: string) => value.trim() === '' || normalizeLink(value) !== null;

export type ValidForm = { userPatch: UserPatch; companyPut: CompanyPut | null };

/**
 * Checks the form with the shared contracts (zUserPatch, zCompanyPut) and builds the two
 * requests; the company is sent only once one of its fields is filled.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  userId: string,
): { ok: true; value: ValidForm } | { ok: false; errors: FormErrors } {
  const user = zUserPatch.safeParse({
    userId,
    modifiedBy: userId,
    firstName: values.firstName,
    lastName: values.lastName,
    headline: values.headline,
    bio: values.bio,
    avatar: values.avatar,
    profileAlias: values.profileAlias,
    phone: values.phone,
    city: values.city,
    state: values.state,
    country: values.country,
    meetingLink: values.meetingLink,
    calendarLink: values.calendarLink,
    userLinks: values.userLinks.map(({ title, url }) => ({ title, url })),
  });
  const company = hasCompany(values.company)
    ? zCompanyPut.safeParse({ userId, modifiedBy: userId, ...values.company })
    : null;
  const errors: FormErrors = {
    ...(user.success ? {} : errorsOf(user.error)),
    ...(company && !company.success ? errorsOf(company.error, 'company.') : {}),
  };
  for (const field of ['firstName', 'lastName'] as const) {
    if (!values[field].trim()) errors[field] = profileCopy.edit.required;
  }
  if (!isImageUrl(values.avatar)) errors.avatar = profileCopy.edit.avatarInvalid;
  if (!isImageUrl(values.company.logo)) errors['company.logo'] = profileCopy.edit.avatarInvalid;
  if (Object.keys(errors).length > 0 || !user.success || (company && !company.success)) {
    return { ok: false, errors };
  }
  return { ok: true, value: { userPatch: user.data, companyPut: company?.success ? company.data : null } };
}

/** A server answer as inline errors: its issues by path; a 409 of PATCH /api/user is the alias. */
export function serverErrorsOf(
  error: { status: number; message: string; issues: ApiIssue[] },
  prefix = '',
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    if (issue.path && !errors[prefix + issue.path]) errors[prefix + issue.path] = issue.message;
  }
  if (error.status === 409 && !prefix) errors.profileAlias = error.message || messages.profile.aliasTaken;
  return errors;
}

import { GROUP_NAMES_SHOWN } from './limits';

export type NamedPerson = { firstName?: string | null; lastName?: string | null };

/** 'First Last', trimmed; empty when both are missing. */
export function fullNameOf(person: NamedPerson): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

/**
 * Spec 3 §9: the first four names, then 'N others'. Returns the names shown and the count left,
 * so the sentence is built by the copy ('Ada, Grace and 3 others').
 */
export function namesWithOthers(names: readonly string[], shown = GROUP_NAMES_SHOWN) {
  return { shown: names.slice(0, shown), others: Math.max(0, names.length - shown) };
}

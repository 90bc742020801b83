import { GROUP_NAMES_SHOWN } from './limits';

export type NamedPerson = { firstName?: string | null; lastName?: string | null };

/** 'First Last', trimmed; empty when both are missing. */
export function fullNameOf(person: NamedPerson): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

/**
 * Spec 3 §9: the first four names, then 'N others'. Returns the names shown and the count left,
 * so the sentence is built by the copy ('Ada, Grace and 3 others'). `total`: how many there are
 * when `names` holds only the first of them.
 */
export function namesWithOthers(names: readonly string[], shown = GROUP_NAMES_SHOWN, total = names.length) {
  const first = names.slice(0, shown);
  return { shown: first, others: Math.max(0, total - first.length) };
}

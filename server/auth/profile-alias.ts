import type { Db } from '../db/database';

/** "Ada Lovelace" → "ada.lovelace"; accents dropped, anything else becomes a dot. */
export function baseProfileAlias(firstName: string, lastName: string): string {
  const slug = `${firstName}.${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 56);
  return slug.length >= 3 ? slug : `member.${slug || 'user'}`;
}

/** The default alias first.last, made unique with the lowest free numeric suffix. */
export async function uniqueProfileAlias(db: Db, firstName: string, lastName: string): Promise<string> {
  const base = baseProfileAlias(firstName, lastName);
  const taken = await db
    .selectFrom('user')
    .select('profileAlias')
    .where((eb) => eb.or([eb('profileAlias', '=', base), eb('profileAlias', 'like', `${base}.%`)]))
    .execute();
  const used = new Set(taken.map((r) => r.profileAlias));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}.${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

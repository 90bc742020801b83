import type { Db } from '../../db/database';
import type { ProfileParts } from './mapping';
import { companyRepo, toCompany } from './company-repo';
import { linksRepo } from './links-repo';

/** Links and current company of many users: two queries, whatever the number of users. */
export async function loadProfileParts(db: Db, userIds: string[]): Promise<Map<string, ProfileParts>> {
  const [links, companies] = await Promise.all([
    linksRepo(db).byUsers(userIds),
    companyRepo(db).currentByUsers(userIds),
  ]);
  const parts = new Map<string, ProfileParts>();
  for (const id of userIds) {
    const company = companies.get(id);
    parts.set(id, { userLinks: links.get(id) ?? [], company: company ? toCompany(company) : null });
  }
  return parts;
}

/** A custom link of a user's profile, in the order the user gave. */
export interface UserLinkTable {
  userId: string;
  position: number;
  title: string;
  url: string;
}

/** A company of a user (their own record); at most one is current (isCurrent 1). */
export interface CompanyTable {
  id: string;
  userId: string;
  name: string;
  title: string | null;
  website: string | null;
  description: string | null;
  logo: string | null;
  isCurrent: number;
  createdAt: string;
  updatedAt: string;
}

/** Profile links and companies (features/profiles). */
export interface ProfilesTables {
  user_link: UserLinkTable;
  company: CompanyTable;
}

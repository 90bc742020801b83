export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  headline: string | null;
  bio: string | null;
  profileAlias: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  userType: string;
  status: string;
  meetingLink: string | null;
  calendarLink: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

/** The accounts and sessions (server/auth). */
export interface AuthTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  sign_in_link: SignInLinkTable;
}

/** A one-time sign-in link (features/sign-in-links): the token's SHA-256, never the token. */
export interface SignInLinkTable {
  tokenHash: string;
  userId: string;
  path: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

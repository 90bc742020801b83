/** The signed-in user a request or a socket acts for (resolved from the session). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  profileAlias: string;
  userType: string;
  status: string;
};

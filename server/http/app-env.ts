import type { Services } from '../services';

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

export type AppEnv = {
  Variables: {
    services: Services;
    user: SessionUser | null;
    sessionId: string | null;
    requestId: string;
  };
};

import type { Services } from '../services';
import type { SessionUser } from './session-user';

export type { SessionUser } from './session-user';

export type AppEnv = {
  Variables: {
    services: Services;
    user: SessionUser | null;
    sessionId: string | null;
    /** Set on first use: read it with `requestIdOf(c)`. */
    requestId: string | undefined;
  };
};

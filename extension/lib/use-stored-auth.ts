import { useEffect, useState } from 'react';
import { readAuth, type StoredAuth, watchAuth } from './auth-storage';

/** The stored server URL and token, kept current across the popup and the side panel. */
export function useStoredAuth(): StoredAuth | null {
  const [auth, setAuth] = useState<StoredAuth | null>(null);
  useEffect(() => {
    let isActive = true;
    void readAuth().then((value) => {
      if (isActive) setAuth(value);
    });
    const stop = watchAuth(setAuth);
    return () => {
      isActive = false;
      stop();
    };
  }, []);
  return auth;
}

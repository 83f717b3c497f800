import { createContext, useContext } from 'react';
import type { Environment, Session } from './api.js';

export interface SessionState {
  session: Session;
  environment: Environment;
  setEnvironment: (environment: Environment) => void;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The signed-in session and the live/test switch, for any page under the layout. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside the signed-in layout');
  return state;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { User } from '@pfe/contracts';

const CurrentUserContext = createContext<User | null>(null);

/** Gives member screens the signed-in user (provided by the app shell, which only renders for members). */
export function CurrentUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in app shell');
  return user;
}

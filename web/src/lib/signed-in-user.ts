import type { User } from '@app/types';
import { createContext, useContext } from 'react';

/** The user a SignedInPage (features/auth) resolved; its screens read it with useSignedInUser. */
export const SignedInUserContext = createContext<User | null>(null);

/** The signed-in user inside a SignedInPage; never null there. */
export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available inside SignedInPage');
  return user;
}

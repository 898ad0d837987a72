import { createContext } from 'react';
import type { AuthError, Session, User } from '@supabase/supabase-js';
import type { Profile } from './authSlice';

export interface SignInResult {
  error: AuthError | null;
  /** The signed-in user's profile (null on error or when it has none). */
  profile: Profile | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  nome: string;
  telefone: string;
  /** Where the confirmation link leads; default `<origin>/catalogo`. */
  redirectTo?: string;
}

export interface SignUpResult {
  error: AuthError | null;
  user: User | null;
  /** Null while the e-mail still has to be confirmed. */
  session: Session | null;
}

export interface AuthContextValue {
  session: Session | null;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<Profile | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

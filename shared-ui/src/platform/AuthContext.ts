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

/** The answer of an auth request that gives nothing back but success or an error. */
export interface AuthActionResult {
  error: AuthError | null;
}

export interface UpdatePasswordResult {
  error: AuthError | null;
  /** The signed-in user's profile after the change (null on error or when it has none). */
  profile: Profile | null;
}

export interface AuthContextValue {
  session: Session | null;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signUp: (input: SignUpInput) => Promise<SignUpResult>;
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<Profile | null>;
  /**
   * "Esqueci minha senha": e-mails a link that signs the person in to choose a new password.
   * `redirectTo` (default: this page, origin + path) is where the link leads back.
   */
  sendPasswordReset: (email: string, redirectTo?: string) => Promise<AuthActionResult>;
  /** E-mails the sign-up confirmation link again; `redirectTo` as in sendPasswordReset. */
  resendConfirmation: (email: string, redirectTo?: string) => Promise<AuthActionResult>;
  /** Sets a new password for the signed-in person (the recovery link signed them in). */
  updatePassword: (password: string) => Promise<UpdatePasswordResult>;
  /** True from the recovery link's arrival (supabase-js's PASSWORD_RECOVERY) until endPasswordRecovery. */
  passwordRecovery: boolean;
  endPasswordRecovery: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

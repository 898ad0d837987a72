import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { selectAuth, type AuthUser, type Profile } from './authSlice';
import { useAppSelector } from './hooks';
import { canWriteTipo, isStaffTipo } from './roles';

export const USE_AUTH_OUTSIDE_PROVIDER = 'useAuth deve ser usado dentro de um AuthProvider';

export interface UseAuthResult extends AuthContextValue {
  user: AuthUser | null;
  profile: Profile | null;
  /** True until the initial session has been read. */
  loading: boolean;
  /** admin, funcionario or user (back-office access). */
  isStaff: boolean;
  /** admin or funcionario (may change data). */
  canWrite: boolean;
  isAdmin: boolean;
}

/** Auth state and actions; throws outside an <AuthProvider>. */
export function useAuth(): UseAuthResult {
  const context = useContext(AuthContext);
  if (!context) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  const { status, user, profile } = useAppSelector(selectAuth);
  return {
    ...context,
    user,
    profile,
    loading: status === 'loading',
    isStaff: isStaffTipo(profile?.tipo),
    canWrite: canWriteTipo(profile?.tipo),
    isAdmin: profile?.tipo === 'admin',
  };
}

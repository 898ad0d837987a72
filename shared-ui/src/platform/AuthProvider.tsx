import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue, type SignUpInput } from './AuthContext';
import type { TypedSupabaseClient } from './database';
import { authReady, signedOut, userUpdated } from './authSlice';
import { useAppDispatch } from './hooks';
import { fetchProfile, toAuthUser } from './profile';
import { getSupabase } from './supabase';

export interface AuthProviderProps {
  children?: ReactNode;
  /** The Supabase client; default `getSupabase()`. */
  client?: TypedSupabaseClient;
}

/**
 * Reads the session, follows onAuthStateChange, loads the profile from `usuarios`
 * and keeps { status, user, profile } in the Redux auth slice. Needs a react-redux
 * <Provider> (store from `makeStore`) above it.
 */
export function AuthProvider({ children, client: clientProp }: AuthProviderProps) {
  const client = useMemo(() => clientProp ?? getSupabase(), [clientProp]);
  const dispatch = useAppDispatch();
  const [session, setSession] = useState<Session | null>(null);
  const userIdRef = useRef<string | null>(null);
  const sequenceRef = useRef(0);

  const applySession = useCallback(
    async (next: Session | null, reloadProfile: boolean) => {
      setSession(next);
      if (!next) {
        sequenceRef.current++;
        userIdRef.current = null;
        dispatch(signedOut());
        return;
      }
      const user = toAuthUser(next.user);
      if (!reloadProfile && userIdRef.current === user.id) {
        // Same person (e.g. the SIGNED_IN event that follows signIn): a profile load already under
        // way for them stays valid, so this must not supersede it.
        dispatch(userUpdated(user));
        return;
      }
      const sequence = ++sequenceRef.current;
      userIdRef.current = user.id;
      const profile = await fetchProfile(client, user.id);
      if (sequence === sequenceRef.current) dispatch(authReady({ user, profile }));
    },
    [client, dispatch],
  );

  useEffect(() => {
    let active = true;
    client.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) console.error('Erro ao obter sessão:', error);
        return applySession(data.session ?? null, true);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Erro ao obter sessão:', error);
        return applySession(null, true);
      });

    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (event === 'INITIAL_SESSION') return;
      // Deferred: supabase-js must not be awaited inside this callback.
      setTimeout(() => {
        if (active) void applySession(next, event === 'USER_UPDATED');
      }, 0);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client, applySession]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password) => {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error || !data.session) return { error, profile: null };
      const user = toAuthUser(data.session.user);
      const sequence = ++sequenceRef.current;
      userIdRef.current = user.id;
      setSession(data.session);
      const profile = await fetchProfile(client, user.id);
      if (sequence === sequenceRef.current) dispatch(authReady({ user, profile }));
      return { error: null, profile };
    },
    [client, dispatch],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    async ({ email, password, nome, telefone, redirectTo }: SignUpInput) => {
      const emailRedirectTo =
        redirectTo ?? (typeof window !== 'undefined' ? `${window.location.origin}/catalogo` : undefined);
      const { data, error } = await client.auth.signUp({
        email,
        password,
        // Never a role: the database makes every sign-up a cliente.
        options: { emailRedirectTo, data: { nome, telefone } },
      });
      return { error, user: data.user, session: data.session };
    },
    [client],
  );

  const signOut = useCallback(async () => {
    try {
      const { error } = await client.auth.signOut();
      if (error) console.error('Erro ao sair:', error);
    } catch (error) {
      console.error('Erro ao sair:', error);
    }
    sequenceRef.current += 1;
    userIdRef.current = null;
    setSession(null);
    dispatch(signedOut());
  }, [client, dispatch]);

  const refreshProfile = useCallback(async () => {
    const id = userIdRef.current;
    if (!id || !session) return null;
    const profile = await fetchProfile(client, id);
    dispatch(authReady({ user: toAuthUser(session.user), profile }));
    return profile;
  }, [client, dispatch, session]);

  const value = useMemo<AuthContextValue>(
    () => ({ session, signIn, signUp, signOut, refreshProfile }),
    [session, signIn, signUp, signOut, refreshProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue, type SignUpInput } from './AuthContext';
import { INITIAL_AUTH_REDIRECT, type AuthRedirect } from './authRedirect';
import type { TypedSupabaseClient } from './database';
import { authReady, signedOut, userUpdated } from './authSlice';
import { useAppDispatch, useAppStore } from './hooks';
import { ACCESS_DEACTIVATED_MESSAGE, fetchProfile, readProfile, toAuthUser } from './profile';
import { loadSupabase, peekSupabase, subscribeSupabase } from './supabase';

export interface AuthProviderProps {
  children?: ReactNode;
  /** The Supabase client; default the page's (./supabase.ts), once it has loaded. */
  client?: TypedSupabaseClient;
  /** The auth link that led to this page; default the page's first address. For tests. */
  initialRedirect?: AuthRedirect;
}

/** Where an e-mail link leads back by default: the page the person is on (origin + path). */
function currentPage(): string | undefined {
  return typeof window === 'undefined' ? undefined : `${window.location.origin}${window.location.pathname}`;
}

/**
 * Reads the session, follows onAuthStateChange, loads the profile from `usuarios`
 * and keeps { status, user, profile } in the Redux auth slice. Needs a react-redux
 * <Provider> (store from `makeStore`) above it.
 *
 * supabase-js loads after the first paint (./supabase.ts): until it is here the status stays
 * 'loading' (the header's "Carregando...", spec 000 §2), and an action called meanwhile (a sign-in)
 * loads it at once and waits for it.
 */
export function AuthProvider({ children, client: clientProp, initialRedirect = INITIAL_AUTH_REDIRECT }: AuthProviderProps) {
  const loaded = useSyncExternalStore(subscribeSupabase, peekSupabase, () => null);
  const client = clientProp ?? loaded;
  /** The client now, or once loaded (an action before then starts the load). */
  const ready = useCallback(() => (clientProp ? Promise.resolve(clientProp) : loadSupabase()), [clientProp]);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [session, setSession] = useState<Session | null>(null);
  const [passwordRecovery, setPasswordRecovery] = useState(false);
  const recoveryLinkRef = useRef(initialRedirect.type === 'recovery');
  const userIdRef = useRef<string | null>(null);
  const sequenceRef = useRef(0);
  // Counts this tab's own sign-ins and sign-outs. An auth event is applied a tick later (below); if
  // the person signed in or out meanwhile, the event is stale: a late SIGNED_IN must not bring back
  // the user that signOut just cleared (seen under load when both calls answer at once).
  const actionRef = useRef(0);

  /**
   * A login deactivated while its tab is open (issue 23 §6): its token still works but its role no
   * longer counts, so every list would come back empty as if the data were gone. Say why and end
   * the session here (locally: the auth server refuses a banned user's logout call).
   */
  const endDeactivatedSession = useCallback(async () => {
    actionRef.current += 1;
    sequenceRef.current += 1;
    userIdRef.current = null;
    setSession(null);
    dispatch(signedOut());
    // The toast's module (its card, button, icons) loads for this rare message only: this provider is
    // in the shared platform, which every page loads before the storefront's grid (issue 25 §2).
    void import('../components/Toast/toast').then(({ toast }) => toast({ title: ACCESS_DEACTIVATED_MESSAGE, variant: 'destructive' }));
    try {
      const { error } = await (await ready()).auth.signOut({ scope: 'local' });
      if (error) console.error('Erro ao sair:', error);
    } catch (error) {
      console.error('Erro ao sair:', error);
    }
  }, [ready, dispatch]);

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
      const { profile, deactivated } = await readProfile(await ready(), user.id);
      if (sequence !== sequenceRef.current) return;
      if (deactivated) await endDeactivatedSession();
      else dispatch(authReady({ user, profile }));
    },
    [ready, dispatch, endDeactivatedSession],
  );

  useEffect(() => {
    // Not loaded yet: the status stays 'loading' until it is.
    if (!client) return;
    let active = true;
    client.auth
      .getSession()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) console.error('Erro ao obter sessão:', error);
        // The page came from a recovery link and it signed the person in: ask for the new password
        // even if PASSWORD_RECOVERY fired before the listener below existed. Once per page load.
        if (data.session && recoveryLinkRef.current) setPasswordRecovery(true);
        recoveryLinkRef.current = false;
        return applySession(data.session ?? null, true);
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Erro ao obter sessão:', error);
        return applySession(null, true);
      });

    const { data } = client.auth.onAuthStateChange((event, next) => {
      if (event === 'INITIAL_SESSION') return;
      if (event === 'PASSWORD_RECOVERY') {
        recoveryLinkRef.current = false;
        setPasswordRecovery(true);
      }
      // Deferred: supabase-js must not be awaited inside this callback.
      const action = actionRef.current;
      setTimeout(() => {
        if (active && action === actionRef.current) void applySession(next, event === 'USER_UPDATED');
      }, 0);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client, applySession]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password) => {
      actionRef.current += 1;
      const supabase = await ready();
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error || !data.session) return { error, profile: null };
      const user = toAuthUser(data.session.user);
      const sequence = ++sequenceRef.current;
      userIdRef.current = user.id;
      setSession(data.session);
      const profile = await fetchProfile(supabase, user.id);
      if (sequence === sequenceRef.current) dispatch(authReady({ user, profile }));
      return { error: null, profile };
    },
    [ready, dispatch],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    async ({ email, password, nome, telefone, redirectTo }: SignUpInput) => {
      const emailRedirectTo =
        redirectTo ?? (typeof window !== 'undefined' ? `${window.location.origin}/catalogo` : undefined);
      const { data, error } = await (await ready()).auth.signUp({
        email,
        password,
        // Never a role: the database makes every sign-up a cliente.
        options: { emailRedirectTo, data: { nome, telefone } },
      });
      return { error, user: data.user, session: data.session };
    },
    [ready],
  );

  const signOut = useCallback(async () => {
    actionRef.current += 1;
    try {
      // This browser's session only (it is revoked on the server too): "Sair" on the counter's computer
      // must not sign the same login out of the owner's phone, as supabase-js's default (global) would.
      const { error } = await (await ready()).auth.signOut({ scope: 'local' });
      if (error) console.error('Erro ao sair:', error);
    } catch (error) {
      console.error('Erro ao sair:', error);
    }
    sequenceRef.current += 1;
    userIdRef.current = null;
    setSession(null);
    dispatch(signedOut());
  }, [ready, dispatch]);

  /**
   * Reads the profile again; the back-office calls it on every navigation and this provider when the
   * tab comes back to the front, so a role change or a deactivation reaches an open tab. Dispatches
   * only a changed profile (each dispatch re-renders every reader of the auth state).
   */
  const refreshProfile = useCallback(async () => {
    const id = userIdRef.current;
    if (!id || !session || !client) return null;
    const sequence = sequenceRef.current;
    const { profile, deactivated } = await readProfile(client, id);
    if (sequence !== sequenceRef.current) return null;
    if (deactivated) {
      await endDeactivatedSession();
      return null;
    }
    const current = store.getState().auth.profile;
    if (current?.nome !== profile?.nome || current?.tipo !== profile?.tipo) dispatch(authReady({ user: toAuthUser(session.user), profile }));
    return profile;
  }, [client, dispatch, session, store, endDeactivatedSession]);

  const refreshRef = useRef(refreshProfile);
  useEffect(() => {
    refreshRef.current = refreshProfile;
  }, [refreshProfile]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshRef.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const sendPasswordReset = useCallback<AuthContextValue['sendPasswordReset']>(
    async (email, redirectTo = currentPage()) => {
      const { error } = await (await ready()).auth.resetPasswordForEmail(email, { redirectTo });
      return { error };
    },
    [ready],
  );

  const resendConfirmation = useCallback<AuthContextValue['resendConfirmation']>(
    async (email, redirectTo = currentPage()) => {
      const { error } = await (await ready()).auth.resend({ type: 'signup', email, options: { emailRedirectTo: redirectTo } });
      return { error };
    },
    [ready],
  );

  const updatePassword = useCallback<AuthContextValue['updatePassword']>(
    async (password) => {
      const supabase = await ready();
      const { data, error } = await supabase.auth.updateUser({ password });
      if (error || !data.user) return { error, profile: null };
      // The role decides where the person lands (staff: /dashboard), as after a sign-in.
      return { error: null, profile: await fetchProfile(supabase, data.user.id) };
    },
    [ready],
  );

  const endPasswordRecovery = useCallback(() => setPasswordRecovery(false), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      signIn,
      signUp,
      signOut,
      refreshProfile,
      sendPasswordReset,
      resendConfirmation,
      updatePassword,
      passwordRecovery,
      endPasswordRecovery,
    }),
    [session, signIn, signUp, signOut, refreshProfile, sendPasswordReset, resendConfirmation, updatePassword, passwordRecovery, endPasswordRecovery],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** What the page's address says about an auth e-mail link that led here (GoTrue's implicit flow). */
export interface AuthRedirect {
  /** 'recovery', 'signup', 'email_change'..., when the link signed the person in. */
  type: string | null;
  /** GoTrue's error code when the link was refused (otp_expired, user_banned...). */
  errorCode: string | null;
}

/** Reads the fragment (and query: GoTrue puts errors in both) of an address. */
export function readAuthRedirect(url: Pick<Location, 'hash' | 'search'>): AuthRedirect {
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const query = new URLSearchParams(url.search);
  const type = hash.get('access_token') ? hash.get('type') : null;
  return { type, errorCode: hash.get('error_code') ?? query.get('error_code') };
}

/**
 * The redirect of the page's first address, read when this module loads: before initSupabase, whose
 * client consumes the fragment and clears it. AuthProvider uses it in case supabase-js's
 * PASSWORD_RECOVERY event fired before its listener was registered (the event is not replayed).
 */
export const INITIAL_AUTH_REDIRECT: AuthRedirect =
  typeof window === 'undefined' ? { type: null, errorCode: null } : readAuthRedirect(window.location);

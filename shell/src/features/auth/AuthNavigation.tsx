import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@loja/shared-ui/platform/core';

interface Seen {
  ready: boolean;
  userId: string | null;
  staff: boolean;
}

/**
 * Where people land when their session changes: staff who sign in go to /dashboard, and everyone
 * who signs out goes to /catalogo, wherever it happened. The session found at start moves nobody.
 * The profile (and so the role) may arrive a moment after the user, so becoming staff counts too.
 */
export function AuthNavigation() {
  const { loading, user, isStaff } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const seen = useRef<Seen>({ ready: false, userId: null, staff: false });

  useEffect(() => {
    if (loading) return;
    const now: Seen = { ready: true, userId: user?.id ?? null, staff: isStaff };
    const before = seen.current;
    seen.current = now;
    if (!before.ready) return;
    const signedInAsStaff = now.userId !== null && now.staff && (before.userId !== now.userId || !before.staff);
    if (signedInAsStaff && !pathname.startsWith('/dashboard')) navigate('/dashboard', { replace: true });
    else if (now.userId === null && before.userId !== null) navigate('/catalogo', { replace: true });
  }, [loading, user, isStaff, navigate, pathname]);

  return null;
}

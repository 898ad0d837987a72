import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@loja/shared-ui/platform';

/**
 * Where people land when their session changes: staff who sign in go to /dashboard, and everyone
 * who signs out goes to /catalogo, wherever the sign-in or sign-out happened.
 */
export function AuthNavigation() {
  const { loading, user, isStaff } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const previous = useRef<{ userId: string | null; ready: boolean }>({ userId: null, ready: false });

  useEffect(() => {
    if (loading) return;
    const userId = user?.id ?? null;
    const before = previous.current;
    previous.current = { userId, ready: true };
    if (!before.ready || before.userId === userId) return;
    if (userId && isStaff && !location.pathname.startsWith('/dashboard')) navigate('/dashboard', { replace: true });
    if (!userId && before.userId) navigate('/catalogo', { replace: true });
  }, [loading, user, isStaff, navigate, location.pathname]);

  return null;
}

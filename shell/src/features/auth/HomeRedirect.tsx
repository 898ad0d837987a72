import { Navigate } from 'react-router-dom';
import { useAuth } from '@loja/shared-ui/platform/core';

/** `/`: staff go to /dashboard, everyone else to /catalogo (replace, so Back does not bounce). */
export function HomeRedirect() {
  const { loading, isStaff } = useAuth();
  if (loading) return <p>Carregando...</p>;
  return <Navigate to={isStaff ? '/dashboard' : '/catalogo'} replace />;
}

import { Navigate, Outlet, useLocation } from '../router';
import { paths } from '../paths';
import { useAuth } from '../AuthProvider';

/**
 * Lets signed-in support users through; sends others to /login with where they were going (which
 * sends a sign-in waiting for its second step or enrolment on to it).
 */
export function RequireSupport() {
  const { auth } = useAuth();
  const location = useLocation();
  if (auth.status === 'checking') return <p role="status">Checking your session...</p>;
  if (auth.status !== 'signed-in') {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

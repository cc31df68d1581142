import { useEffect } from 'react';
import { Navigate, Outlet, useBlocker } from 'react-router';
import { openDialog } from '../lib/dialogs';
import { getSession, useAuth } from '../lib/session';

const PROTECTED_PREFIX = '/dashboard';

export function isProtectedPath(pathname: string): boolean {
  return pathname === PROTECTED_PREFIX || pathname.startsWith(`${PROTECTED_PREFIX}/`);
}

/**
 * Spec §6, in-app navigation: a guest heading for a protected route stays where they are and gets the login
 * dialog instead.
 */
export function useGuestNavigationGuard(): void {
  const blocker = useBlocker(
    ({ nextLocation }) => getSession() === null && isProtectedPath(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    openDialog('login');
  }, [blocker]);
}

/**
 * Spec §6, direct load (or a session lost while on the page): there is nowhere to stay, so the guest lands on
 * the home page with the login dialog open.
 */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  useEffect(() => {
    if (!isLoggedIn) openDialog('login');
  }, [isLoggedIn]);
  if (!isLoggedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}

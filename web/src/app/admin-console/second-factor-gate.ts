// Keeps admins without a second factor out of the console, as the server does: an account with none is
// sent to set one up; a session that skipped it (403 TWO_FACTOR_REQUIRED on any admin call) is ended and
// sent back to sign in, with the server's reason.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const SECOND_FACTOR_SETUP_ADDRESS = '/account/security?setup=required';

export function useSecondFactorRefusals(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const signOutOnLeave = useRef(false);
  const logoutRef = useRef(logout);
  logoutRef.current = logout;

  // Signed out as the console goes, not before: signed out while it still shows, it would send the admin to
  // /login at once, without the reason, cutting the navigation above short.
  useEffect(
    () => () => {
      if (signOutOnLeave.current) logoutRef.current();
    },
    [],
  );

  useEffect(() => {
    const onFailure = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 403) return;
      if (error.code === 'TWO_FACTOR_SETUP_REQUIRED') {
        navigate(SECOND_FACTOR_SETUP_ADDRESS, { replace: true });
      } else if (error.code === 'TWO_FACTOR_REQUIRED') {
        signOutOnLeave.current = true;
        navigate('/login', { replace: true, state: { notice: error.serverMessage } });
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onFailure(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate]);
}

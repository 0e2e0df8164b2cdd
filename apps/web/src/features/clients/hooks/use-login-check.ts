/** Checks a 1C login 700 ms after typing stops (the spec's "Login check"); empty means no check. */
import { CUSTOMER_MESSAGES, LOGIN_CHECK_DELAY_MS } from '@portal/domain';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { checkLogin } from '../api/customers';

export type LoginState =
  { phase: 'idle' } | { phase: 'checking' } | { phase: 'valid'; message: string } | { phase: 'invalid'; message: string };

export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 406) return CUSTOMER_MESSAGES.loginPartner;
  if (error instanceof ApiRequestError && error.code === 'ERR_011') return error.message;
  return CUSTOMER_MESSAGES.loginNotFound;
}

export function useLoginCheck(login: string): LoginState {
  // Each answer remembers the login it belongs to, so a result never shows for a login typed since.
  const [state, setState] = useState<LoginState & { login?: string }>({ phase: 'idle' });
  const value = login.trim();
  useEffect(() => {
    if (!value) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ phase: 'checking', login: value });
      checkLogin(value, controller.signal).then(
        (check) =>
          setState(
            check.outcome === 'found'
              ? { phase: 'valid', message: check.message, login: value }
              : { phase: 'invalid', message: check.message, login: value },
          ),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ phase: 'invalid', message: loginFailureMessage(error), login: value });
        },
      );
    }, LOGIN_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  return value && state.login === value ? state : { phase: 'idle' };
}

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from '../domain/constants';
import type { Role } from '../domain/roles';
import {
  fetchSession,
  login as loginRequest,
  logout as logoutRequest,
  secondStep as secondStepRequest,
  type SecondStepMethods,
  type SessionState,
} from './api/auth';
import { setUnauthorisedHandler } from './api/http';

/**
 * Whether this browser is signed in to the support portal; or has given the password and waits for its
 * second step, or for the enrolment of a first second factor (E8_REQUIRE_MFA).
 */
export type AuthState =
  | { status: 'checking' }
  | { status: 'signed-in'; username: string; role: Role }
  | { status: 'signed-out' }
  | { status: 'second-step'; username: string; methods: SecondStepMethods }
  | { status: 'enrolment'; username: string };

/** The state a session answer means. */
function authStateOf(session: SessionState): AuthState {
  if (session.authenticated) return { status: 'signed-in', username: session.username, role: session.role };
  if (session.next === 'second-step') return { status: 'second-step', username: session.username, methods: session.methods };
  if (session.next === 'enrolment') return { status: 'enrolment', username: session.username };
  return { status: 'signed-out' };
}

interface AuthContextValue {
  auth: AuthState;
  /** Gives the password; afterwards the state is signed in, or waiting for a second step or an enrolment. */
  login: (input: { username: string; password: string; rememberMe: boolean }) => Promise<AuthState>;
  /** Gives the second step; after a recovery code, says how many are left. */
  secondStep: (code: string) => Promise<{ recoveryCodesLeft?: number }>;
  /** Asks the server again (after an enrolment signed this browser in). */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
  /** Takes the session answer of a sign-in made another way (a passkey, a second step) as this browser's state. */
  adopt: (session: SessionState) => void;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

/**
 * Knows whether the support user is signed in: asks the server at start and every minute, and
 * signs out when the server says the session has ended.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<AuthState>({ status: 'checking' });

  useEffect(() => {
    const check = () =>
      fetchSession().then(
        (session) => setAuth(authStateOf(session)),
        // A network hiccup is not a sign-out: keep the state and try again at the next check.
        () => setAuth((current) => (current.status === 'checking' ? { status: 'signed-out' } : current)),
      );
    setUnauthorisedHandler(() => setAuth({ status: 'signed-out' }));
    void check();
    const timer = window.setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      auth,
      login: async (input) => {
        const next = authStateOf(await loginRequest(input));
        setAuth(next);
        return next;
      },
      adopt: (session) => setAuth(authStateOf(session)),
      secondStep: async (code) => {
        const { recoveryCodesLeft, ...session } = await secondStepRequest(code);
        setAuth(authStateOf(session));
        return recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft };
      },
      refresh: async () => setAuth(authStateOf(await fetchSession())),
      logout: async () => {
        try {
          await logoutRequest();
        } finally {
          setAuth({ status: 'signed-out' });
        }
      },
    }),
    [auth],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state and actions; only inside an AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

// Gives screens the auth actor. By default that is the app-wide actor (created on first use);
// stories and tests pass their own. Inside the router it also registers how a failed session refresh
// reaches /login (remembering where the user was).
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createPath, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { getAppAuthActor, setLoginNavigator, type AuthActor } from './authActor';
import { isPublicPath } from '../../domain/authRoutes';
import { authStatus } from './authView';

const AuthContext = createContext<AuthActor | null>(null);

export function AuthProvider({ actor, children }: { actor?: AuthActor; children: ReactNode }) {
  const value = useMemo(() => actor ?? getAppAuthActor(), [actor]);
  const navigate = useNavigate();
  useEffect(() => {
    setLoginNavigator(() => {
      // The guard may have redirected already; never overwrite the remembered origin with a public page.
      if (isPublicPath(window.location.pathname)) return;
      const from = createPath(window.location);
      navigate('/login', { replace: true, state: { from } });
    });
  }, [navigate]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth actor: send `login.submit` / `logout`; read with useSelector. */
export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  return actor ?? getAppAuthActor();
}

/** The signed-in user, or null. */
export function useAuthUser() {
  return useSelector(useAuthActor(), (s) => s.context.user);
}

/** 'checking' | 'authenticated' | 'unauthenticated' as the guard sees it. */
export function useAuthStatus() {
  return useSelector(useAuthActor(), (s) => authStatus(s));
}

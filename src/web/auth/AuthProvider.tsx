// Gives a subtree its auth actor (authActor.ts): the app's machine by default; stories and tests pass
// their own `logic`. It keeps the "probably signed in" hint in step with what the server says.
import { useEffect, type ReactNode } from 'react';
import { authStatus } from './authView';
import { AuthActorContext, type appAuthMachine, type AuthActor } from './authActor';
import { clearSessionHint, setSessionHint } from './sessionHint';

function SessionHintSync({ children }: { children: ReactNode }) {
  const actor = AuthActorContext.useActorRef();
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('authenticated')) setSessionHint();
      else if (snapshot.matches('unauthenticated')) clearSessionHint();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return children;
}

export function AuthProvider({ logic, children }: { logic?: typeof appAuthMachine; children: ReactNode }) {
  return (
    <AuthActorContext.Provider logic={logic}>
      <SessionHintSync>{children}</SessionHintSync>
    </AuthActorContext.Provider>
  );
}

/** The auth actor: send `login.submit` / `logout`; read with useSelector. */
export function useAuthActor(): AuthActor {
  return AuthActorContext.useActorRef();
}

/** The signed-in user, or null. */
export function useAuthUser() {
  return AuthActorContext.useSelector((s) => s.context.user);
}

/** 'checking' | 'authenticated' | 'unauthenticated' as the guard sees it. */
export function useAuthStatus() {
  return AuthActorContext.useSelector((s) => authStatus(s));
}

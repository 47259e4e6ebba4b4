// /login (docs/product.md#screens-and-routes): product-named heading, or Installer Portal with its note for
// ?portal=installer; the persona's demo email prefilled; Sign In / Signing In...; the server's message
// or Login failed in a banner. A signed-in user goes back where they came from, else to /; one who
// signs in here goes back there too, else to the portal's dashboard.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { intro } from 'styled-system/recipes';
import { DEMO_USERS, LOGIN_REASON_SAVE_DESIGN, PRODUCT_NAME } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { SIGN_IN_LABEL } from '../auth/authView';
import { useSignedInSession } from '../auth/sessionCheck';
import { Container } from '../components/Container';
import { usePageMeta } from '../hooks/usePageMeta';
import { signupHref, SIGNUP_TEXTS } from '../../domain/signupTexts';
import { LoginView, type LoginViewProps } from './login/LoginView';
import type { Submission } from './login/SignInPanel';

const heading = intro();

const SignInPanel = lazy(async () => ({ default: (await import('./login/SignInPanel')).SignInPanel }));

export const LOGIN_HEADING = `Sign in to ${PRODUCT_NAME}`;
export const INSTALLER_HEADING = 'Installer Portal';

function usePersona() {
  const [params] = useSearchParams();
  const installer = params.get('portal') === 'installer';
  return installer
    ? { heading: INSTALLER_HEADING, note: MESSAGES.installerPortalNote, defaultEmail: DEMO_USERS.installer }
    : { heading: LOGIN_HEADING, note: undefined, defaultEmail: DEMO_USERS.client };
}

function useFrom(): string | undefined {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' ? state.from : undefined;
}

/** Create an account for visitors (not on the installer portal), keeping the way back; and why they were sent here. */
function useSignupOffer(installer: boolean): Pick<LoginViewProps, 'reason' | 'signupTo'> {
  const state = useLocation().state as { from?: unknown; reason?: unknown } | null;
  if (installer) return {};
  const from = typeof state?.from === 'string' ? state.from : undefined;
  return {
    reason: state?.reason === LOGIN_REASON_SAVE_DESIGN ? SIGNUP_TEXTS.saveDesignNote : undefined,
    signupTo: signupHref(from),
  };
}

function LoginPanel() {
  const persona = usePersona();
  const from = useFrom();
  const [submission, setSubmission] = useState<Submission | null>(null);
  // The auth machine (XState, zod) is loaded once the server says this browser is signed in (see
  // sessionCheck.ts; the prerendered form is drawn without it), or on the first submit, never just to
  // show the form. Once loaded, the machine's form stays.
  const signedIn = useSignedInSession();
  const [needed, setNeeded] = useState(false);
  if ((signedIn || submission) && !needed) setNeeded(true);
  // The typed email survives the switch to the machine's form.
  const offer = useSignupOffer(persona.heading === INSTALLER_HEADING);
  const view = { ...persona, ...offer, defaultEmail: submission?.email ?? persona.defaultEmail };
  const submit = (email: string, password: string) => setSubmission({ email, password });
  const plain = <LoginView key={persona.defaultEmail} {...view} submitLabel={SIGN_IN_LABEL} busy={submission !== null} onSubmit={submit} />;
  if (!needed) return plain;
  return (
    <Suspense fallback={plain}>
      <SignInPanel key={persona.defaultEmail} view={view} from={from} submission={submission} onSubmit={setSubmission} />
    </Suspense>
  );
}

export function LoginPage() {
  usePageMeta('Sign in', `Sign in to the ${PRODUCT_NAME} portal to manage projects and order decking boards.`);
  return (
    <div className={css({ bg: 'bg.subtle', py: { base: '10', md: '20' } })}>
      <Container
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1fr 28rem' },
          gap: { base: '8', lg: '16' },
          alignItems: 'center',
        })}
      >
        <div className={css({ display: { base: 'none', lg: 'block' } })}>
          <p className={heading.eyebrow}>Trade &amp; client portal</p>
          <p className={heading.title}>Your projects and board orders, in one place.</p>
          <p className={cx(heading.lead, css({ maxW: '32rem' }))}>
            Build board and hardware orders step by step, choose delivery or pickup from Port Melbourne, and follow every order from pending
            to dispatched.
          </p>
        </div>
        <div className={css({ w: 'full', maxW: '28rem', mx: 'auto' })}>
          <LoginPanel />
        </div>
      </Container>
    </div>
  );
}

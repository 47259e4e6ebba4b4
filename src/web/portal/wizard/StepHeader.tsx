// Title row of a wizard step: the step's heading (focused when the step appears, so keyboard and
// screen-reader users land on it) and the Back button when the machine allows going back.
import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { OrderWizardContext } from './wizardActor';
import { useStepFocus } from './stepFocus';
import { stepHeader, stepTitle } from './wizardStyles';

export function StepHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  const actor = OrderWizardContext.useActorRef();
  const canBack = OrderWizardContext.useSelector((s) => s.can({ type: 'wizard.back' }));
  const ref = useRef<HTMLHeadingElement>(null);
  const focusOnShow = useStepFocus();
  useEffect(() => {
    // Only after a change of step: the page's own heading is the landing point on load.
    if (focusOnShow) ref.current?.focus({ preventScroll: true });
    // Once, when the step appears (each step is mounted afresh).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={stepHeader}>
      <h3 ref={ref} tabIndex={-1} className={stepTitle}>
        {title}
      </h3>
      <div className={css({ display: 'flex', gap: '2' })}>
        {children}
        {canBack ? (
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'sm' })}
            onClick={() => actor.send({ type: 'wizard.back' })}
          >
            Back
          </button>
        ) : null}
      </div>
    </div>
  );
}

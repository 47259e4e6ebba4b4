// Step 5: What Subframe are you using? TIMBER and METAL lead to hardware suggestions; I DON'T NEED
// HARDWARE goes to delivery. Cards (buttons) rather than radios: choosing one moves on at once. After
// Order again, the order's lines no longer in the catalogue are named here.
import { css } from 'styled-system/css';
import { SUBFRAME_LABELS, SUBFRAME_OPTIONS } from '../../../../domain/constants';
import { Alert } from '../../../components/Alert';
import { StepHeader } from '../StepHeader';
import { OrderWizardContext } from '../wizardActor';
import { cardBody, cardTitle, choiceCard } from '../wizardStyles';

export function SubframeStep() {
  const actor = OrderWizardContext.useActorRef();
  const selected = OrderWizardContext.useSelector((s) => s.context.selectedSubframe);
  const leftOut = OrderWizardContext.useSelector((s) => s.context.leftOut);
  return (
    <section>
      <StepHeader title="What Subframe are you using?" />
      {leftOut.length > 0 ? (
        <div className={css({ mb: '4' })}>
          <Alert tone="info" title="Left out of this order: no longer in the catalogue">
            <ul className={css({ listStyle: 'disc', pl: '5', mt: '1' })} data-testid="left-out">
              {leftOut.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      <div
        role="group"
        aria-label="Subframe"
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4' })}
      >
        {SUBFRAME_OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className={choiceCard}
            aria-pressed={selected === option}
            onClick={() => actor.send({ type: 'subframe.select', subframe: option })}
          >
            <span className={cardBody}>
              <span className={cardTitle}>{SUBFRAME_LABELS[option]}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

// Step 5: What Subframe are you using? TIMBER and METAL lead to hardware suggestions; I DON'T NEED
// HARDWARE goes to delivery. Cards (buttons) rather than radios: choosing one moves on at once.
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { SUBFRAME_LABELS, SUBFRAME_OPTIONS } from '../../../../domain/constants';
import { StepHeader } from '../StepHeader';
import type { WizardActor } from '../wizardActor';
import { cardBody, cardTitle, choiceCard } from '../wizardStyles';

export function SubframeStep({ actor }: { actor: WizardActor }) {
  const selected = useSelector(actor, (s) => s.context.selectedSubframe);
  return (
    <section>
      <StepHeader actor={actor} title="What Subframe are you using?" />
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

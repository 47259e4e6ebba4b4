// Step 4: Select Board Type for {colour}. Choosing one adds a line of 1 board and returns to colours.
import { css } from 'styled-system/css';
import { configBoardTypes, firstSizeFor } from '../../../../domain/catalogue';
import { StepHeader } from '../StepHeader';
import { OrderWizardContext } from '../wizardActor';
import { cardBody, cardGrid, cardTitle, choiceCard } from '../wizardStyles';

export function BoardTypeStep() {
  const actor = OrderWizardContext.useActorRef();
  const config = OrderWizardContext.useSelector((s) => s.context.config);
  const brand = OrderWizardContext.useSelector((s) => s.context.selectedBrand);
  const range = OrderWizardContext.useSelector((s) => s.context.selectedRange);
  const color = OrderWizardContext.useSelector((s) => s.context.selectedColor);
  return (
    <section>
      <StepHeader title={`Select Board Type for ${color ?? ''}`} />
      <div className={cardGrid}>
        {(config && brand && range && color ? configBoardTypes(config, brand, range, color) : []).map((boardType) => (
          <button key={boardType} type="button" className={choiceCard} onClick={() => actor.send({ type: 'boardType.select', boardType })}>
            <span className={cardBody}>
              <span className={cardTitle}>{boardType}</span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {config && brand && range && color ? firstSizeFor(config, brand, range, boardType, color)?.size : null}
              </span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

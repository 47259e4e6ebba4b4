// Step 2: Select Range. Cards with a Premium tag, description, colour count and length description;
// range names in capitals.
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { colorCount, configRanges, lengthDescription, rangeDisplayName } from '../../../../domain/catalogue';
import { StepHeader } from '../StepHeader';
import { pluralise, rangeDescription } from '../wizardDisplay';
import { OrderWizardContext } from '../wizardActor';
import { cardBody, cardGrid, cardTitle, choiceCard } from '../wizardStyles';

export function RangeStep() {
  const actor = OrderWizardContext.useActorRef();
  const config = OrderWizardContext.useSelector((s) => s.context.config);
  const brand = OrderWizardContext.useSelector((s) => s.context.selectedBrand);
  return (
    <section>
      <StepHeader title="Select Range" />
      <div className={cardGrid}>
        {(config && brand ? configRanges(config, brand) : []).map((range) => (
          <button key={range} type="button" className={choiceCard} onClick={() => actor.send({ type: 'range.select', range })}>
            <span className={cardBody}>
              <span className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
                <span className={cardTitle}>{rangeDisplayName(range)}</span>
                <span className={badge({ tone: 'accent' })}>Premium</span>
              </span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{rangeDescription(range)}</span>
              <span className={css({ fontSize: 'sm', fontWeight: '600' })}>
                {pluralise(config && brand ? colorCount(config, brand, range) : 0, 'colour')}
              </span>
              <span className={css({ fontSize: 'sm' })}>{lengthDescription(range)}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

// Step 1: Select Brand. Cards with a range count; Millboard has its own texture, other brands share one.
import { css } from 'styled-system/css';
import { brandDisplayName, brandTexture, configBrands, rangeCount } from '../../../../domain/catalogue';
import { StepHeader } from '../StepHeader';
import { pluralise } from '../wizardDisplay';
import { OrderWizardContext } from '../wizardActor';
import { cardBody, cardGrid, cardTitle, choiceCard } from '../wizardStyles';

const textures = {
  // Dark cast-oak planks with fine grain.
  millboard: css({
    h: '28',
    bgColor: 'timber.800',
    bgGradient: 'millboardBoards',
  }),
  // Lighter capped-composite boards with a brushed finish.
  standard: css({
    h: '28',
    bgColor: 'timber.400',
    bgGradient: 'compositeBoards',
  }),
};

export function BrandStep() {
  const actor = OrderWizardContext.useActorRef();
  const config = OrderWizardContext.useSelector((s) => s.context.config);
  const selected = OrderWizardContext.useSelector((s) => s.context.selectedBrand);
  return (
    <section>
      <StepHeader title="Select Brand" />
      <div className={cardGrid}>
        {(config ? configBrands(config) : []).map((brand) => (
          <button
            key={brand}
            type="button"
            className={choiceCard}
            aria-pressed={selected === brand}
            data-texture={brandTexture(brand)}
            onClick={() => actor.send({ type: 'brand.select', brand })}
          >
            <span aria-hidden="true" className={textures[brandTexture(brand)]} />
            <span className={cardBody}>
              <span className={cardTitle}>{brandDisplayName(brand)}</span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {pluralise(config ? rangeCount(config, brand) : 0, 'range')}
              </span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}

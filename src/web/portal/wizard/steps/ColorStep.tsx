// Step 3: Select Color. Cards show the item image, or a swatch from the colour lookup; Start Over
// resets the whole wizard.
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { configColors, type BoardItem } from '../../../../domain/catalogue';
import { colorHex } from '../../../../domain/colors';
import { ItemImage } from '../../../components/ItemImage';
import { StepHeader } from '../StepHeader';
import { colorImageItem } from '../wizardDisplay';
import { OrderWizardContext } from '../wizardActor';
import { cardBody, cardGrid, cardTitle, choiceCard } from '../wizardStyles';

/** The machine can come back here from the subframe step after the range was cleared (Back from colours). */
const NO_RANGE_TEXT = 'Go back to choose a range and see its colours.';

export function ColorStep({ boardItems }: { boardItems: readonly BoardItem[] | undefined }) {
  const actor = OrderWizardContext.useActorRef();
  const config = OrderWizardContext.useSelector((s) => s.context.config);
  const brand = OrderWizardContext.useSelector((s) => s.context.selectedBrand);
  const range = OrderWizardContext.useSelector((s) => s.context.selectedRange);
  return (
    <section>
      <StepHeader title="Select Color">
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actor.send({ type: 'wizard.startOver' })}>
          Start Over
        </button>
      </StepHeader>
      {!config || !brand || !range ? <p className={css({ color: 'fg.muted' })}>{NO_RANGE_TEXT}</p> : null}
      <div className={cardGrid}>
        {(config && brand && range ? configColors(config, brand, range) : []).map((color) => {
          if (!config || !brand || !range) return null;
          const item = colorImageItem(config, boardItems, brand, range, color);
          return (
            <button key={color} type="button" className={choiceCard} onClick={() => actor.send({ type: 'color.select', color })}>
              {item ? (
                <ItemImage itemId={item.item_id} imageId={item.image_id} photoId={item.photo_id} alt="" width={400} height={200} />
              ) : (
                <span
                  aria-hidden="true"
                  data-testid="colour-swatch"
                  className={css({ display: 'block', h: '0', pb: '50%', bg: 'var(--swatch)' })}
                  style={{ ['--swatch' as string]: colorHex(color) }}
                />
              )}
              <span className={cardBody}>
                <span className={cardTitle}>{color}</span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

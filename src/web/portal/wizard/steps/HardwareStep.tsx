// Step 6: Hardware Suggestion (optional). Only hardware whose SKU the chosen boards list and that suits
// the chosen subframe (a catalogue fact, src/domain/catalogue.ts hardwareSuggestions); each with
// its price to 2 decimals, an Ark UI NumberInput quantity (starts at 1, min 1, back to 1 after adding)
// and an Add button that reads Added and is disabled once the item is in the order. Beside clip and
// screw boxes, what the order's boards need (src/domain/hardwareNeeds.ts) with a Use button that puts
// it in the picker, or on the line once added (issue "Every material priced").
import { useId } from 'react';
import { css } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { hardwareSuggestions, hardwareSuggestionsMessage, type BoardItem, type HardwareItem } from '../../../../domain/catalogue';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import { formatPrice, unitCount } from '../../../../domain/format';
import { chosenBoardItemIds } from '../../../../domain/orderPayload';
import { isHardwareAdded, pickerQuantity, suggestedHardwareQuantity } from '../../../../../machines/orderWizard.machine';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import * as NumberInput from '../../../components/ui/number-input';
import { StepHeader } from '../StepHeader';
import { OrderWizardContext } from '../wizardActor';

export type HardwareData =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; boardItems: readonly BoardItem[]; hardwareItems: readonly HardwareItem[] };

/** What the boards need and the press that uses it; nothing for items not counted from the boards. */
function NeededHint({ item }: { item: HardwareItem }) {
  const actor = OrderWizardContext.useActorRef();
  const needed = OrderWizardContext.useSelector((s) => suggestedHardwareQuantity(s.context, item.item_id));
  const hintId = useId();
  if (needed === null) return null;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', mt: '3' })} data-testid="hardware-needed">
      <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Your boards need {unitCount(needed, item.unit)}
      </p>
      <button
        type="button"
        className={button({ variant: 'secondary', size: 'sm' })}
        aria-label={`Use ${needed} for ${item.name}`}
        aria-describedby={hintId}
        onClick={() => actor.send({ type: 'hardware.useSuggested', itemId: item.item_id })}
      >
        Use {needed}
      </button>
    </div>
  );
}

function HardwareCard({ item }: { item: HardwareItem }) {
  const actor = OrderWizardContext.useActorRef();
  const quantity = OrderWizardContext.useSelector((s) => pickerQuantity(s.context, item.item_id));
  const added = OrderWizardContext.useSelector((s) => isHardwareAdded(s.context, item.item_id));
  return (
    <li className={card({ padding: 'md' })} data-testid="hardware-item">
      <div className={css({ display: 'grid', gap: '1.5' })}>
        <p className={css({ textStyle: 'eyebrow', color: 'fg.accent', fontSize: 'xs' })}>{item.category_name}</p>
        <h4 className={css({ fontWeight: '700' })}>{item.name}</h4>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.description}</p>
        <p className={css({ fontWeight: '700' })}>{formatPrice(item.rate, item.unit)}</p>
      </div>
      <NeededHint item={item} />
      <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '3', mt: '4', flexWrap: 'wrap' })}>
        <NumberInput.Root
          value={String(quantity)}
          min={MIN_LINE_QUANTITY}
          max={MAX_LINE_QUANTITY}
          step={1}
          allowMouseWheel={false}
          onValueChange={(d) => {
            if (Number.isFinite(d.valueAsNumber))
              actor.send({ type: 'hardware.quantity.change', itemId: item.item_id, quantity: d.valueAsNumber });
          }}
        >
          <NumberInput.Label>Quantity for {item.name}</NumberInput.Label>
          <NumberInput.Control>
            <NumberInput.DecrementTrigger aria-label={`Decrease quantity of ${item.name}`}>−</NumberInput.DecrementTrigger>
            <NumberInput.Input />
            <NumberInput.IncrementTrigger aria-label={`Increase quantity of ${item.name}`}>+</NumberInput.IncrementTrigger>
          </NumberInput.Control>
        </NumberInput.Root>
        <button
          type="button"
          className={button({ variant: added ? 'secondary' : 'primary', size: 'sm' })}
          disabled={added}
          onClick={() => actor.send({ type: 'hardware.add', item })}
          aria-label={added ? `${item.name} added` : `Add ${item.name}`}
        >
          {added ? 'Added' : 'Add'}
        </button>
      </div>
    </li>
  );
}

export function HardwareStep({ data }: { data: HardwareData }) {
  const boardIds = OrderWizardContext.useSelector(
    (s) => chosenBoardItemIds(s.context.orderItems),
    (a, b) => a.join() === b.join(),
  );
  const subframe = OrderWizardContext.useSelector((s) => s.context.selectedSubframe);
  const suggestions = data.status === 'success' ? hardwareSuggestions(boardIds, data.boardItems, data.hardwareItems, subframe) : [];
  const message = data.status === 'success' ? hardwareSuggestionsMessage(boardIds.length, suggestions.length) : null;
  return (
    <section>
      <StepHeader
        title={
          <>
            Hardware Suggestion{' '}
            <span className={css({ fontSize: 'md', color: 'fg.muted', fontFamily: 'body', fontWeight: '400' })}>(optional)</span>
          </>
        }
      />
      {data.status === 'pending' ? <Spinner label="Loading hardware" /> : null}
      {data.status === 'error' ? <Alert tone="error">{MESSAGES.hardwareLoadFailed}</Alert> : null}
      {message ? <p className={css({ color: 'fg.muted', py: '6' })}>{message}</p> : null}
      {suggestions.length > 0 ? (
        <ul
          className={css({
            listStyle: 'none',
            p: '0',
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '4',
          })}
        >
          {suggestions.map((item) => (
            <HardwareCard key={item.item_id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

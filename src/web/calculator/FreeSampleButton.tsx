// "Order a free sample" beside the calculator's colour (docs/product.md#stock-and-samples). The dialog's
// module is imported on the first press (React.lazy), so the calculator's initial JavaScript does not grow.
import { lazy, Suspense, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { BoardItem } from '../../domain/catalogue';
import { displayColorName } from '../../domain/colors';

const CalculatorSampleDialog = lazy(() => import('./CalculatorSampleDialog'));

export const ORDER_A_SAMPLE_LABEL = 'Order a free sample';

/** `live`: React owns the page (prerendered, a press before that would be lost). */
export function FreeSampleButton({ color, live }: { color: BoardItem; live: boolean }) {
  // unopened: the dialog's code not yet asked for.
  const [dialog, setDialog] = useState<'unopened' | 'open' | 'closed'>('unopened');
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'ghost', size: 'sm' }), css({ justifySelf: 'start' }))}
        aria-haspopup="dialog"
        disabled={!live}
        aria-label={`${ORDER_A_SAMPLE_LABEL}: ${displayColorName(color.cf_board_colour)}`}
        onClick={() => setDialog('open')}
      >
        {ORDER_A_SAMPLE_LABEL}
      </button>
      {dialog !== 'unopened' ? (
        <Suspense fallback={null}>
          <CalculatorSampleDialog key={color.item_id} color={color} open={dialog === 'open'} onClose={() => setDialog('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}

// The planned deck and its priced materials as the calculator shows them
// (docs/product.md#subframe-and-edges): computed in a Web Worker (deckPlan.worker.ts) from the committed shapes, the colour, the
// direction and the build choices, so the page never waits on the clipping; the newest answer wins.
// Where workers are not available (jsdom), the same code runs here, loaded on demand. The list is priced
// here, at the buyer's prices: a signed-in trade member's once known (docs/product.md#trade-accounts), so their
// arrival re-prices the list without planning the deck again.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BoardLayout, LayoutRules } from '../../domain/boardLayout';
import type { BoardItem, HardwareItem } from '../../domain/catalogue';
import { billOfMaterials, billOptions, type BillOfMaterials } from '../../domain/billOfMaterials';
import { priceBill, type PricedMaterials } from '../../domain/deckMaterials';
import type { DeckPlan } from '../../domain/deckPlan';
import type { DeckOptions } from '../../domain/frameGuide';
import type { Shape } from '../../domain/geometry';
import type { BoardDirection } from '../../domain/schemas/designs';
import { RETAIL_PRICES, type PriceContext } from '../../domain/tradePricing';
import type { DeckPlanRequest, DeckPlanResponse } from './deckPlanMessages';

export interface DeckPlanView {
  plan: DeckPlan | null;
  rules: LayoutRules | null;
  /** The whole drawing's board layout (deckPlanMessages.ts), from the same answer as the plan. */
  layout: BoardLayout | null;
  /** The plan's one bill of materials (docs/product.md#bill-of-materials): every figure the page shows. */
  bill: BillOfMaterials | null;
  priced: PricedMaterials | null;
  /** A plan is being worked out (the first, or after a change). */
  pending: boolean;
}

type Answer = Omit<DeckPlanResponse, 'id'>;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./deckPlan.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

async function planHere(request: DeckPlanRequest): Promise<Answer> {
  return (await import('./deckPlanAnswer')).answerPlan(request);
}

export function useDeckPlan(
  shapes: readonly Shape[],
  brand: string,
  colour: BoardItem | null,
  items: readonly BoardItem[],
  hardware: readonly HardwareItem[],
  direction: BoardDirection,
  deck: DeckOptions,
  prices: PriceContext | null = null,
): DeckPlanView {
  const worker = useRef<Worker | null | undefined>(undefined);
  const lastId = useRef(0);
  const [answer, setAnswer] = useState<(Answer & { id: number }) | null>(null);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = undefined;
    },
    [],
  );

  useEffect(() => {
    if (!colour) return;
    const id = ++lastId.current;
    const request: DeckPlanRequest = { id, shapes: shapes.map((s) => ({ points: s.points })), brand, colour, items, direction, deck };
    if (worker.current === undefined) {
      worker.current = startWorker();
      worker.current?.addEventListener('message', (e: MessageEvent<DeckPlanResponse>) => {
        if (e.data.id === lastId.current) setAnswer(e.data);
      });
    }
    if (worker.current) worker.current.postMessage(request);
    else void planHere(request).then((a) => id === lastId.current && setAnswer({ ...a, id }));
  }, [shapes, brand, colour, items, direction, deck]);

  const current = colour ? answer : null;
  const bill = useMemo(
    () =>
      current?.plan && current.rules
        ? billOfMaterials(
            current.plan,
            billOptions(brand, current.rules, {
              frame: deck.frame,
              heightMm: deck.heightMm,
              balustradeColour: deck.balustradeColour,
            }),
          )
        : null,
    [current, brand, deck.frame, deck.heightMm, deck.balustradeColour],
  );
  const priced = useMemo(
    () => (bill ? priceBill(bill, { boardItems: items, hardwareItems: hardware }, prices ?? RETAIL_PRICES) : null),
    [bill, items, hardware, prices],
  );
  return {
    plan: current?.plan ?? null,
    rules: current?.rules ?? null,
    layout: current?.layout ?? null,
    bill,
    priced,
    pending: colour !== null && (answer === null || answer.id !== lastId.current),
  };
}

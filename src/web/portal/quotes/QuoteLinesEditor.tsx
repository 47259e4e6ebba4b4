// The draft's parts in the quote editor (docs/product.md#quotes): the lines
// (catalogue items with their catalogue price, which staff may override, and free lines), adding from
// the catalogue by name or SKU, a free line, the discount, the note to the customer, the validity date,
// and the live totals (draftTotals: the server's own pricing code). Every change is an edit event; the
// machine saves the draft. A customer of a trade company is quoted its prices (docs/product.md#trade-accounts),
// each shown as Trade price beside the catalogue price it replaces, priced by the server's own rule.
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { button, fieldLabel, input } from 'styled-system/recipes';
import { centsToDecimal, formatCents } from '../../../domain/money';
import {
  dollarsToCents,
  draftLinePrice,
  draftTotals,
  isOverridden,
  isTradePriced,
  type QuoteDraftLine,
  type QuoteEdit,
} from '../../../domain/quoteEdits';
import { quoteItemPrice, quotePrices, TRADE_PRICE_LABEL } from '../../../domain/quotePricing';
import { discountLineLabel, showsDiscountLine, validUntilRange, type QuoteDiscount } from '../../../domain/quotes';
import type { QuoteCustomerPricing, QuoteLine } from '../../../domain/schemas/quotes';
import { availabilityAsks, lineAvailability, type StockLine } from '../../../domain/stock';
import { useAvailability } from '../../api/availability';
import { useBoardItems, useHardwareItems } from '../../api/catalogue';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { SelectField } from '../../components/form/SelectField';
import { QuoteTotals } from '../../components/QuoteLinesTable';
import { TextField } from '../../components/form/TextField';
import { table, tableWrap } from '../styles';
import { QuoteEditorContext } from './quoteEditorActor';
import { panel as quotePanel, panelTitle } from './quoteStyles';

// The lines and terms panels space their rows a step wider than the editor's other panels.
const panel = cx(quotePanel, css({ gap: '4' }));
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const smallInput = css({ maxW: '8rem' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

function useEdit() {
  const { send } = QuoteEditorContext.useActorRef();
  return (edit: QuoteEdit) => send({ type: 'draft.edit', edit });
}

/** A price typed in dollars: sent as cents when it reads as an amount (the input keeps what is typed). */
function PriceInput({ label, cents, onCents }: { label: string; cents: number; onCents: (cents: number) => void }) {
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      className={cx(input(), smallInput, num)}
      defaultValue={centsToDecimal(cents)}
      onChange={(e) => {
        const value = dollarsToCents(e.target.value);
        if (value !== null) onCents(value);
      }}
    />
  );
}

const AVAILABILITY_DEBOUNCE_MS = 400;
/** A draft line as a stock line: free lines have no item. */
const draftStockLine = (line: QuoteDraftLine): StockLine => ({
  itemId: line.kind === 'item' ? line.itemId : null,
  quantity: line.quantity,
});

function LineRow({
  line,
  index,
  serverLine,
  availability,
}: {
  line: QuoteDraftLine;
  index: number;
  serverLine: QuoteLine | undefined;
  /** The item's availability label at the line's quantity (docs/product.md#stock-and-samples). */
  availability: string | undefined;
}) {
  const edit = useEdit();
  const price = draftLinePrice(line);
  const name = line.description || 'free line';
  return (
    <tr data-testid="quote-line">
      <td>
        {line.kind === 'free' ? (
          <input
            aria-label={`Description of line ${index + 1}`}
            className={input()}
            value={line.description}
            onChange={(e) => edit({ op: 'line.description', index, description: e.target.value })}
          />
        ) : (
          <>
            <div>{line.description}</div>
            {line.sku ? <div className={muted}>{line.sku}</div> : null}
            {availability ? (
              <div className={muted} data-testid="line-availability">
                {availability}
              </div>
            ) : null}
          </>
        )}
      </td>
      <td>
        <input
          aria-label={`Quantity of ${name}`}
          type="number"
          min={1}
          className={cx(input(), smallInput, num)}
          value={line.quantity}
          onChange={(e) => edit({ op: 'line.quantity', index, quantity: Number(e.target.value) })}
        />
      </td>
      <td>
        <PriceInput
          key={line.kind === 'item' && line.unitPriceCents === null ? 'catalogue' : 'own'}
          label={`Unit price of ${name}`}
          cents={price}
          onCents={(c) => edit({ op: 'line.price', index, unitPriceCents: c })}
        />
        {isTradePriced(line) && line.kind === 'item' && line.retailPriceCents !== null ? (
          <TradePrice retailCents={line.retailPriceCents} />
        ) : null}
        {line.kind === 'item' && isOverridden(line) ? (
          <div className={muted} data-testid="price-override">
            {line.retailPriceCents !== null
              ? `${TRADE_PRICE_LABEL} ${line.customerPriceCents === null ? '—' : formatCents(line.customerPriceCents)}`
              : `Catalogue price ${line.cataloguePriceCents === null ? '—' : formatCents(line.cataloguePriceCents)}`}
            {serverLine?.overriddenBy ? `, changed by ${serverLine.overriddenBy}` : ''}{' '}
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => edit({ op: 'line.price', index, unitPriceCents: null })}
            >
              {line.retailPriceCents !== null ? 'Use trade price' : 'Use catalogue price'}
            </button>
          </div>
        ) : null}
      </td>
      <td className={num}>{formatCents(price * line.quantity)}</td>
      <td>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => edit({ op: 'line.remove', index })}>
          Remove <span className={css({ srOnly: true })}>{name}</span>
        </button>
      </td>
    </tr>
  );
}

/** "Trade price" beside the catalogue price it replaces, as the order lines show it. */
function TradePrice({ retailCents }: { retailCents: number }) {
  return (
    <div className={muted}>
      {TRADE_PRICE_LABEL} <s aria-label={`retail ${formatCents(retailCents)}`}>{formatCents(retailCents)}</s>
    </div>
  );
}

interface CatalogueChoice {
  itemId: string;
  name: string;
  sku: string | null;
  cataloguePriceCents: number;
  customerPriceCents: number;
  retailPriceCents: number | null;
}

/** Search the catalogue by name or SKU and add an item as a line of quantity 1, at the customer's price. */
function CatalogueSearch({ customerPricing }: { customerPricing: QuoteCustomerPricing | null }) {
  const edit = useEdit();
  const boards = useBoardItems().data ?? [];
  const hardware = useHardwareItems().data ?? [];
  const [text, setText] = useState('');
  const prices = quotePrices(customerPricing);
  const q = text.trim().toLowerCase();
  const choices: CatalogueChoice[] =
    q.length < 2
      ? []
      : [
          ...boards.map((b) => ({
            itemId: b.item_id,
            name: b.name,
            sku: null,
            ...quoteItemPrice({ item_id: b.item_id, rate: b.rate, kind: 'board' }, prices),
          })),
          ...hardware.map((h) => ({
            itemId: h.item_id,
            name: h.name,
            sku: h.sku,
            ...quoteItemPrice({ item_id: h.item_id, rate: h.rate, kind: 'hardware' }, prices),
          })),
        ]
          .filter((c) => c.name.toLowerCase().includes(q) || (c.sku?.toLowerCase().includes(q) ?? false))
          .slice(0, 8);
  return (
    <div>
      <label htmlFor="catalogue-search" className={fieldLabel()}>
        Add from the catalogue
      </label>
      <input
        id="catalogue-search"
        type="search"
        className={input()}
        placeholder="Name or SKU"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {choices.length > 0 ? (
        <ul className={css({ listStyle: 'none', p: '0', m: '0', mt: '2', display: 'grid', gap: '1' })} aria-label="Catalogue items">
          {choices.map((c) => (
            <li key={c.itemId} className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
              <span>
                {c.name} {c.sku ? <span className={muted}>{c.sku}</span> : null}{' '}
                <span className={muted}>
                  {formatCents(c.customerPriceCents)}
                  {c.retailPriceCents !== null ? ` (${TRADE_PRICE_LABEL})` : ''}
                </span>
              </span>
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'sm' })}
                onClick={() =>
                  edit({
                    op: 'line.add',
                    line: {
                      kind: 'item',
                      itemId: c.itemId,
                      description: c.name,
                      sku: c.sku,
                      quantity: 1,
                      cataloguePriceCents: c.cataloguePriceCents,
                      customerPriceCents: c.customerPriceCents,
                      retailPriceCents: c.retailPriceCents,
                      unitPriceCents: null,
                    },
                  })
                }
              >
                Add <span className={css({ srOnly: true })}>{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : q.length >= 2 ? (
        <p className={muted}>No catalogue item matches.</p>
      ) : null}
    </div>
  );
}

/** A free line: description, quantity, unit price (delivery, installation...). */
function FreeLineForm() {
  const edit = useEdit();
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const cents = dollarsToCents(price);
  const ready = description.trim() !== '' && Number(quantity) >= 1 && cents !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    edit({ op: 'line.add', line: { kind: 'free', description: description.trim(), quantity: Number(quantity), unitPriceCents: cents } });
    setDescription('');
    setQuantity('1');
    setPrice('');
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Free line"
      className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'end' })}
    >
      <TextField
        label="Description"
        name="freeDescription"
        value={description}
        onChange={setDescription}
        placeholder="Delivery, installation..."
      />
      <TextField label="Quantity" name="freeQuantity" type="number" min={1} value={quantity} onChange={setQuantity} />
      <TextField label="Unit price" name="freePrice" inputMode="decimal" value={price} onChange={setPrice} placeholder="0.00" />
      <button type="submit" className={button({ variant: 'secondary' })} disabled={!ready}>
        Add line
      </button>
    </form>
  );
}

const DISCOUNT_OPTIONS = [
  { value: 'none', label: 'No discount' },
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];

function DiscountField({ discount }: { discount: QuoteDiscount | null }) {
  const edit = useEdit();
  const [kind, setKind] = useState<string>(discount?.kind ?? 'none');
  const initial = discount === null ? '' : discount.kind === 'percent' ? String(discount.percent) : centsToDecimal(discount.amountCents);
  const setValue = (text: string) => {
    if (kind === 'percent') {
      const percent = Number(text);
      if (text.trim() !== '' && Number.isFinite(percent) && percent > 0 && percent <= 100)
        edit({ op: 'discount.set', discount: { kind: 'percent', percent } });
    } else if (kind === 'amount') {
      const cents = dollarsToCents(text);
      if (cents !== null && cents > 0) edit({ op: 'discount.set', discount: { kind: 'amount', amountCents: cents } });
    }
  };
  return (
    <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '14rem 10rem' }, alignItems: 'end' })}>
      <SelectField
        label="Discount"
        name="discountKind"
        items={DISCOUNT_OPTIONS}
        value={kind}
        onChange={(v) => {
          setKind(v);
          if (v === 'none') edit({ op: 'discount.set', discount: null });
        }}
      />
      {kind !== 'none' ? (
        <div>
          <label htmlFor="discount-value" className={fieldLabel()}>
            {kind === 'percent' ? 'Discount %' : 'Discount amount'}
          </label>
          <input
            id="discount-value"
            key={kind}
            inputMode="decimal"
            className={cx(input(), num)}
            defaultValue={discount?.kind === kind ? initial : ''}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}

export function DraftTotals() {
  const draft = QuoteEditorContext.useSelector((s) => s.context.draft);
  const totals = draftTotals(draft);
  return (
    <QuoteTotals
      totals={totals}
      label="Totals"
      totalTestId="quote-total"
      before={
        draft.discount && showsDiscountLine(draft.discount, totals.discountLineCents) ? (
          <>
            <dt>{discountLineLabel(draft.discount)}</dt>
            <dd className={num}>{formatCents(totals.discountLineCents)}</dd>
          </>
        ) : null
      }
    />
  );
}

/** The draft being edited: lines, additions, discount, note, validity and totals. */
export function QuoteLinesEditor({
  serverLines,
  customerPricing,
}: {
  serverLines: readonly QuoteLine[];
  customerPricing: QuoteCustomerPricing | null;
}) {
  const edit = useEdit();
  const draft = QuoteEditorContext.useSelector((s) => s.context.draft);
  const range = validUntilRange();
  const itemLines = serverLines.filter((l) => l.kind !== 'discount');
  // Each item line's label at its quantity, asked once typing pauses.
  const stockLines = useDebouncedValue(draft.lines.map(draftStockLine), AVAILABILITY_DEBOUNCE_MS);
  const availability = useAvailability(availabilityAsks(stockLines));
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <section className={panel} aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title" className={panelTitle}>
          Lines
        </h2>
        {draft.lines.length > 0 ? (
          <div className={tableWrap}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Unit price</th>
                  <th scope="col" className={num}>
                    Line total
                  </th>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.lines.map((line, i) => (
                  <LineRow
                    key={`${i}-${line.kind === 'item' ? line.itemId : 'free'}-${draft.lines.length}`}
                    line={line}
                    index={i}
                    serverLine={itemLines[i]}
                    availability={lineAvailability(availability, draftStockLine(line))?.label}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={muted}>No lines yet: add catalogue items or a free line.</p>
        )}
        <CatalogueSearch customerPricing={customerPricing} />
        <FreeLineForm />
        <DiscountField discount={draft.discount} />
        <DraftTotals />
      </section>
      <section className={panel} aria-labelledby="quote-terms-title">
        <h2 id="quote-terms-title" className={panelTitle}>
          For the customer
        </h2>
        <TextField
          label="Note to the customer"
          name="note"
          multiline
          value={draft.note}
          onChange={(note) => edit({ op: 'note.set', note })}
        />
        <div>
          <label htmlFor="valid-until" className={fieldLabel()}>
            Valid until
          </label>
          <input
            id="valid-until"
            type="date"
            className={cx(input(), css({ maxW: '14rem' }))}
            min={range.min}
            max={range.max}
            value={draft.validUntil ?? ''}
            onChange={(e) => edit({ op: 'validUntil.set', validUntil: e.target.value === '' ? null : e.target.value })}
          />
          <p className={muted}>Leave empty for 30 days from sending.</p>
        </div>
      </section>
    </div>
  );
}

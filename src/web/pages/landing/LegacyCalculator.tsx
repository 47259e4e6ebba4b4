// The legacy price calculator (docs/product.md#records-and-fields, docs/product.md#validation-rules, docs/product.md#figures-and-limits):
// built and working, shown hidden on the
// landing page. All maths is src/domain/materials.ts legacyQuote; this view only collects input.
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card, fieldLabel } from 'styled-system/recipes';
import {
  LEGACY_ACCESSORIES,
  LEGACY_AREA_MIN,
  LEGACY_AREA_STEP,
  LEGACY_DELIVERY_OPTIONS,
  LEGACY_PRODUCTS,
  type LegacyAccessoryId,
  type LegacyBrand,
  type LegacyDeliveryId,
} from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import { legacyArea, legacyQuote, type LegacyQuoteResult } from '../../../domain/materials';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import * as RadioGroup from '../../components/ui/radio-group';

const BRAND_OPTIONS = (Object.keys(LEGACY_PRODUCTS) as LegacyBrand[]).map((b) => ({ value: b, label: b }));
const NO_DELIVERY = 'none';
// Length, width and area take the same kind of number: metres (or square metres) in the legacy steps.
const areaInput = { type: 'number', inputMode: 'decimal', min: LEGACY_AREA_MIN, step: LEGACY_AREA_STEP } as const;

const toNumber = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

export function LegacyCalculator() {
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');
  const [area, setArea] = useState('');
  const [brand, setBrand] = useState<LegacyBrand | ''>('');
  const [productId, setProductId] = useState('');
  const [accessories, setAccessories] = useState<LegacyAccessoryId[]>([]);
  const [delivery, setDelivery] = useState<LegacyDeliveryId | typeof NO_DELIVERY>(NO_DELIVERY);
  const [installation, setInstallation] = useState(false);
  const [result, setResult] = useState<LegacyQuoteResult | null>(null);

  const dims = { length: toNumber(length), width: toNumber(width), area: toNumber(area) };
  const derivedArea = dims.length !== null && dims.width !== null ? legacyArea(dims) : null;
  const productOptions = brand
    ? LEGACY_PRODUCTS[brand].map((p) => ({ value: p.id, label: `${p.name} (${formatMoney(p.pricePerM2)}/m²)` }))
    : [];

  const calculate = (e: FormEvent) => {
    e.preventDefault();
    setResult(legacyQuote({ ...dims, brand, productId, accessories, delivery: delivery === NO_DELIVERY ? null : delivery, installation }));
  };

  return (
    <form onSubmit={calculate} noValidate aria-labelledby="legacy-calculator-heading" className={card({ padding: 'lg' })}>
      <h2 id="legacy-calculator-heading" className={css({ textStyle: 'h3', mb: '6' })}>
        Price Calculator
      </h2>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '5' })}>
        <TextField label="Length (m)" name="length" {...areaInput} value={length} onChange={setLength} />
        <TextField label="Width (m)" name="width" {...areaInput} value={width} onChange={setWidth} />
        <TextField
          label="Area (m²)"
          name="area"
          {...areaInput}
          required
          value={derivedArea !== null ? String(derivedArea) : area}
          onChange={setArea}
          disabled={derivedArea !== null}
        />
        <SelectField
          label="Brand"
          name="brand"
          required
          items={BRAND_OPTIONS}
          value={brand}
          onChange={(v) => {
            setBrand(v as LegacyBrand | '');
            setProductId('');
          }}
        />
        <SelectField
          label="Product Line"
          name="productLine"
          required
          items={productOptions}
          value={productId}
          onChange={setProductId}
          disabled={!brand}
        />
      </div>
      <fieldset className={css({ mt: '6', border: 'none', p: '0' })}>
        <legend className={fieldLabel()}>Accessories</legend>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
          {LEGACY_ACCESSORIES.map((a) => (
            <CheckboxField
              key={a.id}
              name={`accessory-${a.id}`}
              label={`${a.name} (${formatMoney(a.price)} per ${a.per === 'm2' ? 'm²' : 'linear metre'})`}
              checked={accessories.includes(a.id)}
              onChange={(on) => setAccessories((list) => (on ? [...list, a.id] : list.filter((x) => x !== a.id)))}
            />
          ))}
        </div>
      </fieldset>
      <RadioGroup.Root
        variant="list"
        value={delivery}
        onValueChange={(d) => setDelivery((d.value ?? NO_DELIVERY) as LegacyDeliveryId | typeof NO_DELIVERY)}
        className={css({ mt: '6' })}
      >
        <RadioGroup.Label className={fieldLabel()}>Delivery</RadioGroup.Label>
        {[
          { id: NO_DELIVERY, label: 'No delivery (pickup)' },
          ...LEGACY_DELIVERY_OPTIONS.map((d) => ({ id: d.id, label: `${d.name}, ${d.days} (${formatMoney(d.price)})` })),
        ].map((o) => (
          <RadioGroup.Item key={o.id} value={o.id}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <div className={css({ mt: '6' })}>
        <CheckboxField name="installation" label="Include professional installation" checked={installation} onChange={setInstallation} />
      </div>
      <button type="submit" className={cx(button({ variant: 'primary', size: 'lg' }), css({ mt: '6' }))}>
        Calculate Price
      </button>
      <div aria-live="polite" className={css({ mt: '6' })}>
        {result && !result.ok ? <Alert tone="error">{result.message}</Alert> : null}
        {result && result.ok ? (
          <div>
            <table
              className={css({
                w: 'full',
                fontSize: 'sm',
                borderCollapse: 'collapse',
                '& td, & th': { py: '2', borderBottomWidth: '1px', borderColor: 'border.default', textAlign: 'left' },
                '& td:last-child, & th:last-child': { textAlign: 'right' },
              })}
            >
              <caption className={css({ textAlign: 'left', fontWeight: '600', mb: '2' })}>
                {result.quote.area} m² · {result.quote.boards} boards
                {result.quote.joists !== null ? ` · ${result.quote.joists} joists` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {result.quote.lines.map((l) => (
                  <tr key={l.label}>
                    <td>{l.label}</td>
                    <td>{formatMoney(l.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Subtotal</th>
                  <td>{formatMoney(result.quote.subtotal)}</td>
                </tr>
                <tr>
                  <th scope="row">GST (10%)</th>
                  <td>{formatMoney(result.quote.gst)}</td>
                </tr>
                <tr>
                  <th scope="row">Total</th>
                  <td className={css({ fontWeight: '700' })}>{formatMoney(result.quote.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </div>
    </form>
  );
}

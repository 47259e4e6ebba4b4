// The calculator's materials panel (docs/product.md#screens-and-routes): brand and colour choice, the colour's image,
// the figures of docs/product.md#figures-and-limits and Proceed with Quote. Pure view: values in, callbacks out. The same
// panel fills the 350 px side column on wide screens and the bottom sheet on phones.
import { memo, useId } from 'react';
import { css, cx } from 'styled-system/css';
import { button, fieldLabel, radioGroup } from 'styled-system/recipes';
import { BRAND_DISPLAY_NAMES, BRANDS, type BoardItem, type Brand } from '../../domain/catalogue';
import { displayColorName } from '../../domain/colors';
import { SWATCH_IMAGE_HEIGHT } from '../../domain/constants';
import type { Calculations } from '../../domain/materials';
import { ColorSwatch } from '../components/ColorSwatch';
import { ItemImage } from '../components/ItemImage';
import { DeferredSelectField } from '../components/form/DeferredSelectField';
import * as RadioGroup from '../components/ui/radio-group';
import { useInteractive } from './useInteractive';
import { StaticRadioGroup } from './StaticRadioGroup';
import { specFigureRows, type FigureRow } from '../../domain/designFigures';
import type { CalculatorEditorEvent, FrameLayers } from '../../../machines/calculatorEditor.machine';
import type { PricedMaterials as Priced } from '../../domain/deckMaterials';
import type { DeckOptions } from '../../domain/frameGuide';
import type { Shape } from '../../domain/geometry';
import { FIGURE_SET_NAMES } from '../../domain/figureSets';
import type { BalustradeNotes } from '../../domain/balustradeRules';
import { DeckBuildFields } from './DeckBuildFields';
import { PricedMaterials } from './PricedMaterials';
import { DownloadPlanLink } from '../components/DownloadPlanLink';
import { FreeSampleButton } from './FreeSampleButton';

export interface MaterialsPanelProps {
  brand: Brand;
  colors: readonly BoardItem[];
  color: BoardItem | null;
  calculations: Calculations;
  canProceed: boolean;
  /** Names the panel instance in ids and test hooks ('side' or 'sheet'). */
  variant: 'side' | 'sheet';
  loading?: boolean;
  onBrandChange: (brand: Brand) => void;
  onColorChange: (itemId: string) => void;
  onProceed: () => void;
  /** The board layout's own count beside the spec's; null before a colour is chosen or the layout is ready. */
  layoutFigures?: readonly FigureRow[] | null;
  /** The layout's figures are on their way (the catalogue or the layout's module is loading): their room is kept. */
  layoutPending?: boolean;
  /** Which shapes overlap, and that the spec's Deck Area counts the overlap twice; null when none do. */
  overlapNotice?: string | null;
  /** The deck's build choices (docs/product.md#subframe-and-edges); absent until the page is interactive. */
  deck?: DeckOptions;
  layers?: FrameLayers;
  shapes?: readonly Shape[];
  onEditorEvent?: (event: CalculatorEditorEvent) => void;
  /** The planned deck's priced list; null before a colour is chosen or while it is worked out. */
  priced?: Priced | null;
  pricedPending?: boolean;
  /** Each priced line's availability label by item (docs/product.md#stock-and-samples); empty until read. */
  availability?: Readonly<Record<string, string>>;
  /** Download plan (PDF): the saved design's plan pack, for its signed-in owner; null otherwise. */
  planPdfHref?: string | null;
  /** What the plan says of the balustrade beside the height; null while it is worked out. */
  balustrade?: BalustradeNotes | null;
}

export const LAYOUT_FIGURES_HEADING = FIGURE_SET_NAMES.plan;

export const PROCEED_LABEL = 'Proceed with Quote';

const swatchFigure = css({ mt: '3', display: 'grid', gap: '2' });
// The colour image's height (spec: colour swatch image height 200) as a class: a style attribute would
// be dropped by the CSP from prerendered HTML. Keyed by the constant, so a new height fails typecheck.
const swatchImageHeight: Record<typeof SWATCH_IMAGE_HEIGHT, string> = { 200: css({ h: '200px' }) };
const swatchImage = cx(
  swatchImageHeight[SWATCH_IMAGE_HEIGHT],
  css({ borderRadius: 'control', overflow: 'hidden', '& > div': { h: 'full' } }),
);
const swatchImagePlaceholder = cx(swatchImageHeight[SWATCH_IMAGE_HEIGHT], css({ borderRadius: 'control', bg: 'bg.muted' }));
// A fixed height, so the caption and its placeholder take the same room.
const swatchCaption = css({ display: 'flex', alignItems: 'center', gap: '2', h: '6', fontSize: 'sm', color: 'fg.muted' });
const brandItems = css({ display: 'flex', gap: '2' });
// The room of Order a free sample (a small button) while the colours load.
const samplePlaceholder = css({ h: '9' });
const figureRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
});
const figureValue = css({ fontWeight: '700', fontVariantNumeric: 'tabular-nums', fontSize: 'md' });
const layoutHeading = css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '1' });
// Proceed with Quote stays at the foot of the panel's scrolling box (the side column, the bottom sheet)
// however long the figures above it are: on a 1400 x 900 screen it sat below the fold. Both boxes have
// side padding 5 and none at the bottom (a sticky box stops short of its scroller's padding), so the
// foot spans the box's width, gives the room below the button itself, and covers what scrolls beneath.
const panelFoot = css({
  position: 'sticky',
  bottom: '0',
  zIndex: '1',
  mx: '-5',
  px: '5',
  pt: '3',
  pb: '5',
  bg: 'bg.surface',
  borderTopWidth: '1px',
  borderColor: 'border.default',
});
// The rows of a layout in one stock length: its boards, joists, clips and waste (layoutFigureRows).
const PENDING_LAYOUT_ROWS = ['boards', 'joists', 'clips', 'waste'] as const;

/** Memoised: the page re-renders for URL and query updates that leave the panel's props as they were. */
export const MaterialsPanel = memo(function MaterialsPanel(props: MaterialsPanelProps) {
  const {
    brand,
    colors,
    color,
    calculations,
    canProceed,
    variant,
    loading,
    onBrandChange,
    onColorChange,
    onProceed,
    layoutFigures,
    layoutPending = false,
    overlapNotice,
    deck,
    layers,
    shapes,
    onEditorEvent,
    priced = null,
    pricedPending = false,
    availability,
    planPdfHref = null,
    balustrade = null,
  } = props;
  const id = useId();
  const figures = specFigureRows(calculations);
  const colorOptions = colors.map((c) => ({ value: c.item_id, label: displayColorName(c.cf_board_colour) }));
  // Prerendered, the panel is in the page before its code: until React owns it, a choice would be lost.
  const live = useInteractive();
  return (
    <div data-testid={`materials-${variant}`} className={css({ display: 'grid', gap: '5' })}>
      {live ? (
        <RadioGroup.Root
          variant="fill"
          value={brand}
          onValueChange={(d) => d.value && onBrandChange(d.value as Brand)}
          name={`${variant}-brand`}
        >
          <RadioGroup.Label className={fieldLabel()}>Brand</RadioGroup.Label>
          <div className={brandItems}>
            {BRANDS.map((b) => (
              <RadioGroup.Item key={b} value={b}>
                <RadioGroup.ItemText>{BRAND_DISPLAY_NAMES[b]}</RadioGroup.ItemText>
                <RadioGroup.ItemHiddenInput />
              </RadioGroup.Item>
            ))}
          </div>
        </RadioGroup.Root>
      ) : (
        <StaticRadioGroup
          label="Brand"
          value={brand}
          options={BRANDS}
          labels={BRAND_DISPLAY_NAMES}
          labelClassName={fieldLabel()}
          itemsClassName={brandItems}
          itemClassName={radioGroup({ variant: 'fill' }).item}
        />
      )}

      <div>
        <DeferredSelectField
          label="Board Colour"
          name={`${variant}-colour`}
          items={colorOptions}
          value={color?.item_id ?? ''}
          onChange={(v) => v && onColorChange(v)}
          placeholder={loading ? 'Loading colours...' : 'Select a colour'}
          disabled={loading || colorOptions.length === 0}
        />
        {color ? (
          <figure className={swatchFigure}>
            <div className={swatchImage}>
              <ItemImage
                itemId={color.item_id}
                imageId={color.image_id}
                photoId={color.photo_id}
                alt={`${displayColorName(color.cf_board_colour)} decking board`}
                width={350}
                height={SWATCH_IMAGE_HEIGHT}
              />
            </div>
            <figcaption className={swatchCaption}>
              <ColorSwatch color={color.cf_board_colour} size={16} showLabel />
              <span aria-hidden="true">·</span>
              <span>{color.cf_board_range}</span>
            </figcaption>
            <FreeSampleButton color={color} live={live} />
          </figure>
        ) : loading ? (
          // The colours arrive after the first paint: their figure's room is kept so nothing below it
          // moves when it appears (a benchmark target: layout shift 0).
          <div aria-hidden="true" data-testid={`${variant}-colour-placeholder`} className={swatchFigure}>
            <div className={swatchImagePlaceholder} />
            <div className={swatchCaption} />
            <div className={samplePlaceholder} />
          </div>
        ) : null}
      </div>

      {deck && shapes && onEditorEvent && layers ? (
        <DeckBuildFields deck={deck} layers={layers} shapes={shapes} variant={variant} send={onEditorEvent} balustrade={balustrade} />
      ) : null}

      {layoutFigures ? (
        <section aria-labelledby={`${id}-layout`}>
          <h3 id={`${id}-layout`} className={layoutHeading}>
            {LAYOUT_FIGURES_HEADING}
          </h3>
          <dl>
            {layoutFigures.map((f) => (
              <div key={f.key} className={figureRow}>
                <dt>{f.label}</dt>
                <dd data-testid={`${variant}-layout-${f.key}`} className={figureValue}>
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : layoutPending ? (
        // The layout's module loads beside the page: its section's room (a one-length layout, the default
        // deck's) is kept so the button below does not move when the figures arrive (a benchmark target:
        // layout shift 0).
        <div aria-hidden="true" data-testid={`${variant}-layout-placeholder`}>
          <div className={layoutHeading}>{LAYOUT_FIGURES_HEADING}</div>
          {PENDING_LAYOUT_ROWS.map((key) => (
            <div key={key} className={figureRow}>
              <span>{'\u00a0'}</span>
              <span className={figureValue}>…</span>
            </div>
          ))}
        </div>
      ) : null}

      {deck ? <PricedMaterials priced={priced} variant={variant} pending={pricedPending} availability={availability} /> : null}
      {planPdfHref ? <DownloadPlanLink href={planPdfHref} fullWidth note /> : null}

      <section aria-labelledby={`${id}-figures`}>
        <h3 id={`${id}-figures`} className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '1' })}>
          Calculations
        </h3>
        <p data-testid={`${variant}-estimate-name`} className={css({ fontSize: 'xs', color: 'fg.muted', mb: '1' })}>
          {FIGURE_SET_NAMES.estimate}
        </p>
        <dl>
          {figures.map((f) => (
            <div key={f.key} className={figureRow}>
              <dt>{f.label}</dt>
              <dd data-testid={`${variant}-${f.key}`} className={figureValue}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
        {overlapNotice ? (
          <p role="note" data-testid={`${variant}-overlap`} className={css({ mt: '2', fontSize: 'sm', color: 'tone.warningFg' })}>
            {overlapNotice}
          </p>
        ) : null}
      </section>

      <div className={panelFoot}>
        <button
          type="button"
          className={button({ variant: 'cta', size: 'lg', fullWidth: true })}
          disabled={!live || !canProceed}
          onClick={onProceed}
        >
          {PROCEED_LABEL}
        </button>
      </div>
    </div>
  );
});

// The design's print layout (docs/product.md#designs): shown only when printing, in
// place of the interactive calculator. The plan to scale with its dimensions and scale bar, the
// colour, both sets of figures (the spec's Calculations unchanged, and the board layout's own count),
// the date and the company's contact block.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { COMPANY, LOCALE, PRODUCT_NAME, TIME_ZONE } from '../../domain/constants';

export interface PrintFigure {
  key: string;
  label: string;
  value: string;
}

export interface PrintSheetProps {
  title: string;
  /** The chosen colour as it reads on the page ("Barossa · WoodEvo HOME"), or null before one is chosen. */
  colour: string | null;
  /** The plan drawn to scale. */
  plan: ReactNode;
  specFigures: readonly PrintFigure[];
  layoutFigures: readonly PrintFigure[] | null;
  printedAt: Date;
  /** Shown on screen too (stories); otherwise only when printing. */
  onScreen?: boolean;
}

export const PRINT_SPEC_HEADING = 'Calculations';
export const PRINT_LAYOUT_HEADING = 'From the board layout';

const sheetLook = css({ color: 'black', bg: 'white', fontSize: '11pt' });
const printOnly = css({ display: 'none', _print: { display: 'block' } });
const grid = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6', mt: '4', breakInside: 'avoid' });
const row = css({ display: 'flex', justifyContent: 'space-between', borderBottomWidth: '1px', borderColor: 'print.rule', py: '1' });

function Figures({ heading, figures }: { heading: string; figures: readonly PrintFigure[] }) {
  return (
    <section>
      <h2 className={css({ fontWeight: '700', mb: '1' })}>{heading}</h2>
      <dl>
        {figures.map((f) => (
          <div key={f.key} className={row}>
            <dt>{f.label}</dt>
            <dd className={css({ fontWeight: '700' })}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PrintSheet({ title, colour, plan, specFigures, layoutFigures, printedAt, onScreen = false }: PrintSheetProps) {
  const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }).format(printedAt);
  return (
    <article aria-label="Printable design" data-testid="print-sheet" className={cx(sheetLook, onScreen ? undefined : printOnly)}>
      <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: '3' })}>
        <h1 className={css({ fontSize: '16pt', fontWeight: '700' })}>{title}</h1>
        <p>{date}</p>
      </header>
      <p className={css({ mb: '3' })}>
        <strong>Colour:</strong> {colour ?? 'No colour chosen'}
      </p>
      <figure className={css({ breakInside: 'avoid' })}>{plan}</figure>
      <div className={grid}>
        <Figures heading={PRINT_SPEC_HEADING} figures={specFigures} />
        {layoutFigures ? <Figures heading={PRINT_LAYOUT_HEADING} figures={layoutFigures} /> : null}
      </div>
      <address
        className={css({ fontStyle: 'normal', mt: '6', pt: '3', borderTopWidth: '1px', borderColor: 'print.ruleStrong', fontSize: '9pt' })}
      >
        <strong>{COMPANY.legalName}</strong> ({PRODUCT_NAME}) · ABN {COMPANY.abn}
        <br />
        {COMPANY.address} · {COMPANY.phone} · {COMPANY.email}
      </address>
    </article>
  );
}

// /deck/{token}: a design shared read-only (docs/product.md#designs), outside the portal
// like the marketing pages. The plan, the spec's Calculations as the calculator's panel names them, the
// board layout's own figures, and Open in calculator, which loads a copy. An unknown or revoked link
// shows the site's not-found page.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDate } from '../../../domain/dates';
import { designColourHex, specFigureRows } from '../../../domain/designFigures';
import { layoutForDrawing } from '../../../domain/boardLayout';
import { sharedDesignOpenHref, sharedDesignPlanPdfHref } from '../../../domain/designLinks';
import { DownloadPlanLink } from '../../components/DownloadPlanLink';
import { FIGURE_SET_NAMES } from '../../../domain/figureSets';
import { DESIGN_TEXTS } from '../../../domain/designTexts';
import { layoutFigureRows, overlapNote } from '../../../domain/layoutFigures';
import { BOARD_DIRECTION_LABELS, type SharedDesign } from '../../../domain/schemas/designs';
import { isNotFound } from '../../api/queryState';
import { Alert } from '../../components/Alert';
import { Container } from '../../components/Container';
import { DesignPlan } from '../../components/DesignPlan';
import { useBoardItems } from '../../api/catalogue';
import { Spinner } from '../../components/Spinner';
import { usePageMeta } from '../../hooks/usePageMeta';
import { NotFoundPage } from '../NotFoundPage';
import { useSharedDesign } from '../../api/sharedDesigns';
import { colorHex } from '../../../domain/colors';
import { deckPlanForDrawing } from '../../../domain/designPlan';
import { Deck3DSection } from '../../deck3d/Deck3DSection';
import type { Deck3DSource } from '../../deck3d/source';

/** The plan's box, px (it scales down to the column). */
const PLAN_WIDTH_PX = 640;
const PLAN_HEIGHT_PX = 440;
const figureList = css({
  m: '0',
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', fontWeight: '700', fontVariantNumeric: 'tabular-nums' },
});
const panel = css({ bg: 'bg.surface', borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default', p: '5' });
const panelTitle = css({ fontFamily: 'heading', fontWeight: '600', fontSize: 'lg', mb: '3' });

function Figures({ title, note, rows }: { title: string; note?: string; rows: { key: string; label: string; value: string }[] }) {
  const id = `figures-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className={panelTitle}>
        {title}
      </h2>
      {note ? <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-2', mb: '2' })}>{note}</p> : null}
      <dl className={figureList}>
        {rows.map((r) => (
          <div key={r.key}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SharedDesignView({ token, design }: { token: string; design: SharedDesign }) {
  usePageMeta(design.name, 'A deck design shared from the Boardwalk deck calculator.');
  const layout = design.figures.layout;
  const overlaps = layout ? overlapNote(layout.overlaps) : null;
  // The boards are drawn in the colour once the catalogue is in (the outlines show at once), and only
  // where the server laid them too: a drawing past its limit is not laid here either.
  const boardItems = useBoardItems().data;
  const boards = useMemo(
    () => (boardItems && design.figures.layout ? layoutForDrawing(design.drawing, boardItems) : null),
    [design.drawing, design.figures.layout, boardItems],
  );
  // The 3D view draws the plan the calculator would (frame, steps and all), once the catalogue is in.
  const source3d: Deck3DSource | null = useMemo(() => {
    const planned = boardItems && design.figures.layout ? deckPlanForDrawing(design.drawing, boardItems) : null;
    if (!planned) return null;
    return {
      plan: planned.plan,
      heightMm: planned.deck.heightMm,
      frame: planned.deck.frame,
      direction: design.drawing.boardDirection,
      boardWidthMm: planned.rules.boardWidthMm,
      gapMm: planned.rules.gapMm,
      swatch: colorHex(planned.colour.cf_board_colour),
      pictureName: design.name,
    };
  }, [boardItems, design]);
  return (
    <Container className={css({ py: { base: '8', md: '12' } })}>
      <p className={css({ textStyle: 'eyebrow', color: 'fg.accent', mb: '2' })}>Shared deck design</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '6' })}>
        <h1 className={css({ textStyle: 'h1', wordBreak: 'break-word' })}>{design.name}</h1>
        <Link to={sharedDesignOpenHref(token)} className={button({ variant: 'primary' })}>
          {DESIGN_TEXTS.openInCalculator}
        </Link>
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
          gap: '8',
          alignItems: 'start',
        })}
      >
        <div>
          <DesignPlan
            shapes={design.drawing.shapes}
            colour={designColourHex(design.drawing, boardItems ?? [])}
            boards={boards}
            dimensions
            width={PLAN_WIDTH_PX}
            height={PLAN_HEIGHT_PX}
            className={css({ w: 'full' })}
          />
          <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })}>
            Boards laid {BOARD_DIRECTION_LABELS[design.drawing.boardDirection].toLowerCase()} · shared {formatDate(design.sharedAt)}
          </p>
          {source3d ? <Deck3DSection source={source3d} className={css({ mt: '4' })} /> : null}
        </div>
        <div className={css({ display: 'grid', gap: '5' })}>
          {/* The plan's figures first, then the spec's Calculations named as the quick estimate. */}
          {layout ? <Figures title={DESIGN_TEXTS.layoutHeading} rows={layoutFigureRows(layout)} /> : null}
          <Figures title="Calculations" note={FIGURE_SET_NAMES.estimate} rows={specFigureRows(design.figures.spec)} />
          {overlaps ? <Alert tone="info">{overlaps}</Alert> : null}
          {/* The plan pack needs the colour's boards: a drawing shared before one was chosen has none. */}
          {design.drawing.colorItemId ? <DownloadPlanLink href={sharedDesignPlanPdfHref(token)} fullWidth note /> : null}
        </div>
      </div>
    </Container>
  );
}

export function SharedDesignPage() {
  const { token = '' } = useParams();
  const query = useSharedDesign(token);
  if (query.isPending) return <Spinner label="Loading design" />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <Container className={css({ py: '12' })}>
        <Alert tone="error">{DESIGN_TEXTS.sharedLoadFailed}</Alert>
      </Container>
    );
  }
  return <SharedDesignView token={token} design={query.data} />;
}

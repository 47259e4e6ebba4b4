// The user's saved designs as a list of cards (docs/product.md#designs): the drawn
// thumbnail, name, project, area, boards and updated date, with Open and Order materials; the deck
// layout page adds Rename and Delete. Pure view: the page gives the query's state and the handlers.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDate } from '../../../domain/dates';
import { designBoardCount, designColourHex } from '../../../domain/designFigures';
import type { BoardItem } from '../../../domain/catalogue';
import { designOpenHref, designOrderHref } from '../../../domain/designLinks';
import { DESIGN_TEXTS } from '../../../domain/designTexts';
import { formatSquareMetres } from '../../../domain/designFigures';
import type { DesignSummary } from '../../../domain/schemas/designs';
import { queryState, type QueryState } from '../../api/queryState';
import { QueryStatus } from '../../components/QueryStatus';
import { EmptyState } from '../EmptyState';
import { DesignPlan } from '../../components/DesignPlan';

export type DesignsState = QueryState<{ designs: readonly DesignSummary[] }>;

/** The list's state from its query. */
export const designsStateOf = (query: Pick<UseQueryResult<DesignSummary[]>, 'status' | 'data' | 'error'>): DesignsState =>
  queryState(query, (designs) => ({ designs }), DESIGN_TEXTS.loadFailed);

export interface DesignListProps {
  state: DesignsState;
  /** What the empty list says, with its way on. */
  empty: { text: string; link?: { href: string; label: string } };
  /** The deck layout page's row actions; the project page shows Open and Order materials only. */
  onRename?: (design: DesignSummary) => void;
  onDelete?: (design: DesignSummary) => void;
  /** The catalogue's boards, for each plan's colour tint (outlines in the theme's fill until they load). */
  boardItems?: readonly BoardItem[];
}

const list = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '4' });
const card = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: '4',
  p: '4',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  shadow: 'card',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
  m: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', fontVariantNumeric: 'tabular-nums' },
});
/** The plan's box in the list, px. */
const THUMB_PX = 112;
const thumb = css({ flexShrink: 0, borderWidth: '1px', borderColor: 'border.default' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' });

export function DesignList({ state, empty, onRename, onDelete, boardItems = [] }: DesignListProps) {
  if (state.status !== 'success') return <QueryStatus state={state} loading={DESIGN_TEXTS.loading} failed={DESIGN_TEXTS.loadFailed} />;
  if (state.designs.length === 0) {
    return (
      <EmptyState
        text={empty.text}
        action={
          empty.link ? (
            <Link to={empty.link.href} className={button({ variant: 'primary' })}>
              {empty.link.label}
            </Link>
          ) : null
        }
      />
    );
  }
  return (
    <ul className={list} aria-label="Designs">
      {state.designs.map((d) => (
        <li key={d.id} className={card} aria-label={d.name}>
          <DesignPlan
            shapes={d.drawing.shapes}
            colour={designColourHex(d.drawing, boardItems)}
            width={THUMB_PX}
            height={THUMB_PX}
            className={thumb}
          />
          <div className={css({ flex: '1', minW: '0' })}>
            <h3 className={css({ fontFamily: 'heading', fontWeight: '600', fontSize: 'lg', mb: '2', wordBreak: 'break-word' })}>
              {d.name}
            </h3>
            <dl className={facts}>
              <dt>Project</dt>
              <dd>{d.projectName ?? 'No project'}</dd>
              <dt>Area</dt>
              <dd>{formatSquareMetres(d.figures.spec.deckArea)}</dd>
              <dt>Boards</dt>
              <dd>{designBoardCount(d.figures)}</dd>
              <dt>Updated</dt>
              <dd>{formatDate(d.updatedAt)}</dd>
            </dl>
            <div className={actions}>
              <Link to={designOpenHref(d.id)} className={button({ variant: 'primary', size: 'sm' })} aria-label={`Open ${d.name}`}>
                Open
              </Link>
              <Link
                to={designOrderHref(d.id)}
                className={button({ variant: 'secondary', size: 'sm' })}
                aria-label={`Order materials for ${d.name}`}
              >
                Order materials
              </Link>
              {onRename ? (
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => onRename(d)}
                  aria-label={`Rename ${d.name}`}
                >
                  Rename
                </button>
              ) : null}
              {onDelete ? (
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => onDelete(d)}
                  aria-label={`Delete ${d.name}`}
                >
                  Delete
                </button>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

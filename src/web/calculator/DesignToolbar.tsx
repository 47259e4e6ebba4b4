// The calculator's design tools bar (docs/product.md#board-layout-rules, docs/product.md#designs):
// Show boards, Board direction, Save design, Order these materials, Share, Print and Clear drawing. It reads single fields of
// the design tools' actors and only sends; the page gives it the drawing to save or share.
import { memo } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { BOARD_DIRECTION_LABELS, BOARD_DIRECTIONS, type BoardDirection } from '../../domain/boardDirections';
import type { DesignDrawing } from '../../domain/schemas/designs';
import * as Switch from '../components/ui/switch';
import { DesignSessionContext, SaveDesignContext, ShareDesignContext } from './designToolsActors';
import { Segments } from './Segments';
import { useInteractive } from './useInteractive';

export const SHOW_BOARDS_LABEL = 'Show boards';
export const SAVE_DESIGN_LABEL = 'Save design';
export const SHARE_LABEL = 'Share';
export const BOARD_DIRECTION_LABEL = 'Board direction';
export const PRINT_LABEL = 'Print';
export const CLEAR_DRAWING_LABEL = 'Clear drawing';
export const ORDER_MATERIALS_LABEL = 'Order these materials';

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  px: { base: '3', md: '4' },
  py: '2',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

export const DesignToolbar = memo(function DesignToolbar({
  drawing,
  onPrint,
}: {
  /** The drawing as it would be saved; null while there is nothing to save (no shapes). */
  drawing: DesignDrawing | null;
  onPrint: () => void;
}) {
  const live = useInteractive();
  const session = DesignSessionContext.useActorRef();
  const save = SaveDesignContext.useActorRef();
  const share = ShareDesignContext.useActorRef();
  const showBoards = DesignSessionContext.useSelector((s) => s.context.showBoards);
  const direction = DesignSessionContext.useSelector((s) => s.context.direction);
  const design = DesignSessionContext.useSelector((s) => s.context.design);
  const ready = DesignSessionContext.useSelector((s) => s.matches('ready'));
  const canClear = DesignSessionContext.useSelector((s) => s.can({ type: 'drawing.clear' }));
  const enabled = live && ready && drawing !== null;
  return (
    <div role="group" aria-label="Design tools" className={bar}>
      {live ? (
        <Switch.Root checked={showBoards} disabled={!live} onCheckedChange={(d) => session.send({ type: 'boards.set', show: d.checked })}>
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{SHOW_BOARDS_LABEL}</Switch.Label>
          <Switch.HiddenInput />
        </Switch.Root>
      ) : (
        <Switch.Static label={SHOW_BOARDS_LABEL} checked={showBoards} />
      )}
      <Segments<BoardDirection>
        label={BOARD_DIRECTION_LABEL}
        value={direction}
        options={BOARD_DIRECTIONS}
        labels={BOARD_DIRECTION_LABELS}
        onChange={(d) => session.send({ type: 'direction.set', direction: d })}
      />
      <div className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '2', ml: { base: '0', lg: 'auto' } })}>
        <button
          type="button"
          className={button({ variant: 'primary', size: 'sm' })}
          disabled={!enabled}
          onClick={() => drawing && save.send({ type: 'save.open', drawing, design })}
        >
          {SAVE_DESIGN_LABEL}
        </button>
        {/* Saved first (a visitor signs in and comes back, as for Save), then the wizard with the priced list. */}
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={!enabled || !drawing?.colorItemId}
          onClick={() => drawing && save.send({ type: 'save.open', drawing, design, then: 'order' })}
        >
          {ORDER_MATERIALS_LABEL}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={!enabled}
          onClick={() => drawing && share.send({ type: 'share.open', drawing, design })}
        >
          {SHARE_LABEL}
        </button>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={!live} onClick={onPrint}>
          {PRINT_LABEL}
        </button>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          disabled={!live || !canClear}
          onClick={() => session.send({ type: 'drawing.clear' })}
        >
          {CLEAR_DRAWING_LABEL}
        </button>
      </div>
    </div>
  );
});

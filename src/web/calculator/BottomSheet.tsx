// Phone layout of the materials panel (docs/product.md#screens-and-routes): a sheet fixed to the bottom of the screen,
// titled MATERIALS NEEDED, that collapses to its title bar (with the deck area still in view) and
// expands over the canvas. Ark UI Collapsible owns the open state and its ARIA wiring.
import { Collapsible } from '@ark-ui/react/collapsible';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useInteractive } from './useInteractive';

export const BOTTOM_SHEET_TITLE = 'MATERIALS NEEDED';

export interface BottomSheetProps {
  children: ReactNode;
  /** Short summary shown in the title bar while collapsed (e.g. the deck area). */
  summary?: ReactNode;
  defaultOpen?: boolean;
  /** Held by the caller, when the sheet outlives what is inside it (the calculator's editor mounts again). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

export function BottomSheet({ children, summary, defaultOpen = false, open, onOpenChange, className }: BottomSheetProps) {
  // Prerendered, the sheet is in the page before its code: until React owns it, a tap would be lost.
  const live = useInteractive();
  return (
    <Collapsible.Root
      defaultOpen={defaultOpen}
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      disabled={!live}
      // The sheet's contents render when it is first opened: at page load it is collapsed (and hidden
      // on wide screens), and a second materials panel would only add to the first render's work.
      lazyMount
      className={`${css({
        position: 'fixed',
        insetX: '0',
        bottom: '0',
        zIndex: '30',
        bg: 'bg.surface',
        borderTopRadius: 'panel',
        boxShadow: 'sheet',
        maxH: '85dvh',
        display: 'flex',
        flexDirection: 'column',
      })} ${className ?? ''}`}
      data-testid="bottom-sheet"
    >
      <Collapsible.Trigger
        // Ark marks a disabled trigger with data-disabled only: the native attribute tells the person
        // (and the browser) that the title bar cannot be tapped yet, rather than swallowing the tap.
        disabled={!live}
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          w: 'full',
          minH: '14',
          px: '5',
          py: '3',
          cursor: 'pointer',
          _disabled: { cursor: 'progress' },
          bg: 'transparent',
          border: 'none',
          textAlign: 'left',
          color: 'fg.default',
        })}
      >
        <span className={css({ display: 'grid' })}>
          <span className={css({ textStyle: 'eyebrow', color: 'fg.accent' })}>{BOTTOM_SHEET_TITLE}</span>
          {summary ? <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{summary}</span> : null}
        </span>
        <Collapsible.Indicator className={css({ display: 'flex', transition: 'transform 150ms', _open: { transform: 'rotate(180deg)' } })}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="m6 15 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      {/* No bottom padding: the materials panel's sticky foot (Proceed with Quote) sits on the sheet's bottom edge. */}
      <Collapsible.Content className={css({ overflowY: 'auto', px: '5' })}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

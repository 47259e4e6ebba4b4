// A staff table that may be wider than a phone: a focusable region named for the table, so a keyboard
// can scroll it sideways (WCAG "Keyboard": a scrolling region must take focus).
import type { ReactNode } from 'react';
import { table, tableWrap } from './styles';

export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={tableWrap} role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
      <table className={table} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

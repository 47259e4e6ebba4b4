// A portal page's header: its one h1 and, beside it, the page's actions (wrapping under it on a phone).
// Pages whose title has lines around it (an order's reference, a lead's kind) use the recipe's parts.
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { actionRow, pageHeader } from 'styled-system/recipes';

export function PageHeader({ title, actions, level = 1 }: { title: ReactNode; actions?: ReactNode; level?: 1 | 2 }) {
  const parts = pageHeader();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={parts.root}>
      <Heading className={parts.title}>{title}</Heading>
      {actions ? <div className={cx(actionRow(), parts.actions)}>{actions}</div> : null}
    </div>
  );
}

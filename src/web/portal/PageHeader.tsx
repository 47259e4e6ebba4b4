// A portal page's header: its one h1 and, beside it, the page's actions (wrapping under it on a phone).
// Actions are controls, so a printed page (a run sheet) leaves them out.
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { actionsRow, pageHeader, pageTitle } from './styles';

const screenOnly = css({ _print: { display: 'none' } });

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className={pageHeader}>
      <h1 className={pageTitle}>{title}</h1>
      {actions ? <div className={cx(actionsRow, screenOnly)}>{actions}</div> : null}
    </div>
  );
}

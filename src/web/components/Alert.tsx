import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes';

export type AlertTone = 'error' | 'success' | 'info';

const icons: Record<AlertTone, string> = {
  error: 'M12 8v5m0 3.5v.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  success: 'M20 6 9 17l-5-5',
  info: 'M12 16v-5m0-3.5v-.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
};

/** Inline banner. Errors use role=alert (announced at once); others role=status. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(alert({ tone }), className)}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={css({ flexShrink: 0, mt: '0.5' })}>
        <path d={icons[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className={css({ flex: '1', minW: '0' })}>
        {title ? <p className={css({ fontWeight: '600' })}>{title}</p> : null}
        {children}
      </div>
      {action}
    </div>
  );
}

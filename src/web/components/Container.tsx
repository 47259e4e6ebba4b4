import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export const containerClass = css({ w: 'full', maxW: 'content', mx: 'auto', px: { base: '4', sm: '6', lg: '8' } });

/** Centred content column used by every page section. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(containerClass, className)}>{children}</div>;
}

import { css } from 'styled-system/css';
import { PRODUCT_NAME } from '../../domain/constants';

/** Wordmark: three staggered deck boards beside the product name. Decorative mark, text is real. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  return (
    <span
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', color: tone === 'inverse' ? 'fg.inverse' : 'fg.default' })}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="5" width="22" height="6" rx="1.5" className={css({ fill: 'timber.500' })} />
        <rect x="8" y="13" width="22" height="6" rx="1.5" className={css({ fill: 'ochre.500' })} />
        <rect x="2" y="21" width="22" height="6" rx="1.5" className={css({ fill: 'timber.700' })} />
      </svg>
      <span className={css({ fontFamily: 'heading', fontWeight: '700', fontSize: 'xl', letterSpacing: '-0.01em', lineHeight: '1' })}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}

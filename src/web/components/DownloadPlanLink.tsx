// Download plan (PDF): the plan pack of a saved design (the calculator's panel and phone sheet) or of a
// shared one (the share page), as the order and quote PDFs are offered: a link the browser downloads.
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

export const DOWNLOAD_PLAN_LABEL = 'Download plan (PDF)';
export const DOWNLOAD_PLAN_NOTE = 'Deck plan, framing plan, materials and cut list, for your builder.';

export function DownloadPlanLink({ href, fullWidth = false, note = false }: { href: string; fullWidth?: boolean; note?: boolean }) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <a href={href} download className={cx(button({ variant: 'secondary', fullWidth }), css({ textDecoration: 'none' }))}>
        {DOWNLOAD_PLAN_LABEL}
      </a>
      {note ? <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{DOWNLOAD_PLAN_NOTE}</p> : null}
    </div>
  );
}

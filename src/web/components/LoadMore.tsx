// The button under a list loaded page by page (orders, leads, users, the audit log): shown while the
// server names a next page, busy while it loads.
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

// Literal calls, so Panda's static extraction generates both.
const ROW = {
  4: css({ display: 'flex', justifyContent: 'center', mt: '4' }),
  6: css({ display: 'flex', justifyContent: 'center', mt: '6' }),
};

export function LoadMore({
  query,
  label,
  space = 6,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  /** The space above the button. */
  space?: keyof typeof ROW;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className={ROW[space]}>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={query.isFetchingNextPage}
        aria-busy={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </button>
    </div>
  );
}

// The admin's landing page (top of /app/dashboard for admins): what waits on staff, each figure a count
// that links to the list it counts (the inbox's new leads, the orders to approve and to dispatch).
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import type { AdminOverview as Figures } from '../../../domain/schemas/overview';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { pageTitle } from '../styles';
import { useAdminOverview } from '../../api/overview';
import { newLeadsPath, ordersWithStatusPath } from './overviewLinks';

export const OVERVIEW_TITLE = 'Overview';
const OVERVIEW_LOAD_FAILED = 'Failed to load the overview';

interface Figure {
  label: string;
  count: (f: Figures) => number;
  detail: (f: Figures) => string;
  href: string;
}

const FIGURES: Figure[] = [
  {
    label: 'New quote requests',
    count: (f) => f.newQuoteRequests,
    detail: (f) => `${f.quoteRequestsToday} received today`,
    href: newLeadsPath('quote'),
  },
  {
    label: 'New enquiries',
    count: (f) => f.newEnquiries,
    detail: (f) => `${f.enquiriesToday} received today`,
    href: newLeadsPath('enquiry'),
  },
  { label: 'Orders to approve', count: (f) => f.ordersToApprove, detail: () => 'Pending', href: ordersWithStatusPath('pending') },
  { label: 'Orders to dispatch', count: (f) => f.ordersToDispatch, detail: () => 'Approved', href: ordersWithStatusPath('approved') },
];

const figureLink = css({
  display: 'grid',
  p: '5',
  gap: '1',
  h: 'full',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
});

export function AdminOverview() {
  const overview = useAdminOverview();
  return (
    <section aria-labelledby="admin-overview" className={css({ mb: '10' })}>
      <h1 id="admin-overview" className={pageTitle}>
        {OVERVIEW_TITLE}
      </h1>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '5' })}>
        What is waiting on the team: new leads to answer, orders to approve and to dispatch.
      </p>
      {overview.status === 'pending' ? <Spinner label="Loading the overview" /> : null}
      {overview.status === 'error' ? <Alert tone="error">{messageOr(overview.error, OVERVIEW_LOAD_FAILED)}</Alert> : null}
      {overview.status === 'success' ? (
        <ul
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: '4' })}
        >
          {FIGURES.map((figure) => (
            <li key={figure.label} className={card({ elevation: 'raised' })} data-testid="overview-figure">
              <Link to={figure.href} className={figureLink}>
                <span className={css({ fontWeight: '600' })}>{figure.label}</span>
                <span className={css({ fontFamily: 'heading', fontSize: '3xl', fontWeight: '700' })} data-testid="overview-count">
                  {figure.count(overview.data)}
                </span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{figure.detail(overview.data)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// A day's run sheet (docs/product.md#delivery): the deliveries in suburb order with
// address, customer, phone, items, PO reference and notes; the day's pickups apart; Print run sheet
// prints the page with the controls hidden. Each stop's Move opens the scheduling dialog to give it
// another day (the customer is e-mailed). Under the stops, the day's runs: each driver's stops in order.
import { backOrderText } from '../../../domain/stock';
import { Link, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { DeliveryMethod } from '../../../domain/constants';
import { formatDate } from '../../../domain/dates';
import type { RunSheetStop } from '../../../domain/schemas/delivery';
import { useRunSheet } from '../../api/delivery';
import { queryState } from '../../api/queryState';
import { QueryStatus } from '../../components/QueryStatus';
import { PageHeader } from '../PageHeader';
import { pageClass, table, tableWrap } from '../styles';
import { RunPlanner } from './RunPlanner';
import { ScheduleButton, ScheduleDayProvider } from './ScheduleDayDialog';

const screenOnly = css({ _print: { display: 'none' } });

export function RunSheetPage() {
  return (
    <ScheduleDayProvider>
      <RunSheetView />
    </ScheduleDayProvider>
  );
}

function RunSheetView() {
  const { day = '' } = useParams();
  const sheet = queryState(useRunSheet(day), (data) => data, 'The run sheet could not be loaded.');
  return (
    <div className={pageClass}>
      <PageHeader
        title={`Run sheet ${formatDate(day)}`}
        actions={
          <>
            <button type="button" className={button({ variant: 'primary' })} onClick={() => window.print()}>
              Print run sheet
            </button>
            <Link to="/app/deliveries" className={button({ variant: 'secondary' })}>
              Back to Deliveries
            </Link>
          </>
        }
      />
      {sheet.status !== 'success' ? (
        <QueryStatus state={sheet} loading="Loading the run sheet" />
      ) : (
        <>
          <Stops heading="Deliveries" method="delivery" day={day} stops={sheet.deliveries} />
          <RunPlanner day={day} deliveries={sheet.deliveries} />
          <Stops heading="Pickups" method="pickup" day={day} stops={sheet.pickups} />
        </>
      )}
    </div>
  );
}

function Stops({ heading, method, day, stops }: { heading: string; method: DeliveryMethod; day: string; stops: readonly RunSheetStop[] }) {
  return (
    <section className={css({ mb: '8', breakInside: 'avoid' })} aria-label={heading}>
      <h2 className={css({ textStyle: 'h3', mb: '3' })}>{heading}</h2>
      {stops.length === 0 ? (
        <p>None.</p>
      ) : (
        <div className={tableWrap}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Address</th>
                <th scope="col">Customer</th>
                <th scope="col">Phone</th>
                <th scope="col">Items</th>
                <th scope="col">PO reference</th>
                <th scope="col">Notes</th>
                <th scope="col" className={screenOnly}>
                  Move
                </th>
              </tr>
            </thead>
            <tbody>
              {stops.map((s) => (
                <tr key={s.id}>
                  <td>{s.ref}</td>
                  <td>{s.address}</td>
                  <td>{s.customerEmail}</td>
                  <td>{s.phone ?? '—'}</td>
                  <td>
                    <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
                      {s.items.map((i, n) => (
                        <li key={n}>
                          {i.quantity} x {i.name}
                          {/* docs/product.md#stock-and-samples: what of the line is short and stays behind. */}
                          {i.backOrdered > 0 ? (
                            <strong className={css({ display: 'block', fontSize: 'xs' })}>{backOrderText(i)}</strong>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{s.poReference ?? '—'}</td>
                  <td className={css({ whiteSpace: 'pre-wrap' })}>{s.notes || '—'}</td>
                  <td className={screenOnly}>
                    {/* Moving reschedules the order; the customer is e-mailed the new day. */}
                    <ScheduleButton
                      target={{ orderId: s.id, ref: s.ref, method, preferredDate: '', confirmedDay: day }}
                      label={`Move ${s.ref}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

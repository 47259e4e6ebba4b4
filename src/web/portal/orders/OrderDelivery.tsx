// An order's Delivery section (docs/product.md#delivery): its delivery status beside the order's own
// status, each attempt's proof (the time, who received it or Left on site, the reason when not
// delivered, the delivered quantities, the signature and the photos), what is outstanding on a
// follow-up delivery, and Proof of delivery (PDF). For the customer, the company's members and staff;
// the server decides who may read it.
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { LEFT_ON_SITE } from '../../../domain/lastMile';
import { formatDateTime } from '../../../domain/dates';
import type { OrderDelivery as Delivery } from '../../../domain/schemas/runs';
import { queryState } from '../../api/queryState';
import { useOrderDelivery } from '../../api/runs';
import { QueryStatus } from '../../components/QueryStatus';
import { DetailSection } from '../DetailSection';
import { DELIVERY_STATUS_TONES } from '../run/runLabels';
import { dl, table, tableWrap } from '../styles';

const ATTEMPT_LABELS = { delivered: 'Delivered', not_delivered: 'Not delivered' } as const;

export function OrderDelivery({ orderId }: { orderId: string }) {
  const delivery = queryState(useOrderDelivery(orderId), (data) => ({ data }), 'The delivery could not be loaded.');
  return (
    <DetailSection id="delivery-heading" title="Delivery">
      {delivery.status !== 'success' ? (
        <QueryStatus state={delivery} loading="Loading the delivery" />
      ) : (
        <DeliveryBody delivery={delivery.data} />
      )}
    </DetailSection>
  );
}

function DeliveryBody({ delivery }: { delivery: Delivery }) {
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p>
        {delivery.status ? (
          <span className={badge({ tone: DELIVERY_STATUS_TONES[delivery.status] })} data-testid="delivery-status">
            {delivery.statusLabel}
          </span>
        ) : (
          'Not scheduled for delivery yet.'
        )}
      </p>
      {delivery.rescheduleReason ? <p>{delivery.rescheduleReason}</p> : null}
      {delivery.outstanding.length ? (
        <div>
          <h3 className={css({ fontWeight: '700' })}>Outstanding: a follow-up delivery</h3>
          <ul aria-label="Outstanding" className={css({ pl: '5', listStyle: 'disc' })}>
            {delivery.outstanding.map((o, i) => (
              <li key={i}>
                {o.quantity} x {o.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {delivery.attempts.map((a) => (
        <article
          key={a.id}
          aria-label={`${ATTEMPT_LABELS[a.kind]} ${formatDateTime(a.recordedAt)}`}
          className={css({ display: 'grid', gap: '3' })}
        >
          <h3 className={css({ fontWeight: '700' })}>
            {ATTEMPT_LABELS[a.kind]}: {formatDateTime(a.recordedAt)}
          </h3>
          <dl className={dl}>
            {a.kind === 'delivered' ? (
              <>
                <dt>Received by</dt>
                <dd>{a.leftOnSite ? LEFT_ON_SITE : a.receiverName}</dd>
              </>
            ) : (
              <>
                <dt>Reason</dt>
                <dd>{a.reason}</dd>
              </>
            )}
          </dl>
          {a.lines.length ? (
            <div className={tableWrap}>
              <table className={table}>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Ordered</th>
                    <th scope="col">Delivered</th>
                  </tr>
                </thead>
                <tbody>
                  {a.lines.map((l, i) => (
                    <tr key={i}>
                      <td>{l.name}</td>
                      <td>{l.ordered}</td>
                      <td>{l.delivered}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {a.signatureUrl ? (
            <img
              src={a.signatureUrl}
              alt={`Signature of ${a.receiverName ?? 'the receiver'}`}
              className={css({ maxW: '18rem', bg: 'white', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'control' })}
            />
          ) : null}
          {a.photoUrls.length ? (
            <ul
              aria-label="Delivery photos"
              className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', gap: '2', flexWrap: 'wrap' })}
            >
              {a.photoUrls.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={`Delivery photo ${i + 1}`}
                      className={css({ w: '28', h: '28', objectFit: 'cover', borderRadius: 'control' })}
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
      {delivery.proofUrl ? (
        <p>
          <a href={delivery.proofUrl} target="_blank" rel="noreferrer" className={css({ color: 'fg.link', fontWeight: '600' })}>
            Proof of delivery (PDF)
          </a>
        </p>
      ) : null}
    </div>
  );
}

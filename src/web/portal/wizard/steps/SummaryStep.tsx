// Step 8: Order Summary with Submit Order. A failed submission keeps this step open with an alert.
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { NO_PROJECT_LABEL, SUBFRAME_LABELS } from '../../../../domain/constants';
import { formatDate } from '../../../../domain/dates';
import { pickupAddress } from '../../../../domain/orderPayload';
import type { Project } from '../../../../domain/schemas/projects';
import { Alert } from '../../../components/Alert';
import { dl } from '../../styles';
import { StepHeader } from '../StepHeader';
import { lineDetail, lineTitle } from '../wizardDisplay';
import type { WizardActor } from '../wizardActor';

export function SummaryStep({ actor, projects }: { actor: WizardActor; projects: readonly Project[] }) {
  const c = useSelector(actor, (s) => s.context);
  const submitting = useSelector(actor, (s) => s.matches({ summary: 'submitting' }));
  const projectName = c.project ? (projects.find((p) => p.id === c.project)?.name ?? c.project) : NO_PROJECT_LABEL;
  return (
    <section>
      <StepHeader actor={actor} title="Order Summary" />
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={card()}>
          <h4 className={css({ fontWeight: '700', mb: '3' })}>Items</h4>
          <ul className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })} data-testid="summary-items">
            {c.orderItems.map((item) => (
              <li
                key={item.id}
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: '4',
                  borderBottomWidth: '1px',
                  borderColor: 'border.default',
                  pb: '2',
                })}
              >
                <span>
                  <span className={css({ fontWeight: '600', display: 'block' })}>{lineTitle(item)}</span>
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{lineDetail(item)}</span>
                </span>
                <span className={css({ fontWeight: '700', whiteSpace: 'nowrap' })}>× {item.quantity}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={card()}>
          <dl className={dl}>
            <dt>Subframe</dt>
            <dd>{c.selectedSubframe ? SUBFRAME_LABELS[c.selectedSubframe] : '—'}</dd>
            <dt>Delivery Method</dt>
            <dd>{c.deliveryMethod === 'pickup' ? 'Pickup' : 'Delivery'}</dd>
            {c.deliveryMethod === 'pickup' ? (
              <>
                <dt>Pickup Location</dt>
                <dd>{pickupAddress(c.pickupLocation)}</dd>
              </>
            ) : (
              <>
                <dt>Delivery Address</dt>
                <dd>{[c.deliveryStreetAddress, c.deliveryCityPostcode].filter(Boolean).join(', ')}</dd>
              </>
            )}
            <dt>Preferred Date</dt>
            <dd>{formatDate(c.preferredDate)}</dd>
            <dt>Project</dt>
            <dd>{projectName}</dd>
            <dt>Notes</dt>
            <dd>{c.notes || '—'}</dd>
          </dl>
        </div>
        {c.submitError ? <Alert tone="error">{c.submitError}</Alert> : null}
        <div>
          <button
            type="button"
            className={button({ variant: 'cta', size: 'lg' })}
            disabled={submitting}
            onClick={() => actor.send({ type: 'order.submit' })}
          >
            {submitting ? 'Submitting...' : 'Submit Order'}
          </button>
        </div>
      </div>
    </section>
  );
}

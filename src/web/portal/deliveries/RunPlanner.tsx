// A day's runs on the run sheet (docs/product.md#delivery): an admin chooses a driver, gives them the
// day's deliveries and puts the stops in order with Move up and Move down (keyboard users too), then
// Save run. The runPlan machine holds the plan; the day's runs come from GET /api/delivery/runs.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { css } from 'styled-system/css';
import { alert, button } from 'styled-system/recipes';
import type { RunSheetStop } from '../../../domain/schemas/delivery';
import { useApiClient } from '../../api/ApiClientContext';
import { useDayRuns, useDrivers } from '../../api/runs';
import { SelectField } from '../../components/form/SelectField';
import { DetailSection } from '../DetailSection';
import { RunPlanContext, runPlanLogic } from './runPlanActor';

const screenOnly = css({ _print: { display: 'none' } });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

export function RunPlanner({ day, deliveries }: { day: string; deliveries: readonly RunSheetStop[] }) {
  const client = useApiClient();
  const qc = useQueryClient();
  const logic = useMemo(() => runPlanLogic(client, qc), [client, qc]);
  return (
    <RunPlanContext.Provider key={day} logic={logic} options={{ input: { day } }}>
      <PlannerView deliveries={deliveries} />
    </RunPlanContext.Provider>
  );
}

function useRunsFed(day: string) {
  const { send } = RunPlanContext.useActorRef();
  const runs = useDayRuns(day).data;
  useEffect(() => {
    if (runs) send({ type: 'runs.receive', runs: runs.map((r) => ({ driverId: r.driver.id, orderIds: r.stops.map((s) => s.orderId) })) });
  }, [runs, send]);
  return runs ?? [];
}

function PlannerView({ deliveries }: { deliveries: readonly RunSheetStop[] }) {
  const { send } = RunPlanContext.useActorRef();
  const day = RunPlanContext.useSelector((s) => s.context.day);
  const driverId = RunPlanContext.useSelector((s) => s.context.driverId);
  const orderIds = RunPlanContext.useSelector((s) => s.context.orderIds);
  const saving = RunPlanContext.useSelector((s) => s.matches('saving'));
  const saved = RunPlanContext.useSelector((s) => s.context.saved);
  const problem = RunPlanContext.useSelector((s) => s.context.problem);
  const runs = useRunsFed(day);
  const drivers = useDrivers().data;
  const items = useMemo(() => (drivers ?? []).map((d) => ({ value: d.id, label: d.email })), [drivers]);
  const byId = new Map(deliveries.map((d) => [d.id, d]));
  const driverOf = new Map(runs.flatMap((r) => r.stops.map((s) => [s.orderId, r.driver.email] as const)));
  const others = deliveries.filter((d) => !orderIds.includes(d.id));
  return (
    <div className={screenOnly}>
      <DetailSection id="runs-heading" title="Drivers' runs">
        <div className={css({ display: 'grid', gap: '4', maxW: '40rem' })}>
          <SelectField
            label="Driver"
            name="driverId"
            items={items}
            value={driverId}
            placeholder="Choose a driver"
            disabled={saving}
            onChange={(value) => send({ type: 'driver.choose', driverId: value })}
          />
          {driverId ? (
            <>
              <h3 className={css({ fontWeight: '700' })}>Stops in order</h3>
              {orderIds.length === 0 ? <p>No stops yet: add the day's deliveries below.</p> : null}
              <ol aria-label="Stops in order" className={css({ listStyle: 'none', p: '0', m: '0' })}>
                {orderIds.map((id, index) => {
                  const stop = byId.get(id);
                  const ref = stop?.ref ?? id;
                  return (
                    <li key={id} className={row}>
                      <span className={css({ flex: '1', minW: '12rem' })}>
                        {index + 1}. {ref} · {stop?.address ?? ''}
                      </span>
                      <button
                        type="button"
                        className={button({ variant: 'secondary', size: 'sm' })}
                        disabled={saving || index === 0}
                        aria-label={`Move up ${ref}`}
                        onClick={() => send({ type: 'stop.moveUp', index })}
                      >
                        Move up
                      </button>
                      <button
                        type="button"
                        className={button({ variant: 'secondary', size: 'sm' })}
                        disabled={saving || index === orderIds.length - 1}
                        aria-label={`Move down ${ref}`}
                        onClick={() => send({ type: 'stop.moveDown', index })}
                      >
                        Move down
                      </button>
                      <button
                        type="button"
                        className={button({ variant: 'ghost', size: 'sm' })}
                        disabled={saving}
                        aria-label={`Remove ${ref}`}
                        onClick={() => send({ type: 'stop.remove', orderId: id })}
                      >
                        Remove
                      </button>
                    </li>
                  );
                })}
              </ol>
              {others.length ? (
                <>
                  <h3 className={css({ fontWeight: '700' })}>Other deliveries of the day</h3>
                  <ul aria-label="Other deliveries of the day" className={css({ listStyle: 'none', p: '0', m: '0' })}>
                    {others.map((d) => (
                      <li key={d.id} className={row}>
                        <span className={css({ flex: '1', minW: '12rem' })}>
                          {d.ref} · {d.address}
                          {driverOf.has(d.id) ? ` (with ${driverOf.get(d.id)})` : ''}
                        </span>
                        <button
                          type="button"
                          className={button({ variant: 'secondary', size: 'sm' })}
                          disabled={saving}
                          aria-label={`Add ${d.ref}`}
                          onClick={() => send({ type: 'stop.add', orderId: d.id })}
                        >
                          Add
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : null}
          {problem ? (
            <p role="alert" className={alert({ tone: 'error' })}>
              {problem}
            </p>
          ) : null}
          {saved ? (
            <p role="status" className={alert({ tone: 'success' })}>
              Run saved
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className={button({ variant: 'primary' })}
              disabled={saving}
              aria-busy={saving}
              onClick={() => send({ type: 'plan.save' })}
            >
              {saving ? 'Saving…' : 'Save run'}
            </button>
          </div>
        </div>
      </DetailSection>
    </div>
  );
}

// /app/run, the driver's phone page (docs/product.md#delivery): every run assigned to the driver, today's
// first, each with its day and number of stops, from the driverRun machine with the real calls; the
// driver opens one (a run already started opens at once) and goes back to the list with All my runs;
// Start run, on the run's day only; each stop with its customer, a maps link, a call
// link, the instructions and the lines (back-ordered ones marked and left off the truck); On my way,
// Delivered (quantities, receiver and signature, or left on site with photos) and Not delivered (a
// reason and a photo). Every step is kept on the phone first: the page shows what waits to be sent and
// sends it again when the network is back; a step the server refused stays listed with its reason, with
// Retry and Discard.
import { useEffect, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { alert, badge, button, card } from 'styled-system/recipes';
import { openRunOf, type RefusedStep } from '../../../../machines/driverRun.machine';
import { canGoOnMyWay, DELIVERY_STATUS_LABELS } from '../../../domain/lastMile';
import { formatDate } from '../../../domain/dates';
import { useApiClient } from '../../api/ApiClientContext';
import { Spinner } from '../../components/Spinner';
import { PageHeader } from '../PageHeader';
import { pageClass } from '../styles';
import { keepRunsCopy } from './outbox';
import { CaptureForm } from './CaptureForm';
import { DriverRunContext, driverRunLogic } from './runActor';
import { DELIVERY_STATUS_TONES, RUN_LABELS as L, STEP_LABELS } from './runLabels';

export function RunPage() {
  const client = useApiClient();
  const logic = useMemo(() => driverRunLogic(client), [client]);
  return (
    <DriverRunContext.Provider logic={logic}>
      <RunView />
    </DriverRunContext.Provider>
  );
}

const stack = css({ display: 'grid', gap: '4' });

/** The phone keeps its copy of the runs as they change, and sends what waits as soon as the network is back. */
function useRunKeeping() {
  const { send } = DriverRunContext.useActorRef();
  const runs = DriverRunContext.useSelector((s) => s.context.runs);
  // Not before the runs are read: the machine's empty list would overwrite the phone's copy.
  const loaded = DriverRunContext.useSelector((s) => !s.matches('loading') && !s.matches('loadFailed'));
  useEffect(() => {
    if (loaded) void keepRunsCopy(runs).catch(() => undefined);
  }, [loaded, runs]);
  useEffect(() => {
    const retry = () => send({ type: 'outbox.retry' });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [send]);
}

function RunView() {
  useRunKeeping();
  const { send } = DriverRunContext.useActorRef();
  const loading = DriverRunContext.useSelector((s) => s.matches('loading'));
  const loadFailed = DriverRunContext.useSelector((s) => s.matches('loadFailed'));
  const noRun = DriverRunContext.useSelector((s) => s.matches('noRun'));
  const choosing = DriverRunContext.useSelector((s) => s.matches('choosing'));
  const day = DriverRunContext.useSelector((s) => openRunOf(s.context)?.day ?? null);
  const stopCount = DriverRunContext.useSelector((s) => openRunOf(s.context)?.stops.length ?? 0);
  // docs/product.md#delivery: Start run on the run's day only (the machine's guard, as the server insists).
  const canStart = DriverRunContext.useSelector((s) => s.can({ type: 'run.start' }));
  const notYet = DriverRunContext.useSelector((s) => s.matches('notStarted') && !s.can({ type: 'run.start' }));
  const canList = DriverRunContext.useSelector((s) => s.can({ type: 'run.list' }));
  return (
    <div className={pageClass}>
      <PageHeader
        title={day ? `${L.title}: ${formatDate(day)}` : choosing ? L.listTitle : L.title}
        actions={
          canList ? (
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'run.list' })}>
              {L.allRuns}
            </button>
          ) : null
        }
      />
      {loading ? <Spinner label={L.loading} /> : null}
      {loadFailed || noRun ? (
        <div className={stack}>
          <p className={alert({ tone: loadFailed ? 'error' : 'info' })} role={loadFailed ? 'alert' : undefined}>
            {loadFailed ? L.loadFailed : L.noRun}
          </p>
          <div>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => send({ type: 'load.retry' })}>
              {L.retry}
            </button>
          </div>
        </div>
      ) : null}
      {choosing ? (
        <div className={stack}>
          <OutboxStatus />
          <RunList />
        </div>
      ) : null}
      {day ? (
        <div className={stack}>
          <OutboxStatus />
          {notYet ? <p className={alert({ tone: 'info' })}>{L.notToday(formatDate(day))}</p> : null}
          {canStart ? (
            <button
              type="button"
              className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
              onClick={() => send({ type: 'run.start' })}
            >
              {L.start}
            </button>
          ) : null}
          <ol aria-label="Stops" className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '4' })}>
            {Array.from({ length: stopCount }, (_, i) => (
              <StopCard key={i} index={i} />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** Every run assigned to the driver, today's first: each a button named by its day and number of stops. */
function RunList() {
  const { send } = DriverRunContext.useActorRef();
  const runs = DriverRunContext.useSelector((s) => s.context.runs);
  return (
    <ul aria-label={L.listTitle} className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' })}>
      {runs.map((run) => (
        <li key={run.id}>
          <button
            type="button"
            className={runButtonClass}
            aria-label={L.runName(run)}
            onClick={() => send({ type: 'run.open', runId: run.id })}
          >
            <span className={css({ fontWeight: '600', fontSize: 'lg' })}>{L.runDay(run.day)}</span>
            <span className={css({ color: 'fg.muted' })}>{L.runSummary(run)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

const runButtonClass = cx(
  card({ interactive: true }),
  css({ display: 'grid', gap: '1', w: 'full', minH: '11', textAlign: 'start', cursor: 'pointer' }),
);

function OutboxStatus() {
  const { send } = DriverRunContext.useActorRef();
  const waiting = DriverRunContext.useSelector((s) => s.context.waiting);
  const sending = DriverRunContext.useSelector((s) => s.hasTag('outboxBusy'));
  const failed = DriverRunContext.useSelector((s) => s.matches({ running: 'failed' }));
  const canRetry = DriverRunContext.useSelector((s) => s.can({ type: 'outbox.retry' }));
  const anyRefused = DriverRunContext.useSelector((s) => s.context.refused.length > 0);
  return (
    <section aria-label="Sending" className={css({ display: 'grid', gap: '2' })}>
      <p role="status" className={css({ fontWeight: '600' })}>
        {waiting.length ? L.waiting(waiting.length) : sending || anyRefused ? null : L.allSent}
      </p>
      {failed ? <p className={alert({ tone: 'info' })}>{L.offline}</p> : null}
      {waiting.length ? (
        <ul className={css({ listStyle: 'none', p: '0', m: '0', fontSize: 'sm', color: 'fg.muted' })}>
          {waiting.map((w) => (
            <li key={w.key}>
              {w.ref}: {STEP_LABELS[w.kind]}
            </li>
          ))}
        </ul>
      ) : null}
      <RefusedSteps />
      {waiting.length && canRetry ? (
        <div>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'outbox.retry' })}>
            {L.sendNow}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Steps the server refused for good, each with its reason: the driver retries or discards each (docs/product.md#delivery). */
function RefusedSteps() {
  const refused = DriverRunContext.useSelector((s) => s.context.refused);
  if (!refused.length) return null;
  return (
    <section aria-labelledby="refused-heading" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="refused-heading" className={css({ textStyle: 'h3' })}>
        {L.refused}
      </h2>
      <p className={alert({ tone: 'error' })} role="alert">
        {L.refusedHelp}
      </p>
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' })}>
        {refused.map((r) => (
          <RefusedStepItem key={r.key} step={r} />
        ))}
      </ul>
    </section>
  );
}

/** One refused step: Retry sends this step again (no other refused one), Discard removes it. */
function RefusedStepItem({ step }: { step: RefusedStep }) {
  const { send } = DriverRunContext.useActorRef();
  const canRetry = DriverRunContext.useSelector((s) => s.can({ type: 'outbox.retry', key: step.key }));
  const canDiscard = DriverRunContext.useSelector((s) => s.can({ type: 'outbox.discard', key: step.key }));
  const name = `${step.ref}: ${STEP_LABELS[step.kind]}`;
  return (
    <li className={card()}>
      <p className={css({ fontWeight: '600' })}>{name}</p>
      <p className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{step.reason}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-label={`${L.retryStep} ${name}`}
          disabled={!canRetry}
          onClick={() => send({ type: 'outbox.retry', key: step.key })}
        >
          {L.retryStep}
        </button>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-label={`${L.discardStep} ${name}`}
          disabled={!canDiscard}
          onClick={() => send({ type: 'outbox.discard', key: step.key })}
        >
          {L.discardStep}
        </button>
      </div>
    </li>
  );
}

const linkClass = css({
  color: 'fg.accent',
  fontWeight: '600',
  textDecoration: 'underline',
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
});

function StopCard({ index }: { index: number }) {
  const { send } = DriverRunContext.useActorRef();
  const stop = DriverRunContext.useSelector((s) => openRunOf(s.context)!.stops[index]);
  const current = DriverRunContext.useSelector((s) => s.context.stopIndex === index);
  const running = DriverRunContext.useSelector((s) => s.matches('running'));
  const capturing = DriverRunContext.useSelector((s) => current && s.matches({ running: 'capturing' }));
  const canOnMyWay = DriverRunContext.useSelector((s) => current && s.can({ type: 'stop.onMyWay' }) && canGoOnMyWay(stop.deliveryStatus));
  const canDeliver = DriverRunContext.useSelector((s) => current && s.can({ type: 'stop.deliver' }));
  const canSelect = DriverRunContext.useSelector((s) => !current && s.can({ type: 'stop.select', index }));
  const headingId = `stop-${index}-heading`;
  return (
    <li className={card()} aria-labelledby={headingId} aria-current={current && running ? 'step' : undefined}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
        <h2 id={headingId} className={css({ textStyle: 'h3' })}>
          {index + 1}. {stop.ref}
        </h2>
        <span className={badge({ tone: DELIVERY_STATUS_TONES[stop.deliveryStatus] })}>{DELIVERY_STATUS_LABELS[stop.deliveryStatus]}</span>
      </div>
      <p className={css({ fontWeight: '600', mt: '1' })}>{stop.customer}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{L.window(stop.window.from, stop.window.to)}</p>
      <p>
        <a href={stop.mapsUrl} className={linkClass} target="_blank" rel="noreferrer">
          {stop.address}
        </a>
      </p>
      <p>
        {stop.phone ? (
          <a href={`tel:${stop.phone}`} className={linkClass}>
            Call {stop.phone}
          </a>
        ) : (
          L.noPhone
        )}
      </p>
      {stop.instructions ? <p className={css({ whiteSpace: 'pre-wrap', mt: '2' })}>{stop.instructions}</p> : null}
      <ul aria-label={`Lines of ${stop.ref}`} className={css({ mt: '3', pl: '5', listStyle: 'disc' })}>
        {stop.lines.map((line) => (
          <li key={`${line.kind}:${line.lineId}`}>
            {line.quantity} x {line.name}
            {line.backOrdered > 0 ? (
              <strong className={css({ display: 'block', fontSize: 'sm' })}>{L.backOrdered(line.backOrdered)}</strong>
            ) : null}
          </li>
        ))}
      </ul>
      {canSelect ? (
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'stop.select', index })}>
          {L.open} {stop.ref}
        </button>
      ) : null}
      {canDeliver && !capturing ? (
        <div className={css({ display: 'grid', gap: '2', mt: '4' })}>
          {canOnMyWay ? (
            <button
              type="button"
              className={button({ variant: 'secondary', fullWidth: true })}
              onClick={() => send({ type: 'stop.onMyWay' })}
            >
              {L.onMyWay}
            </button>
          ) : null}
          <button type="button" className={button({ variant: 'primary', fullWidth: true })} onClick={() => send({ type: 'stop.deliver' })}>
            {L.delivered}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary', fullWidth: true })}
            onClick={() => send({ type: 'stop.notDelivered' })}
          >
            {L.notDelivered}
          </button>
        </div>
      ) : null}
      {capturing ? <CaptureForm /> : null}
    </li>
  );
}

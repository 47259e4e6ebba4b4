// /app/samples (docs/product.md#stock-and-samples; admins only, behind AdminOnly): the sample requests,
// those still to post first, each with Mark posted (the samples leave their stock and the customer is
// e-mailed), each colour's sample stock with Samples in (a delivery of samples, as goods in for boards),
// and the sample stock ledger: every change, who made it, before and after.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDateTime } from '../../../domain/dates';
import { postalAddress, SAMPLE_MOVEMENT_LABELS, SAMPLE_STATUS_LABELS, sampleColourName } from '../../../domain/samples';
import type { SampleLedgerEntry, SampleRequestSummary } from '../../../domain/schemas/samples';
import { useMarkSamplesPosted, useSampleRequests, useSampleStock } from '../../api/samples';
import { useApiClient } from '../../api/ApiClientContext';
import { queryState } from '../../api/queryState';
import { Alert } from '../../components/Alert';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { messageOr } from '../../../../machines/errors';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { ScrollableTable } from '../ScrollableTable';
import { widePageClass } from '../styles';
import { SAMPLES_LABELS as L } from './sampleLabels';
import { SampleStockEntryForm } from './SampleStockEntryForm';
import { SampleStockEntryContext, sampleStockEntryLogic } from './sampleStockEntryActor';

const figure = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const section = css({ mt: '8' });
const list = css({ listStyle: 'none', p: '0', m: '0' });

export function SamplesPage() {
  usePageMeta(L.title, L.meta);
  return (
    <div className={widePageClass}>
      <PageHeader title={L.title} />
      <Requests />
      <section className={section} aria-labelledby="sample-stock-heading">
        <h2 id="sample-stock-heading" className={css({ textStyle: 'h3', mb: '3' })}>
          {L.stock}
        </h2>
        <Stock />
      </section>
    </div>
  );
}

function Requests() {
  const query = useSampleRequests();
  const mark = useMarkSamplesPosted();
  const state = queryState(query, (data) => data, L.loadFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading={L.loading} />;
  if (state.requests.length === 0) return <EmptyState text={L.none} />;
  return (
    <>
      {mark.isError ? <Alert tone="error">{messageOr(mark.error, L.postFailed)}</Alert> : null}
      <ScrollableTable label={L.requests}>
        <thead>
          <tr>
            <th scope="col">{L.columns.requested}</th>
            <th scope="col">{L.columns.name}</th>
            <th scope="col">{L.columns.email}</th>
            <th scope="col">{L.columns.address}</th>
            <th scope="col">{L.columns.colours}</th>
            <th scope="col">{L.columns.status}</th>
            <th scope="col">{L.columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {state.requests.map((r) => (
            <RequestRow key={r.id} request={r} posting={mark.isPending && mark.variables === r.id} onPost={() => mark.mutate(r.id)} />
          ))}
        </tbody>
      </ScrollableTable>
    </>
  );
}

function RequestRow({ request: r, posting, onPost }: { request: SampleRequestSummary; posting: boolean; onPost: () => void }) {
  return (
    <tr>
      <td>{formatDateTime(r.requestedAt)}</td>
      <th scope="row">{r.name}</th>
      <td>{r.email}</td>
      <td>{postalAddress(r)}</td>
      <td>
        <ul className={list}>
          {r.colours.map((c) => (
            <li key={c.itemId}>{sampleColourName(c)}</li>
          ))}
        </ul>
      </td>
      <td>{r.postedAt ? L.postedOn(formatDateTime(r.postedAt)) : SAMPLE_STATUS_LABELS[r.status]}</td>
      <td>
        {r.postedAt ? null : (
          <button
            type="button"
            className={button({ variant: 'primary', size: 'sm' })}
            aria-label={L.markPostedFor(r.name)}
            disabled={posting}
            onClick={onPost}
          >
            {posting ? L.posting : L.markPosted}
          </button>
        )}
      </td>
    </tr>
  );
}

function Stock() {
  const client = useApiClient();
  const qc = useQueryClient();
  const logic = useMemo(() => sampleStockEntryLogic(client, qc), [client, qc]);
  const query = useSampleStock();
  const state = queryState(query, (data) => data, L.stockFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading={L.stockLoading} />;
  return (
    <>
      <ScrollableTable label={L.stock}>
        <thead>
          <tr>
            <th scope="col">{L.columns.colour}</th>
            <th scope="col">{L.columns.onHand}</th>
            <th scope="col">{L.columns.reserved}</th>
          </tr>
        </thead>
        <tbody>
          {state.stock.map((s) => (
            <tr key={s.itemId}>
              <th scope="row">{sampleColourName(s)}</th>
              <td className={figure}>{s.onHand}</td>
              <td className={figure}>{s.reserved}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <section className={section} aria-labelledby="samples-in-heading">
        <h2 id="samples-in-heading" className={css({ textStyle: 'h3' })}>
          {L.samplesIn}
        </h2>
        <p className={css({ color: 'fg.muted', mt: '1' })}>{L.samplesInIntro}</p>
        <SampleStockEntryContext.Provider logic={logic} options={{ input: { fallback: L.entryFailed } }}>
          <SampleStockEntryForm colours={state.stock} />
        </SampleStockEntryContext.Provider>
      </section>
      <section className={section} aria-labelledby="sample-ledger-heading">
        <h2 id="sample-ledger-heading" className={css({ textStyle: 'h3', mb: '3' })}>
          {L.ledger}
        </h2>
        <Ledger entries={state.ledger} />
      </section>
    </>
  );
}

function Ledger({ entries }: { entries: readonly SampleLedgerEntry[] }) {
  if (entries.length === 0) return <EmptyState text={L.noLedger} />;
  const c = L.ledgerColumns;
  return (
    <ScrollableTable label={L.ledger}>
      <thead>
        <tr>
          <th scope="col">{c.at}</th>
          <th scope="col">{c.colour}</th>
          <th scope="col">{c.kind}</th>
          <th scope="col">{c.change}</th>
          <th scope="col">{c.before}</th>
          <th scope="col">{c.after}</th>
          <th scope="col">{c.reference}</th>
          <th scope="col">{c.by}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.at)}</td>
            <th scope="row">{e.range ? sampleColourName(e) : e.name}</th>
            <td>{SAMPLE_MOVEMENT_LABELS[e.kind]}</td>
            <td className={figure}>{e.change > 0 ? `+${e.change}` : e.change}</td>
            <td className={figure}>{e.before}</td>
            <td className={figure}>{e.after}</td>
            <td>{e.reference}</td>
            <td>{e.by ?? L.bySystem}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

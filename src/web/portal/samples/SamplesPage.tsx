// /app/samples (docs/product.md#stock-and-samples; admins only, behind AdminOnly): the sample requests,
// those still to post first, each with Mark posted (the samples leave their stock and the customer is
// e-mailed), and each colour's sample stock.
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDateTime } from '../../../domain/dates';
import { SAMPLE_STATUS_LABELS, sampleColourName } from '../../../domain/samples';
import type { SampleRequestSummary } from '../../../domain/schemas/samples';
import { useMarkSamplesPosted, useSampleRequests, useSampleStock } from '../../api/samples';
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
      <td>{`${r.street}, ${r.suburb} ${r.postcode}`}</td>
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
  const query = useSampleStock();
  const state = queryState(query, (data) => data, L.stockFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading={L.stockLoading} />;
  return (
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
  );
}

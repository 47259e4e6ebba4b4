// /app/stock/:itemId (docs/product.md#stock-and-samples; admins only): one item's figures at the
// warehouse, the form recording goods in, an expected delivery or an adjustment, and its ledger, newest
// first: every change of on hand with who, when, why, before and after.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { MOVEMENT_LABELS } from '../../../domain/stock';
import type { LedgerEntry, StockItem } from '../../../domain/schemas/stock';
import { useApiClient } from '../../api/ApiClientContext';
import { useStockItem } from '../../api/stock';
import { queryState } from '../../api/queryState';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { DetailSection } from '../DetailSection';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { ScrollableTable } from '../ScrollableTable';
import { dl, widePageClass } from '../styles';
import { StockEntryForm } from './StockEntryForm';
import { StockStateBadge } from './StockStateBadge';
import { StockEntryContext, stockEntryLogic } from './stockEntryActor';
import { STOCK_COLUMNS as COL, STOCK_LABELS, STOCK_PATH, leadTime, signedChange } from './stockLabels';

const figure = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const stack = css({ display: 'grid', gap: '6', mt: '4' });

export function StockItemPage() {
  const { itemId = '' } = useParams();
  const query = useStockItem(itemId);
  const state = queryState(query, (data) => data, STOCK_LABELS.itemFailed);
  usePageMeta(state.status === 'success' ? `${state.item.name}: ${STOCK_LABELS.title}` : STOCK_LABELS.title, STOCK_LABELS.meta);
  const client = useApiClient();
  const qc = useQueryClient();
  const logic = useMemo(() => stockEntryLogic(client, qc), [client, qc]);
  return (
    <div className={widePageClass}>
      <p>
        <Link to={STOCK_PATH}>{STOCK_LABELS.back}</Link>
      </p>
      {state.status !== 'success' ? (
        <>
          <PageHeader title={STOCK_LABELS.title} />
          <QueryStatus state={state} loading={STOCK_LABELS.itemLoading} />
        </>
      ) : (
        <>
          <PageHeader title={state.item.name} />
          <div className={stack}>
            <StockFigures item={state.item} />
            <StockEntryContext.Provider key={itemId} logic={logic} options={{ input: { itemId, fallback: STOCK_LABELS.entryFailed } }}>
              <StockEntryForm />
            </StockEntryContext.Provider>
            <Ledger entries={state.entries} />
          </div>
        </>
      )}
    </div>
  );
}

function StockFigures({ item }: { item: StockItem }) {
  return (
    <DetailSection id="stock-figures-heading" title={STOCK_LABELS.figures}>
      <dl className={dl}>
        <dt>{COL.state}</dt>
        <dd>
          <StockStateBadge state={item.state} />
        </dd>
        <dt>{COL.onHand}</dt>
        <dd data-testid="stock-on-hand">{item.onHand}</dd>
        <dt>{COL.reserved}</dt>
        <dd>{item.reserved}</dd>
        <dt>{COL.available}</dt>
        <dd data-testid="stock-available">{item.available}</dd>
        <dt>{COL.backOrdered}</dt>
        <dd data-testid="stock-back-ordered">{item.backOrdered}</dd>
        <dt>{COL.lowLevel}</dt>
        <dd>{item.lowLevel}</dd>
        <dt>{COL.leadDays}</dt>
        <dd>{leadTime(item.leadDays)}</dd>
        {item.nextExpected ? (
          <>
            <dt>{COL.nextExpected}</dt>
            <dd>{STOCK_LABELS.expectedText(item.nextExpected.outstanding, formatDate(item.nextExpected.expectedOn))}</dd>
          </>
        ) : null}
      </dl>
    </DetailSection>
  );
}

function Ledger({ entries }: { entries: readonly LedgerEntry[] }) {
  return (
    <DetailSection id="stock-ledger-heading" title={STOCK_LABELS.ledger}>
      {entries.length === 0 ? (
        <EmptyState text={STOCK_LABELS.noLedger} />
      ) : (
        <ScrollableTable label={STOCK_LABELS.ledgerTable}>
          <thead>
            <tr>
              <th scope="col">{COL.when}</th>
              <th scope="col">{COL.kind}</th>
              <th scope="col">{COL.change}</th>
              <th scope="col">{COL.before}</th>
              <th scope="col">{COL.after}</th>
              <th scope="col">{COL.why}</th>
              <th scope="col">{COL.by}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.at)}</td>
                <td>{MOVEMENT_LABELS[e.kind]}</td>
                <td className={figure}>{signedChange(e.change)}</td>
                <td className={figure}>{e.before}</td>
                <td className={figure}>{e.after}</td>
                <td>{e.reference}</td>
                <td>{e.by ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
    </DetailSection>
  );
}

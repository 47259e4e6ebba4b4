// /app/stock (docs/product.md#stock-and-samples; admins only, behind AdminOnly): every item with its
// figures, short and low items first, a page at a time; the Back orders view of the order lines waiting
// for goods in with their orders and expected days; Export CSV. Each item's name opens its stock page
// (its ledger, goods in, expected deliveries and adjustments).
import { useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDate } from '../../../domain/dates';
import { backOrderText } from '../../../domain/stock';
import { pageCount } from '../../../domain/stockForms';
import { CATALOGUE_KIND_LABELS } from '../../../domain/schemas/catalogueAdmin';
import { STOCK_EXPORT_URL, useBackOrders, useStockPage } from '../../api/stock';
import { queryState } from '../../api/queryState';
import { QueryStatus } from '../../components/QueryStatus';
import * as Tabs from '../../components/ui/tabs';
import { usePageMeta } from '../../hooks/usePageMeta';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { ScrollableTable } from '../ScrollableTable';
import { orderPath } from '../quotes/quoteLabels';
import { widePageClass } from '../styles';
import { StockStateBadge } from './StockStateBadge';
import { STOCK_COLUMNS as COL, STOCK_LABELS, leadTime, stockItemPath } from './stockLabels';

const figure = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const pager = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mt: '4' });

export function StockPage() {
  usePageMeta(STOCK_LABELS.title, STOCK_LABELS.meta);
  const [view, setView] = useState('levels');
  return (
    <div className={widePageClass}>
      <PageHeader
        title={STOCK_LABELS.title}
        actions={
          <a href={STOCK_EXPORT_URL} download className={button({ variant: 'secondary' })}>
            {STOCK_LABELS.exportCsv}
          </a>
        }
      />
      <Tabs.Root value={view} onValueChange={(d) => setView(d.value)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="levels">{STOCK_LABELS.levels}</Tabs.Trigger>
          <Tabs.Trigger value="backOrders">{STOCK_LABELS.backOrders}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="levels">
          <StockLevels />
        </Tabs.Content>
        <Tabs.Content value="backOrders">
          <BackOrders />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function StockLevels() {
  const [page, setPage] = useState(1);
  const query = useStockPage(page);
  const state = queryState(query, (data) => data, STOCK_LABELS.loadFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading={STOCK_LABELS.loading} />;
  if (state.total === 0) return <EmptyState text={STOCK_LABELS.noItems} />;
  const pages = pageCount(state.total, state.pageSize);
  return (
    <>
      <ScrollableTable label={STOCK_LABELS.levelsTable}>
        <thead>
          <tr>
            <th scope="col">{COL.item}</th>
            <th scope="col">{COL.kind}</th>
            <th scope="col">{COL.state}</th>
            <th scope="col">{COL.onHand}</th>
            <th scope="col">{COL.reserved}</th>
            <th scope="col">{COL.available}</th>
            <th scope="col">{COL.backOrdered}</th>
            <th scope="col">{COL.lowLevel}</th>
            <th scope="col">{COL.leadDays}</th>
            <th scope="col">{COL.nextExpected}</th>
          </tr>
        </thead>
        <tbody>
          {state.items.map((item) => (
            <tr key={item.itemId}>
              <th scope="row">
                <Link to={stockItemPath(item.itemId)}>{item.name}</Link>
              </th>
              <td>{CATALOGUE_KIND_LABELS[item.kind]}</td>
              <td>
                <StockStateBadge state={item.state} />
              </td>
              <td className={figure}>{item.onHand}</td>
              <td className={figure}>{item.reserved}</td>
              <td className={figure}>{item.available}</td>
              <td className={figure}>{item.backOrdered}</td>
              <td className={figure}>{item.lowLevel}</td>
              <td className={figure}>{leadTime(item.leadDays)}</td>
              <td>
                {item.nextExpected
                  ? STOCK_LABELS.expectedText(item.nextExpected.outstanding, formatDate(item.nextExpected.expectedOn))
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {pages > 1 ? (
        <nav className={pager} aria-label={STOCK_LABELS.levelsTable}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {STOCK_LABELS.previous}
          </button>
          <span>{STOCK_LABELS.pageOf(page, pages, state.total)}</span>
          <button type="button" className={button({ variant: 'secondary' })} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {STOCK_LABELS.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}

function BackOrders() {
  const query = useBackOrders();
  const state = queryState(query, (lines) => ({ lines }), STOCK_LABELS.backOrdersFailed);
  if (state.status !== 'success') return <QueryStatus state={state} loading={STOCK_LABELS.loadingBackOrders} />;
  if (state.lines.length === 0) return <EmptyState text={STOCK_LABELS.noBackOrders} />;
  return (
    <ScrollableTable label={STOCK_LABELS.backOrdersTable}>
      <thead>
        <tr>
          <th scope="col">{COL.order}</th>
          <th scope="col">{COL.customer}</th>
          <th scope="col">{COL.placed}</th>
          <th scope="col">{COL.item}</th>
          <th scope="col">{COL.backOrdered}</th>
          <th scope="col">{COL.expectedDay}</th>
        </tr>
      </thead>
      <tbody>
        {state.lines.map((line) => (
          <tr key={`${line.orderId}:${line.itemId}`}>
            <th scope="row">
              <Link to={orderPath(line.orderId)}>{line.orderRef}</Link>
            </th>
            <td>{line.customerEmail}</td>
            <td>{formatDate(line.placedAt)}</td>
            <td>
              <Link to={stockItemPath(line.itemId)}>{line.name}</Link>
            </td>
            <td className={figure}>{backOrderText(line)}</td>
            <td>{formatDate(line.expectedDay)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

// /app/catalogue (docs/product.md#catalogue; admins only, behind AdminOnly): every item whatever its
// status in the catalogue's order, with Search by name or SKU, filters by kind, brand, range and status,
// Load more paging, and New item. Each name opens the item's editor. The Price file tab previews and
// applies the manufacturer's CSV and exports the catalogue in its columns (PriceFilePanel).
import { useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button, fieldLabel, input } from 'styled-system/recipes';
import { BRANDS, brandDisplayName } from '../../../domain/catalogue';
import { catalogueRow } from '../../../domain/catalogueEditor';
import { CATALOGUE_STATUS_LABELS, CATALOGUE_STATUSES, type CatalogueStatus } from '../../../domain/catalogueStatus';
import { CATALOGUE_KIND_LABELS, CATALOGUE_KINDS, FILTER_RANGES, type CatalogueItem } from '../../../domain/schemas/catalogueAdmin';
import { useCataloguePages, type CatalogueFilters } from '../../api/catalogueAdmin';
import { itemsOf } from '../../api/cursorPages';
import { queryState, type QueryState } from '../../api/queryState';
import { CatalogueStatusBadge } from '../../components/CatalogueStatusBadge';
import { SelectField } from '../../components/form/SelectField';
import * as Tabs from '../../components/ui/tabs';
import { LoadMore } from '../../components/LoadMore';
import { QueryStatus } from '../../components/QueryStatus';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { usePageMeta } from '../../hooks/usePageMeta';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { ScrollableTable } from '../ScrollableTable';
import { SEARCH_DEBOUNCE_MS } from '../StatusSearchFilters';
import { widePageClass } from '../styles';
import { PriceFilePanel } from './PriceFilePanel';
import { PRICE_FILE_LABELS } from './priceFileLabels';

const ALL = 'all';
const LOAD_FAILED = 'Failed to load the catalogue';
const all = (label: string) => ({ value: ALL, label });
const KIND_OPTIONS = [all('All kinds'), ...CATALOGUE_KINDS.map((k) => ({ value: k, label: CATALOGUE_KIND_LABELS[k] }))];
const BRAND_OPTIONS = [all('All brands'), ...BRANDS.map((b) => ({ value: b, label: brandDisplayName(b) }))];
const RANGE_OPTIONS = [all('All ranges'), ...BRANDS.flatMap((b) => FILTER_RANGES[b].map((r) => ({ value: r, label: r })))];
const STATUS_OPTIONS = [all('All statuses'), ...CATALOGUE_STATUSES.map((s) => ({ value: s, label: CATALOGUE_STATUS_LABELS[s] }))];

const filtersGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(14rem, 2fr) repeat(4, minmax(0, 1fr))' },
  gap: '4',
  alignItems: 'end',
  my: '5',
});

type ListState = QueryState<{ items: CatalogueItem[] }>;

export function CataloguePage() {
  usePageMeta('Catalogue', 'Every item the business sells: prices, colours and statuses.');
  const [view, setView] = useState('items');
  return (
    <div className={widePageClass}>
      <PageHeader
        title="Catalogue"
        actions={
          <Link to="/app/catalogue/new" className={button({ variant: 'primary' })}>
            New item
          </Link>
        }
      />
      <Tabs.Root value={view} onValueChange={(d) => setView(d.value)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="items">{PRICE_FILE_LABELS.itemsTab}</Tabs.Trigger>
          <Tabs.Trigger value="priceFile">{PRICE_FILE_LABELS.tab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="items">
          <CatalogueItems />
        </Tabs.Content>
        <Tabs.Content value="priceFile">
          <PriceFilePanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function CatalogueItems() {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<Omit<CatalogueFilters, 'q'>>({});
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useCataloguePages({ q: q || undefined, ...choice });
  const state: ListState = queryState(pages, (data) => ({ items: itemsOf(data) }), LOAD_FAILED);
  const pick = (key: keyof typeof choice) => (value: string) => setChoice((c) => ({ ...c, [key]: value === ALL ? undefined : value }));

  return (
    <>
      <div className={filtersGrid}>
        <div>
          <label htmlFor="catalogue-search" className={fieldLabel()}>
            Search
          </label>
          <input
            id="catalogue-search"
            type="search"
            className={input()}
            value={search}
            placeholder="Name or SKU"
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <SelectField label="Kind" name="kind" items={KIND_OPTIONS} value={choice.kind ?? ALL} onChange={pick('kind')} />
        <SelectField label="Brand" name="brand" items={BRAND_OPTIONS} value={choice.brand ?? ALL} onChange={pick('brand')} />
        <SelectField label="Range" name="range" items={RANGE_OPTIONS} value={choice.range ?? ALL} onChange={pick('range')} />
        <SelectField label="Status" name="status" items={STATUS_OPTIONS} value={choice.status ?? ALL} onChange={pick('status')} />
      </div>
      <CatalogueTable state={state} />
      <LoadMore query={pages} label="Load more" space={4} />
    </>
  );
}

function CatalogueTable({ state }: { state: ListState }) {
  if (state.status !== 'success') return <QueryStatus state={state} loading="Loading the catalogue" />;
  if (state.items.length === 0) return <EmptyState text="No items match these filters." />;
  return (
    <ScrollableTable label="Catalogue">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">SKU / item id</th>
          <th scope="col">Kind</th>
          <th scope="col">Brand and range</th>
          <th scope="col">Colour</th>
          <th scope="col">Size</th>
          <th scope="col">Price</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {state.items.map((item) => {
          const row = catalogueRow(item);
          return (
            <tr key={row.itemId}>
              <td>
                <Link to={`/app/catalogue/${encodeURIComponent(row.itemId)}`}>{row.name}</Link>
              </td>
              <td>{row.code}</td>
              <td>{row.kind}</td>
              <td>{row.brandRange}</td>
              <td>{row.colour}</td>
              <td>{row.size}</td>
              <td>{row.price}</td>
              <td>
                <CatalogueStatusBadge status={item.status as CatalogueStatus} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

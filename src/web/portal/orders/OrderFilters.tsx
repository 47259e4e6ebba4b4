// Staff tools of My Orders (admins): a status filter and a search box, both kept in the URL by the
// page, and Export CSV of what they select. Pure view: values in, changes out.
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button, fieldLabel, input } from 'styled-system/recipes';
import { ORDER_STATUS_OPTIONS, isOrderStatus } from '../../../domain/orderStatus';
import { SelectField } from '../../components/form/SelectField';
import type { OrderFilters as Filters } from '../../../domain/schemas/orders';
import { ordersExportUrl } from '../../api/orders';

const ALL_STATUSES = 'all';
const STATUS_ITEMS = [{ value: ALL_STATUSES, label: 'All statuses' }, ...ORDER_STATUS_OPTIONS];

export interface OrderFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  // The box holds what is being typed; the list follows on Search (Enter), not on every key.
  const [typed, setTyped] = useState(filters.q ?? '');
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '4' })} data-testid="order-filters">
      <div className={css({ minW: '12rem' })}>
        <SelectField
          label="Status"
          name="status"
          items={STATUS_ITEMS}
          value={filters.status ?? ALL_STATUSES}
          onChange={(v) => onChange({ ...filters, status: isOrderStatus(v) ? v : undefined })}
        />
      </div>
      <form
        role="search"
        aria-label="Orders"
        className={css({ display: 'flex', alignItems: 'flex-end', gap: '2', flex: '1', minW: '16rem', maxW: '32rem' })}
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...filters, q: typed.trim() });
        }}
      >
        <label className={css({ flex: '1' })}>
          <span className={fieldLabel()}>Search</span>
          <input
            type="search"
            name="q"
            className={input()}
            value={typed}
            placeholder="Customer email, project or order id"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" className={button({ variant: 'secondary' })}>
          Search
        </button>
      </form>
      <a href={ordersExportUrl(filters)} download className={button({ variant: 'secondary' })}>
        Export CSV
      </a>
    </div>
  );
}

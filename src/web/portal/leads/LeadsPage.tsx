// The staff inbox at /app/leads (docs/product.md#leads; admins only, see AdminOnly):
// tabs Quote requests and Enquiries, a Status filter, a Search box (name, email, phone, suburb),
// newest first, keyset paging with Load more as My Orders does. Tab, status and search live in the
// URL query, so back, forward and reload keep them.
import { useNavigate, useSearchParams } from 'react-router';
import { LEAD_MESSAGES } from '../../../domain/leadTexts';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind } from '../../../domain/leads';
import { LoadMore } from '../../components/LoadMore';
import * as Tabs from '../../components/ui/tabs';
import { usePageMeta } from '../../hooks/usePageMeta';
import { StatusSearchFilters } from '../StatusSearchFilters';
import { PageHeader } from '../PageHeader';
import { pageClass } from '../styles';
import { filterFromParams, paramsOf } from './leadFilter';
import { itemsOf } from '../../api/cursorPages';
import { useLeadPages, type LeadFilter } from '../../api/leads';
import { queryState } from '../../api/queryState';
import { leadPath, LeadsTable, type LeadsState } from './LeadsTable';

function LeadsList({ filter }: { filter: LeadFilter }) {
  const navigate = useNavigate();
  const leads = useLeadPages(filter);
  const state: LeadsState = queryState(leads, (data) => ({ leads: itemsOf(data) }), LEAD_MESSAGES.listLoadFailed);
  return (
    <>
      <LeadsTable kind={filter.kind} state={state} onOpen={(id) => navigate(leadPath(id))} />
      <LoadMore query={leads} label="Load more" />
    </>
  );
}

export function LeadsPage() {
  usePageMeta('Leads', 'Quote requests and enquiries to follow up.');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const update = (change: Partial<LeadFilter>, replace = false) => setParams(paramsOf({ ...filter, ...change }), { replace });
  return (
    <div className={pageClass}>
      <PageHeader title="Leads" />
      <Tabs.Root value={filter.kind} onValueChange={(d) => update({ kind: d.value as LeadKind })} lazyMount unmountOnExit>
        <Tabs.List>
          {LEAD_KINDS.map((k) => (
            <Tabs.Trigger key={k.value} value={k.value}>
              {k.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <StatusSearchFilters
          statuses={LEAD_STATUSES}
          status={filter.status}
          onStatusChange={(status) => update({ status })}
          q={filter.q}
          onSearch={(q) => update({ q }, true)}
          searchId="lead-search"
          searchPlaceholder="Name, email, phone or suburb"
        />
        {LEAD_KINDS.map((k) => (
          <Tabs.Content key={k.value} value={k.value}>
            <LeadsList filter={filter} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

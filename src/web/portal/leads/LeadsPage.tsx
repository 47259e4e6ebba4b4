// The staff inbox at /app/leads (docs/product.md#leads; admins only, see AdminOnly):
// tabs Quote requests, Enquiries and Sample requests, a Status filter (the tab's statuses), a Search box (name, email, phone, suburb),
// newest first, keyset paging with Load more as My Orders does. Tab, status and search live in the
// URL query, so back, forward and reload keep them.
import { useNavigate, useSearchParams } from 'react-router';
import { LEAD_MESSAGES } from '../../../domain/leadTexts';
import { INBOX_KINDS, inboxStatusesOf, type InboxKind, type InboxStatus } from '../../../domain/leads';
import { LoadMore } from '../../components/LoadMore';
import * as Tabs from '../../components/ui/tabs';
import { usePageMeta } from '../../hooks/usePageMeta';
import { StatusSearchFilters } from '../StatusSearchFilters';
import { PageHeader } from '../PageHeader';
import { pageClass } from '../styles';
import { filterFromParams, filterOf, paramsOf } from './leadFilter';
import { itemsOf } from '../../api/cursorPages';
import { useLeadPages, useSampleLeadPages, type InboxFilter, type LeadFilter, type SampleLeadFilter } from '../../api/leads';
import { queryState } from '../../api/queryState';
import { leadPath, LeadsTable, type LeadsState } from './LeadsTable';
import { SampleLeadsTable, type SampleLeadsState } from './SampleLeadsTable';

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

function SampleLeadsList({ filter }: { filter: SampleLeadFilter }) {
  const navigate = useNavigate();
  const leads = useSampleLeadPages(filter);
  const state: SampleLeadsState = queryState(leads, (data) => ({ leads: itemsOf(data) }), LEAD_MESSAGES.listLoadFailed);
  return (
    <>
      <SampleLeadsTable state={state} onOpen={(id) => navigate(leadPath(id))} />
      <LoadMore query={leads} label="Load more" />
    </>
  );
}

/** The open tab's list: sample requests have their own columns. */
function InboxList({ filter }: { filter: InboxFilter }) {
  return filter.kind === 'sample' ? <SampleLeadsList filter={filter} /> : <LeadsList filter={filter} />;
}

export function LeadsPage() {
  usePageMeta('Leads', 'Quote requests, enquiries and sample requests to follow up.');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  // A status the new tab does not have is dropped (filterOf), so switching tabs never asks for one.
  const update = (change: { kind?: InboxKind; status?: InboxStatus; q?: string }, replace = false) => {
    const next = { kind: filter.kind, status: filter.status as InboxStatus | undefined, q: filter.q, ...change };
    setParams(paramsOf(filterOf(next.kind, next.status, next.q)), { replace });
  };
  return (
    <div className={pageClass}>
      <PageHeader title="Leads" />
      <Tabs.Root value={filter.kind} onValueChange={(d) => update({ kind: d.value as InboxKind })} lazyMount unmountOnExit>
        <Tabs.List>
          {INBOX_KINDS.map((k) => (
            <Tabs.Trigger key={k.value} value={k.value}>
              {k.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <StatusSearchFilters
          statuses={inboxStatusesOf(filter.kind)}
          status={filter.status}
          onStatusChange={(status) => update({ status })}
          q={filter.q}
          onSearch={(q) => update({ q }, true)}
          searchId="lead-search"
          searchPlaceholder="Name, email, phone or suburb"
        />
        {INBOX_KINDS.map((k) => (
          <Tabs.Content key={k.value} value={k.value}>
            <InboxList filter={filter} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

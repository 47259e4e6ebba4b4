// The staff inbox at /app/leads (DESIGN.md "Beyond the spec: Leads"; admins only, see AdminOnly):
// tabs Quote requests and Enquiries, a Status filter, a Search box (name, email, phone, suburb),
// newest first, keyset paging with Load more as My Orders does. Tab, status and search live in the
// URL query, so back, forward and reload keep them.
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { fieldLabel, input } from 'styled-system/recipes';
import { LEAD_MESSAGES } from '../../../domain/leadTexts';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../../domain/leads';
import { SelectField } from '../../components/form/SelectField';
import { LoadMore } from '../../components/LoadMore';
import * as Tabs from '../../components/ui/tabs';
import { usePageMeta } from '../../hooks/usePageMeta';
import { pageClass, pageHeader, pageTitle } from '../styles';
import { filterFromParams, paramsOf } from './leadFilter';
import { itemsOf } from '../../api/cursorPages';
import { useLeadPages, type LeadFilter } from '../../api/leads';
import { queryState } from '../../api/queryState';
import { leadPath, LeadsTable, type LeadsState } from './LeadsTable';

/** Typing settles for this long before the search is sent (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';
const STATUS_OPTIONS = [{ value: ALL, label: 'All' }, ...LEAD_STATUSES];

/** The search box's text, written to the URL once typing pauses, and reset when the URL changes under it (back, forward). */
function useSearchText(urlQ: string, commit: (q: string) => void) {
  const [text, setText] = useState(urlQ);
  const [seen, setSeen] = useState(urlQ);
  if (urlQ !== seen) {
    setSeen(urlQ);
    if (urlQ !== text.trim()) setText(urlQ);
  }
  // The latest filter is read when the timer fires, so other renders do not restart the pause.
  const onPause = useEffectEvent((q: string) => commit(q));
  useEffect(() => {
    const q = text.trim();
    if (q === urlQ) return;
    const timer = setTimeout(() => onPause(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlQ]);
  return [text, setText] as const;
}

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
  const [text, setText] = useSearchText(filter.q, (q) => update({ q }, true));
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <h1 className={pageTitle}>Leads</h1>
      </div>
      <Tabs.Root value={filter.kind} onValueChange={(d) => update({ kind: d.value as LeadKind })} lazyMount unmountOnExit>
        <Tabs.List>
          {LEAD_KINDS.map((k) => (
            <Tabs.Trigger key={k.value} value={k.value}>
              {k.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'minmax(12rem, 16rem) minmax(12rem, 24rem)' },
            gap: '4',
            alignItems: 'end',
            my: '5',
          })}
        >
          <SelectField
            label="Status"
            name="status"
            items={STATUS_OPTIONS}
            value={filter.status ?? ALL}
            onChange={(v) => update({ status: v === ALL ? undefined : (v as LeadStatus) })}
          />
          <div>
            <label htmlFor="lead-search" className={fieldLabel()}>
              Search
            </label>
            <input
              id="lead-search"
              type="search"
              className={input()}
              value={text}
              placeholder="Name, email, phone or suburb"
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
        {LEAD_KINDS.map((k) => (
          <Tabs.Content key={k.value} value={k.value}>
            <LeadsList filter={filter} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

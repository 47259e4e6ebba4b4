// Lead detail at /app/leads/{id} (admins only): loads the lead (404 -> Lead not found), runs the
// leadStatus machine behind the Status control and adds notes; both refresh the lead, so its history
// and notes show what the server stored.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { leadStatusMachine } from '../../../../machines/leadStatus.machine';
import { LEAD_MESSAGES } from '../../../domain/leadTexts';
import { LEAD_NOT_FOUND } from '../../../domain/leads';
import type { LeadDetail } from '../../../domain/schemas/leadsInbox';
import { useApiClient } from '../../api/ApiClientContext';
import { ApiError, type ApiClient } from '../../api/client';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { pageClass } from '../styles';
import { PrepareQuoteButton } from '../quotes/PrepareQuoteButton';
import { LeadDetailView } from './LeadDetailView';
import { refreshLead, saveLeadStatus, useAddLeadNote, useLead } from './leadQueries';

/** The status machine with the app's calls, built once per query client and API client (provide() makes a new definition). */
function appLeadStatusMachine(qc: QueryClient, client: ApiClient) {
  return leadStatusMachine.provide({
    actors: { saveStatus: fromPromise(({ input }) => saveLeadStatus(client, input.leadId, input.status)) },
    actions: { statusSaved: (_, { leadId }) => void refreshLead(qc, leadId) },
  });
}

function LeadWork({ lead }: { lead: LeadDetail }) {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appLeadStatusMachine(qc, client), [qc, client]);
  const actor = useActorRef(machine, { input: { leadId: lead.id, status: lead.status }, inspect: getInspect() });
  const pending = useSelector(actor, (s) => s.context.pending);
  const message = useSelector(actor, (s) => s.context.message);
  const error = useSelector(actor, (s) => s.context.error);
  const addNote = useAddLeadNote(lead.id);
  return (
    <LeadDetailView
      lead={lead}
      status={{
        value: pending ?? lead.status,
        busy: pending !== undefined,
        message,
        error,
        onSelect: (status) => actor.send({ type: 'status.select', status }),
      }}
      note={{
        busy: addNote.isPending,
        error: addNote.isError ? messageOr(addNote.error, LEAD_MESSAGES.noteAddFailed) : undefined,
        onAdd: (text) => addNote.mutateAsync(text),
      }}
      actions={<PrepareQuoteButton leadId={lead.id} />}
    />
  );
}

export function LeadDetailPage() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  usePageMeta(lead.data ? `${lead.data.name} · Leads` : 'Lead', 'A quote request or enquiry and its follow-up.');
  if (lead.isPending) return <Spinner label="Loading lead" />;
  if (lead.isError) {
    // An id that is no lead's, or is not an id at all.
    const notFound = lead.error instanceof ApiError && (lead.error.status === 404 || lead.error.status === 400);
    return (
      <div className={pageClass}>
        <Alert tone="error">{notFound ? LEAD_NOT_FOUND : messageOr(lead.error, LEAD_MESSAGES.leadLoadFailed)}</Alert>
        <div className={css({ mt: '4' })}>
          <Link to="/app/leads" className={button({ variant: 'secondary', size: 'sm' })}>
            All leads
          </Link>
        </div>
      </div>
    );
  }
  return <LeadWork key={lead.data.id} lead={lead.data} />;
}

// Lead detail at /app/leads/{id} (admins only): loads the lead (404 -> Lead not found), runs the
// leadStatus machine behind the Status control and adds notes; both refresh the lead, so its history
// and notes show what the server stored. A sample request has Mark posted instead (POST
// /api/samples/{id}/posted), which refreshes it and the lists.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { messageOr } from '../../../../machines/errors';
import { leadStatusMachine } from '../../../../machines/leadStatus.machine';
import { LEAD_MESSAGES } from '../../../domain/leadTexts';
import { LEAD_NOT_FOUND } from '../../../domain/leads';
import type { LeadDetail } from '../../../domain/schemas/leadsInbox';
import { useApiClient } from '../../api/ApiClientContext';
import { type ApiClient } from '../../api/client';
import { onLeadChanged, saveLeadStatus, useAddLeadNote, useLead } from '../../api/leads';
import { useMarkSamplesPosted } from '../../api/samples';
import { SAMPLES_LABELS } from '../samples/sampleLabels';
import type { SampleLeadDetail } from '../../../domain/schemas/leadsInbox';
import { SampleLeadDetailView } from './SampleLeadDetailView';
import { Spinner } from '../../components/Spinner';
import { isNotFound } from '../../api/queryState';
import { DetailLoadFailed } from '../DetailLoadFailed';
import { usePageMeta } from '../../hooks/usePageMeta';
import { getInspect } from '../../inspect';
import { PrepareQuoteButton } from '../quotes/PrepareQuoteButton';
import { LeadDetailView } from './LeadDetailView';

/** The status machine with the app's calls, built once per query client and API client (provide() makes a new definition). */
function appLeadStatusMachine(qc: QueryClient, client: ApiClient) {
  return leadStatusMachine.provide({
    actors: { saveStatus: fromPromise(({ input }) => saveLeadStatus(client, input.leadId, input.status)) },
    actions: { statusSaved: (_, { leadId }) => void onLeadChanged(qc, leadId) },
  });
}

/** The status machine's actor for the lead's work area. */
const LeadStatusContext = createActorContext(leadStatusMachine, { inspect: getInspect() });

function LeadWork({ lead }: { lead: LeadDetail }) {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appLeadStatusMachine(qc, client), [qc, client]);
  return (
    <LeadStatusContext.Provider logic={machine} options={{ input: { leadId: lead.id, status: lead.status } }}>
      <LeadStatusWork lead={lead} />
    </LeadStatusContext.Provider>
  );
}

function LeadStatusWork({ lead }: { lead: LeadDetail }) {
  const actor = LeadStatusContext.useActorRef();
  const pending = LeadStatusContext.useSelector((s) => s.context.pending);
  const message = LeadStatusContext.useSelector((s) => s.context.message);
  const error = LeadStatusContext.useSelector((s) => s.context.error);
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

function SampleLeadWork({ lead }: { lead: SampleLeadDetail }) {
  const mark = useMarkSamplesPosted();
  return (
    <SampleLeadDetailView
      lead={lead}
      post={{
        busy: mark.isPending,
        error: mark.isError ? messageOr(mark.error, SAMPLES_LABELS.postFailed) : undefined,
        onPost: () => mark.mutate(lead.id),
      }}
    />
  );
}

export function LeadDetailPage() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  usePageMeta(lead.data ? `${lead.data.name} · Leads` : 'Lead', 'A quote request, enquiry or sample request and its follow-up.');
  if (lead.isPending) return <Spinner label="Loading lead" />;
  if (lead.isError)
    return (
      <DetailLoadFailed
        // An id that is no lead's, or is not an id at all.
        message={isNotFound(lead.error, [404, 400]) ? LEAD_NOT_FOUND : messageOr(lead.error, LEAD_MESSAGES.leadLoadFailed)}
        back={{ to: '/app/leads', label: 'All leads' }}
      />
    );
  if (lead.data.kind === 'sample') return <SampleLeadWork key={lead.data.id} lead={lead.data} />;
  return <LeadWork key={lead.data.id} lead={lead.data} />;
}

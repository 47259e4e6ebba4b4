// A sample request opened from the inbox (docs/product.md#leads, #stock-and-samples): who asked, the
// colours, where to post them, Posted or not with Mark posted while they wait (the samples leave their
// stock and the customer is e-mailed "Your Boardwalk samples have been posted"), and the e-mails about it
// with their delivery state. Pure view: the page runs Mark posted.
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDateTime } from '../../../domain/dates';
import { awaitsPosting, postalAddress, sampleColourName } from '../../../domain/samples';
import type { SampleLeadDetail } from '../../../domain/schemas/leadsInbox';
import { Alert } from '../../components/Alert';
import { DetailSection } from '../DetailSection';
import { SentEmails } from '../SentEmails';
import { SAMPLES_LABELS as L } from '../samples/sampleLabels';
import { actionsRow, dl, pageClass, pageHeader, pageTitle } from '../styles';
import { SampleStatusChip } from './SampleStatusChip';

export interface MarkPostedControl {
  busy: boolean;
  /** The server's refusal of the last Mark posted, if any. */
  error: string | undefined;
  onPost: () => void;
}

const meta = css({ fontSize: 'sm', color: 'fg.muted' });
const twoColumns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '6', alignItems: 'start' });
const column = css({ display: 'grid', gap: '6', minW: '0' });

export function SampleLeadDetailView({ lead, post }: { lead: SampleLeadDetail; post: MarkPostedControl }) {
  return (
    <div className={pageClass}>
      <div className={pageHeader}>
        <div>
          <p className={css({ textStyle: 'eyebrow', color: 'fg.accent' })}>Sample request</p>
          <h1 className={pageTitle}>{lead.name}</h1>
        </div>
        <div className={actionsRow}>
          <Link to="/app/leads?kind=sample" className={button({ variant: 'secondary' })}>
            All leads
          </Link>
        </div>
      </div>
      <div className={twoColumns}>
        <div className={column}>
          <DetailSection id="sample-fields-heading" title="What they asked for">
            <dl className={dl}>
              <dt>Received</dt>
              <dd>{formatDateTime(lead.receivedAt)}</dd>
              <dt>Name</dt>
              <dd>{lead.name}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${encodeURIComponent(lead.email)}`} className={css({ color: 'fg.link', wordBreak: 'break-all' })}>
                  {lead.email}
                </a>
              </dd>
              <dt>Phone</dt>
              <dd>{lead.phone || '—'}</dd>
              <dt>{L.columns.address}</dt>
              <dd>{postalAddress(lead)}</dd>
            </dl>
          </DetailSection>
          <DetailSection id="sample-colours-heading" title={L.columns.colours}>
            <ul className={css({ listStyle: 'disc', pl: '5', display: 'grid', gap: '1' })} aria-label={L.columns.colours}>
              {lead.colours.map((c) => (
                <li key={c.itemId}>{sampleColourName(c)}</li>
              ))}
            </ul>
          </DetailSection>
        </div>
        <div className={column}>
          <DetailSection id="sample-status-heading" title={L.columns.status}>
            <p>
              <SampleStatusChip status={lead.status} />
              {lead.postedAt ? <span className={meta}> {formatDateTime(lead.postedAt)}</span> : null}
            </p>
            {post.error ? <Alert tone="error">{post.error}</Alert> : null}
            {awaitsPosting(lead.status) ? (
              <div className={css({ mt: '4' })}>
                <button
                  type="button"
                  className={button({ variant: 'primary' })}
                  aria-label={L.markPostedFor(lead.name)}
                  disabled={post.busy}
                  aria-busy={post.busy}
                  onClick={post.onPost}
                >
                  {post.busy ? L.posting : L.markPosted}
                </button>
              </div>
            ) : null}
          </DetailSection>
          <DetailSection id="sample-emails-heading" title="E-mails">
            <SentEmails emails={lead.emails} empty="No e-mails about this request yet." />
          </DetailSection>
        </div>
      </div>
    </div>
  );
}

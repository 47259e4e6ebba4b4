// The manufacturer's price file on /app/catalogue (docs/product.md#catalogue; admins): the CSV chosen or
// dropped is previewed by the server before anything changes (new items, price changes with the change
// in %, other changes, unknown SKUs and every row in error with its line and reason); Apply, offered once
// no row is in error, changes all or nothing with its prices now or from a Melbourne date and time;
// Export downloads the catalogue in the same columns. The priceFile machine runs the flow.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { applyBlockedBy, type PriceFileTiming } from '../../../../machines/priceFile.machine';
import { CATALOGUE_STATUS_LABELS } from '../../../domain/catalogueStatus';
import { formatPercentChange } from '../../../domain/cataloguePrices';
import { formatCents } from '../../../domain/money';
import { CATALOGUE_KIND_LABELS } from '../../../domain/schemas/catalogueAdmin';
import type { PriceFilePreview } from '../../../domain/schemas/priceFile';
import { useApiClient } from '../../api/ApiClientContext';
import { PRICE_FILE_EXPORT_URL } from '../../api/catalogueAdmin';
import { Alert } from '../../components/Alert';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import * as FileUpload from '../../components/ui/file-upload';
import { DetailSection } from '../DetailSection';
import { ScrollableTable } from '../ScrollableTable';
import { PriceFileContext, priceFileLogic } from './priceFileActor';
import { appliedSummary, PRICE_FILE_COLUMNS_LABELS as COL, PRICE_FILE_LABELS as L, previewSummary } from './priceFileLabels';

const TIMING_OPTIONS: { value: PriceFileTiming; label: string }[] = [
  { value: 'now', label: L.now },
  { value: 'later', label: L.later },
];
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const applyGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'end',
});
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const figure = css({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const tableTitle = css({ fontSize: 'md', fontWeight: '700', mt: '2' });

export function PriceFilePanel() {
  const client = useApiClient();
  const qc = useQueryClient();
  const logic = useMemo(() => priceFileLogic(client, qc), [client, qc]);
  return (
    <PriceFileContext.Provider logic={logic}>
      <DetailSection id="price-file-heading" title={L.title}>
        <p>{L.intro}</p>
        <p className={muted}>{L.columns}</p>
        <div className={stack}>
          <PriceFileChooser />
          <PriceFileOutcome />
        </div>
      </DetailSection>
    </PriceFileContext.Provider>
  );
}

function PriceFileChooser() {
  const { send } = PriceFileContext.useActorRef();
  const busy = PriceFileContext.useSelector((s) => s.matches('previewing') || s.matches('applying'));
  const accept = async (files: File[]) => {
    const file = files[0];
    if (file) send({ type: 'file.choose', fileName: file.name, csv: await file.text() });
  };
  return (
    <div className={toolbar}>
      <FileUpload.Root accept={{ 'text/csv': ['.csv'] }} maxFiles={1} disabled={busy} onFileAccept={(d) => void accept(d.files)}>
        <FileUpload.Label>{L.upload}</FileUpload.Label>
        <FileUpload.Dropzone>{L.drop}</FileUpload.Dropzone>
        <div>
          <FileUpload.Trigger className={button({ variant: 'primary' })}>{L.choose}</FileUpload.Trigger>
        </div>
        <FileUpload.ItemGroup>
          <FileUpload.Context>
            {(upload) =>
              upload.acceptedFiles.map((file) => (
                <FileUpload.Item key={file.name} file={file}>
                  <FileUpload.ItemName />
                  <FileUpload.ItemSizeText />
                </FileUpload.Item>
              ))
            }
          </FileUpload.Context>
        </FileUpload.ItemGroup>
        <FileUpload.HiddenInput />
      </FileUpload.Root>
      <a href={PRICE_FILE_EXPORT_URL} download className={button({ variant: 'secondary' })}>
        {L.export}
      </a>
    </div>
  );
}

function PriceFileOutcome() {
  const previewing = PriceFileContext.useSelector((s) => s.matches('previewing'));
  const error = PriceFileContext.useSelector((s) => s.context.error);
  const preview = PriceFileContext.useSelector((s) => s.context.preview);
  const applied = PriceFileContext.useSelector((s) => s.context.applied);
  return (
    <>
      {previewing ? <p role="status">{L.reading}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {applied ? <Alert tone="success">{appliedSummary(applied)}</Alert> : null}
      {preview ? <PriceFilePreviewTables preview={preview} /> : null}
      {preview && !applied ? <PriceFileApply /> : null}
    </>
  );
}

function PriceFileApply() {
  const { send } = PriceFileContext.useActorRef();
  const timing = PriceFileContext.useSelector((s) => s.context.timing);
  const effectiveAt = PriceFileContext.useSelector((s) => s.context.effectiveAt);
  const blocked = PriceFileContext.useSelector((s) => applyBlockedBy(s.context));
  const canApply = PriceFileContext.useSelector((s) => s.can({ type: 'file.apply' }));
  const applying = PriceFileContext.useSelector((s) => s.matches('applying'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'file.apply' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={L.apply} className={stack}>
      {blocked === 'errors' ? <Alert tone="info">{L.fixFirst}</Alert> : null}
      {blocked === 'nothing' ? <Alert tone="info">{L.nothingToApply}</Alert> : null}
      <div className={applyGrid}>
        <SelectField
          label={L.takesEffect}
          name="timing"
          items={TIMING_OPTIONS}
          value={timing}
          disabled={applying}
          onChange={(value) => send({ type: 'timing.select', timing: value as PriceFileTiming })}
        />
        {timing === 'later' ? (
          <TextField
            label={L.effectiveAt}
            name="effectiveAt"
            type="datetime-local"
            required
            value={effectiveAt}
            disabled={applying}
            onChange={(value) => send({ type: 'effective.change', value })}
          />
        ) : null}
        <div>
          <button type="submit" className={button({ variant: 'primary' })} disabled={!canApply}>
            {L.apply}
          </button>
        </div>
      </div>
      {applying ? <p role="status">{L.applying}</p> : null}
    </form>
  );
}

function PriceFilePreviewTables({ preview }: { preview: PriceFilePreview }) {
  return (
    <>
      <p role="status">{previewSummary(preview)}</p>
      {preview.errors.length ? (
        <PreviewTable title={L.errors} head={[COL.line, COL.itemId, COL.reason]}>
          {preview.errors.map((row) => (
            <tr key={`${row.line}-${row.item_id}`}>
              <td className={figure}>{row.line}</td>
              <td>{row.item_id}</td>
              <td>{row.reason}</td>
            </tr>
          ))}
        </PreviewTable>
      ) : null}
      {preview.newItems.length ? (
        <PreviewTable title={L.newItems} head={[COL.line, COL.itemId, COL.name, COL.kind, COL.price, COL.status]}>
          {preview.newItems.map((row) => (
            <tr key={row.item_id}>
              <td className={figure}>{row.line}</td>
              <td>{row.item_id}</td>
              <td>{row.name}</td>
              <td>{CATALOGUE_KIND_LABELS[row.kind]}</td>
              <td className={figure}>{formatCents(row.priceCents)}</td>
              <td>{CATALOGUE_STATUS_LABELS[row.status]}</td>
            </tr>
          ))}
        </PreviewTable>
      ) : null}
      {preview.priceChanges.length ? (
        <PreviewTable title={L.priceChanges} head={[COL.line, COL.itemId, COL.name, COL.oldPrice, COL.newPrice, COL.change]}>
          {preview.priceChanges.map((row) => (
            <tr key={row.item_id}>
              <td className={figure}>{row.line}</td>
              <td>{row.item_id}</td>
              <td>{row.name}</td>
              <td className={figure}>{formatCents(row.oldCents)}</td>
              <td className={figure}>{formatCents(row.newCents)}</td>
              <td className={figure}>{formatPercentChange(row.changePercent)}</td>
            </tr>
          ))}
        </PreviewTable>
      ) : null}
      {preview.updatedItems.length ? (
        <PreviewTable title={L.updatedItems} head={[COL.line, COL.itemId, COL.name, COL.fields]}>
          {preview.updatedItems.map((row) => (
            <tr key={row.item_id}>
              <td className={figure}>{row.line}</td>
              <td>{row.item_id}</td>
              <td>{row.name}</td>
              <td>{row.fields.join(', ')}</td>
            </tr>
          ))}
        </PreviewTable>
      ) : null}
      {preview.unknownSkus.length ? (
        <>
          <PreviewTable title={L.unknownSkus} head={[COL.line, COL.itemId, COL.sku]}>
            {preview.unknownSkus.map((row) => (
              <tr key={`${row.line}-${row.sku}`}>
                <td className={figure}>{row.line}</td>
                <td>{row.item_id}</td>
                <td>{row.sku}</td>
              </tr>
            ))}
          </PreviewTable>
          <p className={muted}>{L.unknownSkusNote}</p>
        </>
      ) : null}
    </>
  );
}

function PreviewTable({ title, head, children }: { title: string; head: string[]; children: ReactNode }) {
  return (
    <>
      <h3 className={tableTitle}>{title}</h3>
      <ScrollableTable label={title}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </ScrollableTable>
    </>
  );
}

// /app/catalogue/{itemId} and /app/catalogue/new (docs/product.md#catalogue; admins only): the item
// editor with every field of a board or hardware item, checked by the schema the API applies, so what
// staff save cannot break the products page, the calculator or the wizard; Duplicate as a new colour
// for a board; and the item's history (who, what, when), newest first.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { button, sectionTitle } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { BRANDS, brandDisplayName } from '../../../domain/catalogue';
import { checkItemForm, emptyItemForm, formOfItem, type ItemForm } from '../../../domain/catalogueEditor';
import { CATALOGUE_STATUS_LABELS, CATALOGUE_STATUSES } from '../../../domain/catalogueStatus';
import { HARDWARE_SUBFRAMES } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/dates';
import { BOARD_TYPES, CATALOGUE_KIND_LABELS, CATALOGUE_KINDS, type CatalogueItem } from '../../../domain/schemas/catalogueAdmin';
import { useCatalogueItem, useDuplicateColour, useItemHistory, useSaveCatalogueItem } from '../../api/catalogueAdmin';
import { queryState } from '../../api/queryState';
import { Alert, type AlertTone } from '../../components/Alert';
import { CheckboxField } from '../../components/form/CheckboxField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { QueryStatus } from '../../components/QueryStatus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { EmptyState } from '../EmptyState';
import { PageHeader } from '../PageHeader';
import { pageClass } from '../styles';
import { CataloguePhotos } from './CataloguePhotos';

const SAVE_FAILED = 'The item could not be saved';
const DUPLICATE_FAILED = 'The colour could not be added';
const options = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((v) => ({ value: v, label: label(v) }));
const KIND_OPTIONS = options(CATALOGUE_KINDS, (k) => CATALOGUE_KIND_LABELS[k]);
const STATUS_OPTIONS = options(CATALOGUE_STATUSES, (s) => CATALOGUE_STATUS_LABELS[s]);
const BRAND_OPTIONS = options(BRANDS, brandDisplayName);
const TYPE_OPTIONS = options(BOARD_TYPES, (t) => t);

const formGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4', mb: '5' });
const wide = css({ gridColumn: { md: 'span 2' } });

interface Notice {
  tone: AlertTone;
  text: string;
}

export function CatalogueItemPage() {
  const { itemId } = useParams();
  const isNew = itemId === 'new';
  const item = useCatalogueItem(isNew ? undefined : itemId);
  usePageMeta(isNew ? 'New item' : 'Catalogue item', 'Edit a catalogue item.');
  if (isNew) return <ItemEditor key="new" item={null} />;
  const state = queryState(item, (data) => ({ item: data }), 'Failed to load the item');
  if (state.status !== 'success') {
    return (
      <div className={pageClass}>
        <QueryStatus state={state} loading="Loading the item" />
      </div>
    );
  }
  return <ItemEditor key={state.item.item_id} item={state.item} />;
}

function ItemEditor({ item }: { item: CatalogueItem | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ItemForm>(() => (item ? formOfItem(item) : emptyItemForm('board')));
  const [errors, setErrors] = useState<Partial<Record<keyof ItemForm, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useSaveCatalogueItem(item !== null);
  const set = (key: keyof ItemForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const field = (key: keyof ItemForm, label: string, extra: { required?: boolean; multiline?: boolean; inputMode?: 'decimal' } = {}) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      onChange={set(key)}
      invalid={errors[key] !== undefined}
      errorText={errors[key]}
      {...extra}
    />
  );
  const subframes = form.subframes.split(',').filter(Boolean);
  const toggleSubframe = (value: string, on: boolean) =>
    set('subframes')((on ? [...subframes, value] : subframes.filter((s) => s !== value)).join(','));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkItemForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      setNotice({ tone: 'error', text: 'Please correct the highlighted fields' });
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: (saved) => {
        setNotice({ tone: 'success', text: `${saved.name} is saved` });
        if (!item) void navigate(`/app/catalogue/${encodeURIComponent(saved.item_id)}`);
      },
      onError: (error) => setNotice({ tone: 'error', text: messageOr(error, SAVE_FAILED) }),
    });
  };

  return (
    <div className={pageClass}>
      <p className={css({ mb: '2' })}>
        <Link to="/app/catalogue">Back to the catalogue</Link>
      </p>
      <PageHeader title={item ? item.name : 'New item'} />
      <div role="status" className={css({ mb: notice ? '4' : '0' })}>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <form onSubmit={submit} noValidate aria-label={item ? 'Item' : 'New item'}>
        <div className={formGrid}>
          {item ? null : (
            <SelectField label="Kind" name="kind" items={KIND_OPTIONS} value={form.kind} onChange={(v) => set('kind')(v)} required />
          )}
          {item ? null : field('item_id', 'Item id', { required: true })}
          <div className={wide}>{field('name', 'Name', { required: true })}</div>
          <div className={wide}>{field('description', 'Description', { multiline: true })}</div>
          {field('price', 'Price (inc GST, $)', { required: true, inputMode: 'decimal' })}
          {field('unit', 'Unit', { required: true })}
          <SelectField label="Status" name="status" items={STATUS_OPTIONS} value={form.status} onChange={set('status')} required />
          {form.kind === 'board' ? (
            <>
              <SelectField
                label="Brand"
                name="cf_board_brand"
                items={BRAND_OPTIONS}
                value={form.cf_board_brand}
                onChange={set('cf_board_brand')}
                required
                invalid={errors.cf_board_brand !== undefined}
                errorText={errors.cf_board_brand}
              />
              {field('cf_board_range', 'Range', { required: true })}
              <SelectField
                label="Board type"
                name="cf_board_type"
                items={TYPE_OPTIONS}
                value={form.cf_board_type}
                onChange={set('cf_board_type')}
                required
                invalid={errors.cf_board_type !== undefined}
                errorText={errors.cf_board_type}
              />
              {field('cf_board_colour', 'Colour', { required: true })}
              {field('cf_size', 'Size', { required: true })}
              <div className={wide}>{field('cf_boards_applicable', 'Applicable hardware SKUs')}</div>
            </>
          ) : (
            <>
              {field('sku', 'SKU', { required: true })}
              {field('category_name', 'Category', { required: true })}
              <fieldset className={wide}>
                <legend>Made for (none: any subframe)</legend>
                {HARDWARE_SUBFRAMES.map((s) => (
                  <CheckboxField
                    key={s}
                    name={`subframe-${s}`}
                    label={s === 'timber' ? 'Timber joists' : 'Metal joists'}
                    checked={subframes.includes(s)}
                    onChange={(on) => toggleSubframe(s, on)}
                  />
                ))}
              </fieldset>
            </>
          )}
        </div>
        <button type="submit" className={button({ variant: 'primary' })} disabled={save.isPending} aria-busy={save.isPending}>
          {item ? 'Save' : 'Create item'}
        </button>
      </form>
      {item ? <CataloguePhotos itemId={item.item_id} itemName={item.name} /> : null}
      {item?.kind === 'board' ? <DuplicateColour item={item} /> : null}
      {item ? <ItemHistory itemId={item.item_id} /> : null}
    </div>
  );
}

function DuplicateColour({ item }: { item: CatalogueItem }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateColour(item.item_id);
  const [body, setBody] = useState({ cf_board_colour: '', item_id: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof body) => (value: string) => setBody((b) => ({ ...b, [key]: value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    duplicate.mutate(body, {
      onSuccess: (copy) => void navigate(`/app/catalogue/${encodeURIComponent(copy.item_id)}`),
      onError: (err) => setError(messageOr(err, DUPLICATE_FAILED)),
    });
  };
  return (
    <section aria-labelledby="duplicate-heading" className={css({ mt: '10' })}>
      <h2 id="duplicate-heading" className={sectionTitle()}>
        Duplicate as a new colour
      </h2>
      <p className={css({ color: 'fg.muted', mb: '3' })}>The copy starts as a draft with this board&apos;s price and fields.</p>
      <div role="status">{error ? <Alert tone="error">{error}</Alert> : null}</div>
      <form onSubmit={submit} noValidate aria-label="Duplicate as a new colour" className={formGrid}>
        <TextField label="New colour" name="new-colour" value={body.cf_board_colour} onChange={set('cf_board_colour')} required />
        <TextField label="New item id" name="new-item-id" value={body.item_id} onChange={set('item_id')} required />
        <div className={wide}>
          <TextField label="New name" name="new-name" value={body.name} onChange={set('name')} required />
        </div>
        <div>
          <button type="submit" className={button({ variant: 'secondary' })} disabled={duplicate.isPending} aria-busy={duplicate.isPending}>
            Duplicate as a new colour
          </button>
        </div>
      </form>
    </section>
  );
}

function ItemHistory({ itemId }: { itemId: string }) {
  const history = useItemHistory(itemId);
  const state = queryState(history, (entries) => ({ entries }), 'Failed to load the history');
  return (
    <section aria-labelledby="history-heading" className={css({ mt: '10' })}>
      <h2 id="history-heading" className={sectionTitle()}>
        History
      </h2>
      {state.status !== 'success' ? (
        <QueryStatus state={state} loading="Loading the history" />
      ) : state.entries.length === 0 ? (
        <EmptyState text="No changes yet." />
      ) : (
        <ol aria-label="History" className={css({ display: 'grid', gap: '2' })}>
          {state.entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.actorEmail} · {e.detail}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// The item editor's Photos section (docs/product.md#catalogue-photos): upload a photo (JPEG, PNG or WebP,
// checked by the server by its content), the item's photos as thumbnails, main first, with Make main and
// Delete; every refusal is shown in the server's words. The pages show the main photo.
import { useState } from 'react';
import { css } from 'styled-system/css';
import { badge, button, sectionTitle } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { formatDateTime } from '../../../domain/dates';
import { PHOTO_ACCEPT, PHOTO_MESSAGES, photoFileProblem, type CataloguePhoto } from '../../../domain/schemas/cataloguePhotos';
import { useItemPhotos, usePhotoChanges } from '../../api/cataloguePhotos';
import { queryState } from '../../api/queryState';
import { Alert } from '../../components/Alert';
import { QueryStatus } from '../../components/QueryStatus';
import * as FileUpload from '../../components/ui/file-upload';
import { EmptyState } from '../EmptyState';

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '4', mt: '4' });
const thumb = css({
  display: 'block',
  w: 'full',
  h: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: 'control',
  bg: 'bg.muted',
});

export function CataloguePhotos({ itemId, itemName }: { itemId: string; itemName: string }) {
  const photos = useItemPhotos(itemId);
  const { upload, makeMain, remove } = usePhotoChanges(itemId);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || makeMain.isPending || remove.isPending;
  const failed = (err: unknown) => setError(messageOr(err, PHOTO_MESSAGES.uploadFailed));

  const send = (file: File) => {
    const problem = photoFileProblem(file);
    setError(problem);
    if (!problem) upload.mutate(file, { onError: failed });
  };
  const state = queryState(photos, (list) => ({ list }), 'Failed to load the photos');

  return (
    <section aria-labelledby="photos-heading" className={css({ mt: '10' })}>
      <h2 id="photos-heading" className={sectionTitle()}>
        Photos
      </h2>
      <p className={css({ color: 'fg.muted', mb: '3' })}>
        JPEG, PNG or WebP up to 10 MB, at least 640 pixels wide. The main photo is the one the products page, the calculator and the order
        wizard show; without one they show the generated picture.
      </p>
      <div>{error ? <Alert tone="error">{error}</Alert> : null}</div>
      <FileUpload.Root
        accept={PHOTO_ACCEPT.split(',')}
        maxFiles={1}
        disabled={busy}
        onFileAccept={(details) => {
          const file = details.files[0];
          if (file) send(file);
        }}
        onFileReject={(details) => {
          if (details.files.length) setError(PHOTO_MESSAGES.notAnImage);
        }}
        className={css({ mt: '3' })}
      >
        <FileUpload.Label>Upload a photo</FileUpload.Label>
        <FileUpload.Dropzone>
          <FileUpload.Trigger aria-busy={upload.isPending}>{upload.isPending ? 'Uploading…' : 'Choose a photo'}</FileUpload.Trigger>
          <span>or drop it here</span>
        </FileUpload.Dropzone>
        <FileUpload.HiddenInput />
      </FileUpload.Root>
      {state.status !== 'success' ? (
        <QueryStatus state={state} loading="Loading the photos" />
      ) : state.list.length === 0 ? (
        <EmptyState text="No photos yet: the pages show the generated picture." />
      ) : (
        <ul aria-label="Photos" className={grid}>
          {state.list.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              label={`${itemName}, photo ${index + 1}`}
              busy={busy}
              onMakeMain={() => {
                setError(null);
                makeMain.mutate(photo.id, { onError: failed });
              }}
              onDelete={() => {
                setError(null);
                remove.mutate(photo.id, { onError: failed });
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoCard({
  photo,
  label,
  busy,
  onMakeMain,
  onDelete,
}: {
  photo: CataloguePhoto;
  label: string;
  busy: boolean;
  onMakeMain: () => void;
  onDelete: () => void;
}) {
  return (
    <li aria-label={label} className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
      <img src={photo.thumbnail} alt={label} width={320} height={200} loading="lazy" className={thumb} />
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {photo.width} x {photo.height} px · <time dateTime={photo.createdAt}>{formatDateTime(photo.createdAt)}</time>
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        {photo.isMain ? (
          <span className={badge({ tone: 'success' })}>Main photo</span>
        ) : (
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={busy} onClick={onMakeMain}>
            Make main
          </button>
        )}
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}

// An item's photos in the staff editor (docs/product.md#catalogue-photos): the list, Upload, Make main and
// Delete. A change refreshes the list and, as every catalogue change does, the item, its history and the
// public catalogue reads this browser holds (the pages then show the new main photo).
import './zodConfig';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cataloguePhotoList } from '../../domain/schemas/cataloguePhotos';
import { useApiClient } from './ApiClientContext';
import { onCatalogueChanged } from './catalogueAdmin';

const photosPath = (itemId: string) => `/catalogue/items/${encodeURIComponent(itemId)}/photos`;
const photosKey = (itemId: string) => ['catalogue-admin', 'photos', itemId] as const;

/** The file as a data: URL, the form the upload's JSON carries it in. */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export const useItemPhotos = (itemId: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: photosKey(itemId),
    queryFn: ({ signal }) => client.get(photosPath(itemId), { schema: cataloguePhotoList, signal }),
  });
};

/** Upload, Make main and Delete, each answering the item's photos as they now are. */
export const usePhotoChanges = (itemId: string) => {
  const client = useApiClient();
  const qc = useQueryClient();
  const onSuccess = async (photos: unknown) => {
    qc.setQueryData(photosKey(itemId), photos);
    await onCatalogueChanged(qc);
  };
  return {
    upload: useMutation({
      mutationFn: async (file: Blob) =>
        client.post(photosPath(itemId), { image: await readAsDataUrl(file) }, { schema: cataloguePhotoList }),
      onSuccess,
    }),
    makeMain: useMutation({
      mutationFn: (photoId: string) => client.put(`${photosPath(itemId)}/${photoId}/main`, undefined, { schema: cataloguePhotoList }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (photoId: string) => client.delete(`${photosPath(itemId)}/${photoId}`, { schema: cataloguePhotoList }),
      onSuccess,
    }),
  };
};

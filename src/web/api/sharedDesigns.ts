// GET /api/shared-designs/{token}: a shared design, public (no session, no refresh); 404 once revoked
// or for an unknown token (docs/product.md#designs).
import './zodConfig';
import { useQuery } from '@tanstack/react-query';
import { sharedDesign, type SharedDesign } from '../../domain/schemas/designs';
import { api } from './client';

export const sharedDesignKeys = { detail: (token: string) => ['shared-designs', token] as const };

export const fetchSharedDesign = (token: string, signal?: AbortSignal): Promise<SharedDesign> =>
  api.get(`/shared-designs/${encodeURIComponent(token)}`, { schema: sharedDesign, signal });

/** A 404 is an answer (the page says not found), so it is not retried. */
export const useSharedDesign = (token: string) =>
  useQuery({ queryKey: sharedDesignKeys.detail(token), queryFn: ({ signal }) => fetchSharedDesign(token, signal), retry: false });

// The API client a subtree shares (docs/product.md#session-refresh): the portal's route guard provides
// one whose 401s go to its refresher; without a provider, useApiClient() gives the plain `api`, whose
// 401s are simply thrown (stories and tests that need no refresh).
import { createContext, useContext } from 'react';
import { api, type ApiClient } from './client';

export const ApiClientContext = createContext<ApiClient>(api);

export const useApiClient = (): ApiClient => useContext(ApiClientContext);

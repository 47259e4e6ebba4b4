// Projects (docs/product.md#screens-and-routes; GET/POST /api/projects, GET/PATCH /api/projects/{id}): the fetchers (also
// given to machines as actors with .provide()), the query keys, the hooks, and what each change refreshes.
// Each fetcher takes the API client of its subtree (useApiClient(): the route guard's, which refreshes the
// session on a 401); answers are parsed with the shared zod schemas of src/domain/schemas.
import './zodConfig';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { project, projectList, type Project } from '../../domain/schemas/projects';
import { useApiClient } from './ApiClientContext';
import type { ApiClient } from './client';

export const projectKeys = {
  all: ['projects'] as const,
  detail: (id: string) => ['projects', id] as const,
};

const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

// ---- Fetchers ----
export const fetchProjects = (client: ApiClient, signal?: AbortSignal): Promise<Project[]> =>
  client.get('/projects', { schema: projectList, signal });
export const fetchProject = (client: ApiClient, id: string, signal?: AbortSignal): Promise<Project> =>
  client.get(projectPath(id), { schema: project, signal });
export const createProject = (client: ApiClient, name: string): Promise<Project> => client.post('/projects', { name }, { schema: project });
export const renameProject = (client: ApiClient, id: string, name: string): Promise<Project> =>
  client.patch(projectPath(id), { name }, { schema: project });

// ---- Query options (usable with useQuery, prefetchQuery, fetchQuery) ----
export const projectsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: projectKeys.all, queryFn: ({ signal }) => fetchProjects(client, signal) });
export const projectQuery = (client: ApiClient, id: string) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => fetchProject(client, id, signal) });

// ---- Hooks ----
export const useProjects = () => useQuery(projectsQuery(useApiClient()));
export const useProject = (id: string) => useQuery(projectQuery(useApiClient(), id));

// ---- What each change refreshes ----
/** A new project: the projects list. */
export const onProjectCreated = (qc: QueryClient): Promise<void> => qc.invalidateQueries({ queryKey: projectKeys.all });
/** A rename: the server's answer becomes the project's data (the page shows its name), and the projects refresh. */
export function onProjectRenamed(qc: QueryClient, saved: Project): Promise<void> {
  qc.setQueryData(projectKeys.detail(saved.id), saved);
  return qc.invalidateQueries({ queryKey: projectKeys.all });
}

// Projects Dashboard (docs/product.md#screens-and-routes): the projects table and the Create Project dialog driven by the
// createProject machine. Row click goes to /project/{id} (the spec's alias, kept as given). Admins land
// here after signing in, so for them the page opens with their overview, their projects below it.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { button } from 'styled-system/recipes';
import { createProjectMachine } from '../../../../machines/createProject.machine';
import { useApiClient } from '../../api/ApiClientContext';
import type { ApiClient } from '../../api/client';
import { createProject, onProjectCreated, useProjects } from '../../api/projects';
import { queryState } from '../../api/queryState';
import { MESSAGES } from '../../../domain/messages';
import { usePageMeta } from '../../hooks/usePageMeta';
import { PageHeader } from '../PageHeader';
import { pageClass } from '../styles';
import { useAuthUser } from '../../auth/AuthProvider';
import { isAdmin } from '../permissions';
import { AdminOverview, OVERVIEW_TITLE } from './AdminOverview';
import { CreateProjectDialog } from './CreateProjectDialog';
import { CreateProjectContext } from './createProjectActor';
import { nextSort, type ProjectSort } from './projectSort';
import { ProjectsTable, type ProjectsState } from './ProjectsTable';

/** The dialog's machine with the app's calls, built once per query client and API client (provide() makes a new machine definition). */
function appCreateProjectMachine(qc: QueryClient, client: ApiClient) {
  return createProjectMachine.provide({
    actors: { createProject: fromPromise(({ input }) => createProject(client, input.name)) },
    actions: { projectCreated: () => void onProjectCreated(qc) },
  });
}

export function DashboardPage() {
  const qc = useQueryClient();
  const client = useApiClient();
  const machine = useMemo(() => appCreateProjectMachine(qc, client), [qc, client]);
  return (
    <CreateProjectContext.Provider logic={machine}>
      <Dashboard />
    </CreateProjectContext.Provider>
  );
}

function Dashboard() {
  const admin = isAdmin(useAuthUser());
  usePageMeta(admin ? OVERVIEW_TITLE : 'Projects Dashboard', 'Your Boardwalk projects.');
  const navigate = useNavigate();
  const projects = useProjects();
  const [sort, setSort] = useState<ProjectSort | null>(null);
  const dialog = CreateProjectContext.useActorRef();

  const state: ProjectsState = queryState(projects, (data) => ({ projects: data }), MESSAGES.projectsLoadFailed);

  return (
    <div className={pageClass}>
      {admin ? <AdminOverview /> : null}
      <PageHeader
        title="Projects Dashboard"
        level={admin ? 2 : 1}
        actions={
          <button type="button" className={button({ variant: 'primary' })} onClick={() => dialog.send({ type: 'dialog.open' })}>
            Create Project
          </button>
        }
      />
      <ProjectsTable state={state} sort={sort} onSort={(c) => setSort((s) => nextSort(s, c))} onOpen={(id) => navigate(`/project/${id}`)} />
      <CreateProjectDialog />
    </div>
  );
}

// Project detail (docs/product.md#screens-and-routes): inline rename (projectName machine), Create Order to
// /orders/create?project={id} (the spec's alias), id and times, and the project's orders. A failed
// orders load shows an empty list silently (docs/product.md#error-messages). Below them the project's saved designs
// with Open and Order materials (docs/product.md#designs).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import { button, sectionTitle } from 'styled-system/recipes';
import { projectNameMachine } from '../../../../machines/projectName.machine';
import { MESSAGES } from '../../../domain/messages';
import { formatDateTime } from '../../../domain/dates';
import type { Project } from '../../../domain/schemas/projects';
import { useApiClient } from '../../api/ApiClientContext';
import { type ApiClient } from '../../api/client';
import { useBoardItems } from '../../api/catalogue';
import { useDesigns } from '../../api/designs';
import { useProjectOrders } from '../../api/orders';
import { onProjectRenamed, renameProject, useProject } from '../../api/projects';
import { Spinner } from '../../components/Spinner';
import { isNotFound } from '../../api/queryState';
import { DetailLoadFailed } from '../DetailLoadFailed';
import { usePageMeta } from '../../hooks/usePageMeta';
import { dl, pageClass } from '../styles';
import { DesignList, designsStateOf } from '../designs/DesignList';
import { DESIGN_TEXTS } from '../../../domain/designTexts';
import { ProjectNameEditor } from './ProjectNameEditor';
import { ProjectNameContext } from './projectNameActor';
import { ProjectOrdersTable } from './ProjectOrdersTable';

export function createOrderHref(projectId: string): string {
  return `/orders/create?project=${encodeURIComponent(projectId)}`;
}

/** The rename machine with the app's calls, built once per query client and API client (provide() makes a new machine definition). */
function appProjectNameMachine(qc: QueryClient, client: ApiClient) {
  return projectNameMachine.provide({
    actors: { updateProject: fromPromise(({ input }) => renameProject(client, input.projectId, input.name)) },
    actions: {
      // The saved project becomes the project's query data, whose name the page shows.
      projectSaved: (_, saved) => void onProjectRenamed(qc, saved),
    },
  });
}

function ProjectDetail({ project }: { project: Project }) {
  const qc = useQueryClient();
  const client = useApiClient();
  const navigate = useNavigate();
  const orders = useProjectOrders(project.id);
  const designs = useDesigns(project.id);
  const boardItems = useBoardItems();
  const machine = useMemo(() => appProjectNameMachine(qc, client), [qc, client]);
  usePageMeta(project.name, 'Project details and orders.');
  const href = createOrderHref(project.id);

  return (
    <div className={pageClass}>
      <Link to="/app/dashboard" className={css({ display: 'inline-block', mb: '4', fontSize: 'sm', color: 'fg.link' })}>
        ← Back to Dashboard
      </Link>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '4', mb: '6' })}
      >
        <ProjectNameContext.Provider logic={machine} options={{ input: { projectId: project.id, name: project.name } }}>
          <ProjectNameEditor name={project.name} />
        </ProjectNameContext.Provider>
        <Link to={href} className={button({ variant: 'primary' })}>
          Create Order
        </Link>
      </div>
      <dl className={dl}>
        <dt>Project ID</dt>
        <dd data-testid="project-id">{project.id}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(project.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(project.updatedAt)}</dd>
      </dl>
      {orders.isPending ? (
        <Spinner label="Loading orders" />
      ) : (
        <ProjectOrdersTable orders={orders.data ?? []} createOrderHref={href} onOpen={(id) => navigate(`/app/orders/${id}`)} />
      )}
      <section aria-labelledby="project-designs" className={css({ mt: '10' })}>
        <h2 id="project-designs" className={sectionTitle()}>
          Designs
        </h2>
        <DesignList state={designsStateOf(designs)} empty={{ text: DESIGN_TEXTS.noProjectDesigns }} boardItems={boardItems.data} />
      </section>
    </div>
  );
}

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  if (project.isPending) return <Spinner label="Loading project" />;
  if (project.isError)
    return (
      <DetailLoadFailed
        message={isNotFound(project.error) ? MESSAGES.projectNotFound : MESSAGES.projectLoadFailed}
        back={{ to: '/app/dashboard', label: 'Back to Dashboard' }}
      />
    );
  return <ProjectDetail key={project.data.id} project={project.data} />;
}

// The design tools actor with the app's calls (DESIGN.md "Beyond the spec: Designs"): the designs and
// projects API through the page's API client, /login for visitors, the clipboard for share links and
// the browser's copy of the drawing. Provided once per mount; the callbacks that change with the
// router are read through a ref, so provide() does not run on every render.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  designToolsMachine,
  type CreateShareInput,
  type DesignToolsMachine,
  type SaveDesignInput,
} from '../../../machines/designTools.machine';
import type { Design } from '../../domain/schemas/designs';
import type { ApiClient } from '../api/client';
import { getInspect } from '../inspect';
import { clearStoredDrawing, hasStoredDrawing } from './drawingStorage';

// The designs and projects schemas (zod) are loaded with the first call that needs them, not with the
// page: most visits never save or share (a benchmark target: JavaScript for /deck-calculator).
// zod's configuration (zodConfig) comes with them: the page itself loads no zod.
const withZodConfig = <M>(schemas: Promise<M>) => Promise.all([import('../api/zodConfig'), schemas]).then(([, m]) => m);
const designSchemas = () => withZodConfig(import('../../domain/schemas/designs'));
const projectSchemas = () => withZodConfig(import('../../domain/schemas/projects'));

export interface DesignToolsEffects {
  /** To /login, remembering this calculator (with its query) to come back to. */
  toLogin: () => void;
  /** The saved design's id in the URL. */
  showDesign: (design: Design | null) => void;
}

function appDesignToolsMachine(client: ApiClient, effects: { current: DesignToolsEffects }): DesignToolsMachine {
  return designToolsMachine.provide({
    actors: {
      loadDesign: fromPromise(async ({ input, signal }) =>
        client.get(`/designs/${encodeURIComponent(input.designId)}`, { schema: (await designSchemas()).design, signal }),
      ),
      loadShared: fromPromise(async ({ input, signal }) =>
        client.get(`/shared-designs/${encodeURIComponent(input.token)}`, { schema: (await designSchemas()).sharedDesign, signal }),
      ),
      loadProjects: fromPromise(async ({ signal }) => client.get('/projects', { schema: (await projectSchemas()).projectList, signal })),
      saveDesign: fromPromise<Design, SaveDesignInput>(async ({ input }) => {
        const [{ design: designSchema }, { project: projectSchema }] = await Promise.all([designSchemas(), projectSchemas()]);
        const projectId = input.newProjectName
          ? (await client.post('/projects', { name: input.newProjectName }, { schema: projectSchema })).id
          : input.projectId;
        const body = { name: input.name, projectId, drawing: input.drawing };
        return input.designId
          ? client.put(`/designs/${encodeURIComponent(input.designId)}`, body, { schema: designSchema })
          : client.post('/designs', body, { schema: designSchema });
      }),
      createShare: fromPromise(async ({ input }: { input: CreateShareInput }) => {
        const { shareLink } = await designSchemas();
        return input.designId
          ? client.post(`/designs/${encodeURIComponent(input.designId)}/share`, undefined, { schema: shareLink })
          : client.post('/shared-designs', { ...(input.name ? { name: input.name } : {}), drawing: input.drawing }, { schema: shareLink });
      }),
      stopShare: fromPromise(({ input }) => client.delete(`/designs/${encodeURIComponent(input.designId)}/share`)),
    },
    actions: {
      redirectToLogin: () => effects.current.toLogin(),
      designSaved: (_, design) => {
        // Saved: the server holds it now; the URL names it, so a reload opens it again.
        clearStoredDrawing();
        effects.current.showDesign(design);
      },
      forgetDrawing: () => {
        clearStoredDrawing();
        effects.current.showDesign(null);
      },
      copyLink: (_, url) => {
        void navigator.clipboard?.writeText(url).catch(() => undefined);
      },
    },
  });
}

/**
 * The design tools actor. Once this page is mounted in the browser, it is told where the drawing
 * comes from (the browser's copy, ?design or ?shared): the prerendered page and its hydration draw the
 * editor's first shape, as the server did.
 */
export function useDesignTools(client: ApiClient, effects: DesignToolsEffects, params: URLSearchParams) {
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });
  const machine = useMemo(() => appDesignToolsMachine(client, latest), [client]);
  const actor = useActorRef(machine, { inspect: getInspect() });
  const designId = params.get('design');
  const sharedToken = params.get('shared');
  useEffect(() => {
    // The stored copy is checked with the designs schemas, loaded here rather than with the page, and
    // only when there is one (a first visit loads no zod for it).
    const stored = hasStoredDrawing() ? import('./storedDrawing').then((m) => m.readStoredDrawing()) : Promise.resolve(null);
    void stored.then((drawing) => actor.send({ type: 'session.start', stored: drawing, designId, sharedToken }));
    // Once per page: later URL changes (the saved design's id) come from the tools themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return actor;
}

// The design tools' actors with the app's calls (docs/product.md#designs): the designs and
// projects API through the page's API client, /login for visitors, the clipboard for share links and
// the browser's copy of the drawing. Each machine is provided once per mount; the callbacks that change
// with the router are read through a ref, so provide() does not run on every render.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { designSessionMachine, openedDesignOf, type DesignSessionMachine } from '../../../machines/designSession.machine';
import { saveDesignMachine, type SaveDesignInput, type SaveDesignMachine } from '../../../machines/saveDesign.machine';
import { shareDesignMachine, type CreateShareInput, type ShareDesignMachine } from '../../../machines/shareDesign.machine';
import type { Design } from '../../domain/schemas/designs';
import type { ApiClient } from '../api/client';
import { DesignSessionContext, SaveDesignContext, ShareDesignContext } from './designToolsActors';
import { clearStoredDrawing, hasStoredDrawing } from './drawingStorage';

// The designs and projects schemas (zod) are loaded with the first call that needs them, not with the
// page: most visits never save or share (a benchmark target: JavaScript for /deck-calculator).
// zod's configuration (zodConfig) comes with them: the page itself loads no zod.
const withZodConfig = <M,>(schemas: Promise<M>) => Promise.all([import('../api/zodConfig'), schemas]).then(([, m]) => m);
const designSchemas = () => withZodConfig(import('../../domain/schemas/designs'));
const projectSchemas = () => withZodConfig(import('../../domain/schemas/projects'));

export interface DesignToolsEffects {
  /** To /login, remembering this calculator (with its query) to come back to. */
  toLogin: () => void;
  /** The saved design's id in the URL. */
  showDesign: (design: Design | null) => void;
  /** Order these materials: the order wizard with the design just saved. */
  orderDesign: (design: Design) => void;
}

type Effects = { current: DesignToolsEffects };

function appDesignSessionMachine(client: ApiClient, effects: Effects): DesignSessionMachine {
  return designSessionMachine.provide({
    actors: {
      loadDesign: fromPromise(async ({ input, signal }) =>
        client.get(`/designs/${encodeURIComponent(input.designId)}`, { schema: (await designSchemas()).design, signal }),
      ),
      loadShared: fromPromise(async ({ input, signal }) =>
        client.get(`/shared-designs/${encodeURIComponent(input.token)}`, { schema: (await designSchemas()).sharedDesign, signal }),
      ),
    },
    actions: {
      forgetDrawing: () => {
        clearStoredDrawing();
        effects.current.showDesign(null);
      },
    },
  });
}

/** Save design; a save also tells the session which design the drawing now is. */
function appSaveDesignMachine(client: ApiClient, effects: Effects, session: ActorRefFrom<DesignSessionMachine>): SaveDesignMachine {
  return saveDesignMachine.provide({
    actors: {
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
    },
    actions: {
      redirectToLogin: () => effects.current.toLogin(),
      designSaved: (_, design) => {
        session.send({ type: 'design.saved', design: openedDesignOf(design) });
        // Saved: the server holds it now; the URL names it, so a reload opens it again.
        clearStoredDrawing();
        effects.current.showDesign(design);
      },
      orderDesign: (_, design) => effects.current.orderDesign(design),
    },
  });
}

function appShareDesignMachine(client: ApiClient): ShareDesignMachine {
  return shareDesignMachine.provide({
    actors: {
      createShare: fromPromise(async ({ input }: { input: CreateShareInput }) => {
        const { shareLink } = await designSchemas();
        return input.designId
          ? client.post(`/designs/${encodeURIComponent(input.designId)}/share`, undefined, { schema: shareLink })
          : client.post('/shared-designs', { ...(input.name ? { name: input.name } : {}), drawing: input.drawing }, { schema: shareLink });
      }),
      stopShare: fromPromise(({ input }) => client.delete(`/designs/${encodeURIComponent(input.designId)}/share`)),
    },
    actions: {
      copyLink: (_, url) => {
        void navigator.clipboard?.writeText(url).catch(() => undefined);
      },
    },
  });
}

/**
 * Once this page is mounted in the browser, the session is told where the drawing comes from (the
 * browser's copy, ?design or ?shared): the prerendered page and its hydration draw the editor's first
 * shape, as the server did.
 */
function SessionStart({ params }: { params: URLSearchParams }) {
  const session = DesignSessionContext.useActorRef();
  const designId = params.get('design');
  const sharedToken = params.get('shared');
  useEffect(() => {
    // The stored copy is checked with the designs schemas, loaded here rather than with the page, and
    // only when there is one (a first visit loads no zod for it).
    const stored = hasStoredDrawing() ? import('./storedDrawing').then((m) => m.readStoredDrawing()) : Promise.resolve(null);
    void stored.then((drawing) => session.send({ type: 'session.start', stored: drawing, designId, sharedToken }));
    // Once per page: later URL changes (the saved design's id) come from the tools themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);
  return null;
}

function SaveAndShare({ client, effects, children }: { client: ApiClient; effects: Effects; children: ReactNode }) {
  const session = DesignSessionContext.useActorRef();
  const save = useMemo(() => appSaveDesignMachine(client, effects, session), [client, effects, session]);
  const share = useMemo(() => appShareDesignMachine(client), [client]);
  return (
    <SaveDesignContext.Provider logic={save}>
      <ShareDesignContext.Provider logic={share}>{children}</ShareDesignContext.Provider>
    </SaveDesignContext.Provider>
  );
}

/** The design tools' three actors for the calculator below it. */
export function DesignToolsProvider({
  client,
  effects,
  params,
  children,
}: {
  client: ApiClient;
  effects: DesignToolsEffects;
  params: URLSearchParams;
  children: ReactNode;
}) {
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });
  const session = useMemo(() => appDesignSessionMachine(client, latest), [client]);
  return (
    <DesignSessionContext.Provider logic={session}>
      <SessionStart params={params} />
      <SaveAndShare client={client} effects={latest}>
        {children}
      </SaveAndShare>
    </DesignSessionContext.Provider>
  );
}

// Where the calculator's drawing comes from (docs/product.md#designs and "Board layout
// rules"): the browser's stored copy, a saved design of the signed-in owner, or a shared link opened as
// a copy; and the board layout's Show boards and Board direction.
//   idle -> loadingDesign | loadingShared -> ready (session.start once the page is live)
// Save design and Share are machines of their own (saveDesign, shareDesign): they get the opened design
// as they open, and a save tells this machine which design the drawing now is (design.saved). Both
// dialogs are modal, so nothing outside them (Clear drawing included) can be pressed while one is open.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Shape } from '../src/domain/geometry';
import type { DeckOptions } from '../src/domain/frameGuide';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import type { BoardDirection, Design, DesignDrawing, SharedDesign } from '../src/domain/schemas/designs';

/** The saved design the calculator edits: saving again makes a new version of it. */
export interface OpenedDesign {
  id: string;
  name: string;
  projectId: string | null;
}

/** What the browser keeps of an unsaved drawing (brand and colour are in the URL already). */
export interface StoredDrawing {
  shapes: Shape[];
  boardDirection: BoardDirection;
  /** The opened design this drawing edits, if any. */
  design: OpenedDesign | null;
  /** The deck's build choices (absent in a drawing kept before they existed). */
  deck?: DeckOptions;
}

/** A drawing the editor is (re)mounted with; `key` changes on every restore so the editor remounts. */
export interface RestoredDrawing {
  key: number;
  /** null: the editor's own first shape (a cleared drawing). */
  shapes: Shape[] | null;
  /** Set from a loaded design or shared link; the page puts them in its URL. */
  brand: string | null;
  colorItemId: string | null;
  /** The drawing's build choices; undefined: the editor's defaults. */
  deck?: DeckOptions;
}

export interface DesignSessionContext {
  showBoards: boolean;
  direction: BoardDirection;
  design: OpenedDesign | null;
  restored: RestoredDrawing | null;
  /** Why an opened design or shared link could not be loaded. */
  loadError: string | undefined;
}

export interface SessionStart {
  stored: StoredDrawing | null;
  /** ?design={id} */
  designId: string | null;
  /** ?shared={token} */
  sharedToken: string | null;
}

export type DesignSessionEvent =
  | ({ type: 'session.start' } & SessionStart)
  | { type: 'boards.set'; show: boolean }
  | { type: 'direction.set'; direction: BoardDirection }
  /** Clear drawing: the editor's first shape again, no opened design, nothing kept. */
  | { type: 'drawing.clear' }
  /** Save design stored the drawing as this design (saving again makes a new version of it). */
  | { type: 'design.saved'; design: OpenedDesign };

/** The opened design of a saved design (its id, name and project). */
export const openedDesignOf = (d: Pick<Design, 'id' | 'name' | 'projectId'>): OpenedDesign => ({
  id: d.id,
  name: d.name,
  projectId: d.projectId,
});

const restore = (context: DesignSessionContext, drawing: Pick<DesignDrawing, 'shapes'> & Partial<DesignDrawing>): RestoredDrawing => ({
  key: (context.restored?.key ?? 0) + 1,
  shapes: drawing.shapes,
  brand: drawing.brand ?? null,
  colorItemId: drawing.colorItemId ?? null,
  deck: drawing.deck,
});

export const designSessionMachine = setup({
  types: {
    context: {} as DesignSessionContext,
    events: {} as DesignSessionEvent,
  },
  actors: {
    // Provided by the app: GET /api/designs/{id} (the signed-in owner's design).
    loadDesign: fromPromise<Design, { designId: string }>(async () => {
      throw new Error('loadDesign is provided by the app');
    }),
    // Provided by the app: GET /api/shared-designs/{token}.
    loadShared: fromPromise<SharedDesign, { token: string }>(async () => {
      throw new Error('loadShared is provided by the app');
    }),
  },
  guards: {
    hasDesignParam: ({ event }) => {
      assertEvent(event, 'session.start');
      return event.designId !== null;
    },
    hasSharedParam: ({ event }) => {
      assertEvent(event, 'session.start');
      return event.sharedToken !== null;
    },
    // The browser's copy is the unsaved edit of the design the URL names: it wins over the saved one.
    storedEditsDesign: ({ event }) => {
      assertEvent(event, 'session.start');
      return event.designId !== null && event.stored?.design?.id === event.designId;
    },
  },
  actions: {
    // Provided by the app: the browser's copy dropped.
    forgetDrawing: () => {},
    setShowBoards: assign({
      showBoards: ({ event }) => {
        assertEvent(event, 'boards.set');
        return event.show;
      },
    }),
    setDirection: assign({
      direction: ({ event }) => {
        assertEvent(event, 'direction.set');
        return event.direction;
      },
    }),
    restoreStored: assign(({ context, event }) => {
      assertEvent(event, 'session.start');
      const { stored } = event;
      return stored ? { design: stored.design, direction: stored.boardDirection, restored: restore(context, stored) } : {};
    }),
    restoreDesign: assign(({ context }, design: Design) => ({
      design: openedDesignOf(design),
      direction: design.drawing.boardDirection,
      restored: restore(context, design.drawing),
    })),
    // Opened as a copy: saving it makes a design of the one who saves.
    restoreShared: assign(({ context }, { drawing }: SharedDesign) => ({
      design: null,
      direction: drawing.boardDirection,
      restored: restore(context, drawing),
    })),
    designLoadFailed: assign({ loadError: DESIGN_TEXTS.loadDesignFailed }),
    sharedLoadFailed: assign({ loadError: DESIGN_TEXTS.loadSharedFailed }),
    clearDrawing: assign(({ context }) => ({
      design: null,
      restored: { key: (context.restored?.key ?? 0) + 1, shapes: null, brand: null, colorItemId: null },
      loadError: undefined,
    })),
    setDesign: assign({
      design: ({ event }) => {
        assertEvent(event, 'design.saved');
        return event.design;
      },
    }),
  },
}).createMachine({
  id: 'designSession',
  context: {
    showBoards: false,
    direction: 'horizontal',
    design: null,
    restored: null,
    loadError: undefined,
  },
  on: {
    'boards.set': { actions: 'setShowBoards' },
    'direction.set': { actions: 'setDirection' },
  },
  initial: 'idle',
  states: {
    // The prerendered page and its hydration draw the editor's first shape; the browser's facts come after.
    idle: {
      on: {
        'session.start': [
          { guard: 'storedEditsDesign', target: 'ready', actions: 'restoreStored' },
          { guard: 'hasDesignParam', target: 'loadingDesign' },
          { guard: 'hasSharedParam', target: 'loadingShared' },
          { target: 'ready', actions: 'restoreStored' },
        ],
      },
    },
    loadingDesign: {
      invoke: {
        id: 'loadDesign',
        src: 'loadDesign',
        input: ({ event }) => {
          assertEvent(event, 'session.start');
          return { designId: event.designId! };
        },
        onDone: { target: 'ready', actions: { type: 'restoreDesign', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'designLoadFailed' },
      },
    },
    loadingShared: {
      invoke: {
        id: 'loadShared',
        src: 'loadShared',
        input: ({ event }) => {
          assertEvent(event, 'session.start');
          return { token: event.sharedToken! };
        },
        onDone: { target: 'ready', actions: { type: 'restoreShared', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'sharedLoadFailed' },
      },
    },
    ready: {
      on: {
        'drawing.clear': { actions: ['clearDrawing', 'forgetDrawing'] },
        'design.saved': { actions: 'setDesign' },
      },
    },
  },
});

export type DesignSessionMachine = typeof designSessionMachine;

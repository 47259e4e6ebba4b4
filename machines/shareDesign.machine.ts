// Share (docs/product.md#designs): the calculator's dialog that makes a read-only link to
// the drawing (the owner's link for a saved design, else a visitor's), with Copy, and Stop sharing for
// the owner.
//   closed -> creating -> open -> stopping -> stopped (failed when no link could be made)
// It opens with the drawing as it is then and the design the calculator has open (the dialog is modal).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DESIGN_TEXTS } from '../src/domain/designTexts';
import type { DesignDrawing, ShareLink } from '../src/domain/schemas/designs';
import type { OpenedDesign } from './designSession.machine';
import { errorOf, messageOr } from './errors';

export interface ShareDesignContext {
  /** The opened design: its owner's link, which the owner may stop. */
  design: OpenedDesign | null;
  /** The drawing when the dialog opened. */
  drawing: DesignDrawing | null;
  link: ShareLink | null;
  copied: boolean;
  error: string | undefined;
}

export type ShareDesignEvent =
  | { type: 'share.open'; drawing: DesignDrawing; design: OpenedDesign | null }
  | { type: 'share.close' }
  | { type: 'share.copy' }
  | { type: 'share.stop' };

export interface CreateShareInput {
  /** Set: the owner's link (POST /api/designs/{id}/share); null: a visitor's (POST /api/shared-designs). */
  designId: string | null;
  name: string | null;
  drawing: DesignDrawing;
}

export const shareDesignMachine = setup({
  types: {
    context: {} as ShareDesignContext,
    events: {} as ShareDesignEvent,
  },
  actors: {
    // Provided by the app: POST /api/designs/{id}/share or POST /api/shared-designs.
    createShare: fromPromise<ShareLink, CreateShareInput>(async () => {
      throw new Error('createShare is provided by the app');
    }),
    // Provided by the app: DELETE /api/designs/{id}/share.
    stopShare: fromPromise<unknown, { designId: string }>(async () => {
      throw new Error('stopShare is provided by the app');
    }),
  },
  guards: {
    ownsDesign: ({ context }) => context.design !== null,
  },
  actions: {
    // Provided by the app: the link to the clipboard.
    copyLink: (_, _url: string) => {},
    openShare: assign(({ event }) => {
      assertEvent(event, 'share.open');
      return { design: event.design, drawing: event.drawing, link: null, copied: false, error: undefined };
    }),
    setLink: assign({ link: (_, link: ShareLink) => link }),
    shareFailed: assign({ error: (_, error: unknown) => messageOr(error, DESIGN_TEXTS.shareFailed) }),
    markCopied: assign({ copied: true }),
    clearError: assign({ error: undefined }),
    linkStopped: assign({ link: null, copied: false }),
    stopFailed: assign({ error: (_, error: unknown) => messageOr(error, DESIGN_TEXTS.stopFailed) }),
  },
}).createMachine({
  id: 'shareDesign',
  context: {
    design: null,
    drawing: null,
    link: null,
    copied: false,
    error: undefined,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'share.open': { target: 'creating', actions: 'openShare' } },
    },
    creating: {
      invoke: {
        id: 'createShare',
        src: 'createShare',
        input: ({ context }) => ({
          designId: context.design?.id ?? null,
          name: context.design?.name ?? null,
          drawing: context.drawing as DesignDrawing,
        }),
        onDone: { target: 'open', actions: { type: 'setLink', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'shareFailed', params: errorOf } },
      },
      on: { 'share.close': { target: 'closed' } },
    },
    open: {
      on: {
        'share.copy': { actions: ['markCopied', { type: 'copyLink', params: ({ context }) => context.link?.url ?? '' }] },
        'share.stop': { guard: 'ownsDesign', target: 'stopping', actions: 'clearError' },
        'share.close': { target: 'closed' },
      },
    },
    stopping: {
      invoke: {
        id: 'stopShare',
        src: 'stopShare',
        input: ({ context }) => ({ designId: context.design!.id }),
        onDone: { target: 'stopped', actions: 'linkStopped' },
        onError: { target: 'open', actions: { type: 'stopFailed', params: errorOf } },
      },
    },
    stopped: { on: { 'share.close': { target: 'closed' } } },
    failed: { on: { 'share.close': { target: 'closed' } } },
  },
});

export type ShareDesignMachine = typeof shareDesignMachine;

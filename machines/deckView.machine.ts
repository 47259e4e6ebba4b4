// The 3D view beside the plan (docs/product.md#3d-view): closed until first opened, then the browser is
// asked whether it draws WebGL (checking); the view is shown, or, without WebGL, a sentence says why
// there is none (unsupported) and the plan stays. Show frame makes the boards see-through; Reset view,
// Top, Front and Side ask the view for a camera (a request number, so asking twice moves it back after
// an orbit). The drawn deck is the calculator's plan; the orbit itself is the renderer's, as a canvas's
// pixels are Konva's.
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type CameraPreset = 'reset' | 'top' | 'front' | 'side';

export interface DeckViewContext {
  showFrame: boolean;
  camera: { preset: CameraPreset; request: number };
}

export type DeckViewEvent =
  { type: 'view.open' } | { type: 'view.close' } | { type: 'frame.toggle' } | { type: 'camera.preset'; preset: CameraPreset };

export const deckViewMachine = setup({
  types: {
    context: {} as DeckViewContext,
    events: {} as DeckViewEvent,
  },
  actors: {
    // Provided by the app: whether the browser gives a WebGL context.
    checkWebgl: fromPromise<boolean>(async () => {
      throw new Error('checkWebgl is provided by the app');
    }),
  },
  guards: {
    webglAvailable: ({ event }) => (event as unknown as { output: boolean }).output === true,
  },
  actions: {
    toggleFrame: assign({ showFrame: ({ context }) => !context.showFrame }),
    requestCamera: assign({
      camera: ({ context, event }) => {
        assertEvent(event, 'camera.preset');
        return { preset: event.preset, request: context.camera.request + 1 };
      },
    }),
  },
}).createMachine({
  id: 'deckView',
  context: { showFrame: false, camera: { preset: 'reset', request: 0 } },
  initial: 'closed',
  states: {
    closed: {
      on: { 'view.open': 'checking' },
    },
    checking: {
      on: { 'view.close': 'closed' },
      invoke: {
        id: 'checkWebgl',
        src: 'checkWebgl',
        onDone: [{ guard: 'webglAvailable', target: 'shown' }, { target: 'unsupported' }],
        onError: 'unsupported',
      },
    },
    shown: {
      on: {
        'view.close': 'closed',
        'frame.toggle': { actions: 'toggleFrame' },
        'camera.preset': { actions: 'requestCamera' },
      },
    },
    unsupported: {
      on: { 'view.close': 'closed' },
    },
  },
});

// The site photo under the calculator's grid (docs/product.md#site-photo): no photo until one is added;
// a new photo is placed (moved, rotated, faded) and its scale set by marking two points on it and typing
// the real distance between them. The photo itself is a URL the app gives (an object URL of the kept
// file); the machine holds only where it lies on the plan. The plan's shapes are the editor machine's:
// this machine never changes them, so snapping and the shape rules are untouched.
import { assertEvent, assign, setup } from 'xstate';
import type { Point } from '../src/domain/geometry';
import {
  DEFAULT_PLACEMENT,
  faded,
  moved,
  parseScaleDistance,
  rotated,
  SITE_PHOTO_ERRORS,
  withScale,
  type SitePhotoPlacement,
} from '../src/domain/sitePhoto';

export interface SitePhotoImage {
  url: string;
  width: number;
  height: number;
}

export interface SitePhotoContext {
  image: SitePhotoImage | null;
  placement: SitePhotoPlacement;
  /** Photo pixels marked while setting the scale (at most two). */
  scalePoints: Point[];
  error: string | null;
}

export type SitePhotoEvent =
  | { type: 'photo.add'; image: SitePhotoImage; placement?: SitePhotoPlacement }
  | { type: 'photo.scale.start' }
  | { type: 'photo.scale.point'; point: Point }
  | { type: 'photo.scale.set'; distance: string }
  | { type: 'photo.scale.cancel' }
  | { type: 'photo.move'; dx: number; dy: number }
  | { type: 'photo.rotate'; degrees: number }
  | { type: 'photo.fade'; opacity: number }
  | { type: 'photo.remove' };

const EMPTY: SitePhotoContext = { image: null, placement: DEFAULT_PLACEMENT, scalePoints: [], error: null };

export const sitePhotoMachine = setup({
  types: {
    context: {} as SitePhotoContext,
    events: {} as SitePhotoEvent,
  },
  guards: {
    twoPointsMarked: ({ context }) => context.scalePoints.length === 2,
    distanceAtLeastHalfMetre: ({ context, event }) => {
      assertEvent(event, 'photo.scale.set');
      const metres = parseScaleDistance(event.distance);
      const [a, b] = context.scalePoints;
      return metres !== null && context.scalePoints.length === 2 && withScale(context.placement, a, b, metres) !== null;
    },
  },
  actions: {
    keepImage: assign(({ event }) => {
      assertEvent(event, 'photo.add');
      return { image: event.image, placement: event.placement ?? DEFAULT_PLACEMENT, scalePoints: [], error: null };
    }),
    markPoint: assign({
      scalePoints: ({ context, event }) => {
        assertEvent(event, 'photo.scale.point');
        // A third click starts a new pair: the last two marks are the scale's.
        return [...context.scalePoints, event.point].slice(-2);
      },
      error: null,
    }),
    clearPoints: assign({ scalePoints: [], error: null }),
    applyScale: assign(({ context, event }) => {
      assertEvent(event, 'photo.scale.set');
      const [a, b] = context.scalePoints;
      const placement = withScale(context.placement, a, b, parseScaleDistance(event.distance)!)!;
      return { placement, scalePoints: [], error: null };
    }),
    sayDistanceRefused: assign({ error: SITE_PHOTO_ERRORS.distance }),
    sayPointsMissing: assign({ error: SITE_PHOTO_ERRORS.points }),
    move: assign({
      placement: ({ context, event }) => {
        assertEvent(event, 'photo.move');
        return moved(context.placement, event.dx, event.dy);
      },
    }),
    rotate: assign({
      placement: ({ context, event }) => {
        assertEvent(event, 'photo.rotate');
        const { width, height } = context.image ?? { width: 0, height: 0 };
        return rotated(context.placement, event.degrees, width, height);
      },
    }),
    fade: assign({
      placement: ({ context, event }) => {
        assertEvent(event, 'photo.fade');
        return faded(context.placement, event.opacity);
      },
    }),
    forget: assign(() => EMPTY),
  },
}).createMachine({
  id: 'sitePhoto',
  context: EMPTY,
  initial: 'noPhoto',
  states: {
    noPhoto: {
      on: { 'photo.add': { target: 'placing', actions: 'keepImage' } },
    },
    placing: {
      on: {
        'photo.add': { target: 'placing', actions: 'keepImage' },
        'photo.scale.start': { target: 'settingScale', actions: 'clearPoints' },
        'photo.move': { actions: 'move' },
        'photo.rotate': { actions: 'rotate' },
        'photo.fade': { actions: 'fade' },
        'photo.remove': { target: 'noPhoto', actions: 'forget' },
      },
    },
    settingScale: {
      on: {
        'photo.scale.point': { actions: 'markPoint' },
        'photo.scale.set': [
          { guard: 'distanceAtLeastHalfMetre', target: 'placing', actions: 'applyScale' },
          { guard: 'twoPointsMarked', actions: 'sayDistanceRefused' },
          { actions: 'sayPointsMissing' },
        ],
        'photo.scale.cancel': { target: 'placing', actions: 'clearPoints' },
        'photo.fade': { actions: 'fade' },
        'photo.remove': { target: 'noPhoto', actions: 'forget' },
      },
    },
  },
});

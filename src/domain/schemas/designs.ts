// Saved deck designs (issue "From deck design to delivered boards";
// docs/product.md#designs). A design belongs to its user, may sit in one of their projects, and every save with a
// drawing is a new version (the last DESIGN_VERSIONS_KEPT kept). Figures are computed by the server
// from the drawing and the catalogue with the same domain functions the calculator uses; a client
// never sends figures.
//
// Routes (owner only; another user's design answers 404):
//   POST   /api/designs                  designCreate  -> 201 design
//   GET    /api/designs?projectId=       -> designSummary[] (newest update first)
//   GET    /api/designs/{id}             -> design
//   GET    /api/designs/{id}/materials   -> designMaterials (schemas/designMaterials.ts)
//   PUT    /api/designs/{id}             designUpdate  -> design (a new version when `drawing` is sent)
//   DELETE /api/designs/{id}             -> 204
//   POST   /api/designs/{id}/share       -> 201 shareLink (the live link again, 200, if one exists)
//   DELETE /api/designs/{id}/share       -> 204 (the link stops working)
//   POST   /api/shared-designs           visitorShare -> 201 shareLink (visitors, throttled per address)
//   GET    /api/shared-designs/{token}   -> sharedDesign (public; 404 once revoked or unknown)
import { z } from 'zod';
import { MAX_SHAPE_POINTS, MAX_SHAPES } from '../constants';
import { BOARD_DIRECTIONS } from '../boardDirections';
import { enumField, isoTimestamp, isUuid, requiredText } from './fields';
import { BALUSTRADE_COLOURS } from '../balustradeRules';
import { BORDER_STYLES, DECK_HEIGHT_MAX_MM, DECK_HEIGHT_MIN_MM, FRAME_MATERIALS } from '../frameGuide';

export { BOARD_DIRECTION_LABELS, BOARD_DIRECTIONS, type BoardDirection } from '../boardDirections';

export const DESIGN_NAME_MAX = 120;
export const DESIGN_VERSIONS_KEPT = 20;
/** Visitors' share links per address per hour (owners' links are not throttled: they are bounded by their designs). */
export const VISITOR_SHARES_PER_HOUR = 20;

const coordinate = (axis: 'x' | 'y') =>
  z
    .number({ error: `Shape point ${axis} must be a number` })
    .min(-1_000_000, { error: `Shape point ${axis} is out of range` })
    .max(1_000_000, { error: `Shape point ${axis} is out of range` });

export const designShape = z.object({
  id: requiredText('Shape id', 100),
  points: z
    .array(z.object({ x: coordinate('x'), y: coordinate('y') }), { error: 'Shape points must be a list' })
    .min(3, { error: 'A shape outline needs at least 3 points' })
    .max(MAX_SHAPE_POINTS, { error: `A shape outline has at most ${MAX_SHAPE_POINTS} points` }),
});

/** An edge of a drawn shape: 0-based shape and edge. */
const shapeEdgeRef = z.object({
  shape: z
    .number()
    .int()
    .min(0)
    .max(MAX_SHAPES - 1),
  edge: z
    .number()
    .int()
    .min(0)
    .max(MAX_SHAPE_POINTS - 1),
});

/** The deck's build choices (docs/product.md#subframe-and-edges); a drawing saved before them has none (the defaults). */
export const deckOptions = z.object({
  heightMm: z
    .number({ error: 'Deck height must be a number' })
    .int({ error: 'Deck height must be whole millimetres' })
    .min(DECK_HEIGHT_MIN_MM, { error: `Deck height must be at least ${DECK_HEIGHT_MIN_MM} mm` })
    .max(DECK_HEIGHT_MAX_MM, { error: `Deck height must be at most ${DECK_HEIGHT_MAX_MM} mm` }),
  frame: enumField('Subframe', FRAME_MATERIALS),
  border: enumField('Border', BORDER_STYLES),
  breaker: z.boolean({ error: 'Breaker board must be true or false' }),
  wallEdges: z.array(shapeEdgeRef).max(MAX_SHAPES * MAX_SHAPE_POINTS),
  steps: shapeEdgeRef.nullable(),
  /** Edges given a balustrade beyond those the height requires; absent on a design saved before the balustrade. */
  balustradeEdges: z
    .array(shapeEdgeRef)
    .max(MAX_SHAPES * MAX_SHAPE_POINTS)
    .optional(),
  balustradeColour: enumField('Balustrade colour', BALUSTRADE_COLOURS).optional(),
});

/** What the calculator holds: the outlines in mm, the brand and colour of the side panel, the board direction. */
export const designDrawing = z.object({
  shapes: z
    .array(designShape, { error: 'Shapes must be a list' })
    .min(1, { error: 'A design needs at least one shape' })
    .max(MAX_SHAPES, { error: `A design has at most ${MAX_SHAPES} shapes` }),
  /** Catalogue brand as the calculator's ?brand holds it ('WoodEvo' or 'MillBoard'). */
  brand: requiredText('Brand', 100),
  /** The chosen colour's board item (any of its stock lengths); null before a colour is chosen. */
  colorItemId: z.string({ error: 'Colour must be text' }).trim().max(100).nullable(),
  boardDirection: enumField('Board direction', BOARD_DIRECTIONS),
  deck: deckOptions.optional(),
});

export const designName = requiredText('Design name', DESIGN_NAME_MAX);

const projectRef = z.string({ error: 'Project must be text' }).refine(isUuid, { error: 'Project not found' }).nullable();

export const designCreate = z.object({
  name: designName,
  /** null: in no project. A new project is made first with POST /api/projects. */
  projectId: projectRef.default(null),
  drawing: designDrawing,
});

/** Rename, move between projects, or save again (a drawing makes a new version). At least one field. */
export const designUpdate = z
  .object({ name: designName.optional(), projectId: projectRef.optional(), drawing: designDrawing.optional() })
  .refine((u) => u.name !== undefined || u.projectId !== undefined || u.drawing !== undefined, {
    error: 'Nothing to update',
  });

export const designListQuery = z.object({
  projectId: z.string().max(100).refine(isUuid, { error: 'Project not found' }).optional(),
});

/** The spec's Calculations (docs/product.md#validation-rules), unchanged: area x 1.4 boards and so on. */
export const specFigures = z.object({
  deckArea: z.number(),
  deckBoards: z.number(),
  clipBoxes: z.number(),
  subframeMaterials: z.object({ joists: z.number(), bearers: z.number(), screws: z.number() }),
});

/** The board layout's own count (docs/product.md#board-layout-rules). */
export const layoutFigures = z.object({
  /** One row per stock length used, longest first: "5.4 m boards: 31". */
  boards: z.array(z.object({ lengthMm: z.number().int(), itemId: z.string().nullable(), count: z.number().int() })),
  joistMetres: z.number(),
  clips: z.number().int(),
  clipBoxes: z.number().int(),
  /** Bought board length not laid on the deck, as a percentage of bought length. */
  wastePercent: z.number(),
  /** Pairs of shape numbers (1-based, as the shape list names them) whose outlines overlap. */
  overlaps: z.array(z.tuple([z.number().int(), z.number().int()])),
});

export const designFigures = z.object({
  spec: specFigures,
  /** null until a colour is chosen (the layout needs its board width and stock lengths). */
  layout: layoutFigures.nullable(),
});

export const shareLink = z.object({
  token: z.string(),
  /** `${PUBLIC_URL}/deck/${token}` */
  url: z.string(),
  createdAt: isoTimestamp,
});

export const design = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  version: z.number().int(),
  drawing: designDrawing,
  figures: designFigures,
  share: shareLink.nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

export const designSummary = design.omit({ share: true }).extend({ shared: z.boolean() });
export const designList = z.array(designSummary);

export const visitorShare = z.object({ name: designName.optional(), drawing: designDrawing });

export const sharedDesign = z.object({
  name: z.string(),
  drawing: designDrawing,
  figures: designFigures,
  sharedAt: isoTimestamp,
});

export type DesignDrawing = z.infer<typeof designDrawing>;
export type DesignCreate = z.infer<typeof designCreate>;
export type DesignUpdate = z.infer<typeof designUpdate>;
export type Design = z.infer<typeof design>;
export type DesignSummary = z.infer<typeof designSummary>;
export type DesignFigures = z.infer<typeof designFigures>;
export type LayoutFigures = z.infer<typeof layoutFigures>;
export type SpecFigures = z.infer<typeof specFigures>;
export type ShareLink = z.infer<typeof shareLink>;
export type SharedDesign = z.infer<typeof sharedDesign>;

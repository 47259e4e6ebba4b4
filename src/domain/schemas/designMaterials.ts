// A saved design's priced materials list (docs/product.md#subframe-and-edges), worked out by the server from
// the stored drawing and today's catalogue, in the shape the quote request carries it:
//   GET /api/designs/{id}/materials   -> designMaterials (owner only; materials null before a colour)
import { z } from 'zod';
import { quoteMaterials } from './leads';

export const designMaterials = z.object({ materials: quoteMaterials.nullable() });

export type MaterialsPayload = z.infer<typeof quoteMaterials>;
export type DesignMaterials = z.infer<typeof designMaterials>;

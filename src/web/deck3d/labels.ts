// The 3D view's wording beside the plan (docs/product.md#3d-view): the deckView machine holds states, the view words them here.
// Only what shows before three.js loads; the view's own wording is in viewLabels.ts, in its chunk.
export const DECK_3D_LABELS = {
  open: '3D',
  heading: '3D view',
  loading: 'Loading the 3D view…',
  noWebgl:
    'There is no 3D view here: this browser cannot draw 3D graphics (WebGL is turned off or not supported). ' +
    'The plan shows the whole deck.',
} as const;

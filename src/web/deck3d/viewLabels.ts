// The 3D view's own wording (docs/product.md#3d-view), loaded with the view.
export const DECK_3D_VIEW_LABELS = {
  toolbar: '3D view controls',
  reset: 'Reset view',
  top: 'Top',
  front: 'Front',
  side: 'Side',
  showFrame: 'Show frame',
  savePicture: 'Save picture',
  viewName: '3D view of the deck',
  roleDescription: '3D view',
  noPlan: 'The 3D view shows the deck once a shape is drawn and a colour chosen.',
  keysHint:
    'Drag to turn, wheel or pinch to zoom, right button or two fingers to pan; ' +
    'with the view focused, the arrow keys turn it and + and - zoom.',
} as const;

// The portal's texts about saved designs (docs/product.md#designs). The spec names none,
// so these are ours; one place for the pages, the machines and the tests (the portal's and the calculator's).
import { FIGURE_SET_NAMES } from './figureSets';

export const DESIGN_TEXTS = {
  listHeading: 'Deck Layout',
  loading: 'Loading designs',
  loadFailed: 'Failed to load designs',
  noDesigns: 'No saved designs yet. Draw your deck in the calculator and save it to see it here.',
  noProjectDesigns: 'No designs saved to this project',
  renameFailed: 'Failed to rename design',
  deleteFailed: 'Failed to delete design',
  /** The wizard opened from a design it cannot order boards from. */
  needsColour:
    'This design has no colour yet, so its boards cannot be added: open it in the calculator and choose a colour, or choose boards here.',
  loadForOrderFailed: 'Failed to load the design to order. Please try again.',
  orderedFrom: (name: string) => `Boards from design ${name}`,
  layoutHeading: FIGURE_SET_NAMES.plan,
  openInCalculator: 'Open in calculator',
  sharedLoadFailed: 'Failed to load the shared design. Please try again.',
  // The calculator's design tools (machines/designSession, saveDesign, shareDesign).
  loadDesignFailed: 'This design could not be opened. You can carry on drawing.',
  loadSharedFailed: 'This shared design could not be opened: the link may have been stopped.',
  saveFailed: 'Failed to save the design. Please try again.',
  projectsFailed: 'Your projects could not be loaded; you can still save the design without a project.',
  shareFailed: 'Failed to create a share link. Please try again.',
  stopFailed: 'Failed to stop sharing. Please try again.',
  saved: 'Design saved.',
  stopped: 'Sharing stopped: the link no longer works.',
} as const;

/** "Delete {name}?" heading of the confirm dialog. */
export const deleteDesignQuestion = (name: string) => `Delete ${name}?`;

// The portal's texts about saved designs (DESIGN.md "Beyond the spec: Designs"). The spec names none,
// so these are ours; one place for the pages, the machines and the tests.
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
  layoutHeading: 'From the board layout',
  openInCalculator: 'Open in calculator',
  sharedLoadFailed: 'Failed to load the shared design. Please try again.',
} as const;

/** "Delete {name}?" heading of the confirm dialog. */
export const deleteDesignQuestion = (name: string) => `Delete ${name}?`;

// Item statuses (docs/product.md#catalogue): a draft is invisible to customers, a discontinued item is
// no longer offered, and every record that holds an item keeps reading it whatever its status.
export const CATALOGUE_STATUSES = ['draft', 'active', 'discontinued'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const CATALOGUE_STATUS_LABELS: Record<CatalogueStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  discontinued: 'Discontinued',
};

/** Whether customers are offered the item: the products page, calculator, wizard, quote search, suggestions. */
export function isOffered(status: CatalogueStatus): boolean {
  return status === 'active';
}

/** POST /api/orders' refusal of a line whose item is no longer sold (a draft reads as not in the catalogue). */
export function discontinuedLineMessage(line: string, itemId: string, name: string): string {
  return `${line}: ${name} (item ${itemId}) is discontinued and can no longer be ordered`;
}

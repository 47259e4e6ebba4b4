// An item's catalogue status as a badge (docs/product.md#catalogue): on a record's line it marks an
// item no longer sold; on the staff catalogue it shows every status.
import { badge } from 'styled-system/recipes';
import { CATALOGUE_STATUS_LABELS, type CatalogueStatus } from '../../domain/catalogueStatus';

// Literal recipe calls, so Panda's static extraction generates every tone's styles.
const STATUS_CLASS: Record<CatalogueStatus, string> = {
  draft: badge({ tone: 'info' }),
  active: badge({ tone: 'success' }),
  discontinued: badge({ tone: 'neutral' }),
};

export function CatalogueStatusBadge({ status }: { status: CatalogueStatus }) {
  return <span className={STATUS_CLASS[status]}>{CATALOGUE_STATUS_LABELS[status]}</span>;
}

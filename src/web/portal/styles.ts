// Shared class names for the portal screens (Panda only), so every table and page header looks alike:
// each is a recipe's class (src/web/theme/layoutRecipes.ts), named here for the portal's pages.
import { actionRow, dataTable, descriptionList, emptyState, page, pageHeader as pageHeaderRecipe } from 'styled-system/recipes';

export const pageClass = page();
/** Pages of wide tables (My Orders): up to 90rem, so every column fits at 1440 px. */
export const widePageClass = page({ width: 'wide' });
// A page's header and title (the pageHeader slot recipe; PageHeader.tsx renders it whole).
const headerParts = pageHeaderRecipe();
export const pageHeader = headerParts.root;
export const pageTitle = headerParts.title;
export const actionsRow = actionRow();

// The staff tables' parts (the dataTable slot recipe, src/web/theme/layoutRecipes.ts).
const tableParts = dataTable();
export const tableWrap = tableParts.root;
export const table = tableParts.table;
export const clickableRow = tableParts.row;
/** The item's own link in a clickable row. */
export const rowLink = tableParts.link;
export const emptyBox = emptyState();
export const dl = descriptionList();

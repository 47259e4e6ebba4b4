// Recipes for the shapes the portal's screens repeat (pages, their headers, tables, empty states,
// field lists, action rows, section titles): each shape is styled once here and screens take its
// classes, instead of writing the same css({...}) object on every page. Generated as `page()`,
// `pageHeader()`, `dataTable()`... in 'styled-system/recipes'.
import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

/** A portal page's column: centred, padded, as wide as the content or (My Orders' wide table) 90rem. */
export const page = defineRecipe({
  className: 'page',
  description: 'A portal page: centred column with the page gutters',
  base: { w: 'full', mx: 'auto', px: { base: '4', sm: '6', lg: '8' }, py: { base: '6', md: '10' } },
  variants: { width: { content: { maxW: 'content' }, wide: { maxW: '90rem' } } },
  defaultVariants: { width: 'content' },
});

/** A page's one h1 (or, under the admin overview, h2) and, beside it, the page's actions (wrapping under it on a phone). */
export const pageHeader = defineSlotRecipe({
  className: 'page-header',
  description: 'A page header: its title and its actions',
  slots: ['root', 'title', 'actions'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '6' },
    title: { textStyle: 'h2' },
    // Laid out as an actionRow; actions are controls, so a printed page (a run sheet) leaves them out.
    actions: { _print: { display: 'none' } },
  },
});

/** The staff tables: a rounded scrolling frame, header and body cells, rows that open their item. */
export const dataTable = defineSlotRecipe({
  className: 'data-table',
  description: 'A staff table and its parts',
  slots: ['root', 'table', 'row', 'link'],
  base: {
    root: {
      w: 'full',
      overflowX: 'auto',
      bg: 'bg.surface',
      borderRadius: 'card',
      borderWidth: '1px',
      borderColor: 'border.default',
      shadow: 'card',
    },
    table: {
      w: 'full',
      borderCollapse: 'collapse',
      fontSize: 'sm',
      '& th': {
        textAlign: 'left',
        fontWeight: '600',
        color: 'fg.muted',
        bg: 'bg.subtle',
        px: '4',
        py: '3',
        whiteSpace: 'nowrap',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      },
      '& td': { px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'middle' },
      '& tbody tr:last-child td': { borderBottomWidth: '0' },
    },
    /** A row that opens its item on a click (its first cell holds the link a keyboard uses). */
    row: {
      cursor: 'pointer',
      _hover: { bg: 'timber.50' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '-3px' },
    },
    /** The item's own link in its row (an invoice or quote number, a lead's name). */
    link: { fontWeight: '600', color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '2px' },
  },
});

/** The box a list shows when it has nothing (or nothing matching its filters), with what to do next. */
export const emptyState = defineRecipe({
  className: 'empty-state',
  description: 'An empty list',
  base: {
    textAlign: 'center',
    py: '14',
    px: '4',
    bg: 'bg.surface',
    borderRadius: 'card',
    borderWidth: '1px',
    borderColor: 'border.default',
    display: 'grid',
    gap: '4',
    justifyItems: 'center',
  },
});

/** Field names and values: side by side from sm, stacked on a phone. */
export const descriptionList = defineRecipe({
  className: 'description-list',
  description: 'A <dl> of fields',
  base: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
    columnGap: '6',
    rowGap: { base: '1', sm: '3' },
    '& dt': { fontWeight: '600', color: 'fg.muted', mt: { base: '2', sm: '0' } },
    '& dd': { m: '0', wordBreak: 'break-word', whiteSpace: 'pre-line' },
  },
});

/** A section's h2 on a detail page (Order Information, Status History, Payments...). */
export const sectionTitle = defineRecipe({
  className: 'section-title',
  description: 'The heading of a page section',
  base: { textStyle: 'h3', mb: '4' },
});

/** The opening of a public page or a landing section: a small eyebrow, the title, and a lead paragraph. */
export const intro = defineSlotRecipe({
  className: 'intro',
  description: 'Eyebrow, title and lead',
  slots: ['eyebrow', 'title', 'lead'],
  base: {
    eyebrow: { textStyle: 'eyebrow', color: 'fg.accent', mb: '3' },
    title: { mb: '4' },
    lead: { textStyle: 'lead', color: 'fg.muted' },
  },
  variants: {
    /** A page's h1, or a landing section's h2. */
    level: { page: { title: { textStyle: 'h1' } }, section: { title: { textStyle: 'h2' } } },
  },
  defaultVariants: { level: 'page' },
});

/** Buttons side by side, wrapping: a page's or a form's actions at the start, a dialog's at the end. */
export const actionRow = defineRecipe({
  className: 'action-row',
  description: 'A row of buttons',
  base: { display: 'flex', flexWrap: 'wrap', gap: '3' },
  variants: { justify: { start: {}, end: { justifyContent: 'flex-end' } } },
  defaultVariants: { justify: 'start' },
});

export const layoutRecipes = { page, actionRow, emptyState, descriptionList, sectionTitle };
export const layoutSlotRecipes = { pageHeader, dataTable, intro };

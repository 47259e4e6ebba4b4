// The e-mails' one layout (docs/product.md#e-mail): the card, its banner and footer, sections of rows
// and paragraphs, the link button and the price table, as HTML of escaped values styled inline (e-mail
// clients drop style sheets) and as plain text. messages.ts, quoteMessages.ts and invoiceMessages.ts
// render through it; it imports none of them, so the three need no cycle.
import { COMPANY_LINE, CONTACT_EMAIL, CONTACT_PHONE } from '../../domain/constants';
import { formatCents } from '../../domain/money';
import { tradePriceNote } from '../../domain/quotePricing';

/** Every value that reaches HTML passes through here. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The site's palette (src/web/theme/tokens.ts), as literals: e-mail has no CSS variables. */
export const PALETTE = {
  canvas: '#faf6f1', // timber.50
  surface: '#ffffff',
  border: '#ddd8d1', // stone.200
  text: '#2b1c10', // timber.900
  muted: '#4b4540', // stone.700
  brand: '#5c3b22', // timber.700
  cta: '#e0a04a', // ochre.400
  inverse: '#faf6f1', // timber.50 on timber.900
  header: '#2b1c10', // timber.900
};
const FONT = "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif";
const HEADING_FONT = "'Fraunces', Georgia, 'Times New Roman', serif";

export interface Section {
  heading: string;
  rows?: [string, string][];
  paragraphs?: string[];
  /** Pre-built HTML of escaped values (colour swatches). */
  html?: string;
}

export interface Rendered {
  html: string;
  text: string;
}

/** Inline styles, one object per element kind: e-mail clients ignore style sheets. */
export const STYLE = {
  body: `margin:0;padding:0;background:${PALETTE.canvas};font-family:${FONT};color:${PALETTE.text};line-height:1.6`,
  outer: `background:${PALETTE.canvas};border-collapse:collapse`,
  card:
    `max-width:600px;width:100%;background:${PALETTE.surface};border:1px solid ${PALETTE.border};` +
    'border-radius:16px;border-collapse:separate;overflow:hidden',
  banner:
    `background:${PALETTE.header};color:${PALETTE.inverse};padding:20px 28px;` +
    `font-family:${HEADING_FONT};font-size:22px;font-weight:700`,
  h1: `font-family:${HEADING_FONT};font-size:24px;color:${PALETTE.text};margin:0 0 12px`,
  h2: `font-family:${HEADING_FONT};font-size:18px;color:${PALETTE.brand};margin:24px 0 8px`,
  intro: `margin:0 0 12px;color:${PALETTE.muted}`,
  table: 'border-collapse:collapse;font-size:15px',
  th: `padding:6px 12px 6px 0;color:${PALETTE.muted};font-weight:600;vertical-align:top;white-space:nowrap`,
  td: `padding:6px 0;color:${PALETTE.text};white-space:pre-wrap`,
  p: `margin:0 0 12px;color:${PALETTE.text};white-space:pre-wrap`,
  footer: `border-top:1px solid ${PALETTE.border};padding:16px 28px;font-size:13px;color:${PALETTE.muted}`,
  swatch: `display:inline-block;width:18px;height:18px;border-radius:4px;border:1px solid ${PALETTE.border}`,
  swatchCell: 'padding:4px 10px 4px 0',
  button:
    `display:inline-block;background:${PALETTE.cta};color:${PALETTE.text};padding:12px 20px;border-radius:8px;` +
    'font-weight:600;text-decoration:none',
};

function renderHtml(title: string, intro: string, sections: Section[]): string {
  const tableRow = ([label, value]: [string, string]) =>
    `<tr><th align="left" style="${STYLE.th}">${escapeHtml(label)}</th><td style="${STYLE.td}">${escapeHtml(value)}</td></tr>`;
  const section = (s: Section) =>
    `<h2 style="${STYLE.h2}">${escapeHtml(s.heading)}</h2>` +
    (s.rows?.length ? `<table role="presentation" style="${STYLE.table}">${s.rows.map(tableRow).join('')}</table>` : '') +
    (s.paragraphs ?? []).map((p) => `<p style="${STYLE.p}">${escapeHtml(p)}</p>`).join('') +
    (s.html ?? '');
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="${STYLE.body}">` +
    `<table role="presentation" width="100%" style="${STYLE.outer}"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="600" style="${STYLE.card}">` +
    `<tr><td style="${STYLE.banner}">Boardwalk <span style="color:${PALETTE.cta}">&#9632;</span></td></tr>` +
    `<tr><td style="padding:24px 28px">` +
    `<h1 style="${STYLE.h1}">${escapeHtml(title)}</h1>` +
    `<p style="${STYLE.intro}">${escapeHtml(intro)}</p>` +
    sections.map(section).join('') +
    `</td></tr>` +
    `<tr><td style="${STYLE.footer}">${[COMPANY_LINE, CONTACT_PHONE, CONTACT_EMAIL].map(escapeHtml).join(' &middot; ')}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

function renderText(title: string, intro: string, sections: Section[], extra: Record<string, string[]> = {}): string {
  const lines = [title, '', intro];
  for (const s of sections) {
    lines.push('', s.heading, '-'.repeat(s.heading.length));
    for (const [label, value] of s.rows ?? []) lines.push(`${label}: ${value}`);
    for (const p of s.paragraphs ?? []) lines.push(p);
    for (const l of extra[s.heading] ?? []) lines.push(l);
  }
  lines.push('', '--', `${COMPANY_LINE} | ${CONTACT_PHONE} | ${CONTACT_EMAIL}`);
  return `${lines.join('\n')}\n`;
}

export function render(title: string, intro: string, sections: Section[], extraText?: Record<string, string[]>): Rendered {
  return { html: renderHtml(title, intro, sections), text: renderText(title, intro, sections, extraText) };
}

/** A button and the same link written out (some clients hide buttons); only an http(s) link is drawn. */
export function linkSection(heading: string, label: string, link: string): Section {
  const safe = /^https?:\/\//.test(link) ? link : '';
  return {
    heading,
    html:
      `<p style="margin:16px 0"><a href="${escapeHtml(safe)}" style="${STYLE.button}">${escapeHtml(label)}</a></p>` +
      `<p style="${STYLE.p};word-break:break-all;font-size:13px;color:${PALETTE.muted}">${escapeHtml(safe)}</p>`,
  };
}

/** A line with its price, as an order's e-mail lists it. */
export interface PriceLine {
  name: string;
  quantity: number;
  unit: string;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** A priced line of an e-mail's table; a quote's trade-priced line carries the catalogue price it replaces. */
export type PriceTableLine = PriceLine & { retailPriceCents?: number | null };

/** The line table (Item, Qty, Unit price, Line total) as HTML of escaped values, and as text lines. */
export function priceTable(lines: readonly PriceTableLine[]): { html: string; text: string[] } {
  const cell = (value: string, right = false, head = false) =>
    `<${head ? 'th' : 'td'} align="${right ? 'right' : 'left'}" style="${head ? STYLE.th : STYLE.td};padding-right:12px">` +
    `${escapeHtml(value)}</${head ? 'th' : 'td'}>`;
  // docs/product.md#trade-accounts: a trade price says so, with the catalogue price it replaces.
  const price = (l: PriceTableLine) => {
    const trade = l.retailPriceCents != null ? ` (${tradePriceNote(l.retailPriceCents)})` : '';
    return `${formatCents(l.unitPriceCents)}${l.unit ? ` / ${l.unit}` : ''}${trade}`;
  };
  const html =
    `<table role="presentation" style="${STYLE.table}">` +
    `<tr>${cell('Item', false, true)}${cell('Qty', true, true)}${cell('Unit price', true, true)}${cell('Line total', true, true)}</tr>` +
    lines
      .map(
        (l) =>
          `<tr>${cell(l.name)}${cell(String(l.quantity), true)}${cell(price(l), true)}${cell(formatCents(l.lineTotalCents), true)}</tr>`,
      )
      .join('') +
    `</table>`;
  const text = lines.map((l) => `${l.quantity} x ${l.name} @ ${price(l)} = ${formatCents(l.lineTotalCents)}`);
  return { html, text };
}

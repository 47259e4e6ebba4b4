// The messages of docs/product.md#e-mail: what each one says, to whom, under which
// subject. A draft captures the record's values when it is committed (the notification row's data);
// the worker renders it later, as HTML and plain text. HTML is built from escaped values only, styled
// inline with the site's palette (e-mail clients drop style sheets and most of <head>).
import {
  CONTACT_PROJECT_TYPES,
  CONTACT_TIMELINES,
  PROJECT_TIMEFRAMES,
  QUOTE_DEFAULT_BOARD_BRAND,
  QUOTE_RESPONSE_TIME,
} from '../../domain/constants';
import { BRAND_DISPLAY_NAMES, BRANDS, brandDisplayName, type Brand } from '../../domain/catalogue';
import { INVITATIONS_PATH } from '../../domain/companyMembers';
import { formatDate } from '../../domain/dates';
import { FIGURE_SET_NAMES, MATERIALS_AND_PRICES, NO_PLAN_FIGURES } from '../../domain/figureSets';
import { firstNameOf } from '../../domain/firstName';
import { layoutFigureRows, materialLineName } from '../../domain/layoutFigures';
import type { MaterialsPayload } from '../../domain/schemas/designMaterials';
import type { LayoutFigures } from '../../domain/schemas/designs';
import { orderRef, withArticle } from '../../domain/format';
import { formatCents, type Totals } from '../../domain/money';
import { ORDER_STATUS_LABELS } from '../../domain/orderStatus';
import type { Order, OrderStatus } from '../../domain/schemas/orders';
import { headerText } from './addresses';
import type { MailDraftOf } from './draft';
import { escapeHtml, linkSection, PALETTE, priceTable, render, STYLE, type PriceLine, type Rendered, type Section } from './layout';
import { renderQuoteMessage, type QuoteMailDataOf, type QuoteMailTemplate } from './quoteMessages';
import { renderInvoiceMessage, type InvoiceMailDataOf, type InvoiceMailTemplate } from './invoiceMessages';
import { renderDeliveryMessage, type DeliveryMailDataOf, type DeliveryMailTemplate } from './deliveryMessages';
import { renderSampleMessage, type SampleMailDataOf, type SampleMailTemplate } from './sampleMessages';
import { FREIGHT_TO_BE_QUOTED } from '../../domain/deliveryZones';
import type { DeliveryMethod } from '../../domain/constants';
import { CONFIRMED_DAY_LABEL, dayConfirmedSubject } from '../../domain/deliveryTexts';
import { STOCK_MESSAGES, backOrderedLines } from '../../domain/stock';

export const MAIL_TEMPLATES = [
  'quote.sales',
  'quote.ack',
  'enquiry.sales',
  'enquiry.ack',
  'order.sales',
  'order.confirmation',
  'order.status',
  'account.invitation',
  'account.reset',
  'account.signup',
  'account.exists',
  'company.invitation',
  // docs/product.md#quotes: quoteMessages.ts.
  'quote.sent',
  'quote.reminder',
  'quote.accepted',
  'quote.changes',
  'order.deliveryDay',
  // docs/product.md#stock-and-samples: goods in filled every back-ordered line of an order.
  'order.backOrderArrived',
  // docs/product.md#trade-accounts: invoiceMessages.ts.
  'invoice.issued',
  // docs/product.md#delivery: the driver's run, deliveryMessages.ts.
  'delivery.runStarted',
  'delivery.onTheWay',
  'delivery.delivered',
  'delivery.notDelivered',
  // docs/product.md#stock-and-samples: free samples, sampleMessages.ts.
  'samples.requested',
  'samples.sales',
  'samples.posted',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface QuoteMailData {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  suburb: string;
  timeframe: string;
  needInstaller: boolean;
  areaM2: number;
  boardBrand: string;
  /** What the browser worked out, when it sent it. */
  boardsRequired: number | null;
  clipBoxesNeeded: number | null;
  /** The server's own figures for the chosen brand (docs/product.md#figures-and-limits). */
  serverBoards: number;
  serverClipBoxes: number;
  /** The board layout of the drawing sent (the plan's figures); null without one, absent from messages queued before. */
  layout?: LayoutFigures | null;
  /** The plan's priced list as the customer saw it (docs/product.md#bill-of-materials); null without one. */
  materials?: MaterialsPayload | null;
  colours: { range: string; name: string; hex: string | null }[];
  details: string;
}

/**
 * What a quote acknowledgement repeats: it goes to whatever address the visitor typed, so it carries
 * no free text of theirs beyond the first name (domain/firstName.ts): figures, a brand the site knows,
 * and colours named by the catalogue.
 */
interface QuoteAckData {
  id: string;
  firstName: string | null;
  areaM2: number;
  /** A brand the site offers (or the default, mixed brands); null for any other text. */
  boardBrand: string | null;
  boards: number;
  clipBoxes: number;
  layout?: LayoutFigures | null;
  materials?: MaterialsPayload | null;
  colours: QuoteMailData['colours'];
}

interface EnquiryMailData {
  id: string;
  name: string;
  email: string;
  phone: string;
  projectType: string | null;
  timeline: string | null;
  message: string;
  newsletter: boolean;
}

/** What an enquiry acknowledgement repeats: the first name and the labels of the choices made. */
interface EnquiryAckData {
  id: string;
  firstName: string | null;
  projectType: string | null;
  timeline: string | null;
}

interface OrderMailData {
  id: string;
  ref: string;
  email: string;
  projectName: string | null;
  delivery: string;
  preferredDate: string;
  notes: string;
  boards: { description: string; quantity: number }[];
  hardware: { description: string; quantity: number }[];
  /** Priced lines and totals (docs/product.md#money); absent from messages queued before orders carried prices. */
  lines?: PriceLine[];
  totals?: Totals;
  /** A delivery outside the zones (docs/product.md#delivery); absent from messages queued before delivery was priced. */
  freightToBeQuoted?: boolean;
  /** docs/product.md#stock-and-samples: each back-ordered line with its expected day; absent when none. */
  backOrders?: { description: string; text: string }[];
}

/** docs/product.md#delivery: the day staff confirmed for an order, or moved it to. */
interface DeliveryDayMailData {
  id: string;
  ref: string;
  method: DeliveryMethod;
  day: string;
  previousDay: string | null;
}

interface BackOrderArrivedMailData {
  id: string;
  ref: string;
}

interface OrderStatusMailData {
  id: string;
  ref: string;
  status: OrderStatus;
  statusLabel: string;
}

/**
 * An invitation or reset e-mail as stored: what the reader needs to trust it, and the id of its
 * account_tokens row, never the link. The link's token is made when the e-mail is sent (see
 * outbox.ts), so no usable token sits in the outbox; rows queued before that kept `link` itself.
 */
export interface AccountLinkMailData {
  email: string;
  linkId?: string;
  link?: string;
  /** e.g. '7 days', '1 hour' (docs/product.md#accounts). */
  validFor: string;
  roleLabel?: string;
}

/** The templates whose one-time link is made at send time (a sign-up's from signup_requests, the others' from account_tokens). */
export const ACCOUNT_LINK_TEMPLATES: readonly MailTemplate[] = ['account.invitation', 'account.reset', 'account.signup'];

/**
 * An invitation to join a trade company (docs/product.md#trade-accounts): no secret in it, because only
 * the person signed in with the invited address can accept; the same e-mail whether or not they have an
 * account yet (they sign in, or create one with this address).
 */
export interface CompanyInvitationMailData {
  email: string;
  company: string;
  roleLabel: string;
  invitedBy: string;
  validFor: string;
  invitationsLink: string;
  signupLink: string;
}

/** A sign-up for an address that already has an account: where to sign in or reset (no secret in it). */
export interface AccountExistsMailData {
  email: string;
  signInLink: string;
  resetLink: string;
}

/** The acknowledgements to an address a visitor typed: a few a day per address at most (THROTTLE_POLICY, outbox.ts). */
export const ACKNOWLEDGEMENT_TEMPLATES: readonly MailTemplate[] = ['quote.ack', 'enquiry.ack', 'samples.requested'];

type DataOf = {
  'quote.sales': QuoteMailData;
  'quote.ack': QuoteAckData;
  'enquiry.sales': EnquiryMailData;
  'enquiry.ack': EnquiryAckData;
  'order.sales': OrderMailData;
  'order.confirmation': OrderMailData;
  'order.status': OrderStatusMailData;
  'account.invitation': AccountLinkMailData;
  'account.reset': AccountLinkMailData;
  'account.signup': AccountLinkMailData;
  'account.exists': AccountExistsMailData;
  'company.invitation': CompanyInvitationMailData;
  'order.deliveryDay': DeliveryDayMailData;
  'order.backOrderArrived': BackOrderArrivedMailData;
} & QuoteMailDataOf &
  InvoiceMailDataOf &
  DeliveryMailDataOf &
  SampleMailDataOf;

/** One e-mail owed, before it is stored as a notification row. */
export type MailDraft<T extends MailTemplate = MailTemplate> = MailDraftOf<T, DataOf[T]>;

const labelOf = (list: readonly { value: string; label: string }[], value: string | null | undefined) =>
  value ? (list.find((entry) => entry.value === value)?.label ?? value) : null;

export const timeframeLabel = (value: string) => labelOf(PROJECT_TIMEFRAMES, value) ?? value;

function knownBrand(value: string): string | null {
  if (value === QUOTE_DEFAULT_BOARD_BRAND) return value;
  return BRANDS.includes(value as Brand) ? BRAND_DISPLAY_NAMES[value as Brand] : null;
}

/**
 * The acknowledgement's data from the quote's; `catalogueColours` are the colours the catalogue named.
 * Rows queued before acknowledgements were cut down hold the quote's whole data: they are read through
 * this too (without colours), so no queued message repeats more than a new one would.
 */
function quoteAck(data: QuoteMailData | QuoteAckData, catalogueColours: QuoteMailData['colours'] = []): QuoteAckData {
  if (!('fullName' in data)) return data;
  return {
    id: data.id,
    firstName: firstNameOf(data.fullName),
    areaM2: data.areaM2,
    boardBrand: knownBrand(data.boardBrand),
    boards: data.boardsRequired ?? data.serverBoards,
    clipBoxes: data.clipBoxesNeeded ?? data.serverClipBoxes,
    layout: data.layout ?? null,
    materials: data.materials ?? null,
    colours: catalogueColours,
  };
}

function enquiryAck(data: EnquiryMailData | EnquiryAckData): EnquiryAckData {
  if (!('name' in data)) return data;
  return { id: data.id, firstName: firstNameOf(data.name), projectType: data.projectType, timeline: data.timeline };
}

// ---- Drafts: the e-mail table of docs/product.md#e-mail, row by row ----

/** `catalogueColours`: the quote's colours as the catalogue names them (the acknowledgement shows only these). */
export function quoteDrafts(data: QuoteMailData, salesEmail: string, catalogueColours: QuoteMailData['colours']): MailDraft[] {
  const lead = { leadId: data.id, leadKind: 'quote' as const };
  return [
    { template: 'quote.sales', recipient: salesEmail, subject: headerText(`New quote request from ${data.fullName}`), data, ...lead },
    {
      template: 'quote.ack',
      recipient: data.email,
      subject: "We've received your quote request",
      data: quoteAck(data, catalogueColours),
      ...lead,
    },
  ];
}

export function enquiryDrafts(
  input: {
    id: string;
    name: string;
    email: string;
    phone: string;
    projectType?: string | null;
    timeline?: string | null;
    message: string;
    newsletter: boolean;
  },
  salesEmail: string,
): MailDraft[] {
  const data: EnquiryMailData = {
    id: input.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    projectType: labelOf(CONTACT_PROJECT_TYPES, input.projectType),
    timeline: labelOf(CONTACT_TIMELINES, input.timeline),
    message: input.message,
    newsletter: input.newsletter,
  };
  const lead = { leadId: data.id, leadKind: 'enquiry' as const };
  return [
    { template: 'enquiry.sales', recipient: salesEmail, subject: headerText(`New enquiry from ${data.name}`), data, ...lead },
    { template: 'enquiry.ack', recipient: data.email, subject: "We've received your enquiry", data: enquiryAck(data), ...lead },
  ];
}

const boardDescription = (b: Order['boards'][number]) =>
  [brandDisplayName(b.brand), b.range, b.colorName, b.type, b.size].filter(Boolean).join(' ');

export function orderDrafts(
  order: Order,
  ownerEmail: string,
  salesEmail: string,
  /** The expected day of each back-ordered item (stock.ts newOrderBackOrderDays). */
  backOrderDays: ReadonlyMap<string, string> = new Map(),
): MailDraft[] {
  const ref = orderRef(order.id);
  const backOrders = backOrderedLines(
    { ...order, backOrders: [...backOrderDays].map(([itemId, expectedDay]) => ({ itemId, expectedDay })) },
    boardDescription,
    (h) => h.name,
  ).map((l) => ({ description: l.name, text: l.text }));
  const data: OrderMailData = {
    id: order.id,
    ref,
    email: ownerEmail,
    projectName: order.projectName ?? null,
    delivery:
      order.deliveryMethod === 'delivery'
        ? `Delivery to ${order.deliveryStreetAddress}, ${order.deliveryCityPostcode}`
        : `Pickup from ${order.pickupLocation}`,
    preferredDate: order.preferredDate,
    notes: order.notes,
    boards: order.boards.map((b) => ({ description: boardDescription(b), quantity: b.quantity })),
    hardware: order.hardwareItems.map((h) => ({ description: h.name, quantity: h.quantity })),
    lines: order.lines.map(({ name, quantity, unit, unitPriceCents, lineTotalCents }) => ({
      name,
      quantity,
      unit,
      unitPriceCents,
      lineTotalCents,
    })),
    totals: { subtotalCents: order.subtotalCents, gstCents: order.gstCents, totalCents: order.totalCents },
    freightToBeQuoted: order.freightToBeQuoted,
    ...(backOrders.length ? { backOrders } : {}),
  };
  const about = { orderId: order.id };
  return [
    { template: 'order.sales', recipient: salesEmail, subject: headerText(`New order ${ref} from ${ownerEmail}`), data, ...about },
    { template: 'order.confirmation', recipient: ownerEmail, subject: `Order ${ref} received`, data, ...about },
  ];
}

export function orderStatusDraft(orderId: string, status: OrderStatus, ownerEmail: string): MailDraft {
  const ref = orderRef(orderId);
  const statusLabel = ORDER_STATUS_LABELS[status];
  return {
    template: 'order.status',
    recipient: ownerEmail,
    subject: `Order ${ref} is now ${statusLabel}`,
    data: { id: orderId, ref, status, statusLabel },
    orderId,
  };
}

/** docs/product.md#delivery: the day confirmed or moved, to the ordering user. */
export function deliveryDayDraft(
  orderId: string,
  method: DeliveryMethod,
  day: string,
  previousDay: string | null,
  ownerEmail: string,
): MailDraft {
  const ref = orderRef(orderId);
  return {
    template: 'order.deliveryDay',
    recipient: ownerEmail,
    subject: dayConfirmedSubject(ref, method, day),
    data: { id: orderId, ref, method, day, previousDay },
    orderId,
  };
}

/** the e-mail table of docs/product.md#e-mail: the invitation, to the invited user. */
export function invitationDraft(email: string, roleLabel: string, linkId: string): MailDraft<'account.invitation'> {
  return {
    template: 'account.invitation',
    recipient: email,
    subject: "You're invited to the Boardwalk portal",
    data: { email, linkId, validFor: '7 days', roleLabel },
  };
}

/** the e-mail table of docs/product.md#e-mail: the password reset, to the user. */
export function passwordResetDraft(email: string, linkId: string): MailDraft<'account.reset'> {
  return {
    template: 'account.reset',
    recipient: email,
    subject: 'Reset your Boardwalk password',
    data: { email, linkId, validFor: '1 hour' },
  };
}

export const SIGNUP_SUBJECT = 'Confirm your Boardwalk account';
export const ACCOUNT_EXISTS_SUBJECT = 'You already have a Boardwalk account';

/** the e-mail table of docs/product.md#e-mail: a visitor's sign-up, to the address they typed; `linkId` is its signup_requests row. */
export function signupDraft(email: string, linkId: string): MailDraft<'account.signup'> {
  return { template: 'account.signup', recipient: email, subject: SIGNUP_SUBJECT, data: { email, linkId, validFor: '7 days' } };
}

/** the e-mail table of docs/product.md#e-mail: a sign-up for an address with an account already; the HTTP answer is the same. */
export function accountExistsDraft(email: string, publicUrl: string): MailDraft<'account.exists'> {
  return {
    template: 'account.exists',
    recipient: email,
    subject: ACCOUNT_EXISTS_SUBJECT,
    data: { email, signInLink: `${publicUrl}/login`, resetLink: `${publicUrl}/forgot-password` },
  };
}

/** The subject of an invitation to join a company, in the portal invitation's words. */
export const companyInvitationSubject = (company: string) => headerText(`You're invited to join ${company} on Boardwalk`);

/** An invitation to join a company, to the invited address (docs/product.md#trade-accounts). */
export function companyInvitationDraft(
  input: Omit<CompanyInvitationMailData, 'invitationsLink' | 'signupLink' | 'validFor'>,
  publicUrl: string,
): MailDraft<'company.invitation'> {
  const company = headerText(input.company);
  return {
    template: 'company.invitation',
    recipient: input.email,
    subject: companyInvitationSubject(company),
    data: { ...input, company, validFor: '7 days', invitationsLink: `${publicUrl}${INVITATIONS_PATH}`, signupLink: `${publicUrl}/signup` },
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const area = (m2: number) => `${Number(m2.toFixed(2))} m²`;

/** The colours as swatches (HTML) and as text lines. */
function coloursSection(colours: QuoteMailData['colours']): { section: Section; text: Record<string, string[]> } {
  const swatch = (c: QuoteMailData['colours'][number]) => {
    // Only a hex colour reaches the style attribute; anything else draws the border colour.
    const fill = /^#[0-9a-fA-F]{3,8}$/.test(c.hex ?? '') ? c.hex : PALETTE.border;
    return (
      `<tr><td style="${STYLE.swatchCell}"><span style="${STYLE.swatch};background:${escapeHtml(fill)}"></span></td>` +
      `<td style="${STYLE.swatchCell};color:${PALETTE.muted}">${escapeHtml(c.range)}</td>` +
      `<td style="padding:4px 0">${escapeHtml(c.name)}</td></tr>`
    );
  };
  const section: Section = {
    heading: 'Colours',
    html: colours.length
      ? `<table role="presentation" style="${STYLE.table}">${colours.map(swatch).join('')}</table>`
      : `<p style="margin:0;color:${PALETTE.muted}">No colour chosen yet.</p>`,
  };
  return { section, text: { Colours: colours.length ? colours.map((c) => `${c.range}: ${c.name}`) : ['No colour chosen yet.'] } };
}

/**
 * The plan's figures (the board layout of the drawing sent), shown before the quick estimate under the
 * two names every place that shows figures uses (docs/product.md#subframe-and-edges; domain/figureSets.ts).
 */
function planFiguresSection(layout: LayoutFigures | null | undefined): Section {
  return layout
    ? { heading: FIGURE_SET_NAMES.plan, rows: layoutFigureRows(layout).map((r): [string, string] => [r.label, r.value]) }
    : { heading: FIGURE_SET_NAMES.plan, paragraphs: [NO_PLAN_FIGURES] };
}

/** The heading of a quote request's priced list, as the calculator's panel names it. */
const MATERIALS_HEADING = MATERIALS_AND_PRICES;

/**
 * The plan's priced list (docs/product.md#bill-of-materials): every line and the total the customer saw,
 * stored with the request; nothing for a request without one.
 */
function materialsSections(materials: MaterialsPayload | null | undefined): { sections: Section[]; text: Record<string, string[]> } {
  if (!materials || materials.lines.length === 0) return { sections: [], text: {} };
  const table = priceTable(materials.lines.map((l) => ({ ...l, name: materialLineName(l), unit: '' })));
  const { totals } = materials;
  return {
    sections: [
      { heading: MATERIALS_HEADING, html: table.html },
      {
        heading: 'Materials total',
        rows: [
          ['Subtotal (ex GST)', formatCents(totals.subtotalCents)],
          ['GST', formatCents(totals.gstCents)],
          ['Total (inc GST)', formatCents(totals.totalCents)],
        ],
      },
    ],
    text: { [MATERIALS_HEADING]: table.text },
  };
}

function quoteSections(d: QuoteMailData): { sections: Section[]; text: Record<string, string[]> } {
  const colours = coloursSection(d.colours);
  const contact: Section = {
    heading: 'Contact details',
    rows: [
      ['Name', d.fullName],
      ['Email', d.email],
      ['Phone', d.phone],
      ['Suburb', d.suburb],
      ['Project start', d.timeframe],
      ['Installer needed', yesNo(d.needInstaller)],
    ],
  };
  // The spec's figures, worded as they always were, under the quick estimate's name.
  const server: Section = {
    heading: FIGURE_SET_NAMES.estimate,
    rows: [
      ['Deck area', area(d.areaM2)],
      ['Board brand', brandDisplayName(d.boardBrand)],
      ['Boards (browser)', d.boardsRequired === null ? 'not sent' : String(d.boardsRequired)],
      ['Boards (server)', String(d.serverBoards)],
      ['Clip boxes (browser)', d.clipBoxesNeeded === null ? 'not sent' : String(d.clipBoxesNeeded)],
      ['Clip boxes (server)', String(d.serverClipBoxes)],
    ],
  };
  const details: Section[] = d.details ? [{ heading: 'Details', paragraphs: [d.details] }] : [];
  const materials = materialsSections(d.materials);
  return {
    sections: [contact, planFiguresSection(d.layout), ...materials.sections, server, colours.section, ...details],
    text: { ...colours.text, ...materials.text },
  };
}

function quoteAckSections(d: QuoteAckData): { sections: Section[]; text: Record<string, string[]> } {
  const colours = coloursSection(d.colours);
  const deck: Section = {
    heading: 'Your deck',
    rows: [['Deck area', area(d.areaM2)], ...(d.boardBrand ? ([['Board brand', d.boardBrand]] as [string, string][]) : [])],
  };
  const estimate: Section = {
    heading: FIGURE_SET_NAMES.estimate,
    rows: [
      ['Boards', String(d.boards)],
      ['Clip boxes', String(d.clipBoxes)],
    ],
  };
  const materials = materialsSections(d.materials);
  return {
    sections: [deck, planFiguresSection(d.layout), ...materials.sections, estimate, colours.section],
    text: { ...colours.text, ...materials.text },
  };
}

/** "Thanks, Ann." or, without a first name the rule keeps, "Thanks." */
const thanks = (firstName: string | null) => (firstName ? `Thanks, ${firstName}.` : 'Thanks.');

function enquirySections(d: EnquiryMailData): Section[] {
  return [
    {
      heading: 'Enquiry',
      rows: [
        ['Name', d.name],
        ['Email', d.email],
        ['Phone', d.phone],
        ['Project type', d.projectType ?? 'Not given'],
        ['Timeline', d.timeline ?? 'Not given'],
        ['Newsletter', yesNo(d.newsletter)],
      ],
    },
    { heading: 'Message', paragraphs: [d.message || '(no message)'] },
  ];
}

function orderSections(d: OrderMailData): { sections: Section[]; text: Record<string, string[]> } {
  const lines = [...d.boards, ...d.hardware].map((l): [string, string] => [`${l.quantity} x`, l.description]);
  const priced = d.lines && d.totals ? priceTable(d.lines) : null;
  const items: Section[] =
    priced && d.totals
      ? [
          { heading: 'Items', html: priced.html },
          {
            heading: 'Totals',
            rows: [
              ['Subtotal (ex GST)', formatCents(d.totals.subtotalCents)],
              ['GST', formatCents(d.totals.gstCents)],
              ['Total (inc GST)', formatCents(d.totals.totalCents)],
            ],
          },
        ]
      : [{ heading: 'Items', rows: lines }];
  const sections: Section[] = [
    {
      heading: 'Order',
      rows: [
        ['Reference', d.ref],
        ['Ordered by', d.email],
        ['Project', d.projectName ?? 'No project'],
        ['Delivery', d.delivery],
        ...(d.freightToBeQuoted ? ([['Delivery fee', FREIGHT_TO_BE_QUOTED]] as [string, string][]) : []),
        ['Preferred date', formatDate(d.preferredDate)],
        ...(d.notes ? ([['Notes', d.notes]] as [string, string][]) : []),
      ],
    },
    ...items,
    ...(d.backOrders?.length ? [{ heading: 'Back orders', rows: d.backOrders.map((b): [string, string] => [b.description, b.text]) }] : []),
  ];
  return { sections, text: priced ? { Items: priced.text } : {} };
}

/** The body of a stored notification. */
export function renderMessage(template: MailTemplate, data: unknown): Rendered {
  switch (template) {
    case 'quote.sales': {
      const d = data as QuoteMailData;
      const { sections, text } = quoteSections(d);
      return render(`New quote request from ${d.fullName}`, `Received on the website. Reply to ${d.email}.`, sections, text);
    }
    case 'quote.ack': {
      const d = quoteAck(data as QuoteMailData | QuoteAckData);
      const { sections, text } = quoteAckSections(d);
      return render(
        "We've received your quote request",
        `${thanks(d.firstName)} Our team will prepare your quote and be in touch within ${QUOTE_RESPONSE_TIME}.`,
        sections,
        text,
      );
    }
    case 'enquiry.sales': {
      const d = data as EnquiryMailData;
      return render(`New enquiry from ${d.name}`, `Received on the website. Reply to ${d.email}.`, enquirySections(d));
    }
    case 'enquiry.ack': {
      const d = enquiryAck(data as EnquiryMailData | EnquiryAckData);
      return render("We've received your enquiry", `${thanks(d.firstName)} We'll get back to you within ${QUOTE_RESPONSE_TIME}.`, [
        {
          heading: 'Your enquiry',
          rows: [
            ['Project type', d.projectType ?? 'Not given'],
            ['Timeline', d.timeline ?? 'Not given'],
          ],
        },
      ]);
    }
    case 'order.sales': {
      const d = data as OrderMailData;
      const { sections, text } = orderSections(d);
      return render(`New order ${d.ref}`, `Placed in the portal by ${d.email}.`, sections, text);
    }
    case 'order.confirmation': {
      const d = data as OrderMailData;
      const { sections, text } = orderSections(d);
      return render(`Order ${d.ref} received`, "Thanks for your order. We'll let you know as its status changes.", sections, text);
    }
    case 'order.status': {
      const d = data as OrderStatusMailData;
      return render(`Order ${d.ref} is now ${d.statusLabel}`, `Your order ${d.ref} is now ${d.statusLabel}.`, [
        {
          heading: 'Status',
          rows: [
            ['Order', d.ref],
            ['Status', d.statusLabel],
          ],
        },
      ]);
    }
    case 'order.backOrderArrived': {
      const d = data as BackOrderArrivedMailData;
      return render(
        STOCK_MESSAGES.arrivedSubject(d.ref),
        `The items of your order ${d.ref} that were on back order have arrived at our warehouse. We'll be in touch about delivery.`,
        [{ heading: 'Order', rows: [['Order', d.ref]] }],
      );
    }
    case 'order.deliveryDay': {
      const d = data as DeliveryDayMailData;
      const label = CONFIRMED_DAY_LABEL[d.method];
      const intro =
        d.method === 'delivery'
          ? `We'll deliver your order ${d.ref} on ${formatDate(d.day)}.`
          : `Your order ${d.ref} will be ready for pickup on ${formatDate(d.day)}.`;
      return render(
        dayConfirmedSubject(d.ref, d.method, d.day),
        d.previousDay ? `${intro} It was planned for ${formatDate(d.previousDay)}.` : intro,
        [
          {
            heading: label,
            rows: [
              ['Order', d.ref],
              [label, formatDate(d.day)],
            ],
          },
        ],
      );
    }
    case 'account.invitation': {
      const d = data as AccountLinkMailData;
      return render(
        "You're invited to the Boardwalk portal",
        `You've been given ${withArticle(d.roleLabel ?? 'portal')} account on the Boardwalk trade portal for ${d.email}. ` +
          'Set your password to sign in.',
        [linkSection('Accept your invitation', 'Set your password', d.link ?? '')],
        { 'Accept your invitation': [`Open this link to set your password (valid for ${d.validFor}, once):`, d.link ?? ''] },
      );
    }
    case 'account.reset': {
      const d = data as AccountLinkMailData;
      return render(
        'Reset your Boardwalk password',
        `Someone asked to reset the password of ${d.email}. If it was not you, ignore this e-mail: your password stays as it is.`,
        [linkSection('Choose a new password', 'Reset your password', d.link ?? '')],
        { 'Choose a new password': [`Open this link to choose a new password (valid for ${d.validFor}, once):`, d.link ?? ''] },
      );
    }
    case 'account.signup': {
      const d = data as AccountLinkMailData;
      return render(
        SIGNUP_SUBJECT,
        `Someone asked to create a Boardwalk account for ${d.email}. If it was you, confirm it below; ` +
          'if not, ignore this e-mail and no account is made.',
        [linkSection('Confirm your account', 'Confirm your account', d.link ?? '')],
        { 'Confirm your account': [`Open this link to confirm your account and sign in (valid for ${d.validFor}, once):`, d.link ?? ''] },
      );
    }
    case 'quote.sent':
    case 'quote.reminder':
    case 'quote.accepted':
    case 'quote.changes':
      return renderQuoteMessage(template satisfies QuoteMailTemplate, data);
    case 'invoice.issued':
      return renderInvoiceMessage(template satisfies InvoiceMailTemplate, data);
    case 'delivery.runStarted':
    case 'delivery.onTheWay':
    case 'delivery.delivered':
    case 'delivery.notDelivered':
      return renderDeliveryMessage(template satisfies DeliveryMailTemplate, data);
    case 'samples.requested':
    case 'samples.sales':
    case 'samples.posted':
      return renderSampleMessage(template satisfies SampleMailTemplate, data);
    case 'company.invitation': {
      const d = data as CompanyInvitationMailData;
      return render(
        companyInvitationSubject(d.company),
        `${d.invitedBy} invited ${d.email} to join ${d.company} on the Boardwalk trade portal as ${withArticle(d.roleLabel)}. ` +
          "Members see the company's orders and invoices. Nothing is shared until you accept; " +
          `the invitation ends in ${d.validFor}. If you don't know the company, ignore this e-mail.`,
        [
          linkSection('Accept or decline', 'See your invitations', d.invitationsLink),
          linkSection('No Boardwalk account yet?', 'Create an account with this address', d.signupLink),
        ],
        {
          'Accept or decline': ['Sign in with this address and open:', d.invitationsLink],
          'No Boardwalk account yet?': ['Create an account with this address first, here:', d.signupLink],
        },
      );
    }
    case 'account.exists': {
      const d = data as AccountExistsMailData;
      return render(
        ACCOUNT_EXISTS_SUBJECT,
        `Someone asked to create a Boardwalk account for ${d.email}, but you already have one. ` +
          'Sign in with it, or set a new password if you have forgotten it. If it was not you, ignore this e-mail.',
        [linkSection('Sign in', 'Sign in', d.signInLink), linkSection('Forgotten your password?', 'Reset your password', d.resetLink)],
        {
          'Sign in': ['Sign in here:', d.signInLink],
          'Forgotten your password?': ['Set a new password here:', d.resetLink],
        },
      );
    }
  }
}

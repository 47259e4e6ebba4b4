// Leads for the inbox's stories and view tests, built by factories and parsed with the API's own
// schemas (src/domain/schemas/leadsInbox.ts), so a fixture the API could not send fails at once.
import {
  enquiryLeadDetail,
  leadSummary,
  quoteLeadDetail,
  type EnquiryLeadDetail,
  type LeadSummary,
  type QuoteLeadDetail,
} from '../../../domain/schemas/leadsInbox';

export function leadSummaryOf(over: Partial<LeadSummary> = {}): LeadSummary {
  return leadSummary.parse({
    id: '5b0e3c1a-7d2f-4e8a-9b6c-1d2e3f4a5b6c',
    kind: 'quote',
    status: 'new',
    receivedAt: '2026-11-21T08:05:00.000Z',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '0412 345 678',
    suburb: 'Brunswick',
    projectType: null,
    deckAreaSqMeters: 18.5,
    boardsRequired: 26,
    ...over,
  });
}

export const storyQuoteRows: LeadSummary[] = [
  leadSummaryOf({}),
  leadSummaryOf({
    id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    status: 'contacted',
    receivedAt: '2026-11-20T02:40:00.000Z',
    name: 'Tom Nguyen',
    email: 'tom.nguyen@example.com',
    phone: '0398 765 432',
    suburb: 'Geelong West',
    deckAreaSqMeters: 42,
    boardsRequired: 59,
  }),
  leadSummaryOf({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'won',
    receivedAt: '2026-11-12T23:15:00.000Z',
    name: 'Helen O’Connor',
    email: 'helen@oconnor.example',
    phone: '0400 000 111',
    suburb: 'Frankston',
    deckAreaSqMeters: 9.25,
    boardsRequired: 13,
  }),
];

export const storyEnquiryRows: LeadSummary[] = [
  leadSummaryOf({
    id: '2f3e4d5c-6b7a-4898-a7b6-c5d4e3f2a1b0',
    kind: 'enquiry',
    name: 'Sam Carter',
    email: 'sam.carter@example.com',
    suburb: null,
    projectType: 'deck-replacement',
    deckAreaSqMeters: null,
    boardsRequired: null,
  }),
  leadSummaryOf({
    id: '3a4b5c6d-7e8f-4091-a2b3-c4d5e6f7a8b9',
    kind: 'enquiry',
    status: 'lost',
    name: 'Mia Lee',
    email: 'mia@example.com',
    suburb: null,
    projectType: null,
    deckAreaSqMeters: null,
    boardsRequired: null,
  }),
];

export function quoteLeadOf(over: Partial<QuoteLeadDetail> = {}): QuoteLeadDetail {
  return quoteLeadDetail.parse({
    id: '5b0e3c1a-7d2f-4e8a-9b6c-1d2e3f4a5b6c',
    kind: 'quote',
    status: 'contacted',
    receivedAt: '2026-11-21T08:05:00.000Z',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '0412 345 678',
    suburb: 'Brunswick',
    projectTimeframe: '1-3-months',
    needInstaller: true,
    variant: 'calculator',
    deckAreaSqMeters: 3,
    // An L of two shapes: one with its outline, one with only the spec's bounding box.
    shapes: [
      {
        id: 'box-1',
        width: 1000,
        height: 1000,
        x: 50,
        y: 50,
        points: [
          { x: 50, y: 50 },
          { x: 1050, y: 50 },
          { x: 1050, y: 1050 },
          { x: 50, y: 1050 },
        ],
      },
      { id: 'box-2', width: 1000, height: 2000, x: 1050, y: 50 },
    ],
    colours: [
      { step: 'woodevoHome', itemId: 'we-home-grooved-hampton-5400', name: 'Hampton', hex: '#B8A48A' },
      { step: 'millboard', itemId: 'mb-enhanced-grain-grooved-golden-oak-5400', name: 'Golden Oak', hex: '#B9853F' },
    ],
    browserFigures: { boardBrand: 'Mixed brands', boardsRequired: 5, clipBoxesNeeded: 1 },
    serverFigures: { boardBrand: 'Mixed brands', boardsRequired: 5, clipBoxesNeeded: 1 },
    layout: {
      boards: [{ lengthMm: 5400, itemId: 'we-home-grooved-barossa-5400', count: 4 }],
      joistMetres: 6.2,
      clips: 48,
      clipBoxes: 1,
      wastePercent: 12.5,
      overlaps: [],
    },
    materials: {
      deck: { heightMm: 600, frame: 'steel', border: 'single', breaker: false, wallEdges: [], steps: { shape: 0, edge: 2 } },
      lines: [
        {
          itemId: 'we-home-grooved-barossa-5400',
          name: 'WoodEvo HOME Grooved Board Barossa 5.4m',
          quantity: 4,
          unitPriceCents: 6990,
          lineTotalCents: 27960,
        },
        { itemId: 'hw-woodevo-fascia', name: 'WoodEvo Fascia Board', quantity: 2, unitPriceCents: 7400, lineTotalCents: 14800, metres: 8 },
        { itemId: 'hw-joist-steel-6000', name: 'Steel Joist 6.0m', quantity: 3, unitPriceCents: 8900, lineTotalCents: 26700 },
        {
          itemId: 'hw-stringer-timber-3600',
          name: 'H3 Pine Stair Stringer 3.6m',
          quantity: 2,
          unitPriceCents: 6400,
          lineTotalCents: 12800,
        },
      ],
      totals: { subtotalCents: 74782, gstCents: 7478, totalCents: 82260 },
    },
    calculationDetails: null,
    design: null,
    history: [
      { fromStatus: null, toStatus: 'new', changedBy: null, changedAt: '2026-11-21T08:05:00.000Z' },
      { fromStatus: 'new', toStatus: 'contacted', changedBy: 'admin@boardwalk.example', changedAt: '2026-11-21T22:30:00.000Z' },
    ],
    notes: [
      { id: 1, text: 'Called, wants a site visit next week.', author: 'admin@boardwalk.example', createdAt: '2026-11-21T22:31:00.000Z' },
    ],
    emails: [
      {
        id: 'n1',
        template: 'quote.sales',
        recipient: 'sales@boardwalk.example',
        subject: 'New quote request from Priya Raman',
        status: 'sent',
        attempts: 1,
        createdAt: '2026-11-21T08:05:00.000Z',
        sentAt: '2026-11-21T08:05:02.000Z',
      },
      {
        id: 'n2',
        template: 'quote.ack',
        recipient: 'priya.raman@example.com',
        subject: "We've received your quote request",
        status: 'retrying',
        attempts: 2,
        createdAt: '2026-11-21T08:05:00.000Z',
        sentAt: null,
      },
    ],
    ...over,
  });
}

export function enquiryLeadOf(over: Partial<EnquiryLeadDetail> = {}): EnquiryLeadDetail {
  return enquiryLeadDetail.parse({
    id: '2f3e4d5c-6b7a-4898-a7b6-c5d4e3f2a1b0',
    kind: 'enquiry',
    status: 'new',
    receivedAt: '2026-11-22T01:00:00.000Z',
    name: 'Sam Carter',
    email: 'sam.carter@example.com',
    phone: '0411 222 333',
    projectType: 'deck-replacement',
    timeline: 'just-planning',
    message: 'Our old pine deck is rotting; could you quote for a replacement in Millboard?',
    newsletter: false,
    history: [{ fromStatus: null, toStatus: 'new', changedBy: null, changedAt: '2026-11-22T01:00:00.000Z' }],
    notes: [],
    emails: [
      {
        id: 'n3',
        template: 'enquiry.sales',
        recipient: 'sales@boardwalk.example',
        subject: 'New enquiry from Sam Carter',
        status: 'failed',
        attempts: 8,
        createdAt: '2026-11-22T01:00:00.000Z',
        sentAt: null,
      },
    ],
    ...over,
  });
}

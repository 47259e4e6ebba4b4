// Business constants of docs/product.md#figures-and-limits and docs/product.md#beyond-the-original-screens, each stated once and named as
// the spec names
// it. Browser and server both import from here; nothing else should repeat these values.

// ---- Product identity (docs/product.md#names-and-fixed-data) ----
export const PRODUCT_NAME = 'Boardwalk';
export const COMPANY_LINE = 'Boardwalk Composite Decking';
export const APP_VERSION = '0.1.0';
export const CONTACT_PHONE = '(03) 5550 4821';
export const CONTACT_EMAIL = 'hello@boardwalk.example';
/** The company block on documents (docs/product.md#money). */
export const COMPANY = {
  legalName: 'Boardwalk Composite Decking Pty Ltd',
  abn: '12 345 678 901',
  address: 'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207',
  phone: CONTACT_PHONE,
  email: CONTACT_EMAIL,
} as const;
export const DEMO_USERS = {
  client: 'client@boardwalk.example',
  installer: 'installer@boardwalk.example',
  admin: 'admin@boardwalk.example',
} as const;
export const USER_ROLES = ['admin', 'client', 'installer', 'driver'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Time zone for "today or later" and for every displayed time. */
export const TIME_ZONE = 'Australia/Melbourne';
/** Locale for displayed dates and money. */
export const LOCALE = 'en-AU';

// ---- Calls (docs/product.md#calls, docs/product.md#figures-and-limits) ----
export const API_BASE_PATH = '/api';
/** Board-items client-side cache time-to-live: 24 hours. */
export const BOARD_ITEMS_CACHE_TTL_MS = 86_400_000;
/** Public paths for the session-refresh logic; any path not starting with /app is public too. */
export const PUBLIC_PATHS = ['/', '/login', '/unauthorized'] as const;
/** The portal's home, the projects dashboard: where a sign-in without a remembered origin leads. */
export const PORTAL_HOME_PATH = '/app/dashboard';
/** Why /login was opened from the calculator's Save design (router state beside `from`): /login then says why. */
export const LOGIN_REASON_SAVE_DESIGN = 'saveDesign';

// ---- Order wizard (docs/product.md#screens-and-routes, docs/product.md#flows, docs/product.md#figures-and-limits) ----
export const WIZARD_STEPS = ['brand', 'range', 'color', 'boardType', 'subframe', 'hardware', 'delivery', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const MIN_LINE_QUANTITY = 1;
/** Upper bound on one order line; the spec sets none, this keeps absurd input out of the database. */
export const MAX_LINE_QUANTITY = 10_000;
export const SUBFRAME_OPTIONS = ['timber', 'metal', 'none'] as const;
export type Subframe = (typeof SUBFRAME_OPTIONS)[number];
export const SUBFRAME_LABELS: Record<Subframe, string> = {
  timber: 'TIMBER',
  metal: 'METAL',
  none: "I DON'T NEED HARDWARE",
};
/** The subframes that lead to the hardware step, and that a hardware item may be made for. */
export const HARDWARE_SUBFRAMES = ['timber', 'metal'] as const satisfies readonly Subframe[];
export type HardwareSubframe = (typeof HARDWARE_SUBFRAMES)[number];
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** Hardware lines in an order use this brand (docs/product.md#records-and-fields). */
export const HARDWARE_BRAND = 'Hardware';
export const NO_PROJECT_LABEL = 'No Project Selected';

/** Fixed pickup location (docs/product.md#figures-and-limits; address from docs/product.md#names-and-fixed-data). */
export const PICKUP_LOCATION = {
  name: 'Boardwalk Warehouse',
  address: 'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207',
  hours: ['Monday-Friday 8:00 AM - 5:00 PM', 'Saturday 9:00 AM - 2:00 PM'],
  note: 'Please bring photo ID and your order confirmation when collecting your order.',
} as const;

/** Business hours shown in the contact section; they differ from pickup hours on purpose (docs/product.md#who-uses-it). */
export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

// ---- Marketing claims (docs/product.md#who-uses-it, docs/product.md#figures-and-limits) ----
export const SERVICE_AREAS = ['Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Adelaide', 'Darwin'] as const;
export const HOMEOWNERS_HELPED = 'Over 1,000 Victorian homeowners helped';
export const QUOTE_RESPONSE_TIME = '24-48 hours';
export const MILLBOARD_PRICE_RANGE = '$55 - $85 per m2';

// ---- Calculator (docs/product.md#figures-and-limits) ----
export const GRID_STEP = 10;
export const POINT_HANDLE_SIZE = 12;
export const MAX_SHAPES = 5;
/** Corners one shape may have in a quote request (splits add two each; far beyond any deck drawn). */
export const MAX_SHAPE_POINTS = 200;
/** 0.1 m2 in mm2. */
export const MIN_VALID_AREA_MM2 = 100_000;
export const MIN_POINT_DISTANCE = 1;
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 5;
export const DEFAULT_CANVAS = { width: 800, height: 600 } as const;
export const SWATCH_IMAGE_HEIGHT = 200;
export const SIDE_PANEL_WIDTH = 350;
/** A new shape: 1000 x 1000 mm square with its first corner at (50, 50) (docs/product.md#records-and-fields). */
export const NEW_SHAPE_SIZE_MM = 1000;
export const NEW_SHAPE_ORIGIN = { x: 50, y: 50 } as const;
export const MM2_PER_M2 = 1_000_000;
export const EDIT_MODES = ['scaling', 'individual'] as const;
export type EditMode = (typeof EDIT_MODES)[number];
export const DEFAULT_EDIT_MODE: EditMode = 'scaling';
/** Stored unit values; 'cm' (the default) displays millimetres and is labelled mm. */
export const LENGTH_UNITS = ['cm', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const DEFAULT_LENGTH_UNIT: LengthUnit = 'cm';
export const LENGTH_UNIT_LABELS: Record<LengthUnit, string> = { cm: 'mm', m: 'm' };

// Materials (calculator uses 1.4 for all brands; docs/product.md#figures-and-limits).
export const BOARDS_PER_M2 = 1.4;
export const CLIPS_PER_BOX = 20;
export const JOISTS_PER_M2 = 6;
export const BEARERS_PER_M2 = 2;
export const SCREWS_PER_BOARD = 4;
/** The server's brand-specific board factors stated in the quote request text (docs/product.md#figures-and-limits). */
export const SERVER_BOARDS_PER_M2 = { MillBoard: 1.6, WoodEvo: 1.4 } as const;
/** The supplier's fixing guide per brand (docs/product.md#board-layout-rules): gap between boards and joist centres, in mm. */
export const LAYOUT_BRAND_RULES = {
  WoodEvo: { gapMm: 5, joistCentresMm: 450 },
  MillBoard: { gapMm: 4, joistCentresMm: 400 },
} as const;
/** Diagonal boards (45 degrees to the joists) take joists at these centres for every range, mm (docs/product.md#subframe-and-edges). */
export const DIAGONAL_JOIST_CENTRES_MM = 300;
/**
 * Hidden clips come in boxes of 100 in the board layout (docs/product.md#board-layout-rules); the spec's Calculations keep CLIPS_PER_BOX.
 */
export const LAYOUT_CLIPS_PER_BOX = 100;
/**
 * The board layout lays decks up to this size each way (30 m, past any residential deck): a drawing may be
 * scaled far further, and the layout's cost grows with the extent (measured under load: a 30 m square
 * 36-850 ms, a 100 m square 0.5-2 s). One limit for the calculator and the server, which lays every save
 * any client sends on its one event loop, so a design shows the same figures before and after saving.
 */
export const LAYOUT_MAX_EXTENT_MM = 30_000;
/** No piece spans fewer than this many joist gaps (docs/product.md#board-layout-rules). */
export const LAYOUT_MIN_PIECE_JOIST_GAPS = 2;
/** Default boardBrand of the quote request payload (docs/product.md#records-and-fields). */
export const QUOTE_DEFAULT_BOARD_BRAND = 'Mixed brands';

// ---- Forms (docs/product.md#validation-rules) ----
export const PROJECT_TIMEFRAMES = [
  { value: 'within-1-month', label: 'Within 1 Month' },
  { value: '1-3-months', label: '1-3 Months' },
  { value: '3-months-plus', label: '3+ Months' },
] as const;
export type ProjectTimeframe = (typeof PROJECT_TIMEFRAMES)[number]['value'];

export const CONTACT_PROJECT_TYPES = [
  { value: 'new-deck', label: 'New Deck' },
  { value: 'deck-replacement', label: 'Deck Replacement' },
  { value: 'deck-extension', label: 'Deck Extension' },
  { value: 'materials-only', label: 'Materials Only' },
  { value: 'consultation', label: 'Consultation' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactProjectType = (typeof CONTACT_PROJECT_TYPES)[number]['value'];

export const CONTACT_TIMELINES = [
  { value: 'within-1-month', label: 'Within 1 Month' },
  { value: '1-3-months', label: '1-3 Months' },
  { value: '3-months-plus', label: '3+ Months' },
  { value: 'just-planning', label: 'Just Planning' },
] as const;
export type ContactTimeline = (typeof CONTACT_TIMELINES)[number]['value'];

// ---- Timings and display (docs/product.md#figures-and-limits) ----
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const CONTACT_SUCCESS_MS = 3000;
export const NOTES_TRUNCATE_LENGTH = 50;

// ---- Legacy hidden price calculator (docs/product.md#records-and-fields, docs/product.md#validation-rules,
// docs/product.md#figures-and-limits) ----
export const LEGACY_PRODUCTS = {
  WoodEvo: [
    { id: 'home-advanced', name: 'Home Advanced', pricePerM2: 45 },
    { id: 'home-premium', name: 'Home Premium', pricePerM2: 52 },
    { id: 'commercial-grade', name: 'Commercial Grade', pricePerM2: 65 },
  ],
  Millboard: [
    { id: 'enhanced-grain', name: 'Enhanced Grain', pricePerM2: 55 },
    { id: 'weathered-vintage', name: 'Weathered Vintage', pricePerM2: 68 },
    { id: 'coppered-oak', name: 'Coppered Oak', pricePerM2: 85 },
  ],
} as const;
export type LegacyBrand = keyof typeof LEGACY_PRODUCTS;

/** Accessories are priced per m2 of deck or per linear metre of perimeter. */
export const LEGACY_ACCESSORIES = [
  { id: 'fixing-kit', name: 'Fixing Kit', price: 8.5, per: 'm2' },
  { id: 'edging-strips', name: 'Edging Strips', price: 25, per: 'linear-metre' },
  { id: 'aluminium-joists', name: 'Aluminium Joists', price: 35, per: 'linear-metre' },
  { id: 'weed-membrane', name: 'Weed Membrane', price: 4.5, per: 'm2' },
] as const;
export type LegacyAccessoryId = (typeof LEGACY_ACCESSORIES)[number]['id'];

export const LEGACY_DELIVERY_OPTIONS = [
  { id: 'standard', name: 'Standard Delivery', days: '7-14 days', price: 150 },
  { id: 'express', name: 'Express Delivery', days: '3-5 days', price: 250 },
  { id: 'urgent', name: 'Urgent Delivery', days: '1-2 days', price: 350 },
] as const;
export type LegacyDeliveryId = (typeof LEGACY_DELIVERY_OPTIONS)[number]['id'];

export const LEGACY_INSTALLATION_PER_M2 = 45;
export const GST_RATE = 0.1;
/** Perimeter estimate when no dimensions are given: area x 0.4. */
export const LEGACY_PERIMETER_PER_M2 = 0.4;
/** Boards = ceil(area / 0.2). */
export const LEGACY_M2_PER_BOARD = 0.2;
/** Joists = ceil(perimeter / 2.4). */
export const LEGACY_JOIST_SPACING_M = 2.4;
export const LEGACY_AREA_STEP = 0.1;
export const LEGACY_AREA_MIN = 0;

// ---- Images ----
export const INVENTORY_IMAGE_BASE = '/images/inventory';

// The error boundary's heading (docs/product.md#error-messages), here rather than with the other messages because
// the app's entry shows it: the rest of MESSAGES (src/domain/messages.ts) then stays out of the
// script that / loads first (a benchmark target: its initial JavaScript).
export const PAGE_CRASH_HEADING = 'Something went wrong';

/** My Orders after Submit Order: the placed order by its reference (docs/product.md#e-mail: BW-XXXXXXXX). */
export function orderPlacedMessage(ref: string): string {
  return `Thank you: order ${ref} has been placed.`;
}

/** "No products available for {range label} at the moment." (docs/product.md#error-messages). */
export function noProductsForRangeMessage(rangeLabel: string): string {
  return `No products available for ${rangeLabel} at the moment.`;
}

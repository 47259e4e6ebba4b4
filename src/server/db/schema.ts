// One PostgreSQL schema for the whole product. Money is numeric (exact), times are timestamptz,
// and every list query the screens make has an index.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  pgEnum,
  uuid,
  text,
  integer,
  numeric,
  timestamp,
  date,
  boolean,
  jsonb,
  index,
  uniqueIndex,
  bigserial,
  bigint,
  check,
  primaryKey,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CATALOGUE_STATUSES } from '../../domain/catalogueStatus';

export const userRole = pgEnum('user_role', ['admin', 'client', 'installer', 'driver']);
export const orderStatus = pgEnum('order_status', ['pending', 'approved', 'dispatched']);
export const deliveryMethod = pgEnum('delivery_method', ['delivery', 'pickup']);
/** docs/product.md#delivery: what the driver's steps made of an order's current delivery, beside its status. */
export const deliveryStatus = pgEnum('delivery_status', ['scheduled', 'on_the_way', 'delivered', 'not_delivered']);
export const notDeliveredReason = pgEnum('not_delivered_reason', ['no_access', 'refused', 'damaged', 'other']);
export const catalogueKind = pgEnum('catalogue_kind', ['board', 'hardware']);
/** docs/product.md#catalogue: only active items are offered; records holding an item keep it whatever its status. */
export const catalogueStatus = pgEnum('catalogue_status', CATALOGUE_STATUSES);
/** docs/product.md#leads: the values of src/domain/leads.ts LEAD_STATUSES. */
export const leadStatus = pgEnum('lead_status', ['new', 'contacted', 'quoted', 'won', 'lost']);
export const leadKind = pgEnum('lead_kind', ['quote', 'enquiry']);
/** An e-mail's delivery state as the lead and order pages show it (queued until first tried). */
export const notificationStatus = pgEnum('notification_status', ['queued', 'sent', 'retrying', 'failed']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    /** Null until an invited user sets a password (docs/product.md#accounts). */
    passwordHash: text('password_hash'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set while an invitation is unaccepted (the user reads as Invited); cleared when a password is set. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_created_idx').on(t.createdAt, t.id)],
);

export const accountTokenKind = pgEnum('account_token_kind', ['invitation', 'reset']);

/**
 * One-time links (invitations, password resets): 256 random bits in the link, only their SHA-256 here,
 * so a database leak yields no usable link. Single use (used_at), expiring (docs/product.md#accounts).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountTokenKind('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The admin who sent an invitation; null for a reset the user asked for. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('account_tokens_hash_idx').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Visitors' own sign-ups, waiting for their e-mail to be confirmed
 * (docs/product.md#accounts). No user exists until the link is opened, so an address typed by someone else leaves no
 * account behind; the password is kept hashed here until then. The link follows the invitation's rules:
 * 256 random bits made when the e-mail is sent, only their SHA-256 here, 7 days, single use.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Where the visitor was (a path of this site), to go back to once confirmed. */
    returnTo: text('return_to'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The account the confirmation made. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('signup_requests_hash_idx').on(t.tokenHash), index('signup_requests_email_idx').on(sql`lower(${t.email})`)],
);

/** Every admin action on users (who, what, whom, when), emails kept as they were at the time. */
export const adminAuditLog = pgTable('admin_audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorEmail: text('actor_email').notNull(),
  action: text('action').notNull(),
  targetId: uuid('target_id').references(() => users.id, { onDelete: 'set null' }),
  targetEmail: text('target_email').notNull(),
  detail: text('detail').notNull().default(''),
});

// A session family starts at login; each refresh rotates the refresh token within the family.
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_tokens_family_idx').on(t.familyId), index('access_tokens_expires_idx').on(t.expiresAt)],
);

// Shared throttle counters so limits hold across several API processes.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(), // login.success, login.failure, refresh.reuse, logout, ...
    userId: uuid('user_id'),
    emailHash: text('email_hash'),
    clientAddress: text('client_address'),
  },
  (t) => [index('auth_events_at_idx').on(t.at)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('projects_owner_created_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Saved deck designs (docs/product.md#designs): owned by their user, optionally in one of
 * their projects (a deleted project leaves its designs in none). `version` names the current row of
 * design_versions, where every save with a drawing is kept (the last DESIGN_VERSIONS_KEPT).
 */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('designs_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id), index('designs_project_idx').on(t.projectId)],
);

/** One row per save: the drawing as sent (validated) and the figures the server computed from it. */
export const designVersions = pgTable(
  'design_versions',
  {
    designId: uuid('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    drawing: jsonb('drawing').notNull(),
    figures: jsonb('figures').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.version] })],
);

/**
 * Read-only share links (256 random bits, base64url). An owner's link shows the design's current
 * version and has design_id; a visitor's link has no design and no owner, only a snapshot of the
 * drawing. The token is kept as it is (the owner sees the live link again); revoked links stay,
 * so a revoked token answers 404 forever and is never handed out again.
 */
export const designShares = pgTable(
  'design_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    name: text('name'),
    drawing: jsonb('drawing'),
    figures: jsonb('figures'),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('design_shares_token_idx').on(t.token),
    // One live link per design: sharing again answers the same link.
    uniqueIndex('design_shares_live_design_idx')
      .on(t.designId)
      .where(sql`${t.revokedAt} is null and ${t.designId} is not null`),
    check('design_shares_owner_or_snapshot', sql`${t.designId} is not null or (${t.drawing} is not null and ${t.figures} is not null)`),
  ],
);

export const catalogueItems = pgTable(
  'catalogue_items',
  {
    itemId: text('item_id').primaryKey(),
    kind: catalogueKind('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    rate: numeric('rate', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    sku: text('sku'),
    categoryName: text('category_name'),
    cfBoardBrand: text('cf_board_brand'),
    cfBoardRange: text('cf_board_range'),
    cfBoardType: text('cf_board_type'),
    cfBoardColour: text('cf_board_colour'),
    cfSize: text('cf_size'),
    imageDocumentId: text('image_document_id'),
    imageId: text('image_id'),
    imageName: text('image_name'),
    cfBoardsApplicable: text('cf_boards_applicable'),
    /** Hardware only: the subframes the item is made for ('timber', 'metal'); null when it suits any. */
    subframes: text('subframes').array(),
    sortOrder: integer('sort_order').notNull().default(0),
    // The seed's and every existing item are on sale: the default keeps them so.
    status: catalogueStatus('status').notNull().default('active'),
  },
  (t) => [index('catalogue_kind_idx').on(t.kind, t.sortOrder)],
);

/**
 * docs/product.md#catalogue: every price an item had or will have, each from its effective time. The
 * one in force is copied into catalogue_items.rate when it takes effect (applied_at set then), so every
 * reader of the catalogue keeps reading one column; a pending row (applied_at null) can still be changed
 * or cancelled (deleted).
 */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId),
    priceCents: integer('price_cents').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorEmail: text('actor_email').notNull(),
  },
  (t) => [
    index('catalogue_prices_item_idx').on(t.itemId, t.effectiveAt),
    index('catalogue_prices_pending_idx')
      .on(t.effectiveAt)
      .where(sql`${t.appliedAt} is null`),
    check('catalogue_prices_positive', sql`${t.priceCents} > 0`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * docs/product.md#catalogue: staff photos of an item, in the database so a backup holds them. The
 * original as uploaded, and its generated forms in catalogue_photo_variants; one photo per item is main.
 */
export const cataloguePhotos = pgTable(
  'catalogue_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId),
    isMain: boolean('is_main').notNull().default(false),
    contentType: text('content_type').notNull(),
    original: bytea('original').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogue_photos_item_idx').on(t.itemId, t.createdAt),
    uniqueIndex('catalogue_photos_main_idx')
      .on(t.itemId)
      .where(sql`${t.isMain}`),
  ],
);

export const cataloguePhotoVariants = pgTable(
  'catalogue_photo_variants',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => cataloguePhotos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').notNull(),
    body: bytea('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width, t.format] })],
);

/** Every staff change of a catalogue item (who, what, when): the item's history, docs/product.md#catalogue. */
export const catalogueItemHistory = pgTable(
  'catalogue_item_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as it was at the time, as the users' audit log does.
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('catalogue_item_history_item_idx').on(t.itemId, t.id)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    range: text('range').notNull(),
    colorName: text('color_name').notNull(),
    quantity: integer('quantity').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    deliveryMethod: deliveryMethod('delivery_method').notNull(),
    deliveryStreetAddress: text('delivery_street_address').notNull().default(''),
    deliveryCityPostcode: text('delivery_city_postcode').notNull().default(''),
    pickupLocation: text('pickup_location').notNull().default(''),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    // docs/product.md#money: integer cents (bigint: 10,000 boards at a catalogue rate pass int4),
    // computed once by the server from its catalogue when the order is placed.
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Placed before prices were stored: priced afterwards at the catalogue rates then current. */
    pricesEstimated: boolean('prices_estimated').notNull().default(false),
    /** The saved design the boards came from (Order materials); a deleted design leaves the order. */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    // docs/product.md#trade-accounts: the buyer's company when the order was placed (its members all see it).
    accountId: uuid('account_id').references(() => tradeAccounts.id, { onDelete: 'restrict' }),
    // docs/product.md#delivery: the zone and fee the server priced from the postcode (null for pickups;
    // zone 'quoted' with no fee is freight staff quote), and the day staff confirmed.
    deliveryZone: text('delivery_zone'),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }),
    confirmedDay: date('confirmed_day', { mode: 'string' }),
    // docs/product.md#trade-accounts: the buyer's purchase order / job reference ('' when none), and an order
    // on account that took the company over its credit limit when placed (staff check it before approving).
    poReference: text('po_reference').notNull().default(''),
    overCreditLimit: boolean('over_credit_limit').notNull().default(false),
    // docs/product.md#delivery: the run the order's delivery is a stop of and where, the driver's progress
    // beside the status (null until a step), the customer's leave-on-site wish, what a short delivery left
    // outstanding ([{ kind, lineId, quantity }], delivered on a follow-up without a second fee), and why
    // the order is back in To schedule.
    runId: uuid('run_id').references((): AnyPgColumn => deliveryRuns.id, { onDelete: 'set null' }),
    runPosition: integer('run_position'),
    deliveryStatus: deliveryStatus('delivery_status'),
    leaveOnSite: boolean('leave_on_site').notNull().default(false),
    outstanding: jsonb('outstanding').$type<{ kind: 'board' | 'hardware'; lineId: number; quantity: number }[]>(),
    rescheduleReason: text('reschedule_reason'),
    ...timestamps,
  },
  (t) => [
    index('orders_confirmed_day_idx').on(t.confirmedDay),
    index('orders_run_idx').on(t.runId, t.runPosition),
    index('orders_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('orders_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_project_idx').on(t.projectId),
    // Deleting a design sets its orders' design_id to null: found by this index, not a scan.
    index('orders_design_idx').on(t.designId),
    uniqueIndex('orders_owner_idempotency_idx').on(t.ownerId, t.idempotencyKey),
  ],
);

/** The columns every line of an order has, whatever it orders; fresh builders for each table. */
function orderLineColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId),
    // The price and unit that applied when the order was placed (GST-inclusive cents): a later catalogue change never alters them.
    unit: text('unit').notNull().default(''),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull().default(0),
    lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull().default(0),
    // docs/product.md#stock-and-samples: the part of the quantity the warehouse could not reserve when
    // the order was placed (filled first come first served by goods in), and the part dispatch took
    // from on hand. What the line holds reserved is quantity - back_ordered - taken.
    backOrdered: integer('back_ordered').notNull().default(0),
    taken: integer('taken').notNull().default(0),
  };
}

export const orderBoards = pgTable(
  'order_boards',
  {
    ...orderLineColumns(),
    brand: text('brand').notNull(),
    range: text('range').notNull(),
    type: text('type').notNull(),
    colorName: text('color_name').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_boards_order_idx').on(t.orderId),
    check('order_boards_qty', sql`${t.quantity} between 1 and 10000`),
    // The lines waiting for goods in, found without a scan (docs/product.md#stock-and-samples).
    index('order_boards_back_ordered_idx')
      .on(t.itemId)
      .where(sql`${t.backOrdered} > 0`),
  ],
);

export const orderHardware = pgTable(
  'order_hardware',
  {
    ...orderLineColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('Hardware'),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_hardware_order_idx').on(t.orderId),
    check('order_hardware_qty', sql`${t.quantity} between 1 and 10000`),
    index('order_hardware_back_ordered_idx')
      .on(t.itemId)
      .where(sql`${t.backOrdered} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variant: text('variant').notNull(), // 'full' | 'calculator'
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    suburb: text('suburb').notNull(),
    projectTimeframe: text('project_timeframe').notNull(),
    needInstaller: boolean('need_installer').notNull(),
    deckAreaSqMeters: numeric('deck_area_sq_meters', { precision: 12, scale: 3 }).notNull(),
    payload: jsonb('payload').notNull(), // exactly what the browser sent
    serverFigures: jsonb('server_figures').notNull(), // the backend's own boards and clip boxes
    clientAddress: text('client_address'),
    status: leadStatus('status').notNull().default('new'),
    /** The signed-in sender's saved design the quote was sent from; a deleted design leaves the lead. */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_requests_created_idx').on(t.createdAt, t.id),
    index('quote_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('quote_requests_design_idx').on(t.designId),
    // The inbox's search (ILIKE '%q%' on each field): trigrams find a rare match without reading the whole table.
    index('quote_requests_search_idx').using(
      'gin',
      t.fullName.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
      t.phone.op('gin_trgm_ops'),
      t.suburb.op('gin_trgm_ops'),
    ),
  ],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    projectType: text('project_type'),
    timeline: text('timeline'),
    message: text('message').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    clientAddress: text('client_address'),
    status: leadStatus('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_requests_created_idx').on(t.createdAt, t.id),
    index('contact_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_requests_search_idx').using('gin', t.name.op('gin_trgm_ops'), t.email.op('gin_trgm_ops'), t.phone.op('gin_trgm_ops')),
  ],
);

/** Every status change of a lead (quote request or enquiry; the id is unique across both tables). */
export const leadStatusHistory = pgTable(
  'lead_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id').notNull(),
    leadKind: leadKind('lead_kind').notNull(),
    fromStatus: leadStatus('from_status'),
    toStatus: leadStatus('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_status_history_lead_idx').on(t.leadId, t.changedAt)],
);

/** Staff's internal notes on a lead; never shown to the customer. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id').notNull(),
    leadKind: leadKind('lead_kind').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * One row per e-mail the product owes somebody, written in the same transaction as the lead, order or
 * status change it is about (the transactional outbox; the queue job carries this row's id). The
 * Message-ID is fixed here, so a resend after a crash carries the same one and can be recognised.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which message of the e-mail table of docs/product.md#e-mail (e.g. 'quote.sales', 'order.status'). */
    template: text('template').notNull(),
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** What the template needs, captured when the record was committed. */
    data: jsonb('data').notNull(),
    leadId: uuid('lead_id'),
    leadKind: leadKind('lead_kind'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    status: notificationStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  // Each notification is about a lead or an order, so each index holds only the rows it finds: every
  // index entry is written in the request that queues the e-mail (bench: POST /quotes with the outbox).
  // message_id has no index of its own: it is the row's id with the sender's domain (mail/addresses.ts
  // messageIdFor), unique as the id is, and nothing looks a row up by it.
  (t) => [
    index('notifications_lead_idx')
      .on(t.leadId, t.createdAt)
      .where(sql`${t.leadId} is not null`),
    index('notifications_order_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Notifications committed with their record and not yet handed to pg-boss (mail/outbox.ts): the
 * request writes its row in its own statement, a mail worker moves it into pg-boss's queue in one
 * transaction with deleting it. No foreign key: the check would cost every request a lookup, and a
 * job whose notification is gone is skipped by the worker.
 */
export const mailRelay = pgTable('mail_relay', {
  notificationId: uuid('notification_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the message is due (a quote's reminder); null: now. */
  startAfter: timestamp('start_after', { withTimezone: true }),
});
// ---- Quotes (docs/product.md#quotes) ----

/** The values of src/domain/quotes.ts QUOTE_STATUSES; `expired` is also what an open quote past its date reads. */
export const quoteStatus = pgEnum('quote_status', ['draft', 'sent', 'viewed', 'accepted', 'changes_requested', 'expired', 'withdrawn']);

/** The last sequence used in each year's numbers (Q-{year}-{sequence}); the upsert's row lock serialises drafts made at once. */
export const quoteNumbers = pgTable('quote_numbers', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** The quote request or enquiry it answers; null for a customer who never sent a lead. */
    leadId: uuid('lead_id'),
    leadKind: leadKind('lead_kind'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerSuburb: text('customer_suburb').notNull().default(''),
    status: quoteStatus('status').notNull().default('draft'),
    /** The draft's chosen last day (null: 30 days from sending); once sent, the sent version's. */
    validUntil: date('valid_until', { mode: 'string' }),
    note: text('note').notNull().default(''),
    /** { kind: 'percent', percent } or { kind: 'amount', amountCents }, or null. */
    discount: jsonb('discount'),
    /** The version being drafted or last sent (1, 2, ...); sentVersion is the latest the customer can see. */
    currentVersion: integer('current_version').notNull().default(1),
    sentVersion: integer('sent_version'),
    /** The draft's (or current version's) total, kept for the list. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotes_number_idx').on(t.number),
    uniqueIndex('quotes_order_idx').on(t.orderId),
    index('quotes_created_idx').on(t.createdAt, t.id),
    index('quotes_status_created_idx').on(t.status, t.createdAt, t.id),
    index('quotes_lead_idx').on(t.leadId),
    // The list's search (ILIKE '%q%'), as the inbox's.
    index('quotes_search_idx').using(
      'gin',
      t.number.op('gin_trgm_ops'),
      t.customerName.op('gin_trgm_ops'),
      t.customerEmail.op('gin_trgm_ops'),
    ),
    // The reminder job's scan: open quotes by their last day.
    index('quotes_open_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('sent', 'viewed', 'changes_requested')`),
  ],
);

/** The draft's lines: a catalogue item (priced by the catalogue unless overridden) or a free line. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(), // 'item' | 'free'
    itemId: text('item_id'),
    sku: text('sku'),
    description: text('description').notNull(),
    unit: text('unit').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    overridden: boolean('overridden').notNull().default(false),
    overriddenBy: uuid('overridden_by').references(() => users.id),
    /**
     * docs/product.md#trade-accounts: the catalogue price a trade price replaces, kept as the line was priced
     * (its unit price is the customer's company's); null at the catalogue's price.
     */
    retailCents: bigint('retail_cents', { mode: 'number' }),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    check('quote_lines_qty', sql`${t.quantity} between 1 and 10000`),
    check('quote_lines_kind', sql`${t.kind} in ('item', 'free')`),
  ],
);

/** Each send freezes the draft: its lines (with the discount line), totals and date, as the customer saw them. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lines: jsonb('lines').notNull(),
    discount: jsonb('discount'),
    note: text('note').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid('sent_by').references(() => users.id),
  },
  (t) => [uniqueIndex('quote_versions_quote_version_idx').on(t.quoteId, t.version)],
);

/**
 * The customer's links (256 random bits, stored only as SHA-256 digests like sessions): one per e-mail,
 * its token made as that e-mail is sent (as the account links). Any live link shows the latest sent
 * version; withdrawing ends them all.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('quote_links_token_idx').on(t.tokenHash), index('quote_links_quote_idx').on(t.quoteId)],
);

/** The customer's "Request changes" messages, shown to staff in the editor. */
export const quoteChangeRequests = pgTable(
  'quote_change_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    message: text('message').notNull(),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_change_requests_quote_idx').on(t.quoteId, t.createdAt)],
);

/**
 * An order's lines that are not catalogue items: an accepted quote's free lines and its discount line
 * (negative), at the quote's prices. The order's totals include them.
 */
export const orderExtraLines = pgTable(
  'order_extra_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(), // 'free' | 'discount'
    description: text('description').notNull(),
    unit: text('unit').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_extra_lines_order_idx').on(t.orderId, t.position)],
);

// ---- Trade accounts (docs/product.md#trade-accounts) ----

/** The values of src/domain/tradePricing.ts PRICE_TIERS. */
export const priceTier = pgEnum('price_tier', ['retail', 'trade', 'trade_plus']);
/** The values of src/domain/paymentTerms.ts PAYMENT_TERMS. */
export const paymentTerms = pgEnum('payment_terms', ['pay_before_dispatch', 'eom_30']);
/** The values of src/domain/schemas/trade.ts COMPANY_ROLES. */
export const companyRole = pgEnum('company_role', ['owner', 'buyer']);

export const tradeAccounts = pgTable(
  'trade_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Formatted '51 824 753 556', or '' when not known. */
    abn: text('abn').notNull().default(''),
    billingEmail: text('billing_email').notNull(),
    phone: text('phone').notNull().default(''),
    /** Saved delivery addresses, each { name, street, cityPostcode }. */
    addresses: jsonb('addresses').$type<{ name: string; street: string; cityPostcode: string }[]>().notNull().default([]),
    tier: priceTier('tier').notNull().default('retail'),
    terms: paymentTerms('terms').notNull().default('pay_before_dispatch'),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    poRequired: boolean('po_required').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('trade_accounts_name_idx').on(sql`lower(${t.name})`)],
);

/** A user belongs to at most one company: the user id is the key. */
export const tradeAccountMembers = pgTable(
  'trade_account_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    role: companyRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_account_members_account_idx').on(t.accountId, t.createdAt)],
);

/** A price an admin set for one company and one item; it replaces the tier's price for that item. */
export const tradeAccountPrices = pgTable(
  'trade_account_prices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId, { onDelete: 'cascade' }),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.itemId] }), check('trade_account_prices_nonnegative', sql`${t.unitPriceCents} >= 0`)],
);
/**
 * An invitation to join a company (docs/product.md#trade-accounts): kept against the address, not a
 * user, so inviting an unknown address makes no account; the person signed in with that address
 * accepts or declines it, and only an accepted one makes a member. Pending while none of the three
 * ends is set and it has not expired.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tradeAccounts.id, { onDelete: 'cascade' }),
    /** As typed, NFKC-normalised; compared in lower case. */
    email: text('email').notNull(),
    role: companyRole('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByEmail: text('invited_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('company_invitations_email_idx').on(sql`lower(${t.email})`),
    index('company_invitations_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** docs/product.md#delivery: a day staff changed (its capacity, or closed); a day without a row takes 8 deliveries. */
export const deliveryDays = pgTable('delivery_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  capacity: integer('capacity').notNull().default(8),
  closed: boolean('closed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Invoices and payments (docs/product.md#trade-accounts) ----

/**
 * A tax invoice, issued once when its order is first dispatched (the unique order id makes a second one
 * impossible). Its figures, both ABNs and the PO reference are copied from the order and the company at
 * issue, so a later change to either leaves the invoice as it was sent; its lines are the order's own.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number's sequence: `INV-{6-digit sequence}` (domain tradeAccount.ts invoiceNumber). */
    sequence: bigserial('sequence', { mode: 'number' }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    accountId: uuid('account_id').references(() => tradeAccounts.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Melbourne calendar days. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    terms: paymentTerms('terms').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The company's name and ABN ('' for a retail customer or an ABN not known). */
    customerName: text('customer_name').notNull().default(''),
    customerAbn: text('customer_abn').notNull().default(''),
    sellerAbn: text('seller_abn').notNull(),
    poReference: text('po_reference').notNull().default(''),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_account_issued_idx').on(t.accountId, t.issuedAt, t.id),
    index('invoices_owner_issued_idx').on(t.ownerId, t.issuedAt, t.id),
  ],
);

/** A payment an admin recorded against an invoice. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The Melbourne calendar day the money arrived. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn), check('invoice_payments_positive', sql`${t.amountCents} > 0`)],
);

// ---- Stock (docs/product.md#stock-and-samples): one location, the Port Melbourne warehouse ----

/** Why on hand changed: goods in, a count, damage, a return, or dispatch (and its reversal). */
export const stockMovementKind = pgEnum('stock_movement_kind', ['goods_in', 'count', 'damage', 'return', 'dispatch', 'undispatch']);

/**
 * Each item's stock. `reserved` is the sum of the lines' reserved parts (quantity - back_ordered -
 * taken), kept in step in the transactions that change them, with this row locked.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    itemId: text('item_id')
      .primaryKey()
      .references(() => catalogueItems.itemId, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    lowLevel: integer('low_level').notNull(),
    leadDays: integer('lead_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_levels_on_hand', sql`${t.onHand} >= 0`),
    check('stock_levels_reserved', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

/** Every change of on hand: who, when, why, before and after. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId, { onDelete: 'cascade' }),
    kind: stockMovementKind('kind').notNull(),
    change: integer('change').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    /** The delivery's reference (goods in) or the reason (adjustments); '' when none. */
    reference: text('reference').notNull().default(''),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Null: the system (a seed). */
    userId: uuid('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_ledger_item_idx').on(t.itemId, t.id)],
);

/** A purchase from the manufacturer not yet (fully) arrived: how back-order days are known. */
export const stockExpected = pgTable(
  'stock_expected',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId, { onDelete: 'cascade' }),
    /** Still to arrive: goods in of the item takes it down, earliest purchase first. */
    outstanding: integer('outstanding').notNull(),
    quantity: integer('quantity').notNull(),
    expectedOn: date('expected_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_expected_item_idx')
      .on(t.itemId, t.expectedOn)
      .where(sql`${t.outstanding} > 0`),
    check('stock_expected_outstanding', sql`${t.outstanding} >= 0 and ${t.outstanding} <= ${t.quantity}`),
  ],
);

// ---- Free samples (docs/product.md#stock-and-samples) ----

/** docs/product.md#stock-and-samples: the values of src/domain/samples.ts SAMPLE_STATUSES. */
export const sampleStatus = pgEnum('sample_status', ['requested', 'posted']);

/**
 * Each colour's samples, by the colour's card item (one item per colour, as /products lists them):
 * a request reserves one of each colour it names, Mark posted takes them from on hand.
 */
export const sampleStock = pgTable(
  'sample_stock',
  {
    itemId: text('item_id')
      .primaryKey()
      .references(() => catalogueItems.itemId, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sample_stock_on_hand', sql`${t.onHand} >= 0`),
    check('sample_stock_reserved', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

/** Why a colour's sample stock changed: samples in from the manufacturer, or a request posted. */
export const sampleMovementKind = pgEnum('sample_movement_kind', ['samples_in', 'posted']);

/** Every change of a colour's samples on hand, as stock_ledger keeps for the boards: who, when, why, before and after. */
export const sampleStockLedger = pgTable(
  'sample_stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => catalogueItems.itemId, { onDelete: 'cascade' }),
    kind: sampleMovementKind('kind').notNull(),
    change: integer('change').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    /** Samples in: the delivery's reference; posted: the request's name. */
    reference: text('reference').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sample_stock_ledger_item_idx').on(t.itemId, t.id)],
);

/** A visitor's request for samples by post; the keys are the folded e-mail and postal address of the 30-day rule. */
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull(),
    suburb: text('suburb').notNull(),
    postcode: text('postcode').notNull(),
    addressKey: text('address_key').notNull(),
    /** The colours as the catalogue named them when asked for (itemId, range, name), in the order chosen. */
    colours: jsonb('colours').$type<{ itemId: string; range: string; name: string }[]>().notNull(),
    status: sampleStatus('status').notNull().default('requested'),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sample_requests_email_idx').on(t.emailKey, t.createdAt),
    index('sample_requests_address_idx').on(t.addressKey, t.createdAt),
    index('sample_requests_created_idx').on(t.createdAt, t.id),
  ],
);

// ---- The last mile (docs/product.md#delivery) ----

/** A day's deliveries given to one driver: its stops are the orders with its id, in run_position order. */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    /** Set once by Start run (the ETA e-mails are queued in the same transaction). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('delivery_runs_day_driver_idx').on(t.day, t.driverId), index('delivery_runs_driver_idx').on(t.driverId, t.day)],
);

/**
 * One step a driver took at a stop (on my way, delivered, not delivered), keyed by the phone's own key
 * so a step sent twice is recorded once. Delivered and not delivered are the proof of delivery.
 */
export const deliverySteps = pgTable(
  'delivery_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => deliveryRuns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: deliveryStatus('kind').notNull(),
    /** The delivered quantity of each line ([{ kind, lineId, name, ordered, delivered }]). */
    lines: jsonb('lines').$type<{ kind: 'board' | 'hardware'; lineId: number; name: string; ordered: number; delivered: number }[]>(),
    receiverName: text('receiver_name'),
    signature: bytea('signature'),
    leftOnSite: boolean('left_on_site').notNull().default(false),
    reason: notDeliveredReason('reason'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('delivery_steps_run_key_idx').on(t.runId, t.idempotencyKey),
    index('delivery_steps_order_idx').on(t.orderId, t.recordedAt),
  ],
);

/** The photos of a step, shrunk and stripped of metadata (WebP). */
export const deliveryPhotos = pgTable(
  'delivery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stepId: uuid('step_id')
      .notNull()
      .references(() => deliverySteps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('delivery_photos_step_idx').on(t.stepId, t.position)],
);

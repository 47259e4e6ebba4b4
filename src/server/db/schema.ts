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
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['admin', 'client', 'installer']);
export const orderStatus = pgEnum('order_status', ['pending', 'approved', 'dispatched']);
export const deliveryMethod = pgEnum('delivery_method', ['delivery', 'pickup']);
export const catalogueKind = pgEnum('catalogue_kind', ['board', 'hardware']);
/** DESIGN.md "Beyond the spec: Leads": the values of src/domain/leads.ts LEAD_STATUSES. */
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
    /** Null until an invited user sets a password (DESIGN.md "Beyond the spec: Accounts"). */
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
 * so a database leak yields no usable link. Single use (used_at), expiring (DESIGN.md "Accounts").
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
 * Visitors' own sign-ups, waiting for their e-mail to be confirmed (DESIGN.md "Beyond the spec:
 * Accounts"). No user exists until the link is opened, so an address typed by someone else leaves no
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
 * Saved deck designs (DESIGN.md "Beyond the spec: Designs"): owned by their user, optionally in one of
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
  },
  (t) => [index('catalogue_kind_idx').on(t.kind, t.sortOrder)],
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
    // DESIGN.md "Money": integer cents (bigint: 10,000 boards at a catalogue rate pass int4),
    // computed once by the server from its catalogue when the order is placed.
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /** Placed before prices were stored: priced afterwards at the catalogue rates then current. */
    pricesEstimated: boolean('prices_estimated').notNull().default(false),
    /** The saved design the boards came from (Order materials); a deleted design leaves the order. */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    // DESIGN.md "Delivery": the zone and fee the server priced from the postcode (null for pickups;
    // zone 'quoted' with no fee is freight staff quote), and the day staff confirmed.
    deliveryZone: text('delivery_zone'),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }),
    confirmedDay: date('confirmed_day', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('orders_confirmed_day_idx').on(t.confirmedDay),
    index('orders_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
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
  (t) => [index('order_boards_order_idx').on(t.orderId), check('order_boards_qty', sql`${t.quantity} between 1 and 10000`)],
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
  (t) => [index('order_hardware_order_idx').on(t.orderId), check('order_hardware_qty', sql`${t.quantity} between 1 and 10000`)],
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
    /** Which message of DESIGN.md's e-mail table (e.g. 'quote.sales', 'order.status'). */
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
  (t) => [
    uniqueIndex('notifications_message_id_idx').on(t.messageId),
    index('notifications_lead_idx').on(t.leadId, t.createdAt),
    index('notifications_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** DESIGN.md "Delivery": a day staff changed (its capacity, or closed); a day without a row takes 8 deliveries. */
export const deliveryDays = pgTable('delivery_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  capacity: integer('capacity').notNull().default(8),
  closed: boolean('closed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

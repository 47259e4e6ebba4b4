// Trade accounts (docs/product.md#trade-accounts): one schema per payload of /api/accounts,
// /api/accounts/{id}/members, /api/accounts/{id}/prices and /api/me/account, used by the admin and
// account pages and by the server alike.
import { z } from 'zod';
import { formatAbn, isValidAbn } from '../abn';
import { PAYMENT_TERMS } from '../paymentTerms';
import { PRICE_TIERS } from '../tradePricing';
import { ADDRESS_LABELS } from '../addressLabels';
import { accountBalanceSchema } from './accountStatement';
import { booleanField, emailField, enumField, isoTimestamp, optionalText, requiredText, searchQuery, wholeNumber } from './fields';

export const COMPANY_ROLES = ['owner', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { owner: 'Owner', buyer: 'Buyer' };

/** At most this many saved delivery addresses per company. */
export const MAX_SAVED_ADDRESSES = 20;
/** Credit limits are whole dollars (docs/product.md#trade-accounts); the cap keeps cents inside a bigint with room. */
export const MAX_CREDIT_LIMIT_DOLLARS = 10_000_000;
/** A per-item price an admin sets: at most $100,000 a unit, in cents. */
export const MAX_ITEM_PRICE_CENTS = 10_000_000;

export const TRADE_MESSAGES = {
  abnInvalid: 'ABN must be 11 digits that pass the ATO check',
  accountNotFound: 'Trade account not found',
  adminOnly: 'Only an admin can manage trade accounts',
  ownerOnly: 'Only an owner of this company can manage its members',
  alreadyInCompany: 'That user already belongs to a trade company',
  staffNotMember: 'Staff accounts cannot join a trade company',
  /** An owner's one answer for any address that cannot join: it says nothing of other companies' people. */
  cannotAddMember: "That address can't be added to your company. Please contact us if you need help.",
  memberNotFound: 'Member not found',
  lastOwner: 'A company must keep at least one owner',
  unknownItem: 'Item not in the catalogue',
} as const;

/** An ABN as typed: blank (not known), or 11 digits passing the ATO check, stored formatted. */
export const abnField = z
  .string({ error: 'ABN must be text' })
  .trim()
  .max(20, { error: TRADE_MESSAGES.abnInvalid })
  .refine((v) => v === '' || isValidAbn(v), { error: TRADE_MESSAGES.abnInvalid })
  .transform((v) => (v === '' ? '' : formatAbn(v)))
  .default('');

export const savedAddress = z.object({
  name: requiredText(ADDRESS_LABELS.name, 80),
  street: requiredText(ADDRESS_LABELS.street, 300),
  cityPostcode: requiredText(ADDRESS_LABELS.cityPostcode, 200),
});

export const tradeAccountInput = z.object({
  name: requiredText('Company name', 200),
  abn: abnField,
  billingEmail: emailField('Billing email'),
  phone: optionalText('Phone', 40),
  addresses: z
    .array(savedAddress, { error: 'Addresses must be a list' })
    .max(MAX_SAVED_ADDRESSES, { error: `At most ${MAX_SAVED_ADDRESSES} saved addresses` })
    .default([]),
  tier: enumField('Price tier', PRICE_TIERS),
  terms: enumField('Payment terms', PAYMENT_TERMS),
  creditLimitDollars: wholeNumber('Credit limit', 0, MAX_CREDIT_LIMIT_DOLLARS),
  poRequired: booleanField('PO required').default(false),
});

export const tradeAccount = z.object({
  id: z.string(),
  name: z.string(),
  abn: z.string().describe("'51 824 753 556', or '' when not known"),
  billingEmail: z.string(),
  phone: z.string(),
  addresses: z.array(z.object({ name: z.string(), street: z.string(), cityPostcode: z.string() })),
  tier: z.enum(PRICE_TIERS),
  terms: z.enum(PAYMENT_TERMS),
  creditLimitDollars: z.number().int(),
  poRequired: z.boolean(),
  memberCount: z.number().int(),
  createdAt: isoTimestamp,
});
export const tradeAccountList = z.array(tradeAccount);
export const tradeAccountListQuery = z.object({ q: searchQuery });

export const companyMember = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  /** True while the user has not yet accepted their invitation. */
  invited: z.boolean(),
  addedAt: isoTimestamp,
});
export const companyMemberList = z.array(companyMember);

/** Invite an address to join the company (docs/product.md#trade-accounts): it joins when its person accepts. */
export const memberAdd = z.object({
  email: emailField(),
  role: enumField('Company role', COMPANY_ROLES),
});
export const memberUpdate = z.object({ role: enumField('Company role', COMPANY_ROLES) });

export const itemPrice = z.object({
  item_id: requiredText('Item id', 100),
  unitPriceCents: wholeNumber('Unit price', 0, MAX_ITEM_PRICE_CENTS),
});
export const itemPriceRow = z.object({
  item_id: z.string(),
  name: z.string(),
  unitPriceCents: z.number().int(),
  retailCents: z.number().int(),
});
export const itemPriceList = z.array(itemPriceRow);

/** GET /api/me/account: the signed-in user's company (null for a retail customer) and their role in it. */
export const myAccount = z.object({
  user: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  company: tradeAccount.omit({ memberCount: true }).nullable(),
  companyRole: z.enum(COMPANY_ROLES).nullable(),
  members: companyMemberList.describe('Empty for a retail customer'),
  /** The prices the user buys at: their company's tier and item prices (retail and none for a retail customer). */
  pricing: z.object({
    tier: z.enum(PRICE_TIERS),
    overrides: z.array(z.object({ item_id: z.string(), unitPriceCents: z.number().int() })),
  }),
  credit: z
    .object({ limitCents: z.number().int(), exposureCents: z.number().int() })
    .nullable()
    .optional()
    .describe('A company on terms: its credit limit and exposure (unpaid invoices plus orders not yet dispatched); null otherwise'),
  /** What the user's account owes: their invoices and, for a member, the company's (accountBalance.ts). */
  balance: accountBalanceSchema,
});

export type TradeAccountInput = z.infer<typeof tradeAccountInput>;
export type TradeAccount = z.infer<typeof tradeAccount>;
export type SavedAddress = z.infer<typeof savedAddress>;
export type CompanyMember = z.infer<typeof companyMember>;
export type ItemPriceRow = z.infer<typeof itemPriceRow>;
export type MyAccount = z.infer<typeof myAccount>;

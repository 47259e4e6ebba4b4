// The admin's trade account form (docs/product.md#trade-accounts): what the fields hold as typed, and the
// payload they make, checked by the API's own schema so the page shows the server's messages.
import { firstMessages } from './schemas/fields';
import { tradeAccountInput, type SavedAddress, type TradeAccount, type TradeAccountInput } from './schemas/trade';
import { DEFAULT_PAYMENT_TERMS, PAYMENT_TERMS, PAYMENT_TERMS_LABELS, type PaymentTerms } from './paymentTerms';
import { PRICE_TIER_LABELS, PRICE_TIERS, type PriceTier } from './tradePricing';

export interface TradeAccountDraft {
  name: string;
  abn: string;
  billingEmail: string;
  phone: string;
  tier: PriceTier;
  terms: PaymentTerms;
  /** Whole dollars as typed. */
  creditLimit: string;
  poRequired: boolean;
  addresses: SavedAddress[];
}

export const ACCOUNT_FORM_FIELDS = ['name', 'abn', 'billingEmail', 'phone', 'tier', 'terms', 'creditLimitDollars', 'addresses'] as const;
export type AccountFormField = (typeof ACCOUNT_FORM_FIELDS)[number];

export const TIER_OPTIONS = PRICE_TIERS.map((value) => ({ value, label: PRICE_TIER_LABELS[value] }));
export const TERMS_OPTIONS = PAYMENT_TERMS.map((value) => ({ value, label: PAYMENT_TERMS_LABELS[value] }));

export const EMPTY_ACCOUNT_DRAFT: TradeAccountDraft = {
  name: '',
  abn: '',
  billingEmail: '',
  phone: '',
  tier: 'trade',
  terms: DEFAULT_PAYMENT_TERMS,
  creditLimit: '0',
  poRequired: false,
  addresses: [],
};

export function draftOf(account: TradeAccount): TradeAccountDraft {
  return {
    name: account.name,
    abn: account.abn,
    billingEmail: account.billingEmail,
    phone: account.phone,
    tier: account.tier,
    terms: account.terms,
    creditLimit: String(account.creditLimitDollars),
    poRequired: account.poRequired,
    addresses: account.addresses,
  };
}

/** The payload, or the first message of each field the API's schema refuses. */
export function accountPayload(
  draft: TradeAccountDraft,
): { ok: true; input: TradeAccountInput } | { ok: false; errors: Partial<Record<AccountFormField, string>> } {
  const limit = draft.creditLimit.trim().replace(/[$,\s]/g, '');
  const parsed = tradeAccountInput.safeParse({
    name: draft.name,
    abn: draft.abn,
    billingEmail: draft.billingEmail,
    phone: draft.phone,
    tier: draft.tier,
    terms: draft.terms,
    creditLimitDollars: /^\d+$/.test(limit) ? Number(limit) : limit === '' ? undefined : Number.NaN,
    poRequired: draft.poRequired,
    addresses: draft.addresses,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: firstMessages(parsed.error.issues, ACCOUNT_FORM_FIELDS) };
}

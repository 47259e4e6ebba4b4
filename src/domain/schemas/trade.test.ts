import { describe, expect, it } from 'vitest';
import { itemPrice, memberAdd, tradeAccountInput } from './trade';

const valid = {
  name: 'Southside Decking Pty Ltd',
  abn: '51824753556',
  billingEmail: 'accounts@southside.example',
  tier: 'trade',
  terms: 'eom_30',
  creditLimitDollars: 20000,
};

describe('trade account payloads', () => {
  it('stores the ABN formatted and defaults the optional fields', () => {
    expect(tradeAccountInput.parse(valid)).toMatchObject({ abn: '51 824 753 556', phone: '', addresses: [], poRequired: false });
    expect(tradeAccountInput.parse({ ...valid, abn: '' }).abn).toBe('');
  });

  it('refuses an ABN failing the ATO check, an unknown tier and a negative limit, each with a readable message', () => {
    const result = tradeAccountInput.safeParse({ ...valid, abn: '51 824 753 557', tier: 'gold', creditLimitDollars: -1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['abn', 'ABN must be 11 digits that pass the ATO check'],
      ['tier', 'Price tier must be one of: retail, trade, trade_plus'],
      ['creditLimitDollars', 'Credit limit must be at least 0'],
    ]);
  });

  it('members are an Owner or a Buyer; item prices whole cents', () => {
    expect(memberAdd.safeParse({ email: 'a@b.example', role: 'admin' }).success).toBe(false);
    expect(memberAdd.parse({ email: 'a@b.example', role: 'buyer' }).role).toBe('buyer');
    expect(itemPrice.safeParse({ item_id: 'x', unitPriceCents: 1.5 }).success).toBe(false);
  });
});

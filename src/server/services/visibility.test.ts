// The one visibility rule, as the SQL it adds: an owner's own rows, or (for an admin) every order but
// still only their own projects and designs.
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { designs, orders, projects } from '../db/schema';
import { visibleTo, type Records } from './visibility';

const dialect = new PgDialect();
const owner = { id: '00000000-0000-4000-8000-000000000001', role: 'client' };
const admin = { id: '00000000-0000-4000-8000-000000000002', role: 'admin' };
const tables = { orders: orders.ownerId, projects: projects.ownerId, designs: designs.ownerId } as const;

describe('visibleTo', () => {
  it.each(Object.entries(tables))('scopes a client or installer to their own %s', (records, column) => {
    for (const viewer of [owner, { ...owner, role: 'installer' }]) {
      const condition = visibleTo(viewer, records as Records, column);
      expect(condition && dialect.sqlToQuery(condition)).toMatchObject({ sql: `"${records}"."owner_id" = $1`, params: [viewer.id] });
    }
  });

  it('lets an admin see every order, and only their own projects and designs', () => {
    expect(visibleTo(admin, 'orders', orders.ownerId)).toBeUndefined();
    for (const records of ['projects', 'designs'] as const) {
      const condition = visibleTo(admin, records, tables[records]);
      expect(condition && dialect.sqlToQuery(condition).params).toEqual([admin.id]);
    }
  });

  it("adds a trade company's orders for its members (the third case), still every order for an admin", () => {
    const condition = visibleTo(owner, 'orders', orders.ownerId, orders.accountId);
    const query = condition && dialect.sqlToQuery(condition);
    const company =
      '(select "trade_account_members"."account_id" from "trade_account_members" where "trade_account_members"."user_id" = $2)';
    expect(query?.sql).toBe(`("orders"."owner_id" = $1 or "orders"."account_id" = ${company})`);
    expect(query?.params).toEqual([owner.id, owner.id]);
    expect(visibleTo(admin, 'orders', orders.ownerId, orders.accountId)).toBeUndefined();
  });
});

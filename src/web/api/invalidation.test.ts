// What each change refreshes, said once in its resource module (src/web/api): the caches a change makes
// stale are marked stale, the server's answer becomes the item's data, and nothing else is touched.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../domain/schemas/orders';
import type { Project } from '../../domain/schemas/projects';
import { designKeys, onDesignsChanged } from './designs';
import { leadKeys, onLeadChanged } from './leads';
import { onOrderPlaced, onOrderStatusChanged, orderKeys } from './orders';
import { onProjectCreated, onProjectRenamed, projectKeys } from './projects';
import { onUsersChanged, userKeys } from './users';

type Key = readonly unknown[];

function cacheWith(keys: Key[]): QueryClient {
  const qc = new QueryClient();
  for (const key of keys) qc.setQueryData(key, 'cached');
  return qc;
}
const stale = (qc: QueryClient, keys: Key[]) => keys.map((key) => qc.getQueryState(key)?.isInvalidated ?? null);

describe('what each change refreshes', () => {
  it('a placed order: every order list, nothing else', async () => {
    const keys = [orderKeys.filteredPages({}), orderKeys.project('p1'), projectKeys.all];
    const qc = cacheWith(keys);
    await onOrderPlaced(qc);
    expect(stale(qc, keys)).toEqual([true, true, false]);
  });

  it("a status change: the order becomes the server's answer; its lists and its e-mails refresh, another order's do not", async () => {
    const keys = [orderKeys.filteredPages({ status: 'pending' }), orderKeys.emails('o1'), orderKeys.emails('o2'), orderKeys.detail('o2')];
    const qc = cacheWith(keys);
    const updated = { id: 'o1', status: 'approved' } as OrderDetail;
    await onOrderStatusChanged(qc, updated);
    expect(qc.getQueryData(orderKeys.detail('o1'))).toBe(updated);
    expect(stale(qc, keys)).toEqual([true, true, false, false]);
  });

  it("a project: created refreshes the list; renamed makes the answer the project's data", async () => {
    const qc = cacheWith([projectKeys.all, orderKeys.all]);
    await onProjectCreated(qc);
    expect(stale(qc, [projectKeys.all, orderKeys.all])).toEqual([true, false]);
    const saved = { id: 'p1', name: 'Back deck' } as Project;
    await onProjectRenamed(qc, saved);
    expect(qc.getQueryData(projectKeys.detail('p1'))).toBe(saved);
  });

  it('designs, leads and users: every list of the resource', async () => {
    const filter = { kind: 'quote', status: undefined, q: '' } as const;
    const keys = [
      designKeys.list(null),
      designKeys.list('p1'),
      leadKeys.filteredPages(filter),
      leadKeys.detail('l1'),
      leadKeys.detail('l2'),
    ];
    const users = [userKeys.pages(''), userKeys.audit];
    const qc = cacheWith([...keys, ...users]);
    await onDesignsChanged(qc);
    await onLeadChanged(qc, 'l1');
    await onUsersChanged(qc);
    expect(stale(qc, keys)).toEqual([true, true, true, true, false]);
    expect(stale(qc, users)).toEqual([true, true]);
  });
});

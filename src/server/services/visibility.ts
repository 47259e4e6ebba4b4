// Who may see what (docs/product.md#api-conventions: ownership): the one rule behind every query that scopes
// by viewer. Everyone sees their own; an admin also sees every order, and with it that order's documents
// (its confirmation PDF, its e-mails) and the projects it is listed under; projects and designs
// themselves stay their owner's alone (docs/product.md#designs). Whatever a viewer may not
// see reads exactly like a missing record (404). A trade company's members seeing each other's records
// is the third case: an order placed on a company's account is seen by every member of that company
// (docs/product.md#trade-accounts), and by nobody else outside it.
import { and, eq, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { tradeAccountMembers } from '../db/schema';

/** The signed-in user a query answers to. */
export interface Viewer {
  id: string;
  role: string;
}

/** The kinds of record scoped by viewer, each read through its table's owner column. */
export type Records = 'orders' | 'projects' | 'designs';

const ADMIN_SEES_EVERY: Record<Records, boolean> = { orders: true, projects: false, designs: false };

/**
 * The condition on a table's owner column (and, for orders, its company column) for the records this
 * viewer may see; undefined when every one.
 */
export function visibleTo(viewer: Viewer, records: Records, owner: AnyColumn, company?: AnyColumn): SQL | undefined {
  if (viewer.role === 'admin' && ADMIN_SEES_EVERY[records]) return undefined;
  if (!company) return eq(owner, viewer.id);
  return or(eq(owner, viewer.id), sql`${company} = ${viewersCompany(viewer)}`);
}

/** The viewer's company, if any: one primary-key lookup per query (the member table's key is the user). */
function viewersCompany(viewer: Viewer): SQL {
  const { accountId, userId } = tradeAccountMembers;
  return sql`(select ${accountId} from ${tradeAccountMembers} where ${userId} = ${viewer.id})`;
}

/**
 * visibleTo's rule for records with a company column as disjoint conditions (the viewer's own; the rest of
 * their company's), each served in created order by its own (column, created_at) index; undefined when the
 * viewer sees every record. A newest-first page reads each one's newest rows and keeps the newest of both:
 * the OR of the two made PostgreSQL walk the whole table by date, filtering, for a viewer with few records.
 */
export function visibleParts(viewer: Viewer, records: Records, owner: AnyColumn, company: AnyColumn): SQL[] | undefined {
  if (viewer.role === 'admin' && ADMIN_SEES_EVERY[records]) return undefined;
  return [eq(owner, viewer.id), and(sql`${company} = ${viewersCompany(viewer)}`, ne(owner, viewer.id))!];
}

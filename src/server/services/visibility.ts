// Who may see what (DESIGN.md "API conventions": ownership): the one rule behind every query that scopes
// by viewer. Everyone sees their own; an admin also sees every order, and with it that order's documents
// (its confirmation PDF, its e-mails) and the projects it is listed under; projects and designs
// themselves stay their owner's alone (DESIGN.md "Beyond the spec: Designs"). Whatever a viewer may not
// see reads exactly like a missing record (404). A trade company's members seeing each other's records
// is the third case: an order placed on a company's account is seen by every member of that company
// (DESIGN.md "Trade accounts"), and by nobody else outside it.
import { eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
  // The viewer's company, if any: one primary-key lookup per query (the member table's key is the user).
  const { accountId, userId } = tradeAccountMembers;
  const viewersCompany = sql`(select ${accountId} from ${tradeAccountMembers} where ${userId} = ${viewer.id})`;
  return or(eq(owner, viewer.id), sql`${company} = ${viewersCompany}`);
}

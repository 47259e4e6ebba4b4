// Saved deck designs (docs/product.md#designs): the owner's designs with their versions,
// their share links and the visitors' snapshot links. The figures are computed from the drawing and the
// catalogue with the calculator's own domain functions, on the CPU pool (workers/cpuTasks.ts); nothing a
// client sends is taken as a figure. Every write is one transaction (or one statement): it is stored whole or answers an error.
import { and, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  DESIGN_VERSIONS_KEPT,
  type Design,
  type DesignCreate,
  type DesignDrawing,
  type DesignFigures,
  type DesignSummary,
  type DesignUpdate,
  type ShareLink,
  type SharedDesign,
} from '../../domain/schemas/designs';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { pgConstraint, pgErrorCode } from '../db/errors';
import { designShares, designVersions, designs, projects } from '../db/schema';
import { visibleTo, type Viewer } from './visibility';

export const DESIGN_NOT_FOUND = 'Design not found';
/** A visitor's share without a name (the share page's heading). */
export const VISITOR_SHARE_NAME = 'Shared deck design';

export function shareUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/deck/${token}`;
}

const shareLinkOf = (publicUrl: string, row: { token: string; createdAt: Date }): ShareLink => ({
  token: row.token,
  url: shareUrl(publicUrl, row.token),
  createdAt: row.createdAt.toISOString(),
});

const liveShare = (designId: string) => and(eq(designShares.designId, designId), isNull(designShares.revokedAt));

/** The columns a design is answered from: the design, its project's name, its current version and its live link. */
function designQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: designs.id,
      name: designs.name,
      projectId: designs.projectId,
      projectName: projects.name,
      version: designs.version,
      drawing: designVersions.drawing,
      figures: designVersions.figures,
      createdAt: designs.createdAt,
      updatedAt: designs.updatedAt,
      shareToken: designShares.token,
      sharedAt: designShares.createdAt,
    })
    .from(designs)
    .innerJoin(designVersions, and(eq(designVersions.designId, designs.id), eq(designVersions.version, designs.version)))
    .leftJoin(projects, eq(projects.id, designs.projectId))
    .leftJoin(designShares, and(eq(designShares.designId, designs.id), isNull(designShares.revokedAt)))
    .where(where);
}

type DesignRow = Awaited<ReturnType<typeof designQuery>>[number];

function toDesign(row: DesignRow, publicUrl: string): Design {
  return {
    id: row.id,
    name: row.name,
    projectId: row.projectId,
    projectName: row.projectName ?? null,
    version: row.version,
    drawing: row.drawing as DesignDrawing,
    figures: row.figures as DesignFigures,
    share: row.shareToken && row.sharedAt ? shareLinkOf(publicUrl, { token: row.shareToken, createdAt: row.sharedAt }) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: DesignRow): DesignSummary {
  const { share, ...rest } = toDesign(row, '');
  return { ...rest, shared: share !== null };
}

const ownDesign = (id: string, viewer: Viewer) => and(eq(designs.id, id), visibleTo(viewer, 'designs', designs.ownerId));

export async function loadDesign(db: Db, id: string, viewer: Viewer, publicUrl: string): Promise<Design | null> {
  const [row] = await designQuery(db, ownDesign(id, viewer));
  return row ? toDesign(row, publicUrl) : null;
}

/** The owner's designs, newest update first; only one project's when projectId is given. */
export async function listDesigns(db: Db, viewer: Viewer, projectId?: string): Promise<DesignSummary[]> {
  const where = and(visibleTo(viewer, 'designs', designs.ownerId), projectId ? eq(designs.projectId, projectId) : undefined);
  const rows = await designQuery(db, where).orderBy(desc(designs.updatedAt), desc(designs.id));
  return rows.map(toSummary);
}

/** The design's id and name when it is this user's own; what orders and quotes link to. */
export async function ownedDesignRef(db: Db, id: string, viewer: Viewer): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: designs.id, name: designs.name }).from(designs).where(ownDesign(id, viewer));
  return row ?? null;
}

export async function ownsProject(db: Db, projectId: string, viewer: Viewer): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleTo(viewer, 'projects', projects.ownerId)));
  return Boolean(row);
}

/** A project named by a write is not (or no longer) the user's: the foreign key refused it. */
export class ProjectGone extends Error {}

function rethrowProjectGone(error: unknown): never {
  if (pgErrorCode(error) === '23503' && pgConstraint(error)?.includes('project_id')) throw new ProjectGone();
  throw error;
}

export async function createDesign(db: Db, ownerId: string, input: DesignCreate, figures: DesignFigures): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(designs)
        .values({ ownerId, projectId: input.projectId, name: input.name, version: 1 })
        .returning({ id: designs.id });
      await tx.insert(designVersions).values({ designId: row.id, version: 1, drawing: input.drawing, figures });
      return row.id;
    });
  } catch (error) {
    rethrowProjectGone(error);
  }
}

/**
 * Renames, moves or saves again. A drawing makes the next version (numbers only grow, even past
 * pruned ones) and drops those beyond the last DESIGN_VERSIONS_KEPT in the same transaction. False
 * when the design is not the owner's.
 */
export async function updateDesign(
  db: Db,
  id: string,
  viewer: Viewer,
  update: DesignUpdate,
  figures: DesignFigures | null,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(designs)
        .set({
          ...(update.name !== undefined ? { name: update.name } : {}),
          ...(update.projectId !== undefined ? { projectId: update.projectId } : {}),
          ...(update.drawing !== undefined ? { version: sql`${designs.version} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(ownDesign(id, viewer))
        .returning({ version: designs.version });
      if (!row) return false;
      if (update.drawing !== undefined && figures) {
        await tx.insert(designVersions).values({ designId: id, version: row.version, drawing: update.drawing, figures });
        await tx
          .delete(designVersions)
          .where(and(eq(designVersions.designId, id), lte(designVersions.version, row.version - DESIGN_VERSIONS_KEPT)));
      }
      return true;
    });
  } catch (error) {
    rethrowProjectGone(error);
  }
}

/** Deletes the design, its versions and its links (a deleted design's link answers 404); orders and leads keep no reference. */
export async function deleteDesign(db: Db, id: string, viewer: Viewer): Promise<boolean> {
  const deleted = await db.delete(designs).where(ownDesign(id, viewer)).returning({ id: designs.id });
  return deleted.length > 0;
}

/**
 * The design's live link, made now when it has none. The partial unique index keeps one live link
 * per design: of two concurrent shares, the second stores nothing and answers the first's link.
 * Null when the design is not the owner's.
 */
export async function shareDesign(
  db: Db,
  id: string,
  viewer: Viewer,
  publicUrl: string,
): Promise<{ link: ShareLink; created: boolean } | null> {
  const owned = await ownedDesignRef(db, id, viewer);
  if (!owned) return null;
  const existing = async () => {
    const [row] = await db.select({ token: designShares.token, createdAt: designShares.createdAt }).from(designShares).where(liveShare(id));
    return row;
  };
  const found = await existing();
  if (found) return { link: shareLinkOf(publicUrl, found), created: false };
  try {
    const [row] = await db
      .insert(designShares)
      .values({ token: newToken(), designId: id })
      .onConflictDoNothing()
      .returning({ token: designShares.token, createdAt: designShares.createdAt });
    if (row) return { link: shareLinkOf(publicUrl, row), created: true };
  } catch (error) {
    // The design was deleted between the check and the insert.
    if (pgErrorCode(error) === '23503') return null;
    throw error;
  }
  const raced = await existing();
  return raced ? { link: shareLinkOf(publicUrl, raced), created: false } : null;
}

/** Ends the design's live link (kept, revoked, so its token never works again). Null when the design is not the owner's. */
export async function revokeShare(db: Db, id: string, viewer: Viewer, now: Date): Promise<boolean> {
  const owned = await ownedDesignRef(db, id, viewer);
  if (!owned) return false;
  await db.update(designShares).set({ revokedAt: now }).where(liveShare(id));
  return true;
}

/** A visitor's link: a snapshot of the drawing and its figures, with no design and no owner behind it. */
export async function shareSnapshot(
  db: Db,
  input: { name: string; drawing: DesignDrawing; figures: DesignFigures; clientAddress: string },
  publicUrl: string,
): Promise<ShareLink> {
  const [row] = await db
    .insert(designShares)
    .values({ token: newToken(), name: input.name, drawing: input.drawing, figures: input.figures, clientAddress: input.clientAddress })
    .returning({ token: designShares.token, createdAt: designShares.createdAt });
  return shareLinkOf(publicUrl, row);
}

/** What a link shows: an owner's design as its current version, or a visitor's snapshot; null once revoked or unknown. */
export async function loadShared(db: Db, token: string): Promise<SharedDesign | null> {
  const [row] = await db
    .select({
      createdAt: designShares.createdAt,
      snapshotName: designShares.name,
      snapshotDrawing: designShares.drawing,
      snapshotFigures: designShares.figures,
      designName: designs.name,
      drawing: designVersions.drawing,
      figures: designVersions.figures,
    })
    .from(designShares)
    .leftJoin(designs, eq(designs.id, designShares.designId))
    .leftJoin(designVersions, and(eq(designVersions.designId, designs.id), eq(designVersions.version, designs.version)))
    .where(and(eq(designShares.token, token), isNull(designShares.revokedAt)));
  if (!row) return null;
  const drawing = row.drawing ?? row.snapshotDrawing;
  const figures = row.figures ?? row.snapshotFigures;
  if (!drawing || !figures) return null;
  return {
    name: row.designName ?? row.snapshotName ?? VISITOR_SHARE_NAME,
    drawing: drawing as DesignDrawing,
    figures: figures as DesignFigures,
    sharedAt: row.createdAt.toISOString(),
  };
}

// Projects (docs/product.md#calls): a user's own, created, listed newest first, renamed and deleted. Whose
// projects a viewer reaches is services/visibility.ts's rule; another user's reads as missing.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Project } from '../../domain/schemas/projects';
import type { Db } from '../db/client';
import { pgErrorCode } from '../db/errors';
import { orders, projects } from '../db/schema';
import { visibleTo, type Viewer } from './visibility';

type ProjectRow = typeof projects.$inferSelect;

function projectDto(row: Pick<ProjectRow, 'id' | 'name' | 'createdAt' | 'updatedAt'>): Project {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const visibleProject = (id: string, viewer: Viewer) => and(eq(projects.id, id), visibleTo(viewer, 'projects', projects.ownerId));

export async function createProject(db: Db, ownerId: string, name: string): Promise<Project> {
  const [row] = await db.insert(projects).values({ ownerId, name }).returning();
  return projectDto(row);
}

/** The viewer's projects, newest first. */
export async function listProjects(db: Db, viewer: Viewer): Promise<Project[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(visibleTo(viewer, 'projects', projects.ownerId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(projectDto);
}

export async function loadProject(db: Db, id: string, viewer: Viewer): Promise<Project | null> {
  const [row] = await db.select().from(projects).where(visibleProject(id, viewer));
  return row ? projectDto(row) : null;
}

/** Null when the project is not the viewer's. */
export async function renameProject(db: Db, id: string, viewer: Viewer, name: string): Promise<Project | null> {
  const [row] = await db
    .update(projects)
    .set({ name, updatedAt: sql`now()` })
    .where(visibleProject(id, viewer))
    .returning();
  return row ? projectDto(row) : null;
}

/** Deletes the project unless it has orders (they keep their project). */
export async function deleteProject(db: Db, id: string, viewer: Viewer): Promise<'deleted' | 'missing' | 'hasOrders'> {
  const [existing] = await db.select({ id: projects.id }).from(projects).where(visibleProject(id, viewer));
  if (!existing) return 'missing';
  const [{ orderCount }] = await db.select({ orderCount: count() }).from(orders).where(eq(orders.projectId, id));
  if (orderCount > 0) return 'hasOrders';
  try {
    await db.delete(projects).where(visibleProject(id, viewer));
  } catch (error) {
    // An order created between the check and the delete: the foreign key refuses, nothing is lost.
    if (pgErrorCode(error) === '23503') return 'hasOrders';
    throw error;
  }
  return 'deleted';
}

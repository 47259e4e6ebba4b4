// Helpers for the calculator suites: canvas geometry (mm <-> screen px, from the stage's own view),
// the figures the panel must show (computed with src/domain), and a read of a stored quote straight
// from the e2e server's embedded PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { EMBEDDED_DATABASE } from '../../src/server/server';
import { PX_PER_MM } from '../../src/web/calculator/canvasUnits';
import { calculateMaterials } from '../../src/domain/materials';
import { formatArea, type Point } from '../../src/domain/geometry';

export const canvas = (page: Page): Locator => page.getByTestId('deck-canvas');

/** Screen position of a point in mm, using the zoom and pan the canvas reports. */
export async function screenOf(page: Page, p: Point): Promise<Point> {
  const el = canvas(page);
  const box = (await el.boundingBox())!;
  const { zoom, x, y } = await el.evaluate((n) => ({
    zoom: Number((n as HTMLElement).dataset.zoom),
    x: Number((n as HTMLElement).dataset.panX),
    y: Number((n as HTMLElement).dataset.panY),
  }));
  const s = zoom * PX_PER_MM;
  return { x: box.x + x + p.x * s, y: box.y + y + p.y * s };
}

/** A real mouse drag from one mm point to another, in small steps (steps: 1 jumps straight there). */
export async function dragMm(page: Page, from: Point, to: Point, steps = 8): Promise<void> {
  const a = await screenOf(page, from);
  const b = await screenOf(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

export async function clickMm(page: Page, p: Point): Promise<void> {
  const a = await screenOf(page, p);
  await page.mouse.click(a.x, a.y);
}

/** The shapes as the app holds them (read from the accessible list's data). */
export async function shapesOf(page: Page): Promise<{ id: string; points: Point[] }[]> {
  return JSON.parse((await canvas(page).getAttribute('data-shapes')) ?? '[]');
}

/** The side panel (or sheet) shows exactly what src/domain computes for these shapes. */
export async function expectFigures(page: Page, shapes: { points: Point[] }[], variant: 'side' | 'sheet' = 'side'): Promise<void> {
  const c = calculateMaterials(shapes);
  const want: Record<string, string> = {
    deckArea: formatArea(c.deckArea * 1_000_000),
    deckBoards: String(c.deckBoards),
    clipBoxes: String(c.clipBoxes),
    joists: String(c.subframeMaterials.joists),
    bearers: String(c.subframeMaterials.bearers),
    screws: String(c.subframeMaterials.screws),
  };
  for (const [key, value] of Object.entries(want)) await expect(page.getByTestId(`${variant}-${key}`)).toHaveText(value);
}

export interface StoredQuote {
  variant: string;
  payload: Record<string, unknown>;
  server_figures: Record<string, unknown>;
  deck_area_sq_meters: string;
}

/**
 * The quote row with this id, read from the database of the running e2e server
 * (tests/support/e2eServer.ts keeps its embedded PostgreSQL in a temp folder named boardwalk-e2e-*
 * with the password file and postmaster.pid inside). Every live run's database is asked, so a
 * concurrent run elsewhere cannot give a false answer: only the one holding this id matches.
 */
export async function storedQuote(id: string): Promise<StoredQuote | null> {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp).filter((n) => n.startsWith('boardwalk-e2e-'))) {
    const dir = path.join(tmp, name);
    let port: number;
    let password: string;
    try {
      port = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
      password = readFileSync(path.join(dir, 'pg-password'), 'utf8').trim();
    } catch {
      continue;
    }
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: EMBEDDED_DATABASE });
    try {
      await client.connect();
      const { rows } = await client.query<StoredQuote>(
        'select variant, payload, server_figures, deck_area_sq_meters from quote_requests where id = $1',
        [id],
      );
      if (rows[0]) return rows[0];
    } catch {
      // Not this run's database (or it is shutting down): try the next.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return null;
}

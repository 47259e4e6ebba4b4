// A drawing already in the calculator, for the browser suites that start from a deck rather than draw
// one: the browser's kept drawing (src/web/calculator/drawingStorage.ts) seeded once per tab, as a
// visitor leaves it, then /deck-calculator opened with a colour chosen.
import { expect, type Page } from '@playwright/test';
import type { Point } from '../../src/domain/geometry';
import { canvas } from '../e2e/calculatorHelpers';

const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** An L: a 4 m x 3 m deck with a 2 m x 2 m wing below its left half. */
export const L_SHAPES = [
  { id: 'box-1', points: rect(50, 50, 4000, 3000) },
  { id: 'box-2', points: rect(50, 3050, 2000, 2000) },
];

/** WoodEvo Home grooved Barossa, 5.4 m: a colour of the demo catalogue. */
export const BAROSSA_COLOUR_ID = 'we-home-grooved-barossa-5400';

/**
 * Opens the calculator on the given shapes with a colour chosen. Seeded once per tab, so a reload or a
 * return from /login finds what the page itself kept since.
 */
export async function openCalculatorWith(page: Page, shapes: { id: string; points: Point[] }[] = L_SHAPES, colourId = BAROSSA_COLOUR_ID) {
  await page.addInitScript((kept) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('boardwalk.calculatorDrawing', JSON.stringify({ shapes: kept, boardDirection: 'horizontal', design: null }));
      sessionStorage.setItem('seeded', '1');
    }
  }, shapes);
  await page.goto(`/deck-calculator?brand=woodevo&color=${colourId}`);
  await expect(canvas(page)).toBeVisible({ timeout: 30_000 });
}

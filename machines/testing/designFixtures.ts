// The calculator's design tools fixtures, shared by the designSession, saveDesign and shareDesign path tests.
import type { StoredDrawing } from '../designSession.machine';
import type { Design, DesignDrawing, ShareLink, SharedDesign } from '../../src/domain/schemas/designs';
import type { Project } from '../../src/domain/schemas/projects';
import type { InternalEvent } from './pathTesting';

export const square = [
  {
    id: 'box-1',
    points: [
      { x: 0, y: 0 },
      { x: 3000, y: 0 },
      { x: 3000, y: 2000 },
      { x: 0, y: 2000 },
    ],
  },
];
export const drawing: DesignDrawing = { shapes: square, brand: 'WoodEvo', colorItemId: 'wh-barossa', boardDirection: 'vertical' };
const at = '2026-11-01T00:00:00.000Z';
const figures = {
  spec: { deckArea: 6, deckBoards: 9, clipBoxes: 1, subframeMaterials: { joists: 1, bearers: 1, screws: 1 } },
  layout: null,
};
export const saved: Design = {
  id: 'd1',
  name: 'Back deck',
  projectId: 'p1',
  projectName: 'Home',
  version: 1,
  drawing,
  figures,
  share: null,
  createdAt: at,
  updatedAt: at,
};
export const shared: SharedDesign = { name: 'Their deck', drawing: { ...drawing, boardDirection: 'horizontal' }, figures, sharedAt: at };
export const link: ShareLink = { token: 't0k', url: 'http://localhost/deck/t0k', createdAt: at };
export const projects: Project[] = [{ id: 'p1', name: 'Home', createdAt: at, updatedAt: at }];
export const stored: StoredDrawing = { shapes: square, boardDirection: 'vertical', design: null };
export const storedEdit: StoredDrawing = { ...stored, design: { id: 'd1', name: 'Back deck', projectId: null } };
export const unauthorized = { status: 401, message: 'Not signed in' };
export const offline = new TypeError('Failed to fetch');

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never as InternalEvent;
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never as InternalEvent;

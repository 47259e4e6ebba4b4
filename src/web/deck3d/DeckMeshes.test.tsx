// The 3D view's scene graph holds the plan's content: one instance per board, joist, bearer, ledger,
// noggin, post and stringer, read from the three.js objects @react-three/fiber builds (no WebGL needed).
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { InstancedMesh } from 'three';
import { describe, expect, it } from 'vitest';
import type { LayoutRules } from '../../domain/boardLayout';
import { planDeck } from '../../domain/deckPlan';
import { deckScene } from '../../domain/deckScene';
import { DEFAULT_DECK_OPTIONS, type DeckOptions } from '../../domain/frameGuide';
import type { BoardDirection } from '../../domain/schemas/designs';
import { DeckMeshes } from './DeckView3D';

const rect = (x: number, y: number, w: number, h: number) => ({
  points: [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ],
});
const rules: LayoutRules = { boardWidthMm: 137, gapMm: 5, joistCentresMm: 450, stockLengthsMm: [5400], minPieceMm: 900, clipsPerBox: 100 };

const designs: Array<{ name: string; shapes: ReturnType<typeof rect>[]; direction: BoardDirection; deck: Partial<DeckOptions> }> = [
  {
    name: 'a 6 x 10 m deck with steps',
    shapes: [rect(0, 0, 6000, 10000)],
    direction: 'horizontal',
    deck: { steps: { shape: 0, edge: 2 } },
  },
  {
    name: 'an L against a wall, boards vertical, on steel',
    shapes: [rect(0, 0, 4000, 3000), rect(0, 3000, 2000, 2000)],
    direction: 'vertical',
    deck: { frame: 'steel', wallEdges: [{ shape: 0, edge: 0 }], heightMm: 1200 },
  },
  {
    name: 'a 1.2 m deck with steps and its balustrade',
    shapes: [rect(0, 0, 5000, 4000)],
    direction: 'horizontal',
    deck: { heightMm: 1200, steps: { shape: 0, edge: 2 } },
  },
  { name: 'a long deck with breaker boards', shapes: [rect(0, 0, 12000, 3000)], direction: 'horizontal', deck: { breaker: true } },
];

describe('the 3D scene graph', () => {
  for (const d of designs)
    it(`draws the plan's boards and frame as instances: ${d.name}`, async () => {
      const deck = { ...DEFAULT_DECK_OPTIONS, ...d.deck };
      const plan = planDeck(d.shapes, rules, d.direction, deck);
      const scene = deckScene(plan, { heightMm: deck.heightMm, frame: deck.frame, direction: d.direction, boardWidthMm: 137, gapMm: 5 });
      const renderer = await ReactThreeTestRenderer.create(<DeckMeshes scene={scene} showFrame swatch="#6b3a2a" frameTone="#b8935f" />);
      const count = (name: string) =>
        renderer.scene
          .findAll((n) => (n.instance as InstancedMesh).isInstancedMesh === true && n.instance.name === name)
          .reduce((sum, n) => sum + (n.instance as InstancedMesh).count, 0);
      const cut = renderer.scene.findAll((n) => n.instance.name === 'cut boards').length;
      expect(count('boards') + (cut > 0 ? scene.cutBoards.length : 0)).toBe(
        plan.layout.pieces.length + plan.extraBoardLengthsMm.breaker.length + plan.extraBoardLengthsMm.treads.length,
      );
      expect(count('joists')).toBe(plan.frame.joists.length);
      expect(count('bearers')).toBe(plan.frame.bearers.length);
      expect(count('ledgers')).toBe(plan.frame.ledgers.length);
      expect(count('noggins')).toBe(plan.frame.noggins.length);
      expect(count('posts')).toBe(plan.frame.posts.length);
      expect(count('fascia')).toBe(plan.fascia.length);
      expect(count('stringers')).toBe(plan.steps?.stringers ?? 0);
      expect(count('balustrade posts')).toBe(plan.balustrade.posts.length);
      expect(count('balustrade rails')).toBe(plan.balustrade.runs.length * 2);
      expect(count('balustrade infill')).toBe(plan.balustrade.panels);
      await renderer.unmount();
    });
});

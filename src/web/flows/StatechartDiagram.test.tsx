import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { listStateIds, listTransitions } from '../../../machines/testing/pathTesting';
import { orderWizardMachine } from '../../../machines/orderWizard.machine';
import readme from '../../../machines/README.md?raw';
import { machinesIn } from './machineRegistry';
import { StatechartDiagram } from './StatechartDiagram';
import { parseTrace } from './statechartGraph';

afterEach(cleanup);
// ELK lays out in a few hundred ms; the margin is for a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const machines = machinesIn(import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true }));

describe('statechart diagram covers the machine', () => {
  test('every machine file is found', () => {
    expect(machines.map((m) => m.id)).toContain('orderWizard');
    expect(machines.length).toBe(Object.keys(import.meta.glob('../../../machines/*.machine.ts')).length);
  });

  test.each(machines.map((m) => [m.id, m] as const))(
    '%s: one node per state and one arrow per transition, each focusable with a name',
    async (_id, machine) => {
      const { container } = render(<StatechartDiagram machine={machine} />);
      const svg = await screen.findByRole('group', { name: new RegExp(`^Statechart of ${machine.id}:`) }, { timeout: 10_000 });
      const states = [...svg.querySelectorAll<SVGGElement>('[data-flow-state]')];
      const arrows = [...svg.querySelectorAll<SVGGElement>('[data-flow-transition]')];
      expect(states.map((s) => s.dataset.flowState).sort()).toEqual(listStateIds(machine).sort());
      expect(arrows.map((a) => a.dataset.flowTransition).sort()).toEqual(
        listTransitions(machine)
          .map((t) => t.key)
          .sort(),
      );
      for (const el of [...states, ...arrows]) {
        expect(el.getAttribute('tabindex')).toBe('0');
        expect(el.getAttribute('aria-label')).toMatch(/^(state|transition) /);
      }
      for (const a of arrows) expect(a.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      // The transition table stays beneath as the text alternative, one row per transition.
      expect(within(container.querySelector('table')!).getAllByRole('row')).toHaveLength(listTransitions(machine).length + 1);
    },
  );
});

describe('details of a state or an arrow', () => {
  test('pressing Enter on the delivery state shows its spec rule and tests', async () => {
    render(<StatechartDiagram machine={orderWizardMachine} trace={parseTrace(readme)} />);
    const delivery = await screen.findByRole('button', { name: 'state ordering.delivery' }, { timeout: 10_000 });
    fireEvent.keyDown(delivery, { key: 'Enter' });
    const panel = screen.getByRole('region', { name: 'Details' });
    expect(within(panel).getByRole('heading', { name: 'State ordering.delivery' })).toBeTruthy();
    expect(panel.textContent).toContain('4 from delivery go to summary after validation');
    expect(panel.textContent).toContain('orderWizard.test.ts › orderWizard generated paths');
  });

  test('clicking an arrow shows its event, guard and spec rule', async () => {
    render(<StatechartDiagram machine={orderWizardMachine} trace={parseTrace(readme)} />);
    const arrow = await screen.findByRole(
      'button',
      { name: 'transition brand.select from ordering.choosing.brand to ordering.choosing.range, guard brandExists' },
      { timeout: 10_000 },
    );
    fireEvent.click(arrow);
    const panel = screen.getByRole('region', { name: 'Details' });
    expect(within(panel).getByRole('heading', { name: 'Transition brand.select' })).toBeTruthy();
    expect(panel.textContent).toContain('brandExists');
    expect(panel.textContent).toContain('4 wizard forward: brand -> range');
  });
});

describe('panning', () => {
  test('dragging over a state pans the frame and does not select it; a plain click still selects', async () => {
    const scrollTo = vi.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo as unknown as typeof original;
    try {
      render(<StatechartDiagram machine={orderWizardMachine} trace={parseTrace(readme)} />);
      // A compound state: its box covers most of the drawing, where a drag used to do nothing.
      const ordering = await screen.findByRole('button', { name: 'state ordering' }, { timeout: 10_000 });
      const shape = ordering.querySelector('rect')!;
      fireEvent.pointerDown(shape, { button: 0, pointerId: 1, clientX: 200, clientY: 150 });
      fireEvent.pointerMove(shape, { pointerId: 1, clientX: 170, clientY: 130 });
      fireEvent.pointerUp(shape, { pointerId: 1, clientX: 170, clientY: 130 });
      fireEvent.click(shape);
      expect(scrollTo).toHaveBeenLastCalledWith(30, 20);
      const panel = screen.getByRole('region', { name: 'Details' });
      expect(within(panel).queryByRole('heading')).toBeNull();

      scrollTo.mockClear();
      fireEvent.pointerDown(shape, { button: 0, pointerId: 2, clientX: 200, clientY: 150 });
      fireEvent.pointerMove(shape, { pointerId: 2, clientX: 201, clientY: 151 });
      fireEvent.pointerUp(shape, { pointerId: 2, clientX: 201, clientY: 151 });
      fireEvent.click(shape);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(within(panel).getByRole('heading', { name: 'State ordering' })).toBeTruthy();
    } finally {
      HTMLElement.prototype.scrollTo = original;
    }
  });
});

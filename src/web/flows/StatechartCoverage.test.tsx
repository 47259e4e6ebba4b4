import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { orderStatusMachine } from '../../../machines/orderStatus.machine';
import { listTransitions } from '../../../machines/testing/pathTesting';
import { mergeWalks, walkFileOf } from '../../../machines/testing/walkedPaths';
import { StatechartDiagram } from './StatechartDiagram';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const SELECT = 'orderStatus [status.select #0]';
const DONE = 'orderStatus.updating [xstate.done.actor.updateStatus #0]';
const FAIL = 'orderStatus.updating [xstate.error.actor.updateStatus #0]';
const init = { event: 'xstate.init', keys: [], states: ['orderStatus.idle'] };
const coverage = mergeWalks([
  walkFileOf('orderStatus', 'paths', [
    {
      name: 'path 1: status.select > done',
      steps: [
        init,
        { event: 'status.select', keys: [SELECT], states: ['orderStatus.updating'] },
        { event: 'xstate.done.actor.updateStatus', keys: [DONE], states: ['orderStatus.updated'] },
      ],
    },
  ]),
  walkFileOf('orderStatus', 'browser', [
    {
      name: 'path 1: status.select > error',
      steps: [
        init,
        { event: 'status.select', keys: [SELECT], states: ['orderStatus.updating'] },
        { event: 'xstate.error.actor.updateStatus', keys: [FAIL], states: ['orderStatus.failed'] },
      ],
    },
  ]),
]).get('orderStatus');

const arrow = (key: string) => document.querySelector<SVGGElement>(`[data-flow-transition="${CSS.escape(key)}"]`)!;
const state = (id: string) => document.querySelector<SVGGElement>(`[data-flow-state="${CSS.escape(id)}"]`)!;

describe('coverage on the statechart', () => {
  test('each arrow is coloured by who walked it, and the legend counts them', async () => {
    render(<StatechartDiagram machine={orderStatusMachine} coverage={coverage} />);
    await screen.findByRole('group', { name: /^Statechart of orderStatus:/ }, { timeout: 10_000 });
    expect(arrow(SELECT).dataset.flowCoverage).toBe('both');
    expect(arrow(DONE).dataset.flowCoverage).toBe('paths');
    expect(arrow(FAIL).dataset.flowCoverage).toBe('browser');
    const total = listTransitions(orderStatusMachine).length;
    const legend = screen.getByRole('region', { name: 'Coverage' });
    expect(legend.textContent).toContain(`3 of ${total} transitions walked (1 machine paths, 1 browser walks)`);
    expect(legend.textContent).toContain('Walked by machine paths and in the browser: 1');
    expect(legend.textContent).toContain(`Not walked: ${total - 3}`);
    expect(document.querySelectorAll('[data-flow-coverage="none"]')).toHaveLength(total - 3);
  });

  test('selecting a path highlights its route and replays it step by step', async () => {
    render(<StatechartDiagram machine={orderStatusMachine} coverage={coverage} />);
    await screen.findByRole('group', { name: /^Statechart of orderStatus:/ }, { timeout: 10_000 });
    const paths = screen.getByRole('region', { name: 'Walked paths' });
    fireEvent.click(within(paths).getByRole('button', { name: 'path 1: status.select > error' }));
    expect(within(paths).getByText('Step 1 of 3: xstate.init')).toBeTruthy();
    expect(state('orderStatus.idle').dataset.flowActive).toBe('');
    expect(arrow(FAIL).dataset.flowEmphasis).toBe('route');
    expect(arrow(DONE).dataset.flowEmphasis).toBe('off');

    fireEvent.click(within(paths).getByRole('button', { name: 'Next step' }));
    expect(within(paths).getByText('Step 2 of 3: status.select')).toBeTruthy();
    expect(arrow(SELECT).dataset.flowEmphasis).toBe('current');
    expect(state('orderStatus.updating').dataset.flowActive).toBe('');
    expect(state('orderStatus.idle').dataset.flowActive).toBeUndefined();

    fireEvent.click(within(paths).getByRole('button', { name: 'Next step' }));
    expect(state('orderStatus.failed').dataset.flowActive).toBe('');
    expect(within(paths).getByRole('button', { name: 'Next step' })).toHaveProperty('disabled', true);
  });
});

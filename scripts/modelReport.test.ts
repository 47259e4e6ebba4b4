import { describe, expect, test } from 'vitest';
import { orderStatusMachine } from '../machines/orderStatus.machine';
import { listTransitions } from '../machines/testing/pathTesting';
import { mergeWalks, walkFileOf } from '../machines/testing/walkedPaths';
import { machineReport, reportHtml, reportTable } from './modelReport';

const SELECT = 'orderStatus [status.select #0]';
const FAIL = 'orderStatus.updating [xstate.error.actor.updateStatus #0]';
const SUITE = 'machines/orderStatus.test.ts › orderStatus generated paths';
const BROWSER = 'tests/e2e/orders.model.spec.ts';
const coverage = mergeWalks([
  walkFileOf(
    'orderStatus',
    'paths',
    [
      { name: 'path 1', steps: [{ event: 'status.select', keys: [SELECT], states: ['orderStatus.updating'] }] },
      { name: 'path 2', steps: [{ event: 'xstate.error.actor.updateStatus', keys: [SELECT, FAIL], states: ['orderStatus.failed'] }] },
    ],
    SUITE,
  ),
  walkFileOf('orderStatus', 'browser', [{ name: 'path 1', steps: [{ event: 'status.select', keys: [SELECT], states: [] }] }], BROWSER),
]);

describe('test:model report', () => {
  test('one row per machine: states, transitions, walked by paths and in the browser, paths, and what is not walked', () => {
    const row = machineReport(orderStatusMachine, coverage.get('orderStatus'));
    const total = listTransitions(orderStatusMachine).length;
    expect(row).toMatchObject({
      machine: 'orderStatus',
      transitions: total,
      walkedByPaths: 2,
      walkedInBrowser: 1,
      paths: 2,
      browserWalks: 1,
    });
    expect(row.unwalked).toHaveLength(total - 2);
    expect(row.unwalked.join('\n')).toContain('orderStatus.updating [xstate.done.actor.updateStatus #0] -> updated');
    const table = reportTable([row]).split('\n');
    expect(table[0]).toMatch(/^machine\s+states\s+transitions\s+walked by paths\s+walked in the browser\s+paths$/);
    expect(table[2]).toMatch(new RegExp(`^orderStatus\\s+${row.states}\\s+${total}\\s+2/${total}\\s+1/${total}\\s+2 \\+ 1 browser$`));
  });

  test('each transition names the tests that walk it, path tests first, then browser walks', () => {
    const row = machineReport(orderStatusMachine, coverage.get('orderStatus'));
    const select = row.byTransition.find((t) => t.transition.startsWith(`${SELECT} ->`));
    expect(select).toEqual({
      transition: `${SELECT} -> updating`,
      coverage: 'both',
      stepsByPaths: 2,
      stepsInBrowser: 1,
      tests: [`${SUITE} › path 1`, `${SUITE} › path 2`, `${BROWSER} › path 1`],
    });
    expect(row.byTransition.find((t) => t.transition.startsWith(`${FAIL} ->`))?.tests).toEqual([`${SUITE} › path 2`]);
    expect(row.byTransition.filter((t) => t.coverage === 'none').every((t) => t.tests.length === 0)).toBe(true);
    expect(row.byTransition).toHaveLength(listTransitions(orderStatusMachine).length);
  });

  test('a machine nobody walked reports every transition as not walked', () => {
    const row = machineReport(orderStatusMachine, undefined);
    expect(row.walkedByPaths).toBe(0);
    expect(row.unwalked).toHaveLength(listTransitions(orderStatusMachine).length);
  });

  test('the HTML report is offline and draws each machine with its arrows coloured by coverage', async () => {
    const html = await reportHtml([orderStatusMachine], coverage, '2026-01-01T00:00:00Z');
    expect(html).not.toMatch(/<script|<link|https?:\/\//);
    expect(html).toContain('<section id="orderStatus">');
    expect(html).toContain(`data-flow-transition="${SELECT}" data-flow-coverage="both"`);
    expect(html).toContain(`data-flow-transition="${FAIL}" data-flow-coverage="paths"`);
    expect(html.match(/data-flow-coverage="none"/g)).toHaveLength(listTransitions(orderStatusMachine).length - 2);
    expect(html.match(/data-flow-state=/g)).toHaveLength(machineReport(orderStatusMachine, undefined).states);
  });

  test('clicking an arrow of the HTML report leads to its row, which names the tests that walk it', async () => {
    const html = await reportHtml([orderStatusMachine], coverage, '2026-01-01T00:00:00Z');
    const link = new RegExp(`<a href="#([^"]+)"><g data-flow-transition="${SELECT.replace(/[[\]]/g, '\\$&')}"`).exec(html);
    expect(link).not.toBeNull();
    const row = new RegExp(`<tr id="${link![1]}">(.*?)</tr>`).exec(html)?.[1] ?? '';
    expect(row).toContain(`${SELECT} -&gt; updating`);
    expect(row).toContain('Walked by machine paths and in the browser (2 by paths, 1 in the browser)');
    expect(row).toContain(`<li>${SUITE} › path 2</li>`);
    expect(row).toContain(`<li>${BROWSER} › path 1</li>`);
  });
});

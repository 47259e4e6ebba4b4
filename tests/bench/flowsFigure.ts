// The Flows story's budget (issue "Flows you can see": the order wizard lays out in under 1 s): the
// diagram's work is building the graph from the definition and ELK's layout, both plain JavaScript, so
// they are timed in-process. The first layout includes loading elkjs (what a person opening the story
// waits for); the median of the following ones is the steady cost. Run on its own:
// `npx tsx tests/bench/flowsFigure.ts`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { orderWizardMachine } from '../../machines/orderWizard.machine';
import { layoutFlow } from '../../src/web/flows/layout';
import { flowGraphOf } from '../../src/web/flows/statechartGraph';
import { figure, formatLine, type Figure } from './figures';

const NAME = 'Flows diagram of the order wizard: ms to lay out';

async function layOut(): Promise<{ ms: number; nodes: number; edges: number }> {
  const started = performance.now();
  const layout = await layoutFlow(flowGraphOf(orderWizardMachine));
  return { ms: performance.now() - started, nodes: layout.nodes.length, edges: layout.edges.length };
}

export async function flowsLayoutFigure(quick: boolean): Promise<Figure> {
  const first = await layOut();
  const runs = quick ? 5 : 20;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await layOut()).ms);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? first.ms;
  const size = `${first.nodes} states, ${first.edges} transitions`;
  const note = `first (loading elkjs) ${first.ms.toFixed(0)} ms; median of ${runs} after it ${median.toFixed(0)} ms; ${size}`;
  return figure(NAME, first.ms, 'ms', '<=', 1000, note);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatLine(await flowsLayoutFigure(process.argv.includes('--quick'))));
}

// Flows: every machine drawn as a statechart. The named exports (one per machines/*.machine.ts) are
// added at build time by .storybook/flowsStories.ts, so no machine is listed by hand here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from 'styled-system/css';
import readme from '../../../machines/README.md?raw';
import { mergeWalks } from '../../../machines/testing/walkedPaths';
import { machineFileStem, machinesIn } from './machineRegistry';
import { StatechartDiagram } from './StatechartDiagram';
import { parseTrace } from './statechartGraph';

const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true });
const trace = parseTrace(readme);
// What the last test runs walked (coverage/model/, written by the path tests and the browser model walks);
// an absent folder gives no files, and the legend says nothing was recorded.
const walks = mergeWalks(Object.values(import.meta.glob<unknown>('../../../coverage/model/**/*.json', { eager: true, import: 'default' })));

// flowStory builds the stories; it is not one itself.
const meta: Meta<typeof StatechartDiagram> = { title: 'Flows', component: StatechartDiagram, excludeStories: ['flowStory'] };
export default meta;

/** The story of machines/<stem>.machine.ts. */
export function flowStory(stem: string): StoryObj<typeof StatechartDiagram> {
  const file = Object.keys(modules).find((f) => machineFileStem(f) === stem);
  const [machine] = machinesIn(file ? { [file]: modules[file] ?? {} } : {});
  return {
    render: () =>
      machine ? (
        <div className={css({ p: '4' })}>
          <StatechartDiagram machine={machine} trace={trace} coverage={walks.get(machine.id)} showCoverage />
        </div>
      ) : (
        <p>No machine is exported by machines/{stem}.machine.ts.</p>
      ),
  };
}

// Every machine of machines/*.machine.ts, found by file name, so a new machine gets its diagram,
// story and coverage test without anyone listing it.
import type { AnyStateMachine } from 'xstate';

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value && 'implementations' in value;
}

/** The machines exported by the given modules (the result of an eager `import.meta.glob`), by id. */
export function machinesIn(modules: Record<string, Record<string, unknown>>): AnyStateMachine[] {
  const found = new Map<string, AnyStateMachine>();
  for (const file of Object.keys(modules).sort()) {
    for (const value of Object.values(modules[file] ?? {})) if (isMachine(value)) found.set(value.id, value);
  }
  return [...found.values()];
}

/** machines/orderWizard.machine.ts -> `orderWizard` (the story's export name). */
export function machineFileStem(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.machine\.ts$/, '');
}

// The README's trace table names only machines, states, events and tests that exist.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from './auth.machine';
import { calculatorEditorMachine } from './calculatorEditor.machine';
import { contactFormMachine } from './contactForm.machine';
import { createProjectMachine } from './createProject.machine';
import { designActionsMachine } from './designActions.machine';
import { designSessionMachine } from './designSession.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { inviteUserMachine } from './inviteUser.machine';
import { leadStatusMachine } from './leadStatus.machine';
import { orderStatusMachine } from './orderStatus.machine';
import { orderWizardMachine } from './orderWizard.machine';
import { projectNameMachine } from './projectName.machine';
import { quoteDialogMachine } from './quoteDialog.machine';
import { saveDesignMachine } from './saveDesign.machine';
import { sessionRefreshMachine } from './sessionRefresh.machine';
import { setPasswordMachine } from './setPassword.machine';
import { shareDesignMachine } from './shareDesign.machine';
import { signupFormMachine } from './signupForm.machine';
import { listStateIds, listTransitions } from './testing/pathTesting';
import { verifyEmailMachine } from './verifyEmail.machine';

const machines: Record<string, AnyStateMachine> = {
  orderWizard: orderWizardMachine,
  auth: authMachine,
  sessionRefresh: sessionRefreshMachine,
  quoteDialog: quoteDialogMachine,
  calculatorEditor: calculatorEditorMachine,
  orderStatus: orderStatusMachine,
  leadStatus: leadStatusMachine,
  projectName: projectNameMachine,
  createProject: createProjectMachine,
  contactForm: contactFormMachine,
  inviteUser: inviteUserMachine,
  setPassword: setPasswordMachine,
  forgotPassword: forgotPasswordMachine,
  signupForm: signupFormMachine,
  verifyEmail: verifyEmailMachine,
  designActions: designActionsMachine,
  designSession: designSessionMachine,
  saveDesign: saveDesignMachine,
  shareDesign: shareDesignMachine,
};

const here = new URL('.', import.meta.url);
const readme = readFileSync(new URL('README.md', here), 'utf8');

interface Row {
  rule: string;
  machine: string;
  states: string[];
  events: string[];
  tests: string[];
}

function traceRows(): Row[] {
  const start = readme.indexOf('## Trace');
  const lines = readme
    .slice(start)
    .split('\n')
    .filter((l) => l.startsWith('|'));
  const cell = (s: string) => s.trim().replace(/^`|`$/g, '');
  return lines.slice(2).map((line) => {
    const [rule, machine, states, events, tests] = line.split('|').slice(1, -1);
    const list = (s: string) =>
      s
        .split(',')
        .map((x) => cell(x.trim()))
        .filter(Boolean);
    return {
      rule: rule.trim(),
      machine: cell(machine),
      states: list(states),
      events: list(events),
      tests: tests
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean),
    };
  });
}

describe('machines/README.md trace table', () => {
  const rows = traceRows();

  it('has rows for every machine', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((r) => r.machine))).toEqual(new Set(Object.keys(machines)));
  });

  for (const row of rows) {
    it(`${row.machine}: ${row.rule}`, () => {
      const machine = machines[row.machine];
      expect(machine, `unknown machine ${row.machine}`).toBeDefined();
      const ids = listStateIds(machine);
      const transitions = listTransitions(machine);
      for (const state of row.states) {
        const id = state === '(root)' ? machine.id : `${machine.id}.${state}`;
        expect(ids, `state ${state}`).toContain(id);
        for (const event of row.events) {
          // The named state (not only some other state) must handle the named event.
          expect(
            transitions.some((t) => t.source === id && t.event === event),
            `${state} handles ${event}`,
          ).toBe(true);
        }
      }
      expect(row.tests.length).toBeGreaterThan(0);
      for (const test of row.tests) {
        const [file, title] = test.split('›').map((s) => s.trim().replace(/^`|`$/g, ''));
        const source = readFileSync(new URL(file, here), 'utf8');
        if (title === `${row.machine} generated paths`)
          expect(source).toMatch(new RegExp(`describeModels?\\(\\s*(\\{\\s*name: )?'${row.machine}'`));
        else expect(source, `${file} has a test "${title}"`).toContain(`'${title}'`);
      }
    });
  }
});

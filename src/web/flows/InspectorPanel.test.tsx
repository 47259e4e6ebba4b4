import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { InspectorPanel } from './InspectorPanel';
import { inspectEvent, markAdminBySession } from './inspectorStore';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

// A stand-in for a page's actor: the panel knows actors only through what the inspect option reports.
const lampMachine = createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { 'lamp.toggle': 'on' } },
    on: { on: { 'lamp.toggle': 'off' } },
  },
});

const logRows = () =>
  within(screen.getByRole('table', { name: 'Event log of lamp' }))
    .getAllByRole('row')
    .slice(1);
const lampState = (id: 'off' | 'on') => screen.getByRole('button', { name: new RegExp(`^state ${id}\\b`) });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('the inspector panel', () => {
  test('pausing freezes the log and the picture; the steps move the highlighted state through the frozen log', async () => {
    const lamp = createActor(lampMachine, { inspect: inspectEvent }).start();
    lamp.send({ type: 'lamp.toggle' }); // off -> on
    lamp.send({ type: 'lamp.toggle' }); // on -> off
    render(<InspectorPanel gated={false} />);
    await screen.findByRole('group', { name: /^Statechart of lamp:/ }, { timeout: 10_000 });
    expect(logRows()).toHaveLength(3);
    expect(button('Step back').disabled).toBe(true);

    fireEvent.click(button('Pause'));
    expect(screen.getByText('lamp is in off (paused at event 3 of 3)')).toBeInTheDocument();
    act(() => lamp.send({ type: 'lamp.toggle' })); // off -> on, while paused
    expect(logRows()).toHaveLength(3);
    expect(screen.getByText('1 event since the pause')).toBeInTheDocument();
    expect(lampState('off')).toHaveAttribute('data-flow-active');
    expect(lampState('on')).not.toHaveAttribute('data-flow-active');

    fireEvent.click(button('Step back'));
    expect(screen.getByText('lamp is in on (paused at event 2 of 3)')).toBeInTheDocument();
    expect(lampState('on')).toHaveAttribute('data-flow-active');
    expect(lampState('off')).not.toHaveAttribute('data-flow-active');
    expect(logRows()[1]).toHaveAttribute('aria-current', 'step');

    fireEvent.click(button('Step back'));
    expect(screen.getByText('lamp is in off (paused at event 1 of 3)')).toBeInTheDocument();
    expect(button('Step back').disabled).toBe(true);

    fireEvent.click(button('Step forward'));
    fireEvent.click(button('Step forward'));
    expect(screen.getByText('lamp is in off (paused at event 3 of 3)')).toBeInTheDocument();
    expect(button('Step forward').disabled).toBe(true);

    fireEvent.click(button('Resume'));
    expect(logRows()).toHaveLength(4);
    expect(screen.getByText('lamp is in on')).toBeInTheDocument();
    expect(lampState('on')).toHaveAttribute('data-flow-active');
    expect(screen.queryByText(/since the pause/)).toBeNull();
    lamp.stop();
  });
});

describe('the production gate', () => {
  test('a gated panel shows once the server says an admin is signed in (a public page runs no auth actor)', async () => {
    createActor(lampMachine, { inspect: inspectEvent }).start();
    render(<InspectorPanel gated />);
    expect(screen.queryByRole('complementary', { name: 'Inspector' })).toBeNull();
    act(() => markAdminBySession(false));
    expect(screen.queryByRole('complementary', { name: 'Inspector' })).toBeNull();
    act(() => markAdminBySession(true));
    expect(await screen.findByRole('complementary', { name: 'Inspector' })).toBeInTheDocument();
    act(() => markAdminBySession(false));
    expect(screen.queryByRole('complementary', { name: 'Inspector' })).toBeNull();
  });
});

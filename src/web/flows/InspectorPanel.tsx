// The built-in inspector (`?inspect`): a panel over the page with its live actors, each drawn with the
// Flows diagram and its current state highlighted, and the event log (event, from, to, time) with the
// context after each event. Pause freezes the picture and the log as they are (events still happen and
// are kept, counted beside the log); the step buttons move through the frozen log; Resume catches up.
// Loaded on demand (src/web/inspect.ts); shown in development builds, and in production only while the
// page's auth actor has an admin signed in. Nothing leaves the tab.
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { createRoot } from 'react-dom/client';
import { css } from 'styled-system/css';
import { adminSignedIn, getActors, getLog, getVersion, subscribe, type LogEntry } from './inspectorStore';
import { StatechartDiagram } from './StatechartDiagram';
import { flowsButton, flowsRow, StepControls } from './StepControls';

const panel = css({
  position: 'fixed',
  right: '2',
  bottom: '2',
  zIndex: 100,
  w: 'min(720px, calc(100vw - 16px))',
  maxH: '70vh',
  overflow: 'auto',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'card',
  boxShadow: 'lg',
  p: '3',
  fontSize: 'sm',
});
const cell = css({ borderBottomWidth: '1px', borderColor: 'border.default', px: '1', py: '0.5', textAlign: 'left' });

const shortState = (ids: readonly string[], machineId: string) => ids.map((id) => id.slice(machineId.length + 1)).join(', ');
const clock = (time: number) => new Date(time).toISOString().slice(11, 23);

/** While paused: the log entry shown (`n` of the entry) and the last entry of the frozen log. */
interface Pause {
  at: number;
  last: number;
}

export function InspectorPanel({ gated }: { gated: boolean }) {
  useSyncExternalStore(subscribe, getVersion);
  const actors = getActors();
  const log = getLog();
  const [chosen, setChosen] = useState<string>();
  const [pause, setPause] = useState<Pause>();
  const [open, setOpen] = useState(true);
  const actor = actors.find((a) => a.id === chosen) ?? actors.at(-1);
  const all = useMemo(() => (actor ? log.filter((e) => e.actorId === actor.id) : []), [log, actor]);
  if (gated && !adminSignedIn()) return null;
  const paused = pause !== undefined;
  const entries = pause ? all.filter((e) => e.n <= pause.last) : all;
  const shownIndex = pause
    ? Math.max(
        0,
        entries.findIndex((e) => e.n === pause.at),
      )
    : entries.length - 1;
  const shown: LogEntry | undefined = entries[shownIndex];
  const states = shown ? shown.to : (actor?.states ?? []);
  const since = all.length - entries.length;
  const stepTo = (index: number) => pause && setPause({ ...pause, at: entries[index]?.n ?? pause.at });
  return (
    <aside aria-label="Inspector" className={panel}>
      <div className={flowsRow}>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'md', flex: '1' })}>Inspector</h2>
        <button type="button" className={flowsButton} onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open ? (
        <>
          <nav aria-label="Live actors" className={flowsRow}>
            {actors.map((a) => (
              <button
                key={a.id}
                type="button"
                className={flowsButton}
                aria-pressed={a.id === actor?.id}
                onClick={() => {
                  setChosen(a.id);
                  setPause(undefined);
                }}
              >
                {a.machine.id}
              </button>
            ))}
          </nav>
          {actor ? (
            <>
              <p aria-live="polite">
                {actor.machine.id} is in {shortState(states, actor.machine.id) || '(starting)'}
                {paused ? ` (paused at event ${shownIndex + 1} of ${entries.length})` : ''}
              </p>
              <StepControls
                buttons={[
                  {
                    label: paused ? 'Resume' : 'Pause',
                    pressed: paused,
                    onClick: () => {
                      const last = all.at(-1)?.n ?? 0;
                      setPause(paused ? undefined : { at: last, last });
                    },
                  },
                  { label: 'Step back', disabled: !paused || shownIndex <= 0, onClick: () => stepTo(shownIndex - 1) },
                  { label: 'Step forward', disabled: !paused || shownIndex >= entries.length - 1, onClick: () => stepTo(shownIndex + 1) },
                ]}
              >
                {since > 0 ? <span>{since === 1 ? '1 event since the pause' : `${since} events since the pause`}</span> : null}
              </StepControls>
              <StatechartDiagram key={actor.id} machine={actor.machine} active={{ states, transitions: shown?.transitions ?? [] }} />
              <table className={css({ borderCollapse: 'collapse', w: 'full', mt: '2' })}>
                <caption className={css({ textAlign: 'left', fontWeight: 'semibold' })}>Event log of {actor.machine.id}</caption>
                <thead>
                  <tr>
                    {['#', 'event', 'from', 'to', 'time'].map((h) => (
                      <th key={h} scope="col" className={cell}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e, i) => (
                    <tr
                      key={e.n}
                      aria-current={i === shownIndex ? 'step' : undefined}
                      className={css({ _currentStep: { bg: 'bg.accent' } })}
                    >
                      <td className={cell}>{i + 1}</td>
                      <td className={cell}>{e.event}</td>
                      <td className={cell}>{shortState(e.from, e.machineId)}</td>
                      <td className={cell}>{shortState(e.to, e.machineId)}</td>
                      <td className={cell}>{clock(e.time)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {shown ? (
                <details>
                  <summary>Context after {shown.event}</summary>
                  <pre className={css({ whiteSpace: 'pre-wrap', fontSize: 'xs' })}>{JSON.stringify(shown.context, null, 2)}</pre>
                </details>
              ) : null}
            </>
          ) : (
            <p>No machine actor on this page yet.</p>
          )}
        </>
      ) : null}
    </aside>
  );
}

/**
 * Mounts the panel in its own root beside the app's (it reads only the inspector's memory). The entry
 * hands over its `createRoot`: imported here, react-dom would be shared between the entry and this lazy
 * chunk, and the bundler then moves React and its JSX runtime out of the entry into a chunk of their own,
 * a larger initial download for every page (the budget: no page's initial JavaScript grows).
 */
export function mountInspector(gated: boolean, createRootOf: typeof createRoot): void {
  const host = document.createElement('div');
  host.id = 'boardwalk-inspector';
  document.body.append(host);
  createRootOf(host).render(<InspectorPanel gated={gated} />);
}

// The coverage beside a statechart: a legend with the counts of each arrow colour, and the walked
// paths (the machine's path tests, the browser walks) to pick one and replay it step by step on the
// diagram. The data is what the walks recorded (machines/testing/walkedPaths.ts).
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { CoverageKind, MachineCoverage, WalkedPath } from '../../../machines/testing/walkedPaths';
import { coverageCounts } from '../../../machines/testing/walkedPaths';
import { flowsButton, StepControls } from './StepControls';

/** Arrow colour per coverage kind (the legend's swatches use the same). */
export const coverageStroke: Record<CoverageKind, string> = {
  both: css({ stroke: 'eucalypt.600' }),
  paths: css({ stroke: 'sky.600' }),
  browser: css({ stroke: 'ochre.600' }),
  none: css({ stroke: 'brick.600', strokeDasharray: '5 4' }),
};

export const COVERAGE_LABELS: Record<CoverageKind, string> = {
  both: 'Walked by machine paths and in the browser',
  paths: 'Walked by machine paths only',
  browser: 'Walked in the browser only',
  none: 'Not walked',
};

const KINDS: CoverageKind[] = ['both', 'paths', 'browser', 'none'];
const REPLAY_INTERVAL_MS = 900;

const box = css({ mt: '3', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', fontSize: 'sm' });
const heading = css({ fontSize: 'md', fontWeight: 'semibold', mb: '1' });
/** A path picked for replay: which list, which path, which step is shown. */
export interface Replay {
  source: 'paths' | 'browser';
  index: number;
  step: number;
  playing: boolean;
}

export function replayedPath(coverage: MachineCoverage | undefined, replay: Replay | undefined): WalkedPath | undefined {
  if (!coverage || !replay) return undefined;
  return (replay.source === 'paths' ? coverage.paths : coverage.browserPaths)[replay.index];
}

export function CoverageLegend({ coverage, keys }: { coverage: MachineCoverage | undefined; keys: readonly string[] }) {
  const counts = coverageCounts(coverage, keys);
  const walked = keys.length - counts.none;
  return (
    <section aria-label="Coverage" className={box}>
      <h3 className={heading}>Coverage</h3>
      {coverage ? (
        <p>
          {walked} of {keys.length} transitions walked ({coverage.pathCount} machine paths, {coverage.browserPathCount} browser walks)
        </p>
      ) : (
        <p>No walks recorded for this machine: run npm run test:model (or its path tests) before building Storybook.</p>
      )}
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', mt: '1' })}>
        {KINDS.map((kind) => (
          <li key={kind} className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="28" y2="4" strokeWidth="3" className={coverageStroke[kind]} />
            </svg>
            {COVERAGE_LABELS[kind]}: {counts[kind]}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PathList({
  title,
  source,
  paths,
  replay,
  onReplay,
}: {
  title: string;
  source: Replay['source'];
  paths: WalkedPath[];
  replay: Replay | undefined;
  onReplay: (r: Replay | undefined) => void;
}) {
  if (paths.length === 0) return null;
  return (
    <>
      <h4 className={css({ fontWeight: 'semibold', mt: '2' })}>{title}</h4>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        {paths.map((p, index) => {
          const selected = replay?.source === source && replay.index === index;
          return (
            <li key={`${source}-${p.name}`}>
              <button
                type="button"
                className={flowsButton}
                aria-pressed={selected}
                onClick={() => onReplay(selected ? undefined : { source, index, step: 0, playing: false })}
              >
                {p.name}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export function WalkedPaths({
  coverage,
  replay,
  onReplay,
}: {
  coverage: MachineCoverage | undefined;
  replay: Replay | undefined;
  onReplay: (r: Replay | undefined) => void;
}) {
  const path = replayedPath(coverage, replay);
  const last = path ? path.steps.length - 1 : 0;
  useEffect(() => {
    if (!replay?.playing) return;
    const timer = setInterval(() => {
      onReplay(replay.step >= last ? { ...replay, playing: false } : { ...replay, step: replay.step + 1 });
    }, REPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [replay, last, onReplay]);
  if (!coverage) return null;
  const step = path && replay ? path.steps[replay.step] : undefined;
  return (
    <section aria-label="Walked paths" className={box}>
      <h3 className={heading}>Walked paths</h3>
      <p>Select a path to highlight its route and replay it step by step.</p>
      {replay && path && step ? (
        <StepControls
          buttons={[
            {
              label: 'Previous step',
              disabled: replay.step === 0,
              onClick: () => onReplay({ ...replay, step: replay.step - 1, playing: false }),
            },
            {
              label: 'Next step',
              disabled: replay.step >= last,
              onClick: () => onReplay({ ...replay, step: replay.step + 1, playing: false }),
            },
            {
              label: replay.playing ? 'Pause' : 'Play',
              onClick: () =>
                onReplay({ ...replay, step: replay.playing || replay.step < last ? replay.step : 0, playing: !replay.playing }),
            },
          ]}
        >
          <p aria-live="polite" className={css({ fontWeight: 'semibold' })}>
            Step {replay.step + 1} of {path.steps.length}: {step.event}
          </p>
        </StepControls>
      ) : null}
      <PathList title="Machine paths" source="paths" paths={coverage.paths} replay={replay} onReplay={onReplay} />
      <PathList title="Browser walks" source="browser" paths={coverage.browserPaths} replay={replay} onReplay={onReplay} />
    </section>
  );
}

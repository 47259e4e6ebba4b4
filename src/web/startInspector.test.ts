// The Stately inspector would post the live machines' context (typed passwords, link tokens) to an
// outside site: a production build never loads it, and ?inspect=stately opens the built-in panel,
// gated to a signed-in admin (docs/architecture.md).
import { afterEach, describe, expect, it, vi } from 'vitest';

const stately = vi.hoisted(() => ({ createBrowserInspector: vi.fn(() => ({ inspect: () => undefined })) }));
const builtIn = vi.hoisted(() => ({ startBuiltInInspector: vi.fn((_gated: boolean, _createRoot: unknown) => () => undefined) }));
vi.mock('@statelyai/inspect', () => stately);
vi.mock('./flows/builtInInspector', () => builtIn);

async function start(search: string) {
  window.history.replaceState(null, '', `/deck-calculator${search}`);
  const { startInspector } = await import('./startInspector');
  return startInspector(vi.fn());
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('startInspector', () => {
  it('in a production build, ?inspect=stately opens the built-in panel behind the admin gate', async () => {
    vi.stubEnv('DEV', false);
    await start('?inspect=stately');
    expect(stately.createBrowserInspector).not.toHaveBeenCalled();
    expect(builtIn.startBuiltInInspector).toHaveBeenCalledWith(true, expect.any(Function));
  });

  it('in a development build, ?inspect=stately opens the Stately inspector', async () => {
    vi.stubEnv('DEV', true);
    await start('?inspect=stately');
    expect(stately.createBrowserInspector).toHaveBeenCalledOnce();
    expect(builtIn.startBuiltInInspector).not.toHaveBeenCalled();
  });

  it('?inspect opens the built-in panel, gated only in production', async () => {
    vi.stubEnv('DEV', false);
    await start('?inspect');
    vi.stubEnv('DEV', true);
    await start('?inspect');
    expect(builtIn.startBuiltInInspector.mock.calls.map(([gated]) => gated)).toEqual([true, false]);
  });
});

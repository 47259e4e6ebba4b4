// The manufacturer's price file on /app/catalogue (docs/product.md#catalogue): a file chosen is previewed
// by the server (POST /api/catalogue/price-file/preview) before anything changes; Apply
// (POST /api/catalogue/price-file/apply) is offered once the preview has no row in error and changes
// something, with its prices at once or from a Melbourne date and time. A file mended and chosen again is
// previewed again; a refusal (the catalogue changed since the preview) keeps the file for another try.
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { effectiveAtField } from '../src/domain/schemas/cataloguePrices';
import { PRICE_FILE_MESSAGES, type PriceFileApplied, type PriceFileInput, type PriceFilePreview } from '../src/domain/schemas/priceFile';
import { errorOf, messageOr } from './errors';

export type PriceFileTiming = 'now' | 'later';

export interface PriceFileContext {
  fileName: string;
  csv: string;
  preview: PriceFilePreview | null;
  timing: PriceFileTiming;
  /** Melbourne wall-clock minute 'YYYY-MM-DDTHH:mm' (a datetime-local input) when timing is later. */
  effectiveAt: string;
  applied: PriceFileApplied | null;
  error: string | undefined;
}

export type PriceFileEvent =
  | { type: 'file.choose'; fileName: string; csv: string }
  | { type: 'timing.select'; timing: PriceFileTiming }
  | { type: 'effective.change'; value: string }
  | { type: 'file.apply' };

/** What Apply sends: the file, and its time (null: at once). */
function applyInputOf(context: PriceFileContext): PriceFileInput {
  return { csv: context.csv, effectiveAt: context.timing === 'later' ? context.effectiveAt : null };
}

const changesIn = (preview: PriceFilePreview) => preview.newItems.length + preview.priceChanges.length + preview.updatedItems.length;

/** Why Apply is not offered for the file previewed: rows in error, or nothing to change; null when it may be. */
export function applyBlockedBy(context: PriceFileContext): 'errors' | 'nothing' | null {
  if (!context.preview) return null;
  if (context.preview.errors.length > 0) return 'errors';
  return changesIn(context.preview) === 0 ? 'nothing' : null;
}

const choosing = { 'file.choose': { target: '#priceFile.previewing', actions: 'setFile' } } as const;
const timing = {
  'timing.select': { actions: 'setTiming' },
  'effective.change': { actions: 'setEffectiveAt' },
} as const;
const applying = { 'file.apply': { guard: 'applicable', target: '#priceFile.applying', actions: 'clearError' } } as const;

export const priceFileMachine = setup({
  types: {
    context: {} as PriceFileContext,
    events: {} as PriceFileEvent,
  },
  actors: {
    // Provided by the app: the preview and the apply calls.
    previewPriceFile: fromPromise<PriceFilePreview, { csv: string }>(async () => {
      throw new Error('previewPriceFile is provided by the app');
    }),
    applyPriceFile: fromPromise<PriceFileApplied, PriceFileInput>(async () => {
      throw new Error('applyPriceFile is provided by the app');
    }),
  },
  guards: {
    // A file with any row in error changes nothing, so Apply waits for a mended file.
    noRowInError: ({ context }) => context.preview !== null && context.preview.errors.length === 0,
    fileChangesSomething: ({ context }) => context.preview !== null && changesIn(context.preview) > 0,
    effectiveTimeGiven: ({ context }) =>
      context.timing === 'now' || (context.effectiveAt !== '' && effectiveAtField.safeParse(context.effectiveAt).success),
    applicable: and(['noRowInError', 'fileChangesSomething', 'effectiveTimeGiven']),
  },
  actions: {
    // Provided by the app: the staff list, the items and the public catalogue reads refresh.
    catalogueChanged: () => {},
    setFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { fileName: event.fileName, csv: event.csv, preview: null, applied: null, error: undefined };
    }),
    setTiming: assign(({ event }) => {
      assertEvent(event, 'timing.select');
      return { timing: event.timing };
    }),
    setEffectiveAt: assign(({ event }) => {
      assertEvent(event, 'effective.change');
      return { effectiveAt: event.value };
    }),
    clearError: assign({ error: undefined }),
    showPreview: assign({ preview: (_, preview: PriceFilePreview) => preview }),
    showApplied: assign({ applied: (_, applied: PriceFileApplied) => applied }),
    previewFailed: assign({ error: (_, error: unknown) => messageOr(error, PRICE_FILE_MESSAGES.previewFailed) }),
    applyFailed: assign({ error: (_, error: unknown) => messageOr(error, PRICE_FILE_MESSAGES.applyFailed) }),
  },
}).createMachine({
  id: 'priceFile',
  context: { fileName: '', csv: '', preview: null, timing: 'now', effectiveAt: '', applied: null, error: undefined },
  initial: 'empty',
  states: {
    empty: { on: { ...choosing, ...timing } },
    previewing: {
      invoke: {
        id: 'previewPriceFile',
        src: 'previewPriceFile',
        input: ({ context }) => ({ csv: context.csv }),
        onDone: { target: 'previewed', actions: { type: 'showPreview', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'previewFailed', params: errorOf } },
      },
    },
    previewed: { on: { ...choosing, ...timing, ...applying } },
    failed: { on: { ...choosing, ...timing } },
    applying: {
      invoke: {
        id: 'applyPriceFile',
        src: 'applyPriceFile',
        input: ({ context }) => applyInputOf(context),
        onDone: {
          target: 'applied',
          actions: [{ type: 'showApplied', params: ({ event }) => event.output }, 'catalogueChanged'],
        },
        onError: { target: 'refused', actions: { type: 'applyFailed', params: errorOf } },
      },
    },
    // Applied: the preview stays on screen with what was done; the next file starts again.
    applied: { on: { ...choosing } },
    // Refused with the server's words; the same file can be applied again, or a mended one chosen.
    refused: { on: { ...choosing, ...timing, ...applying } },
  },
});

// Share (docs/product.md#designs): the read-only link to this design with a Copy button;
// the owner of a saved design may Stop sharing, after which the link no longer works.
import { useId } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { DESIGN_TEXTS } from '../../domain/designTexts';
import { Alert } from '../components/Alert';
import * as Dialog from '../components/ui/dialog';
import { ShareDesignContext } from './designToolsActors';

export const STOP_SHARING_LABEL = 'Stop sharing';

const actionsRow = css({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3' });

export function ShareDialog() {
  const id = useId();
  const actor = ShareDesignContext.useActorRef();
  const open = ShareDesignContext.useSelector((s) => !s.matches('closed'));
  const creating = ShareDesignContext.useSelector((s) => s.matches('creating'));
  const stopping = ShareDesignContext.useSelector((s) => s.matches('stopping'));
  const stopped = ShareDesignContext.useSelector((s) => s.matches('stopped'));
  const url = ShareDesignContext.useSelector((s) => (s.matches('open') || s.matches('stopping') ? (s.context.link?.url ?? null) : null));
  const copied = ShareDesignContext.useSelector((s) => s.context.copied);
  const canStop = ShareDesignContext.useSelector((s) => s.can({ type: 'share.stop' }));
  const owner = ShareDesignContext.useSelector((s) => s.context.design !== null);
  const error = ShareDesignContext.useSelector((s) => s.context.error);
  return (
    <Dialog.ModalDialog
      title="Share this design"
      busy={stopping}
      open={open}
      onOpenChange={(d) => !d.open && actor.send({ type: 'share.close' })}
    >
      <Dialog.Description>
        {owner
          ? 'Anyone with the link sees the plan and its figures, read-only, and can open a copy in the calculator.'
          : 'Anyone with the link sees this drawing as it is now, read-only, and can open a copy in the calculator.'}
      </Dialog.Description>
      <div className={css({ display: 'grid', gap: '4', mt: '4' })}>
        {creating ? <p role="status">Creating a link...</p> : null}
        {url ? (
          <div className={css({ display: 'grid', gap: '1.5' })}>
            <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: '600' })}>
              Share link
            </label>
            <div className={css({ display: 'flex', gap: '2' })}>
              <input id={id} readOnly value={url} className={input()} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'share.copy' })}>
                {copied ? 'Copied' : 'Copy'}
              </button>
            </div>
          </div>
        ) : null}
        {stopped ? <Alert tone="success">{DESIGN_TEXTS.stopped}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={actionsRow}>
          {canStop || stopping ? (
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              disabled={stopping}
              aria-busy={stopping || undefined}
              onClick={() => actor.send({ type: 'share.stop' })}
            >
              {STOP_SHARING_LABEL}
            </button>
          ) : null}
          <Dialog.CloseTrigger type="button" className={button({ variant: 'primary' })} disabled={stopping}>
            Done
          </Dialog.CloseTrigger>
        </div>
      </div>
    </Dialog.ModalDialog>
  );
}

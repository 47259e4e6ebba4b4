// Rename and Delete of a saved design: Ark UI dialogs whose open state the designActions machine owns.
// Rename shows the Design name field with the schema's message for a bad name; Delete asks first.
import type { FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { actionRow, button } from 'styled-system/recipes';
import { isConfirmingDelete, isRenaming } from '../../../../machines/designActions.machine';
import { deleteDesignQuestion } from '../../../domain/designTexts';
import { Alert } from '../../components/Alert';
import { DialogConfirmActions } from '../../components/DialogActions';
import { TextField } from '../../components/form/TextField';
import * as Dialog from '../../components/ui/dialog';
import { DesignActionsContext } from './designActionsActor';

const buttons = cx(actionRow({ justify: 'end' }), css({ mt: '2' }));

export function RenameDesignDialog() {
  const actor = DesignActionsContext.useActorRef();
  const open = DesignActionsContext.useSelector(isRenaming);
  const saving = DesignActionsContext.useSelector((s) => s.matches({ renaming: 'saving' }));
  const draft = DesignActionsContext.useSelector((s) => s.context.draft);
  const error = DesignActionsContext.useSelector((s) => s.context.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'rename.save' });
  };
  return (
    <Dialog.ModalDialog title="Rename design" open={open} onOpenChange={(d) => (d.open ? undefined : actor.send({ type: 'dialog.close' }))}>
      <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate>
        <TextField
          label="Design name"
          name="designName"
          value={draft}
          onChange={(value) => actor.send({ type: 'name.change', value })}
          required
          invalid={error !== undefined}
          errorText={error}
          autoComplete="off"
        />
        <div className={buttons}>
          <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })} disabled={saving}>
            Cancel
          </Dialog.CloseTrigger>
          <button type="submit" className={button({ variant: 'primary' })} disabled={saving}>
            Save
          </button>
        </div>
      </form>
    </Dialog.ModalDialog>
  );
}

export function DeleteDesignDialog() {
  const actor = DesignActionsContext.useActorRef();
  const open = DesignActionsContext.useSelector(isConfirmingDelete);
  const deleting = DesignActionsContext.useSelector((s) => s.matches('deleting'));
  const name = DesignActionsContext.useSelector((s) => s.context.design?.name ?? '');
  const error = DesignActionsContext.useSelector((s) => s.context.error);
  return (
    <Dialog.ModalDialog
      title={deleteDesignQuestion(name)}
      role="alertdialog"
      open={open}
      onOpenChange={(d) => (d.open ? undefined : actor.send({ type: 'dialog.close' }))}
    >
      <Dialog.Description>The design and its share link are deleted. Orders placed from it keep their boards.</Dialog.Description>
      {error ? (
        <Alert tone="error" className={css({ mt: '4' })}>
          {error}
        </Alert>
      ) : null}
      <DialogConfirmActions busy={deleting} label="Delete" onConfirm={() => actor.send({ type: 'delete.confirm' })} />
    </Dialog.ModalDialog>
  );
}

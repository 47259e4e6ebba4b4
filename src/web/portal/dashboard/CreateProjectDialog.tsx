// Create New Project dialog (docs/product.md#screens-and-routes, docs/product.md#validation-rules): Ark UI Dialog, open state owned by the
// createProject machine. The button and Enter send the same event; both are refused for a blank name.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import * as Dialog from '../../components/ui/dialog';
import { CreateProjectContext } from './createProjectActor';

/** The dialog over the CreateProjectContext actor: it reads the machine's fields and only sends events. */
export function CreateProjectDialog() {
  const actor = CreateProjectContext.useActorRef();
  const open = CreateProjectContext.useSelector((s) => !s.matches('closed'));
  const busy = CreateProjectContext.useSelector((s) => s.matches('creating'));
  const name = CreateProjectContext.useSelector((s) => s.context.name);
  const error = CreateProjectContext.useSelector((s) => s.context.error);
  const canCreate = CreateProjectContext.useSelector((s) => s.can({ type: 'project.create' }));
  const onOpenChange = (o: boolean) => actor.send({ type: o ? 'dialog.open' : 'dialog.close' });
  const onNameChange = (value: string) => actor.send({ type: 'name.change', value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'project.create' });
  };
  return (
    <Dialog.ModalDialog title="Create New Project" open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate>
        <TextField label="Project Name" name="projectName" value={name} onChange={onNameChange} required autoComplete="off" />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
          <Dialog.CloseTrigger type="button" className={button({ variant: 'secondary' })}>
            Cancel
          </Dialog.CloseTrigger>
          <button type="submit" className={button({ variant: 'primary' })} disabled={!canCreate || busy}>
            Create Project
          </button>
        </div>
      </form>
    </Dialog.ModalDialog>
  );
}

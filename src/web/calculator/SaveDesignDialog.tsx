// Save design (docs/product.md#designs): an Ark UI Dialog over the saveDesign machine:
// Design name, Project (none, one of the user's, or a new one by name), Save. Saved, it says so and
// links to the user's designs; a failure is shown here with everything typed kept.
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { NEW_PROJECT_VALUE, NO_PROJECT_VALUE, projectFieldValue, saveFormComplete } from '../../../machines/saveDesign.machine';
import { DESIGN_TEXTS } from '../../domain/designTexts';
import { Alert } from '../components/Alert';
import { DialogDoneActions, DialogFormActions } from '../components/DialogActions';
import { SelectField } from '../components/form/SelectField';
import { TextField } from '../components/form/TextField';
import * as Dialog from '../components/ui/dialog';
import { SaveDesignContext } from './designToolsActors';
import { SAVE_DESIGN_LABEL } from './DesignToolbar';

export const NO_PROJECT_OPTION = 'No project';
export const NEW_PROJECT_OPTION = 'New project';
export const DESIGNS_PATH = '/app/deck-layout';

export function SaveDesignDialog() {
  const actor = SaveDesignContext.useActorRef();
  const open = SaveDesignContext.useSelector((s) => s.matches('editing') || s.matches('saving') || s.matches('saved'));
  const busy = SaveDesignContext.useSelector((s) => s.matches('saving'));
  const saved = SaveDesignContext.useSelector((s) => s.matches('saved'));
  const form = SaveDesignContext.useSelector((s) => s.context.form);
  const projects = SaveDesignContext.useSelector((s) => s.context.projects);
  const error = SaveDesignContext.useSelector((s) => s.context.error);
  const savedName = SaveDesignContext.useSelector((s) => s.context.design?.name ?? '');
  const editing = SaveDesignContext.useSelector((s) => s.context.design !== null);
  const projectItems = [
    { value: NO_PROJECT_VALUE, label: NO_PROJECT_OPTION },
    ...projects.map((p) => ({ value: p.id, label: p.name })),
    { value: NEW_PROJECT_VALUE, label: NEW_PROJECT_OPTION },
  ];
  const projectValue = projectFieldValue(form);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'save.submit' });
  };
  return (
    <Dialog.ModalDialog
      title={SAVE_DESIGN_LABEL}
      busy={busy}
      open={open}
      onOpenChange={(d) => !d.open && actor.send({ type: 'save.close' })}
    >
      {saved ? (
        <div className={css({ display: 'grid', gap: '4' })}>
          <Alert tone="success">
            {DESIGN_TEXTS.saved} <strong>{savedName}</strong> is in{' '}
            <Link to={DESIGNS_PATH} className={css({ textDecoration: 'underline', fontWeight: '600' })}>
              your designs
            </Link>
            .
          </Alert>
          <DialogDoneActions />
        </div>
      ) : (
        <form onSubmit={submit} className={css({ display: 'grid', gap: '4' })} noValidate>
          <Dialog.Description>
            {editing
              ? 'Saving again keeps this design and adds a new version of it.'
              : 'Keep this drawing, its colour and its figures in your portal.'}
          </Dialog.Description>
          <TextField
            label="Design name"
            name="designName"
            required
            value={form.name}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'save.name.change', value })}
          />
          <SelectField
            label="Project"
            name="designProject"
            items={projectItems}
            value={projectValue}
            disabled={busy}
            onChange={(value) => actor.send({ type: 'save.project.change', value })}
          />
          {form.choice === 'new' ? (
            <TextField
              label="New project name"
              name="newProjectName"
              required
              value={form.newProjectName}
              disabled={busy}
              onChange={(value) => actor.send({ type: 'save.project.name.change', value })}
            />
          ) : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <DialogFormActions busy={busy} label="Save" busyLabel="Saving..." disabled={!saveFormComplete(form)} />
        </form>
      )}
    </Dialog.ModalDialog>
  );
}

// Create New Project dialog (spec sections 2 and 5): Ark UI Dialog, open state owned by the
// createProject machine. The button and Enter send the same event; both are refused for a blank name.
import { Portal } from '@ark-ui/react/portal';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import * as Dialog from '../../components/ui/dialog';

export interface CreateProjectDialogProps {
  open: boolean;
  name: string;
  error: string | undefined;
  busy: boolean;
  canCreate: boolean;
  onOpenChange: (open: boolean) => void;
  onNameChange: (value: string) => void;
  onCreate: () => void;
}

export function CreateProjectDialog({ open, name, error, busy, canCreate, onOpenChange, onNameChange, onCreate }: CreateProjectDialogProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onCreate();
  };
  return (
    <Dialog.Root variant="modal" open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Create New Project</Dialog.Title>
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
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

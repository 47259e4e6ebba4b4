// Inline project rename (docs/product.md#project-name-edit): view mode shows the name and Edit;
// edit mode a field with Save (disabled when blank) and Cancel. Driven by the projectName machine.
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/form/TextField';
import { pageTitle } from '../styles';
import { ProjectNameContext } from './projectNameActor';

/** The editor over a projectName actor; the name shown is the page's (its query). */
export function ProjectNameEditor({ name }: { name: string }) {
  const actor = ProjectNameContext.useActorRef();
  const mode = ProjectNameContext.useSelector((s) => (s.matches('editing') ? 'editing' : s.matches('saving') ? 'saving' : 'view'));
  const draft = ProjectNameContext.useSelector((s) => s.context.draft);
  const error = ProjectNameContext.useSelector((s) => s.context.error);
  const canSave = ProjectNameContext.useSelector((s) => s.can({ type: 'edit.save' }));
  const onEdit = () => actor.send({ type: 'edit.start', name });
  const onChange = (value: string) => actor.send({ type: 'name.change', value });
  const onCancel = () => actor.send({ type: 'edit.cancel' });
  if (mode === 'view') {
    return (
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h1 className={pageTitle}>{name}</h1>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={onEdit}
          aria-label={`Edit project name ${name}`}
        >
          Edit
        </button>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'edit.save' });
  };
  return (
    <form onSubmit={submit} className={css({ display: 'grid', gap: '3', maxW: '32rem', w: 'full' })} noValidate>
      <h1 className={css({ srOnly: true })}>{name}</h1>
      <TextField label="Project Name" name="projectName" value={draft} onChange={onChange} required autoComplete="off" />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={css({ display: 'flex', gap: '3' })}>
        <button type="submit" className={button({ variant: 'primary', size: 'sm' })} disabled={!canSave || mode === 'saving'}>
          Save
        </button>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={onCancel} disabled={mode === 'saving'}>
          Cancel
        </button>
      </div>
    </form>
  );
}

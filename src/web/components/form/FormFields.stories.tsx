import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { CONTACT_PROJECT_TYPES } from '../../../domain/constants';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const meta: Meta = { title: 'Foundation/Form fields' };
export default meta;
type Story = StoryObj;

function Fields({ invalid }: { invalid: boolean }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [ok, setOk] = useState(false);
  return (
    <div className={css({ display: 'grid', gap: '5', p: '6', maxW: '28rem' })}>
      <TextField
        label="Full Name"
        name="fullName"
        required
        value={name}
        onChange={setName}
        invalid={invalid}
        errorText="Full Name is required"
      />
      <SelectField
        label="Project Type"
        name="projectType"
        items={CONTACT_PROJECT_TYPES}
        value={type}
        onChange={setType}
        placeholder="Select project type"
      />
      <CheckboxField name="privacy" label="I accept the privacy policy" checked={ok} onChange={setOk} invalid={invalid} required />
    </div>
  );
}

export const Empty: Story = { render: () => <Fields invalid={false} /> };
export const Invalid: Story = { render: () => <Fields invalid /> };

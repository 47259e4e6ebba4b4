// What the account forms' machines (inviteUser, setPassword, signupForm) do alike when a field is typed
// in: the new value, and that field's message cleared until the next submit checks it again.

/** The context change of `field.change`: the value, and the field's message gone. */
export function fieldChanged<C extends { fieldErrors: Partial<Record<F, string>> }, F extends keyof C & string>(
  context: C,
  field: F,
  value: C[F],
): Partial<C> {
  return { [field]: value, fieldErrors: { ...context.fieldErrors, [field]: undefined } } as Partial<C>;
}

/**
 * The editing state of an account form (setPassword, signupForm): typing sets the field and clears its
 * message; a submit goes on when the fields pass the API's schema, else shows each field's message.
 * Each machine names the actions (setField, clearErrors, showFieldErrors) and the guard (fieldsValid).
 */
export const accountFormEditing = {
  on: {
    'field.change': { actions: 'setField' },
    'form.submit': [{ guard: 'fieldsValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showFieldErrors' }],
  },
} as const;

import { describe, expect, it } from 'vitest';
import { userActions } from './accountForms';

describe('userActions', () => {
  it('offers Resend only to the invited and Enable only to the disabled', () => {
    expect(userActions('invited')).toEqual({ resendInvitation: true, access: 'disable' });
    expect(userActions('active')).toEqual({ resendInvitation: false, access: 'disable' });
    expect(userActions('disabled')).toEqual({ resendInvitation: false, access: 'enable' });
  });
});

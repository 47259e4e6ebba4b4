// Invite user (docs/product.md#accounts): the invitation dialog over the users page's
// inviteUser actor, Email and Role, an Invite submit.
import { ROLE_OPTIONS } from '../../../domain/accountForms';
import { InviteDialog, type InviteDialogWords } from '../invite/InviteDialog';
import { InviteActorContext } from '../invite/inviteActor';
import { InviteUserContext } from './inviteUserActor';

const WORDS: InviteDialogWords = {
  title: 'Invite user',
  description: 'They receive an e-mail with a link to set their password. The link works once, for 7 days.',
  role: { label: 'Role', name: 'role', items: ROLE_OPTIONS },
  submit: 'Invite',
  sending: 'Inviting...',
  sent: (sent) => `Invitation sent to ${sent.email}`,
};

export function InviteUserDialog() {
  const actor = InviteUserContext.useActorRef();
  return (
    <InviteActorContext.Provider value={actor}>
      <InviteDialog words={WORDS} />
    </InviteActorContext.Provider>
  );
}

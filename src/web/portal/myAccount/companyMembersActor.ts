// The account page's members actor (AccountPage provides it with the app's calls); the members table and
// its dialogs read and send through CompanyMembersContext.
import { createActorContext } from '@xstate/react';
import { companyMembersMachine } from '../../../../machines/companyMembers.machine';
import { getInspect } from '../../inspect';

export const CompanyMembersContext = createActorContext(companyMembersMachine, { inspect: getInspect() });

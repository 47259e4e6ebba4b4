// What the account page's members section says when a call fails without the server's own words
// (machines/errors.ts); the server's refusals (the last owner, a user of another company) are shown as sent.
export const MEMBER_FALLBACKS = {
  inviteFailed: 'Failed to send the invitation',
  removeFailed: 'Failed to remove the member',
} as const;

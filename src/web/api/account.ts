// The account page's own address (DESIGN.md "Trade accounts"): a month's statement PDF. Its invoices are
// invoices.ts's list without filters (the API answers the user's own and, for a member, the company's); the
// account itself (details, company, members, balance) is tradeAccounts.ts's useMyAccount.

/** GET /api/me/account/statement?month=YYYY-MM: the month's statement PDF, opened as a download. */
export const statementUrl = (month: string) => `/api/me/account/statement?month=${encodeURIComponent(month)}`;

// Session and throttle lifetimes in one place (README documents them). Values follow OWASP's session
// cheat sheet: short access, rotating refresh with both an idle and an absolute limit.
import { VISITOR_SHARES_PER_HOUR } from '../../domain/schemas/designs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/product.md#accounts: invitations live 7 days, reset links 1 hour; both single use.
 * A visitor's sign-up confirmation follows the invitation's rules.
 */
export const ACCOUNT_LINK_TTL_MS = { invitation: 7 * DAY, reset: HOUR, signup: 7 * DAY } as const;

export const SESSION_POLICY = {
  /** Access cookie lifetime; an expired one answers 401 and the browser refreshes once. */
  accessTtlMs: 15 * MINUTE,
  /** A refresh token unused this long is dead (idle timeout). */
  refreshIdleMs: 7 * DAY,
  /** A session family ends this long after login whatever happens (absolute timeout). */
  refreshAbsoluteMs: 30 * DAY,
} as const;

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export const THROTTLE_POLICY = {
  /** Failed logins per account (ASVS allows at most 100 an hour; this is far stricter). */
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins per client address, over all accounts (credential stuffing). */
  loginPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /**
   * Contact enquiries per client address (generous: offices and schools share one address). A burst
   * limit per minute stands beside the 10-minute window, which alone let sixty arrive in a quarter of a
   * second; ten a minute keeps the 10-minute window the one that bites on a steady flood.
   */
  contactBurstPerAddress: { limit: 10, windowMs: MINUTE },
  contactPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** Quote requests per client address: the same burst limit and window as enquiries. */
  quoteBurstPerAddress: { limit: 10, windowMs: MINUTE },
  quotePerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** Sample requests per client address (docs/product.md#stock-and-samples): the same burst limit and window as quotes. */
  samplesBurstPerAddress: { limit: 10, windowMs: MINUTE },
  samplesPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /** Sign-ups per client address: the same burst limit and window as the other public forms (every attempt counts). */
  signupBurstPerAddress: { limit: 10, windowMs: MINUTE },
  signupPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  /**
   * Sign-up e-mails to one address (a flood would bury the real one). Over it the answer stays the same
   * and nothing is sent, so the limit tells nobody whether the address has an account.
   */
  signupMailPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * And at most 3 a day to one recipient (any letter case), the confirmation and the "you already have an
   * account" note alike: as the acknowledgements, a sign-up mails whatever address was typed.
   */
  signupMailPerRecipient: { limit: 3, windowMs: DAY },
  /**
   * Invitations to join a company (docs/product.md#trade-accounts) a company sends, and that it sends to
   * one address: its own owners' doing, so a 429 tells them nothing about the address.
   */
  invitationsPerCompany: { limit: 20, windowMs: DAY },
  invitationsPerCompanyAddress: { limit: 3, windowMs: DAY },
  /**
   * Invitation e-mails to one recipient from every company together: over it the invitation is still
   * kept (the person sees it when signed in) but no e-mail goes, and the answer does not change.
   */
  invitationMailPerRecipient: { limit: 5, windowMs: DAY },
  /** Password-reset e-mails asked for one address (a flood of resets would bury the real one). */
  accountLinkPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Forgot-password requests per client address, over all accounts. */
  accountLinkPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  /** One-time link lookups and uses (accept, reset, invitation lookup) per client address: guessing a token. */
  linkUsePerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Link uses per account (a leaked link tried over and over). */
  linkUsePerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** The public quote page's calls (view, accept, request changes) per client address: guessing a quote link's token. */
  quoteLinkPerAddress: { limit: 60, windowMs: 15 * MINUTE },
  /**
   * The Accept quote calendar's days per client address (each month shown and each method chosen asks
   * once): counted apart from the link's view and accept so browsing months never uses up the acceptance.
   */
  quoteDaysPerAddress: { limit: 120, windowMs: 15 * MINUTE },
  /** Browser telemetry events per client address (a page sends a few; a flood fills the logs). */
  telemetryPerAddress: { limit: 300, windowMs: 10 * MINUTE },
  /** Visitors' share links per client address (each stores a drawing; owners' links are bounded by their designs). */
  visitorSharePerAddress: { limit: VISITOR_SHARES_PER_HOUR, windowMs: HOUR },
  /**
   * Acknowledgements (quote and enquiry) to one recipient address, any letter case: they go to whatever
   * address a visitor typed, so they must not make the site a mail cannon. Sales still hear of every lead.
   */
  acknowledgementsPerRecipient: { limit: 3, windowMs: DAY },
  /**
   * Time on the CPU pool (design layouts and order PDFs) per user, in milliseconds per minute. Counted
   * by what each job took, not by requests: a person saving a rectangle uses a millisecond, so only
   * worst-case drawings or PDFs in a loop reach it (about sixty comb-shaped 200-point layouts a minute),
   * and one account holds at most a quarter of a pool thread.
   */
  cpuMsPerUser: { limit: 15_000, windowMs: MINUTE },
  /**
   * The same for a visitor's address (a share link, its plan pack, a quote request's layout): each job is
   * charged its estimate before it starts, so a burst cannot pass the check together; then what it took.
   * Eight of the largest plan packs a minute, a few hundred layouts of a drawn deck.
   */
  cpuMsPerAddress: { limit: 20_000, windowMs: MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * CPU-pool jobs (a design's board layout, an order's PDF) one user, or one address for visitors' shares,
 * may have running or waiting at once in a process; one more answers 429 at once instead of queueing
 * behind them (a save and a PDF together, or two tabs, still pass).
 */
export const CPU_JOBS_AT_ONCE = 2;

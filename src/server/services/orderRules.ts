// The rules every order keeps whichever path places it, POST /api/orders or a quote accepted from its
// link (docs/product.md#trade-accounts, docs/product.md#delivery): the company's purchase order / job
// reference, and a preferred day the calendar itself offers for the method, refused with the calendar's
// own reason. The credit flag is the third rule: orderAccount.ts lockedCreditPosition, read in the
// order's own transaction.
import type { DeliveryMethod } from '../../domain/constants';
import { refusalMessage } from '../../domain/deliveryTexts';
import { poProblem } from '../../domain/purchaseOrder';
import type { ValidationIssue } from '../../domain/schemas/errors';
import type { Db } from '../db/client';
import { calendarDay } from './deliveryCalendar';

interface PlacementFacts {
  method: DeliveryMethod;
  /** A real calendar day, today or later (the callers' schema and date checks come first). */
  preferredDate: string;
  poReference: string;
  /** The buyer's company requires a reference; false for a retail buyer. */
  poRequired: boolean;
  now: Date;
}

/** The preferred day as the calendar judges it: an issue naming its reason, or null when it is offered. */
export async function preferredDayIssue(
  db: Pick<Db, 'select'>,
  facts: Pick<PlacementFacts, 'method' | 'preferredDate' | 'now'>,
  path: (string | number)[],
): Promise<ValidationIssue | null> {
  const day = await calendarDay(db, facts.method, facts.preferredDate, facts.now);
  if (day.deliverable) return null;
  return { path, message: refusalMessage(facts.method, day.date, day.reason!, day.holiday), code: `day_${day.reason}` };
}

/** The purchase-order rule's issue, or null. */
export function poIssue(facts: Pick<PlacementFacts, 'poReference' | 'poRequired'>, path: (string | number)[]): ValidationIssue | null {
  const message = poProblem({ poReference: facts.poReference, poRequired: facts.poRequired });
  return message ? { path, message } : null;
}

// The last mile's e-mails (docs/product.md#delivery): the window when the run starts, "on its way",
// the proof when delivered, and "we couldn't deliver today". Rendered with the e-mails' layout.
import { formatDateTime } from '../../domain/dates';
import { deliveredSubject, LEFT_ON_SITE, notDeliveredSubject, onTheWaySubject, runStartedSubject } from '../../domain/lastMile';
import type { MailDraftOf } from './draft';
import { render, type Rendered } from './layout';

export type DeliveryMailTemplate = 'delivery.runStarted' | 'delivery.onTheWay' | 'delivery.delivered' | 'delivery.notDelivered';

export interface RunStartedMailData {
  ref: string;
  from: string;
  to: string;
}
export interface OnTheWayMailData {
  ref: string;
}
export interface DeliveredMailData {
  ref: string;
  recordedAt: string;
  receiverName: string | null;
  leftOnSite: boolean;
  lines: { name: string; ordered: number; delivered: number }[];
  outstanding: boolean;
  orderLink: string;
}
export interface NotDeliveredMailData {
  ref: string;
  reason: string;
}

export type DeliveryMailDataOf = {
  'delivery.runStarted': RunStartedMailData;
  'delivery.onTheWay': OnTheWayMailData;
  'delivery.delivered': DeliveredMailData;
  'delivery.notDelivered': NotDeliveredMailData;
};

type Draft<T extends DeliveryMailTemplate> = MailDraftOf<T, DeliveryMailDataOf[T]>;

export function runStartedDraft(orderId: string, recipient: string, data: RunStartedMailData): Draft<'delivery.runStarted'> {
  return { template: 'delivery.runStarted', recipient, subject: runStartedSubject(data.ref, data), data, orderId };
}

export function onTheWayDraft(orderId: string, recipient: string, data: OnTheWayMailData): Draft<'delivery.onTheWay'> {
  return { template: 'delivery.onTheWay', recipient, subject: onTheWaySubject(data.ref), data, orderId };
}

/** To the ordering user and the company's billing e-mail when it is another address. */
export function deliveredDrafts(orderId: string, recipients: readonly string[], data: DeliveredMailData): Draft<'delivery.delivered'>[] {
  const unique = [...new Map(recipients.filter(Boolean).map((r) => [r.toLowerCase(), r])).values()];
  return unique.map((recipient) => ({ template: 'delivery.delivered', recipient, subject: deliveredSubject(data.ref), data, orderId }));
}

export function notDeliveredDraft(orderId: string, recipient: string, data: NotDeliveredMailData): Draft<'delivery.notDelivered'> {
  return { template: 'delivery.notDelivered', recipient, subject: notDeliveredSubject(data.ref), data, orderId };
}

export function renderDeliveryMessage(template: DeliveryMailTemplate, data: unknown): Rendered {
  switch (template) {
    case 'delivery.runStarted': {
      const d = data as RunStartedMailData;
      return render(
        runStartedSubject(d.ref, d),
        `Our driver is on the road today. Your order ${d.ref} should arrive between ${d.from} and ${d.to}; ` +
          `we'll e-mail you again when the truck is on its way to you.`,
        [
          {
            heading: 'Delivery',
            rows: [
              ['Order', d.ref],
              ['Window', `${d.from} to ${d.to}`],
            ],
          },
        ],
      );
    }
    case 'delivery.onTheWay': {
      const d = data as OnTheWayMailData;
      return render(onTheWaySubject(d.ref), `Our driver is on the way to you now with your order ${d.ref}.`, [
        { heading: 'Delivery', rows: [['Order', d.ref]] },
      ]);
    }
    case 'delivery.delivered': {
      const d = data as DeliveredMailData;
      const intro = d.outstanding
        ? `Your order ${d.ref} was delivered in part; the rest will follow on another delivery, at no extra fee.`
        : `Your order ${d.ref} was delivered. The proof of delivery is on the order's page.`;
      return render(deliveredSubject(d.ref), intro, [
        {
          heading: 'Proof of delivery',
          rows: [
            ['Order', d.ref],
            ['Delivered', formatDateTime(d.recordedAt)],
            ['Received by', d.leftOnSite ? LEFT_ON_SITE : (d.receiverName ?? '')],
          ],
        },
        { heading: 'Delivered quantities', rows: d.lines.map((l) => [l.name, `${l.delivered} of ${l.ordered}`] as [string, string]) },
        { heading: 'Order page', rows: [['Link', d.orderLink]] },
      ]);
    }
    case 'delivery.notDelivered': {
      const d = data as NotDeliveredMailData;
      return render(
        notDeliveredSubject(d.ref),
        `Our driver couldn't deliver your order ${d.ref} today (${d.reason}). We'll be in touch to arrange another day.`,
        [
          {
            heading: 'Delivery',
            rows: [
              ['Order', d.ref],
              ['Reason', d.reason],
            ],
          },
        ],
      );
    }
  }
}

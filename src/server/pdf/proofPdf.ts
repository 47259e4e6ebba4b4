// The proof of delivery (docs/product.md#delivery) as a PDF, made with the documents' parts: for each
// attempt the time, the delivered quantity of each line, the receiver's name and signature or "Left
// on site", the photos, and the reason when not delivered. The order page shows the same.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COMPANY } from '../../domain/constants';
import { formatDateTime } from '../../domain/dates';
import { orderRef } from '../../domain/format';
import { LEFT_ON_SITE } from '../../domain/lastMile';
import type { OrderDelivery } from '../../domain/schemas/runs';
import { BRAND, companyHeader, documentFrame, labelled, MUTED } from './documentParts';

export interface ProofImages {
  signaturePng: Buffer | null;
  photosJpeg: Buffer[];
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

export function proofPdfDefinition(
  order: { id: string; address: string; customer: string },
  delivery: OrderDelivery,
  images: Map<string, ProofImages>,
): TDocumentDefinitions {
  const ref = orderRef(order.id);
  const attempts: Content[] = delivery.attempts.flatMap((a): Content[] => {
    const own = images.get(a.id);
    return [
      { text: a.kind === 'delivered' ? 'Delivered' : 'Not delivered', bold: true, fontSize: 12, color: BRAND, margin: [0, 16, 0, 4] },
      labelled('Time', formatDateTime(a.recordedAt)),
      ...(a.kind === 'delivered' ? [labelled('Received by', a.leftOnSite ? LEFT_ON_SITE : (a.receiverName ?? ''))] : []),
      ...(a.reason ? [labelled('Reason', a.reason)] : []),
      ...(a.lines.length
        ? [
            {
              margin: [0, 8, 0, 0],
              table: {
                headerRows: 1,
                widths: ['*', 60, 60],
                body: [
                  [
                    { text: 'Item', bold: true },
                    { text: 'Ordered', bold: true, alignment: 'right' },
                    { text: 'Delivered', bold: true, alignment: 'right' },
                  ],
                  ...a.lines.map((l) => [
                    l.name,
                    { text: String(l.ordered), alignment: 'right' },
                    { text: String(l.delivered), alignment: 'right' },
                  ]),
                ],
              },
              layout: 'lightHorizontalLines',
            } as Content,
          ]
        : []),
      ...(own?.signaturePng
        ? [
            { text: 'Signature', bold: true, margin: [0, 8, 0, 2] } as Content,
            { image: dataUrl('image/png', own.signaturePng), fit: [240, 100] } as Content,
          ]
        : []),
      ...(own?.photosJpeg ?? []).map((p) => ({ image: dataUrl('image/jpeg', p), fit: [480, 320], margin: [0, 8, 0, 0] }) as Content),
    ];
  });
  return {
    info: { title: `Proof of delivery ${ref}`, author: COMPANY.legalName, subject: 'Proof of delivery' },
    ...documentFrame(ref),
    content: [
      companyHeader('Proof of delivery', [
        { text: ref, bold: true, fontSize: 12, alignment: 'right', color: BRAND },
        { text: `Order ID ${order.id}`, alignment: 'right', fontSize: 8, color: MUTED },
        ...(delivery.statusLabel ? [{ text: `Delivery: ${delivery.statusLabel}`, alignment: 'right', bold: true } as Content] : []),
      ]),
      labelled('Customer', order.customer),
      labelled('Delivery to', order.address),
      ...attempts,
      ...(delivery.outstanding.length
        ? [
            { text: 'Outstanding (follow-up delivery, no delivery fee)', bold: true, margin: [0, 16, 0, 4] } as Content,
            ...delivery.outstanding.map((o) => `${o.name}: ${o.quantity}`),
          ]
        : []),
    ],
  };
}

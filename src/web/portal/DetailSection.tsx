// A card of a detail page (an order's, a lead's, an invoice's): a section named by its h2.
import type { ReactNode } from 'react';
import { card, sectionTitle } from 'styled-system/recipes';

export function DetailSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={card()} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle()}>
        {title}
      </h2>
      {children}
    </section>
  );
}

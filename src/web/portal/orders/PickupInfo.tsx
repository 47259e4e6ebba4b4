// Pickup information box (docs/product.md#figures-and-limits), shown in the wizard and on the order page.
import { css } from 'styled-system/css';
import { PICKUP_LOCATION } from '../../../domain/constants';

export function PickupInfo({ title = 'Pickup Information' }: { title?: string }) {
  return (
    <section
      aria-label={title}
      className={css({ bg: 'bg.accent', borderRadius: 'card', p: '5', borderWidth: '1px', borderColor: 'ochre.300' })}
    >
      <h2 className={css({ fontWeight: '700', fontSize: 'md', mb: '2' })}>{title}</h2>
      <p className={css({ fontWeight: '600' })}>{PICKUP_LOCATION.address}</p>
      <ul className={css({ listStyle: 'none', p: '0', my: '2', fontSize: 'sm' })}>
        {PICKUP_LOCATION.hours.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{PICKUP_LOCATION.note}</p>
    </section>
  );
}

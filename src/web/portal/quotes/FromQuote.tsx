// "From quote Q-..." on an order that came from an accepted quote
// (docs/product.md#quotes): a link to the quote for staff, who may open it; plain text for the customer.
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { quotePath } from './quoteLabels';

export function FromQuote({ quote, link }: { quote: { id: string; number: string }; link: boolean }) {
  return (
    <p className={css({ fontSize: 'sm', fontWeight: '600' })} data-testid="order-from-quote">
      From quote{' '}
      {link ? (
        <Link to={quotePath(quote.id)} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {quote.number}
        </Link>
      ) : (
        quote.number
      )}
    </p>
  );
}

// Prepare quote on a lead's detail page (docs/product.md#quotes): the server
// makes the draft, prefilled from a quote request's drawing (empty from an enquiry), and the editor opens.
import { useNavigate } from 'react-router';
import { button } from 'styled-system/recipes';
import { messageOr } from '../../../../machines/errors';
import { usePrepareQuote } from '../../api/quotes';
import { Alert } from '../../components/Alert';
import { QUOTE_LABELS, quotePath } from './quoteLabels';

export function PrepareQuoteButton({ leadId }: { leadId: string }) {
  const navigate = useNavigate();
  const prepare = usePrepareQuote(leadId);
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'primary' })}
        disabled={prepare.isPending}
        aria-busy={prepare.isPending}
        onClick={() => prepare.mutate(undefined, { onSuccess: (quote) => navigate(quotePath(quote.id)) })}
      >
        {prepare.isPending ? QUOTE_LABELS.preparing : QUOTE_LABELS.prepareQuote}
      </button>
      {prepare.isError ? <Alert tone="error">{messageOr(prepare.error, QUOTE_LABELS.prepareFailed)}</Alert> : null}
    </>
  );
}

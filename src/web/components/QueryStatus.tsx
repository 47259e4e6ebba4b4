// What a list shows while its query has no data: a spinner while it loads, the error banner when it failed.
import { Alert } from './Alert';
import { Spinner } from './Spinner';

export function QueryStatus({
  state,
  loading,
  failed,
}: {
  state: { status: 'pending' } | { status: 'error'; message?: string };
  /** The spinner's label, e.g. "Loading orders". */
  loading: string;
  /** The banner's words when they are fixed (docs/product.md#error-messages); otherwise the state's message. */
  failed?: string;
}) {
  if (state.status === 'pending') return <Spinner label={loading} />;
  return <Alert tone="error">{failed ?? state.message}</Alert>;
}

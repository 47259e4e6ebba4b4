// A one-time link's token (docs/product.md#accounts): read once from ?token=, then taken
// out of the address bar (history.replaceState through the router), so it is not in the history, a
// bookmark or a later Referer. The page's machine keeps it.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  const hasQuery = location.search !== '';
  useEffect(() => {
    if (hasQuery) void navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true });
  }, [hasQuery, navigate, location.pathname, location.hash]);
  return token;
}

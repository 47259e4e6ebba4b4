// The query data a server-rendered page was drawn with (src/web/serverRender.tsx): the page carries it
// as a JSON data block, and the browser's QueryClient starts from it, so hydration draws the same page
// and nothing is fetched again. A data block is not a script: the CSP (script-src 'self') lets it be.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** The id of the `<script type="application/json">` element holding a page's dehydrated queries. */
export const QUERY_STATE_ELEMENT_ID = 'boardwalk-query-state';

/** While the server renders a page: the QueryClient holding its data (the browser uses the app's one). */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

/** The data block for a client's successful queries; `<` is escaped so no text can close the element. */
export function queryStateElement(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${json}</script>`;
}

/**
 * Fills `client` from the document's data block, if the page has one. The data is as fresh as the
 * response that carried it (the server checks the catalogue's version for every request), so its
 * age counts from now, not from when the server first rendered that version.
 */
export function hydrateFromDocument(client: QueryClient, doc: Document, now = Date.now()): boolean {
  const text = doc.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return false;
  }
  if (!Array.isArray(state.queries)) return false;
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(client, state);
  return true;
}

// The browser's QueryClient starts from the data a server-rendered page carries, fresh from now.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateFromDocument, queryStateElement, QUERY_STATE_ELEMENT_ID } from './pageQueryState';
import { boardItemsQuery, catalogueQueryKeys as queryKeys } from './catalogue';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page query state', () => {
  it("round-trips the server's queries through the data block, counting the data's age from now", () => {
    const server = new QueryClient();
    const data = [{ item_id: 'a', name: '</script><script>alert(1)</script>' }];
    server.setQueryData(queryKeys.boardItems, data, { updatedAt: 1 });
    const block = queryStateElement(server);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = `<div id="root"></div>${block}`;

    const browser = new QueryClient();
    const now = Date.now();
    expect(hydrateFromDocument(browser, document, now)).toBe(true);
    expect(browser.getQueryData(queryKeys.boardItems)).toEqual(data);
    expect(browser.getQueryState(queryKeys.boardItems)?.dataUpdatedAt).toBe(now);
    // Fresh for the catalogue's client-side cache time: mounting the page fetches nothing.
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: queryKeys.boardItems })
        ?.isStaleByTime(boardItemsQuery.staleTime as number),
    ).toBe(false);
  });

  it('leaves the client alone without a block or with a broken one', () => {
    const client = new QueryClient();
    expect(hydrateFromDocument(client, document)).toBe(false);
    document.body.innerHTML = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">{nope</script>`;
    expect(hydrateFromDocument(client, document)).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INBOX_KIND_VALUES, inboxStatusesOf } from '../../../domain/leads';
import { filterFromParams, filterOf, paramsOf } from './leadFilter';

describe('inbox filter in the URL', () => {
  it('reads the defaults from a bare or garbled query', () => {
    expect(filterFromParams(new URLSearchParams(''))).toEqual({ kind: 'quote', status: undefined, q: '' });
    expect(filterFromParams(new URLSearchParams('kind=orders&status=open&q=%20%20'))).toEqual({ kind: 'quote', status: undefined, q: '' });
    expect(paramsOf({ kind: 'quote', status: undefined, q: '' }).toString()).toBe('');
  });

  it('reads a status of another tab as All (the Sample requests tab has Requested and Posted, not Won)', () => {
    expect(filterFromParams(new URLSearchParams('kind=sample&status=won'))).toEqual({ kind: 'sample', status: undefined, q: '' });
    expect(filterFromParams(new URLSearchParams('kind=sample&status=posted'))).toEqual({ kind: 'sample', status: 'posted', q: '' });
    expect(filterFromParams(new URLSearchParams('status=posted'))).toEqual({ kind: 'quote', status: undefined, q: '' });
    expect(filterOf('sample', 'new', 'jo')).toEqual({ kind: 'sample', status: undefined, q: 'jo' });
  });

  it('round-trips every tab, status and search text', () => {
    const filters = fc.constantFrom(...INBOX_KIND_VALUES).chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        status: fc.option(fc.constantFrom(...inboxStatusesOf(kind).map((s) => s.value)), { nil: undefined }),
        q: fc.string({ maxLength: 40 }).map((s) => s.trim()),
      }),
    );
    fc.assert(
      fc.property(filters, (filter) => {
        expect(filterFromParams(new URLSearchParams(paramsOf(filterOf(filter.kind, filter.status, filter.q)).toString()))).toEqual(filter);
      }),
    );
  });
});

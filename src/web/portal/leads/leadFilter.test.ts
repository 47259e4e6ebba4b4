import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_KIND_VALUES, LEAD_STATUS_VALUES } from '../../../domain/leads';
import { filterFromParams, paramsOf } from './leadFilter';

describe('inbox filter in the URL', () => {
  it('reads the defaults from a bare or garbled query', () => {
    expect(filterFromParams(new URLSearchParams(''))).toEqual({ kind: 'quote', status: undefined, q: '' });
    expect(filterFromParams(new URLSearchParams('kind=orders&status=open&q=%20%20'))).toEqual({ kind: 'quote', status: undefined, q: '' });
    expect(paramsOf({ kind: 'quote', status: undefined, q: '' }).toString()).toBe('');
  });

  it('round-trips every tab, status and search text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEAD_KIND_VALUES),
        fc.option(fc.constantFrom(...LEAD_STATUS_VALUES), { nil: undefined }),
        fc.string({ maxLength: 40 }).map((s) => s.trim()),
        (kind, status, q) => {
          const filter = { kind, status, q };
          expect(filterFromParams(new URLSearchParams(paramsOf(filter).toString()))).toEqual(filter);
        },
      ),
    );
  });
});

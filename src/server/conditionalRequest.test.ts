import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './conditionalRequest';

describe('ifNoneMatchHits', () => {
  const tags = new Set(['"a-br"', '"a-gzip"']);

  it('matches the tag a browser sends back, against one tag or a set', () => {
    expect(ifNoneMatchHits('"a-br"', '"a-br"')).toBe(true);
    expect(ifNoneMatchHits('"a-gzip"', tags)).toBe(true);
  });

  it('matches within a list, weakly, and for *', () => {
    expect(ifNoneMatchHits('"other", "a-br"', tags)).toBe(true);
    expect(ifNoneMatchHits('W/"a-br"', '"a-br"')).toBe(true);
    expect(ifNoneMatchHits(' W/"x" ,W/"a-gzip"', tags)).toBe(true);
    expect(ifNoneMatchHits('*', '"a-br"')).toBe(true);
  });

  it('does not match a missing header, another tag, or a tag without its quotes', () => {
    expect(ifNoneMatchHits(undefined, tags)).toBe(false);
    expect(ifNoneMatchHits('', '"a-br"')).toBe(false);
    expect(ifNoneMatchHits('"b-br", W/"b-gzip"', tags)).toBe(false);
    expect(ifNoneMatchHits('a-br', '"a-br"')).toBe(false);
  });
});

// Telemetry never carries personal values (docs/product.md#error-messages), and its events reach the sink.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, scrubProps, setTelemetrySink, track, beaconSink, type TelemetryEvent } from './telemetry';

afterEach(() => setTelemetrySink(beaconSink));

describe('scrubProps', () => {
  it('drops keys that name personal fields', () => {
    expect(
      scrubProps({
        email: 'a@b.co',
        phone: '0400 000 000',
        fullName: 'Sam',
        deliveryStreetAddress: '1 Bay St',
        suburb: 'Carlton',
        notes: 'x',
        step: 'delivery',
        count: 3,
      }),
    ).toEqual({
      step: 'delivery',
      count: 3,
    });
  });

  it('masks email addresses and phone numbers inside other values', () => {
    expect(scrubProps({ detail: 'failed for sam@example.com on (03) 5550 4821', ok: true })).toEqual({
      detail: 'failed for [email] on [number]',
      ok: true,
    });
  });
});

describe('track and reportError', () => {
  it('redact a share or quote link token in the path', () => {
    const events: TelemetryEvent[] = [];
    setTelemetrySink((e) => events.push(e));
    window.history.replaceState(null, '', '/quote/SECRETquoteToken123');
    track('quote.viewed');
    window.history.replaceState(null, '', '/deck/SECRETshareToken456');
    reportError(new Error('boom'));
    expect(events.map((e) => e.path)).toEqual(['/quote/[Redacted]', '/deck/[Redacted]']);
    expect(JSON.stringify(events)).not.toContain('SECRET');
  });

  it('send scrubbed events with the path only (no query string)', () => {
    const events: TelemetryEvent[] = [];
    setTelemetrySink((e) => events.push(e));
    window.history.replaceState(null, '', '/login?email=sam@example.com');
    track('contact.sent', { projectType: 'new-deck', email: 'sam@example.com' });
    reportError(new Error('Quote failed for sam@example.com'), { name: 'quote.failed', brand: 'WoodEvo', phone: '0400000000' });
    expect(events[0]).toMatchObject({ kind: 'event', name: 'contact.sent', path: '/login', props: { projectType: 'new-deck' } });
    expect(events[1]).toMatchObject({
      kind: 'error',
      name: 'quote.failed',
      props: { brand: 'WoodEvo' },
      message: 'Quote failed for [email]',
    });
    expect(JSON.stringify(events)).not.toContain('sam@example.com');
    expect(JSON.stringify(events)).not.toContain('0400000000');
  });

  it('the default sink posts JSON to /api/telemetry with sendBeacon', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    track('page.view');
    expect(sendBeacon).toHaveBeenCalledWith('/api/telemetry', expect.any(Blob));
    vi.unstubAllGlobals();
  });
});

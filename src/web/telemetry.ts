// One small module for analytics and error reporting (docs/product.md#who-uses-it: the third-party services are
// out of scope). The default sink posts to the server's log at POST /api/telemetry. Nothing personal
// ever leaves through here: keys that name personal fields are dropped and values that look like an
// email address or phone number are masked, so callers can pass context without thinking about it.

import { redactTokens } from '../domain/tokenPaths';

export type TelemetryValue = string | number | boolean | null;
export type TelemetryProps = Record<string, TelemetryValue | undefined>;

export interface TelemetryEvent {
  kind: 'event' | 'error';
  name: string;
  path: string;
  props: Record<string, TelemetryValue>;
  /** Error events only: the error's message and a trimmed stack (also scrubbed). */
  message?: string;
  stack?: string;
  at: string;
}

export type TelemetrySink = (event: TelemetryEvent) => void;

export const TELEMETRY_ENDPOINT = '/api/telemetry';

/** Keys never sent, whatever their value (matched case-insensitively, also inside longer keys). */
const PERSONAL_KEY = /(e-?mail|phone|mobile|name|address|street|suburb|city|postcode|password|token|cookie|message|notes|comment)/i;
const EMAIL_VALUE = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const PHONE_VALUE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const MAX_TEXT = 300;

/** Context keys that look personal but are safe identifiers of code, not people. */
const SAFE_KEYS = new Set(['route', 'component', 'machine', 'actorId', 'brandParam', 'range', 'step', 'status', 'name']);

function scrubText(text: string): string {
  return text.replace(EMAIL_VALUE, '[email]').replace(PHONE_VALUE, '[number]').slice(0, MAX_TEXT);
}

/** Drops personal keys and masks personal-looking values. Exported for tests and the error boundary. */
export function scrubProps(props: TelemetryProps | undefined): Record<string, TelemetryValue> {
  const out: Record<string, TelemetryValue> = {};
  if (!props) return out;
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (PERSONAL_KEY.test(key) && !SAFE_KEYS.has(key)) continue;
    out[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  return out;
}

function currentPath(): string {
  // Path only: query strings can carry personal values (e.g. a prefilled email); a share or quote
  // link's token in the path is redacted as the server's log does (docs/product.md#designs).
  return typeof window === 'undefined' ? '' : redactTokens(window.location.pathname);
}

export const beaconSink: TelemetrySink = (event) => {
  const body = JSON.stringify(event);
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const queued = navigator.sendBeacon(TELEMETRY_ENDPOINT, new Blob([body], { type: 'application/json' }));
      if (queued) return;
    }
    void fetch(TELEMETRY_ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'include',
    }).catch(() => undefined);
  } catch {
    // Telemetry must never break the page.
  }
};

let sink: TelemetrySink = beaconSink;

/** Replace the sink (tests, Storybook, or a real vendor later). Returns the previous one. */
export function setTelemetrySink(next: TelemetrySink): TelemetrySink {
  const previous = sink;
  sink = next;
  return previous;
}

/** Analytics: a named product event with non-personal context. */
export function track(name: string, props?: TelemetryProps): void {
  sink({ kind: 'event', name, path: currentPath(), props: scrubProps(props), at: new Date().toISOString() });
}

/** Error reporting: an error with non-personal context. */
export function reportError(error: unknown, context?: TelemetryProps & { name?: string }): void {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown');
  const { name = 'error', ...rest } = context ?? {};
  sink({
    kind: 'error',
    name: String(name),
    path: currentPath(),
    props: scrubProps(rest),
    message: scrubText(err.message),
    stack: err.stack ? scrubText(err.stack.split('\n').slice(0, 6).join('\n')) : undefined,
    at: new Date().toISOString(),
  });
}

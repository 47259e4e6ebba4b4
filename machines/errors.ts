// How machines read a failed call. The app's API client rejects with an object carrying the HTTP
// `status` and, when the server sent one, the body's `message` field (docs/product.md#calls: "error field
// read: message"). Anything else (network failure, programming error) has no server message, so the
// screen shows the spec's fallback text instead of a technical one.
export interface ServerError {
  status: number;
  message?: string;
}

/** The `message` field of a server's error body, when it says something (the API client reads bodies with it). */
export function messageField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's message carried by a failed call; undefined for failures that never reached the server. */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return typeof (error as Partial<ServerError>).status === 'number' ? messageField(error) : undefined;
}

/** The server's message when there is one, else the spec's fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Partial<ServerError>).status === 401;
}

/** An invoke's onError `params`: the failed call's error, for a named guard or action to read. */
export const errorOf = ({ event }: { event: { error?: unknown } }): unknown => event.error;

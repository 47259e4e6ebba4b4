// CSRF defence for every state-changing request (OWASP CSRF cheat sheet; docs/product.md#api-conventions): SameSite cookies
// plus a Fetch-Metadata/Origin check, and JSON-only bodies so no HTML form can post to the API.
import type { FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGE = 'Cross-site request refused';
export const JSON_ONLY_MESSAGE = 'Request body must be JSON (Content-Type: application/json)';

/** True when `url` names this server: same host, with the scheme's default port normalised. */
function isOwn(url: string, requestHost: string): boolean {
  try {
    const sent = new URL(url);
    if (sent.protocol !== 'http:' && sent.protocol !== 'https:') return false;
    return sent.host === new URL(`${sent.protocol}//${requestHost}`).host;
  } catch {
    return false;
  }
}

/** Null when the request may proceed; otherwise the status and message to answer. */
export function checkStateChangingRequest(request: FastifyRequest): { status: 403 | 415; message: string } | null {
  if (!STATE_CHANGING.has(request.method)) return null;

  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return { status: 403, message: CSRF_MESSAGE };

  const origin = request.headers.origin;
  const referer = request.headers.referer;
  if (origin !== undefined) {
    if (!isOwn(origin, request.host)) return { status: 403, message: CSRF_MESSAGE };
  } else if (referer !== undefined) {
    if (!isOwn(referer, request.host)) return { status: 403, message: CSRF_MESSAGE };
  } else if (fetchSite !== undefined && fetchSite !== 'same-origin') {
    // A browser (it sent Fetch Metadata) that hid both Origin and Referer: refuse.
    return { status: 403, message: CSRF_MESSAGE };
  }
  // Neither Origin, Referer nor Fetch Metadata means no browser sent it (API clients, scripts):
  // CSRF needs a victim's browser and its ambient cookies, so there is nothing to forge. Such
  // clients still get the JSON-only rule below.

  // A body must be JSON; form, multipart and text/plain are what a cross-site form can send.
  const contentType = request.headers['content-type'];
  const length = Number(request.headers['content-length'] ?? 0);
  const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
  if (contentType !== undefined || hasBody) {
    const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
    if (mediaType !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(mediaType)) {
      return { status: 415, message: JSON_ONLY_MESSAGE };
    }
  }
  return null;
}

// The PDF figures measure the PDF, not the per-user CPU limiter (README "CPU pool limits": 2 jobs at once
// and 15 s of pool time a minute per user). On a loaded machine a 400-line PDF costs more than a second of
// pool time, so a run of them can meet the minute's budget: a 429 is counted apart, waited out by its
// Retry-After, and the render asked again; only a 200's time is a sample.

export interface PdfTally {
  /** Answers 429 (the per-user budget), each followed by a wait and a retry. */
  limited: number;
  /** Seconds spent waiting out Retry-After. */
  waitedSeconds: number;
}

export const newPdfTally = (): PdfTally => ({ limited: 0, waitedSeconds: 0 });

/** What a note says of the limiter: nothing when it never answered. */
export const describeLimited = (tally: PdfTally) =>
  tally.limited ? `; ${tally.limited} answered 429 (per-user CPU budget), retried after ${tally.waitedSeconds} s of Retry-After` : '';

const MAX_RETRIES = 5;

/** GET a PDF; its time and size once it answers 200 (a 429 is waited out and counted). */
export async function renderPdf(url: string, cookie: string, tally: PdfTally): Promise<{ ms: number; bytes: number }> {
  for (let attempt = 0; ; attempt += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status === 429 && attempt < MAX_RETRIES) {
      const wait = Math.min(60, Math.max(1, Number(res.headers.get('retry-after') ?? 1)));
      tally.limited += 1;
      tally.waitedSeconds += wait;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    if (res.status !== 200 || !body.subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw new Error(`${url} answered ${res.status} ${res.headers.get('content-type')}`);
    return { ms: performance.now() - started, bytes: body.length };
  }
}

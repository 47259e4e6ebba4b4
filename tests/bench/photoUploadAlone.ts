// `npx tsx tests/bench/photoUploadAlone.ts`: the photo upload figure alone (photoFigure.ts), against an app
// on a fresh test database listening on a free port, for working on the upload without the whole bench.
import { createTestApp } from '../support/app';
import { percentile } from './orderFigures';
import { timePhotoUploads } from './photoFigure';
import { signIn } from './serverFigures';

const t = await createTestApp();
try {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await signIn(base, 'admin@boardwalk.example', 'boardwalk-demo');
  const { times, bytes } = await timePhotoUploads(base, cookie);
  console.log(
    `photo upload of ${(bytes / 1024 / 1024).toFixed(1)} MiB: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `all ${times.map((x) => x.toFixed(0)).join(', ')} ms`,
  );
} finally {
  await t.close();
}

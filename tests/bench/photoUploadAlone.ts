// `npx tsx tests/bench/photoUploadAlone.ts [URL]`: the photo upload figure alone (photoFigure.ts) against a
// running app with the demo users (`npm start`, or `node --import tsx tests/support/e2eServer.ts`), for
// working on the upload without the whole bench. URL defaults to http://127.0.0.1:$E2E_PORT.
import { percentile } from './orderFigures';
import { timePhotoUploads } from './photoFigure';
import { signIn } from './serverFigures';

const base = process.argv[2] ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const cookie = await signIn(base, 'admin@boardwalk.example', 'boardwalk-demo');
const { times, bytes } = await timePhotoUploads(base, cookie);
console.log(
  `photo upload of ${(bytes / 1024 / 1024).toFixed(1)} MiB: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
    `all ${times.map((x) => x.toFixed(0)).join(', ')} ms`,
);

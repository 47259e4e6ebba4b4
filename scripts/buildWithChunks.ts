// npm test's build step: the production build of dist/ (the project's vite config, as `vite build`),
// also recording which source modules went into which chunk, so that `bench --quick --prebuilt=dist`
// measures this build instead of making the same one again (tests/bench/build.ts).
//
//   tsx scripts/buildWithChunks.ts <outDir> <chunk-modules.json>
import path from 'node:path';
import { buildApp, writeChunkModules } from '../tests/bench/build';

const [outDir, chunkModulesFile] = process.argv.slice(2);
if (!outDir || !chunkModulesFile) {
  console.error('usage: tsx scripts/buildWithChunks.ts <outDir> <chunk-modules.json>');
  process.exit(2);
}
// npm test ran Panda's codegen first; dist/ stays as `vite build` leaves it (no manifest, no .br/.gz).
const built = await buildApp(path.resolve(outDir), { codegen: false, benchFolder: false });
await writeChunkModules(chunkModulesFile, built.chunkModules);
console.log(`built ${outDir} in ${built.seconds.toFixed(1)} s; chunk record in ${chunkModulesFile}`);
process.exit(0);

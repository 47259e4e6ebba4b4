// The site's Content-Security-Policy forbids eval. Zod 4 probes `new Function` to decide whether to
// compile fast parsers, and that probe is reported as a CSP violation (Lighthouse best practices).
// jitless mode skips the probe. Imported for its effect by every module that parses with the schemas.
import { z } from 'zod';

z.config({ jitless: true });

import { signIn, orderPayload } from './serverFigures';
import { measure, describe } from './load';
import { randomUUID } from 'node:crypto';
const base = process.argv[2];
const cookie = await signIn(base, 'client@boardwalk.example', 'boardwalk-demo');
const body = await orderPayload(base);
const headers = { cookie, origin: base, 'content-type': 'application/json' };
const m = await measure({ url: `${base}/api/orders`, method: 'POST', headers, body, perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }) }, { connections: 50, duration: 8 }, 201);
console.log(describe(m));

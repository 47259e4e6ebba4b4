// The OpenAPI document is generated from the routes' zod schemas and lists every call of
// docs/product.md#calls (plus /quotes at the root); the browsable UI is served at /api/docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

export const API_ROUTES = [
  ['post', '/api/auth/login'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/refresh'],
  ['post', '/api/auth/session'],
  ['post', '/api/auth/signup'],
  ['post', '/api/auth/verify-email'],
  ['get', '/api/users/profile'],
  ['get', '/api/inventory/board-config'],
  ['get', '/api/inventory/brands'],
  ['get', '/api/inventory/ranges'],
  ['get', '/api/inventory/board-types'],
  ['get', '/api/inventory/colors'],
  ['get', '/api/inventory/sizes'],
  ['get', '/api/inventory/items'],
  ['get', '/api/inventory/board-items'],
  ['get', '/api/inventory/hardware-items'],
  ['get', '/api/inventory/items/{id}/image-url'],
  ['post', '/api/orders'],
  ['get', '/api/orders'],
  ['get', '/api/orders/project/{id}'],
  ['get', '/api/orders/{id}'],
  ['put', '/api/orders/{id}/status'],
  ['get', '/api/orders/{id}/pdf'],
  ['get', '/api/orders/export.csv'],
  ['post', '/api/projects'],
  ['get', '/api/projects'],
  ['get', '/api/projects/{id}'],
  ['patch', '/api/projects/{id}'],
  ['delete', '/api/projects/{id}'],
  ['get', '/api/leads'],
  ['get', '/api/leads/{id}'],
  ['patch', '/api/leads/{id}'],
  ['post', '/api/leads/{id}/notes'],
  ['get', '/api/admin/overview'],
  ['post', '/api/contact'],
  ['post', '/quotes'],
  ['post', '/api/quotes'],
  ['post', '/api/designs'],
  ['get', '/api/designs'],
  ['get', '/api/designs/{id}'],
  ['get', '/api/designs/{id}/materials'],
  ['get', '/api/designs/{id}/plan.pdf'],
  ['put', '/api/designs/{id}'],
  ['delete', '/api/designs/{id}'],
  ['post', '/api/designs/{id}/share'],
  ['delete', '/api/designs/{id}/share'],
  ['post', '/api/shared-designs'],
  ['get', '/api/shared-designs/{token}'],
  ['get', '/api/shared-designs/{token}/plan.pdf'],
  ['get', '/api/accounts'],
  ['post', '/api/accounts'],
  ['get', '/api/accounts/{id}'],
  ['put', '/api/accounts/{id}'],
  ['get', '/api/accounts/{id}/members'],
  ['post', '/api/accounts/{id}/members'],
  ['patch', '/api/accounts/{id}/members/{userId}'],
  ['delete', '/api/accounts/{id}/members/{userId}'],
  ['get', '/api/accounts/{id}/prices'],
  ['put', '/api/accounts/{id}/prices'],
  ['delete', '/api/accounts/{id}/prices/{itemId}'],
  ['get', '/api/invoices'],
  ['get', '/api/invoices/export.csv'],
  ['get', '/api/invoices/{id}'],
  ['get', '/api/invoices/{id}/pdf'],
  ['post', '/api/invoices/{id}/payments'],
  ['get', '/api/me/account'],
  ['get', '/api/me/account/statement'],
  ['get', '/api/delivery/quote'],
  ['get', '/api/delivery/days'],
  ['get', '/api/delivery/to-schedule'],
  ['get', '/api/delivery/run-sheet/{day}'],
  ['put', '/api/delivery/days/{day}'],
  ['put', '/api/delivery/orders/{id}/day'],
  ['get', '/api/availability'],
  ['get', '/api/stock'],
  ['get', '/api/stock/export.csv'],
  ['get', '/api/stock/back-orders'],
  ['get', '/api/stock/items/{itemId}'],
  ['post', '/api/stock/goods-in'],
  ['post', '/api/stock/expected'],
  ['post', '/api/stock/adjustments'],
] as const;

describe('OpenAPI', () => {
  it('lists every route with its request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of API_ROUTES) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    }
    const login = doc.paths['/api/auth/login'].post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const create = doc.paths['/api/orders'].post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['project', 'boards', 'deliveryMethod', 'preferredDate', 'hardwareItems']),
    );
    expect(doc.paths['/api/inventory/ranges'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'brand', in: 'query', required: true })]),
    );
  });

  it('lists the staff inbox under its own tag, with its filters and bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<
        string,
        Record<string, { tags: string[]; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
      >;
    };
    expect(doc.tags.map((tag) => tag.name)).toContain('inbox');
    for (const [method, path] of API_ROUTES.filter(([, p]) => p.startsWith('/api/leads'))) {
      const operation = doc.paths[path][method];
      expect(operation.tags, `${method} ${path}`).toEqual(['inbox']);
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(doc.paths['/api/leads'].get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['kind', 'status', 'q', 'limit', 'cursor']),
    );
    expect(Object.keys(doc.paths['/api/leads/{id}'].get.responses)).toEqual(expect.arrayContaining(['200', '404']));
  });

  it("documents order detail's status history on GET /api/orders/{id} and the status change's answer", async () => {
    type Json = {
      content: Record<string, { schema: { properties: Record<string, { items?: { properties: Record<string, unknown> } }> } }>;
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
    };
    for (const [method, path] of [
      ['get', '/api/orders/{id}'],
      ['put', '/api/orders/{id}/status'],
    ]) {
      const history = doc.paths[path][method].responses['200'].content['application/json'].schema.properties.history;
      expect(Object.keys(history.items!.properties), `${method} ${path}`).toEqual(['status', 'changedAt', 'changedBy']);
    }
  });

  it('lists the designs under their own tag: owner routes answer 401 and 404, the public ones 404 or 429', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.tags.map((tag) => tag.name)).toContain('designs');
    for (const [method, path] of API_ROUTES.filter(([, p]) => p.includes('designs'))) {
      expect(doc.paths[path][method].tags, `${method} ${path}`).toEqual(['designs']);
    }
    for (const [method, path] of API_ROUTES.filter(([, p]) => p.startsWith('/api/designs/'))) {
      expect(Object.keys(doc.paths[path][method].responses), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '404']));
    }
    expect(Object.keys(doc.paths['/api/designs/{id}/share'].post.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(doc.paths['/api/shared-designs'].post.responses)).toEqual(expect.arrayContaining(['201', '429']));
    expect(Object.keys(doc.paths['/api/shared-designs/{token}'].get.responses)).toEqual(expect.arrayContaining(['200', '404']));
    // The plan pack: a PDF for the owner and for a link's visitors, 409 before a colour, the CPU pool's limits.
    for (const path of ['/api/designs/{id}/plan.pdf', '/api/shared-designs/{token}/plan.pdf'])
      expect(Object.keys(doc.paths[path].get.responses), path).toEqual(expect.arrayContaining(['200', '404', '409', '429', '503']));
  });

  it('lists the trade account routes under their own tag, each answering 401 to anonymous callers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.tags.map((tag) => tag.name)).toContain('accounts');
    for (const [method, path] of API_ROUTES.filter(([, p]) => p.startsWith('/api/accounts') || p === '/api/me/account')) {
      expect(doc.paths[path][method].tags, `${method} ${path}`).toEqual(['accounts']);
      expect(Object.keys(doc.paths[path][method].responses), `${method} ${path}`).toContain('401');
    }
  });

  it('serves the browsable UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger');
  });
});

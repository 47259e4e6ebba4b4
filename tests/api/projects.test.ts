// Projects: owned by the signed-in user; another user's project reads as missing (404); a project
// with orders cannot be deleted (409); every bad name is refused with a message and nothing stored.
import { describe, expect, it } from 'vitest';
import { project, projectList } from '../../src/domain/schemas/projects';
import { demoSuite } from '../support/demoSuite';
import { Client, offeredDay, rowCounts } from './helpers';

const s = demoSuite();

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('projects', () => {
  it('creates, lists, reads, renames and deletes a project', async () => {
    const created = await s.client.post('/api/projects', { name: '  Front porch  ' });
    expect(created.statusCode).toBe(201);
    const body = project.parse(created.json());
    expect(body.name).toBe('Front porch');
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');

    const list = projectList.parse((await s.client.get('/api/projects')).json());
    expect(list[0].id).toBe(body.id);
    expect(list.map((p) => p.name)).toContain('Backyard deck, Brighton');

    expect((await s.client.get(`/api/projects/${body.id}`)).json()).toEqual(body);

    const renamed = await s.client.patch(`/api/projects/${body.id}`, { name: 'Rear porch' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: body.id, name: 'Rear porch', createdAt: body.createdAt });
    expect(new Date(renamed.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(body.updatedAt).getTime());

    const deleted = await s.client.delete(`/api/projects/${body.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await s.client.get(`/api/projects/${body.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session on every project route', async () => {
    const anonymous = new Client(s.t.app);
    for (const res of [
      await anonymous.get('/api/projects'),
      await anonymous.post('/api/projects', { name: 'x' }),
      await anonymous.get(`/api/projects/${MISSING_ID}`),
      await anonymous.patch(`/api/projects/${MISSING_ID}`, { name: 'x' }),
      await anonymous.delete(`/api/projects/${MISSING_ID}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it("another user's project is 404 for read, rename and delete, and is not listed", async () => {
    const own = project.parse((await s.client.post('/api/projects', { name: 'Private' })).json());
    for (const res of [
      await s.installer.get(`/api/projects/${own.id}`),
      await s.installer.patch(`/api/projects/${own.id}`, { name: 'Taken' }),
      await s.installer.delete(`/api/projects/${own.id}`),
      await s.installer.get(`/api/orders/project/${own.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Project not found' });
    }
    expect(projectList.parse((await s.installer.get('/api/projects')).json()).map((p) => p.id)).not.toContain(own.id);
    expect((await s.client.get(`/api/projects/${own.id}`)).json().name).toBe('Private');
  });

  it('a missing or malformed id is 404', async () => {
    expect((await s.client.get(`/api/projects/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await s.client.get('/api/projects/not-a-uuid')).statusCode).toBe(404);
    expect((await s.client.patch('/api/projects/not-a-uuid', { name: 'x' })).statusCode).toBe(404);
    expect((await s.client.delete('/api/projects/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses to delete a project that has orders (409), keeping both', async () => {
    const own = project.parse((await s.client.post('/api/projects', { name: 'With orders' })).json());
    const order = await s.client.post('/api/orders', {
      project: own.id,
      boards: [
        {
          brand: 'WoodEvo',
          range: 'HOME',
          type: 'Grooved',
          colorId: '',
          colorName: 'Barossa',
          size: '5400 x 137 x 23mm',
          quantity: 3,
          item_id: 'we-home-grooved-barossa-5400',
        },
      ],
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: '',
      preferredDate: offeredDay('pickup', 3),
      notes: '',
      hardwareItems: [],
    });
    expect(order.statusCode).toBe(201);
    const res = await s.client.delete(`/api/projects/${own.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This project has orders and cannot be deleted' });
    expect((await s.client.get(`/api/projects/${own.id}`)).statusCode).toBe(200);
    expect((await s.client.get(`/api/orders/${order.json().id}`)).statusCode).toBe(200);
  });
});

describe('bad project input is refused with a message and stores nothing', () => {
  const cases: [string, unknown, string][] = [
    ['missing name', {}, 'Project name is required'],
    ['blank name', { name: '   ' }, 'Project name is required'],
    ['empty name', { name: '' }, 'Project name is required'],
    ['name not text', { name: 42 }, 'Project name must be text'],
    ['name null', { name: null }, 'Project name is required'],
    ['name too long', { name: 'x'.repeat(121) }, 'Project name must be at most 120 characters'],
    ['body is a list', [], 'Invalid input: expected object, received array'],
  ];

  it.each(cases)('create: %s', async (_label, body, message) => {
    const before = await rowCounts(s.t.db);
    const res = await s.client.post('/api/projects', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Array.isArray(res.json().issues)).toBe(true);
    expect(await rowCounts(s.t.db)).toEqual(before);
  });

  it.each(cases)('rename: %s', async (_label, body, message) => {
    const own = project.parse((await s.client.post('/api/projects', { name: 'Keep me' })).json());
    const res = await s.client.patch(`/api/projects/${own.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await s.client.get(`/api/projects/${own.id}`)).json().name).toBe('Keep me');
  });

  it('malformed JSON is a 400 with a message', async () => {
    const before = await rowCounts(s.t.db);
    const res = await s.client.request('POST', '/api/projects', { headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await rowCounts(s.t.db)).toEqual(before);
  });

  it('a foreign Origin cannot create, rename or delete', async () => {
    const own = project.parse((await s.client.post('/api/projects', { name: 'Guarded' })).json());
    const before = await rowCounts(s.t.db);
    const evil = { headers: { origin: 'https://evil.example' } };
    expect((await s.client.post('/api/projects', { name: 'x' }, evil)).statusCode).toBe(403);
    expect((await s.client.patch(`/api/projects/${own.id}`, { name: 'x' }, evil)).statusCode).toBe(403);
    expect((await s.client.delete(`/api/projects/${own.id}`, evil)).statusCode).toBe(403);
    expect(await rowCounts(s.t.db)).toEqual(before);
    expect((await s.client.get(`/api/projects/${own.id}`)).json().name).toBe('Guarded');
  });
});

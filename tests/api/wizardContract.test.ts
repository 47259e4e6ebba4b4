// The contract between the browser and the server: an order built by the wizard's own domain code
// (src/domain/orderPayload.ts) from the API's board config and hardware list is accepted as sent.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstSizeFor } from '../../src/domain/catalogue';
import { addBoardItem, addHardwareItem, buildOrderPayload, switchDeliveryMethod } from '../../src/domain/orderPayload';
import { boardConfigResponse, hardwareItemsResponse } from '../../src/domain/schemas/inventory';
import { order } from '../../src/domain/schemas/orders';
import { createTestApp, type TestApp } from '../support/app';
import { offeredDay, signIn } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('a wizard-built order of every brand, a hardware line and a pickup is accepted and read back', async () => {
  const client = await signIn(t.app, 'client@boardwalk.example');
  const config = boardConfigResponse.parse((await client.get('/api/inventory/board-config')).json()).data;
  const hardware = hardwareItemsResponse.parse((await client.get('/api/inventory/hardware-items')).json()).data;

  let items = [] as ReturnType<typeof addBoardItem>;
  for (const [brand, range, type, color] of [
    ['WoodEvo', 'HOME', 'Grooved', 'Barossa'],
    ['WoodEvo', 'ADVANCED', 'Square Edge', 'Smoked Ash'],
    ['MillBoard', 'Enhanced Grain', 'Grooved', 'Antique Oak'],
  ] as const) {
    const size = firstSizeFor(config, brand, range, type, color);
    expect(size, `${brand} ${range} ${type} ${color}`).not.toBeNull();
    items = addBoardItem(items, { brand, range, color, boardType: type, size: size!.size, item_id: size!.item_id });
  }
  items = addHardwareItem(
    items,
    hardware.find((h) => h.item_id === 'hw-joist-tape')!,
    3,
    'timber',
  );

  const delivery = switchDeliveryMethod(
    {
      deliveryMethod: '' as const,
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: '',
      preferredDate: offeredDay('pickup', 2),
    },
    'pickup',
  );
  const payload = buildOrderPayload({ ...delivery, project: null, orderItems: items, selectedSubframe: 'timber', notes: 'Call first' });

  const res = await client.post('/api/orders', payload);
  expect(res.statusCode, res.body).toBe(201);
  const created = order.parse(res.json());
  expect(created).toMatchObject({ brand: 'Mixed', quantity: 3, deliveryMethod: 'pickup', notes: 'Selected subframe: timber\nCall first' });
  expect(created.boards.map((b) => b.colorName)).toEqual(['Barossa', 'Smoked Ash', 'Antique Oak']);
  expect(created.hardwareItems).toEqual([expect.objectContaining({ item_id: 'hw-joist-tape', quantity: 3, category: 'Hardware' })]);
});

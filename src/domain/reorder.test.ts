import { describe, expect, it } from 'vitest';
import { buildBoardConfig, type BoardItem, type HardwareItem } from './catalogue';
import { reorderFrom } from './reorder';

const board = (item_id: string, color: string, size: string) =>
  ({
    item_id,
    name: item_id,
    rate: 69.9,
    unit: 'board',
    cf_board_brand: 'WoodEvo',
    cf_board_range: 'HOME',
    cf_board_type: 'Grooved',
    cf_board_colour: color,
    cf_size: size,
  }) as BoardItem;
const config = buildBoardConfig([
  board('we-barossa-5400', 'Barossa', '5400 x 137 x 23mm'),
  board('we-maple-5400', 'Victorian_Maple', '5400 x 137 x 23mm'),
]);
const CLIPS: HardwareItem = {
  item_id: 'hw-clips',
  name: 'Clips',
  description: 'Box',
  sku: 'C',
  category_name: 'Clips',
  rate: 54,
  unit: 'box',
};

const line = (item_id: string, colorName: string, quantity: number) => ({
  brand: 'WoodEvo',
  range: 'HOME',
  type: 'Grooved',
  colorName,
  size: '5400 x 137 x 23mm',
  quantity,
  item_id,
});

/** A pickup order with no project: what the tests below do not look at. */
const plain = {
  project: null,
  deliveryMethod: 'pickup' as const,
  deliveryStreetAddress: '',
  deliveryCityPostcode: '',
  pickupLocation: '',
};

describe('order again', () => {
  it('brings back the same board and hardware lines with their quantities and the subframe', () => {
    const r = reorderFrom(
      {
        ...plain,
        boards: [line('we-barossa-5400', 'Barossa', 60), line('we-maple-5400', 'Victorian Maple', 4)],
        hardwareItems: [{ name: 'Clips', description: '', category: 'Hardware', quantity: 2, item_id: 'hw-clips' }],
        notes: 'Selected subframe: metal\nCall first',
      },
      config,
      [CLIPS],
      [],
    );
    expect(r.items.map((i) => [i.item_id, i.quantity, i.range])).toEqual([
      ['we-barossa-5400', 60, 'HOME'],
      ['we-maple-5400', 4, 'HOME'],
      ['hw-clips', 2, 'metal'],
    ]);
    expect(r).toMatchObject({ leftOut: [], subframe: 'metal', brand: 'WoodEvo', range: 'HOME' });
  });

  it('leaves out and names the lines whose item is gone from the catalogue', () => {
    const r = reorderFrom(
      {
        ...plain,
        boards: [line('we-teak-5400', 'Teak', 3), line('we-barossa-5400', 'Barossa', 1)],
        hardwareItems: [{ name: 'Old Screws', description: '', category: 'Hardware', quantity: 1, item_id: 'hw-gone' }],
        notes: 'Gate code 12',
      },
      config,
      [CLIPS],
      [],
    );
    expect(r.items.map((i) => i.item_id)).toEqual(['we-barossa-5400']);
    expect(r.leftOut).toEqual(['WoodEvo HOME Teak Grooved, 5400 x 137 x 23mm', 'Old Screws']);
    expect(r.subframe).toBeNull();
  });

  it('a hardware-only order has no board range to go back to', () => {
    const r = reorderFrom(
      {
        ...plain,
        boards: [],
        hardwareItems: [{ name: 'Clips', description: '', category: 'Hardware', quantity: 5, item_id: 'hw-clips' }],
        notes: '',
      },
      config,
      [CLIPS],
      [],
    );
    expect(r).toMatchObject({ brand: null, range: null, leftOut: [] });
    expect(r.items).toHaveLength(1);
  });

  it('carries the project, the delivery method and address, the subframe and the notes (the date is chosen afresh)', () => {
    const r = reorderFrom(
      {
        project: 'p-1',
        deliveryMethod: 'delivery',
        deliveryStreetAddress: '12 Bay Road',
        deliveryCityPostcode: 'Sandringham 3191',
        pickupLocation: '',
        boards: [line('we-barossa-5400', 'Barossa', 6)],
        hardwareItems: [],
        notes: 'Selected subframe: timber\nGate code 12\nCall first',
      },
      config,
      [CLIPS],
      [{ id: 'p-0' }, { id: 'p-1' }],
    );
    expect(r).toMatchObject({
      project: 'p-1',
      subframe: 'timber',
      deliveryMethod: 'delivery',
      deliveryStreetAddress: '12 Bay Road',
      deliveryCityPostcode: 'Sandringham 3191',
      pickupLocation: '',
      notes: 'Gate code 12\nCall first',
    });
    expect(r).not.toHaveProperty('preferredDate');
  });

  it("brings no project back when the order's project is not one of the viewer's (an admin repeating a customer's order)", () => {
    const order = { ...plain, project: 'p-customer', boards: [line('we-barossa-5400', 'Barossa', 1)], hardwareItems: [], notes: '' };
    expect(reorderFrom(order, config, [CLIPS], [{ id: 'p-admin' }]).project).toBeNull();
    expect(reorderFrom(order, config, [CLIPS], []).project).toBeNull();
    expect(reorderFrom(order, config, [CLIPS], [{ id: 'p-customer' }]).project).toBe('p-customer');
  });

  it('a pickup order comes back as pickup from the warehouse, with no address', () => {
    const r = reorderFrom(
      { ...plain, deliveryStreetAddress: 'stale', boards: [line('we-barossa-5400', 'Barossa', 1)], hardwareItems: [], notes: '' },
      config,
      [CLIPS],
      [],
    );
    expect(r).toMatchObject({ project: null, deliveryMethod: 'pickup', deliveryStreetAddress: '', deliveryCityPostcode: '', notes: '' });
    expect(r.pickupLocation).toMatch(/Port Melbourne/);
  });
});

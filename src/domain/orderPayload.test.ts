import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBoardItem,
  addHardwareItem,
  buildOrderPayload,
  chosenBoardItemIds,
  clampQuantity,
  decrementItem,
  hasItems,
  incrementItem,
  isItemAdded,
  needsHardware,
  orderItemsProblem,
  orderNotes,
  removeItem,
  splitOrderNotes,
  switchDeliveryMethod,
  totalQuantity,
  validateDelivery,
  deliveryProblem,
  type BoardSelection,
  type DeliveryFields,
  type OrderItem,
  type OrderWizardData,
} from './orderPayload';
import { orderCreatePayload } from './schemas/orders';
import { COLOR_HEX } from './colors';
import type { HardwareItem } from './catalogue';

const MAPLE: BoardSelection = {
  brand: 'WoodEvo',
  range: 'ADVANCED',
  color: 'Victorian Maple',
  boardType: 'Grooved',
  size: '5400 x 137 x 23mm',
  item_id: 'we-advanced-grooved-victorian-maple-5400',
};
const DRIFTWOOD: BoardSelection = {
  brand: 'MillBoard',
  range: 'Weathered',
  color: 'Driftwood',
  boardType: 'Grooved',
  size: '5400 x 176 x 32mm',
  item_id: 'mb-weathered-grooved-driftwood-5400',
};
const CLIPS: HardwareItem = {
  item_id: 'hw-we-hidden-clips',
  name: 'WoodEvo Hidden Clips',
  description: 'Box of 100 hidden clips with screws',
  sku: 'HW-WE-CLIP',
  category_name: 'Clips',
  rate: 65,
  unit: 'box',
};

// 21 Nov 2026, 10:00 in Melbourne
const NOW = new Date('2026-11-20T23:00:00Z');

describe('order lines', () => {
  it('choosing a board type adds one line of quantity 1 with the colour swatch', () => {
    const items = addBoardItem([], MAPLE);
    expect(items).toEqual([
      {
        id: MAPLE.item_id,
        brand: 'WoodEvo',
        range: 'ADVANCED',
        color: 'Victorian Maple',
        colorHex: COLOR_HEX['victorian maple'],
        boardType: 'Grooved',
        quantity: 1,
        size: '5400 x 137 x 23mm',
        item_id: MAPLE.item_id,
      },
    ]);
  });

  it('an unknown colour gets the fallback swatch', () => {
    expect(addBoardItem([], DRIFTWOOD)[0].colorHex).toBe('#8B7355');
  });

  it('choosing the same board type again adds another item of quantity 1 with its own line id', () => {
    const items = addBoardItem(addBoardItem(addBoardItem([], MAPLE), DRIFTWOOD), MAPLE);
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.quantity)).toEqual([1, 1, 1]);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
    expect(items[2].item_id).toBe(MAPLE.item_id);
    expect(totalQuantity(items)).toBe(3);
  });

  it('does not mutate its input', () => {
    const before = addBoardItem([], MAPLE);
    const frozen = Object.freeze(before.map((i) => Object.freeze({ ...i })));
    incrementItem(frozen, MAPLE.item_id);
    addBoardItem(frozen, MAPLE);
    expect(frozen[0].quantity).toBe(1);
  });

  it('+1 and -1 with a minimum of 1, and removal', () => {
    let items = addBoardItem(addBoardItem([], MAPLE), DRIFTWOOD);
    items = incrementItem(incrementItem(items, MAPLE.item_id), MAPLE.item_id);
    expect(items[0].quantity).toBe(3);
    expect(items[1].quantity).toBe(1);
    items = decrementItem(items, MAPLE.item_id);
    expect(items[0].quantity).toBe(2);
    items = decrementItem(decrementItem(decrementItem(items, MAPLE.item_id), MAPLE.item_id), MAPLE.item_id);
    expect(items[0].quantity).toBe(1);
    items = removeItem(items, MAPLE.item_id);
    expect(items.map((i) => i.id)).toEqual([DRIFTWOOD.item_id]);
    expect(removeItem(items, 'missing')).toEqual(items);
  });

  it('a line never exceeds the maximum quantity', () => {
    const big: OrderItem[] = [{ ...addBoardItem([], MAPLE)[0], quantity: 10_000 }];
    expect(incrementItem(big, MAPLE.item_id)[0].quantity).toBe(10_000);
  });

  it('clampQuantity keeps whole numbers within 1..10000', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(20_000)).toBe(10_000);
  });

  it('hardware lines: brand Hardware, range = subframe, color = category, boardType = name', () => {
    const items = addHardwareItem(addBoardItem([], MAPLE), CLIPS, 3, 'timber');
    expect(items[1]).toEqual({
      id: CLIPS.item_id,
      brand: 'Hardware',
      range: 'timber',
      color: 'Clips',
      colorHex: '',
      boardType: 'WoodEvo Hidden Clips',
      quantity: 3,
      size: '',
      item_id: CLIPS.item_id,
      description: CLIPS.description,
    });
    expect(isItemAdded(items, CLIPS.item_id)).toBe(true);
    expect(isItemAdded(items, 'hw-other')).toBe(false);
    expect(totalQuantity(items)).toBe(4);
    expect(chosenBoardItemIds(items)).toEqual([MAPLE.item_id]);
  });

  it('adding hardware already added changes nothing; the picked quantity is at least 1', () => {
    const once = addHardwareItem([], CLIPS, 2, 'metal');
    expect(addHardwareItem(once, CLIPS, 5, 'metal')).toEqual(once);
    expect(addHardwareItem([], CLIPS, 0, 'metal')[0].quantity).toBe(1);
  });

  it('hasItems and needsHardware', () => {
    expect(hasItems([])).toBe(false);
    expect(hasItems(addBoardItem([], MAPLE))).toBe(true);
    expect(needsHardware('timber')).toBe(true);
    expect(needsHardware('metal')).toBe(true);
    expect(needsHardware('none')).toBe(false);
    expect(needsHardware(null)).toBe(false);
  });

  it('an order without a line says why it cannot be submitted; a board or a hardware line clears it', () => {
    expect(orderItemsProblem([])).toBe('Your order has no items: go back to add boards or hardware.');
    expect(orderItemsProblem(addBoardItem([], MAPLE))).toBeNull();
    expect(orderItemsProblem(addHardwareItem([], CLIPS, 1, 'timber'))).toBeNull();
  });
});

describe('delivery step', () => {
  const empty: DeliveryFields = {
    deliveryMethod: null,
    deliveryStreetAddress: '',
    deliveryCityPostcode: '',
    pickupLocation: '',
    preferredDate: '',
  };

  it('requires a delivery method first', () => {
    expect(validateDelivery(empty, NOW)).toBe('Please select a delivery method to continue');
    expect(validateDelivery({ ...empty, deliveryMethod: '' }, NOW)).toBe('Please select a delivery method to continue');
  });

  it('then a preferred date', () => {
    expect(validateDelivery({ ...empty, deliveryMethod: 'pickup' }, NOW)).toBe('Please select a preferred date to continue');
    expect(validateDelivery({ ...empty, deliveryMethod: 'pickup', preferredDate: '   ' }, NOW)).toBe(
      'Please select a preferred date to continue',
    );
    expect(validateDelivery({ ...empty, deliveryMethod: 'pickup', preferredDate: '2026-02-30' }, NOW)).toBe(
      'Please select a preferred date to continue',
    );
  });

  it('the date must be today or later in Melbourne', () => {
    const pickup = { ...empty, deliveryMethod: 'pickup' as const };
    expect(validateDelivery({ ...pickup, preferredDate: '2026-11-20' }, NOW)).toBe('Please select a preferred date of today or later');
    expect(validateDelivery({ ...pickup, preferredDate: '2026-11-21' }, NOW)).toBeNull();
    expect(validateDelivery({ ...pickup, preferredDate: '2027-03-01' }, NOW)).toBeNull();
    // 00:30 on 22 Nov in Melbourne while UTC is still 21 Nov: the 21st is past
    expect(validateDelivery({ ...pickup, preferredDate: '2026-11-21' }, new Date('2026-11-21T13:30:00Z'))).toBe(
      'Please select a preferred date of today or later',
    );
  });

  it('names the field each refusal is about, so the view can focus it', () => {
    const field = (f: Partial<DeliveryFields>) => deliveryProblem({ ...empty, ...f }, NOW)?.field ?? null;
    expect(field({})).toBe('deliveryMethod');
    expect(field({ deliveryMethod: 'pickup' })).toBe('preferredDate');
    expect(field({ deliveryMethod: 'pickup', preferredDate: '2026-11-20' })).toBe('preferredDate');
    expect(field({ deliveryMethod: 'pickup', preferredDate: '2026-11-21' })).toBeNull();
    expect(field({ deliveryMethod: 'delivery', preferredDate: '2026-11-25' })).toBe('deliveryStreetAddress');
    expect(field({ deliveryMethod: 'delivery', preferredDate: '2026-11-25', deliveryStreetAddress: '1 Beach Rd' })).toBe(
      'deliveryCityPostcode',
    );
  });

  it('delivery needs both address fields non-blank; pickup needs none', () => {
    const delivery = { ...empty, deliveryMethod: 'delivery' as const, preferredDate: '2026-11-25' };
    expect(validateDelivery(delivery, NOW)).toBe('Please fill in all delivery address fields');
    expect(validateDelivery({ ...delivery, deliveryStreetAddress: '1 Beach Rd' }, NOW)).toBe('Please fill in all delivery address fields');
    expect(validateDelivery({ ...delivery, deliveryStreetAddress: '1 Beach Rd', deliveryCityPostcode: '  ' }, NOW)).toBe(
      'Please fill in all delivery address fields',
    );
    expect(validateDelivery({ ...delivery, deliveryStreetAddress: '1 Beach Rd', deliveryCityPostcode: 'St Kilda 3182' }, NOW)).toBeNull();
    expect(validateDelivery({ ...delivery, deliveryMethod: 'pickup' }, NOW)).toBeNull();
  });

  it('switching method clears the other method’s fields', () => {
    const delivery = switchDeliveryMethod(
      {
        ...empty,
        deliveryMethod: 'delivery' as const,
        deliveryStreetAddress: '1 Beach Rd',
        deliveryCityPostcode: 'St Kilda 3182',
        preferredDate: '2026-11-25',
      },
      'pickup',
    );
    expect(delivery).toEqual({
      deliveryMethod: 'pickup',
      deliveryStreetAddress: '',
      deliveryCityPostcode: '',
      pickupLocation: 'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207',
      preferredDate: '2026-11-25',
    });
    const back = switchDeliveryMethod(delivery, 'delivery');
    expect(back.pickupLocation).toBe('');
    expect(back.deliveryMethod).toBe('delivery');
    expect(back.preferredDate).toBe('2026-11-25');
  });

  it('choosing the same method again keeps what was typed', () => {
    const fields = { ...empty, deliveryMethod: 'delivery' as const, deliveryStreetAddress: '1 Beach Rd' };
    expect(switchDeliveryMethod(fields, 'delivery')).toBe(fields);
  });
});

describe('buildOrderPayload', () => {
  const items = addHardwareItem(incrementItem(addBoardItem(addBoardItem([], MAPLE), DRIFTWOOD), MAPLE.item_id), CLIPS, 2, 'timber');
  const state: OrderWizardData = {
    project: '3f1c2b9e-8a47-4d2f-9b1e-2c6d7a8e9f01',
    orderItems: items,
    selectedSubframe: 'timber',
    deliveryMethod: 'delivery',
    deliveryStreetAddress: ' 12 Esplanade ',
    deliveryCityPostcode: 'St Kilda 3182',
    pickupLocation: '',
    preferredDate: '2026-11-25',
    notes: 'Side gate access',
  };

  it('builds the spec payload: boards, hardware, delivery and notes', () => {
    expect(buildOrderPayload(state)).toEqual({
      project: '3f1c2b9e-8a47-4d2f-9b1e-2c6d7a8e9f01',
      boards: [
        {
          brand: 'WoodEvo',
          range: 'ADVANCED',
          type: 'Grooved',
          colorId: '',
          colorName: 'Victorian Maple',
          size: '5400 x 137 x 23mm',
          quantity: 2,
          item_id: MAPLE.item_id,
        },
        {
          brand: 'MillBoard',
          range: 'Weathered',
          type: 'Grooved',
          colorId: '',
          colorName: 'Driftwood',
          size: '5400 x 176 x 32mm',
          quantity: 1,
          item_id: DRIFTWOOD.item_id,
        },
      ],
      deliveryMethod: 'delivery',
      deliveryStreetAddress: '12 Esplanade',
      deliveryCityPostcode: 'St Kilda 3182',
      pickupLocation: '',
      preferredDate: '2026-11-25',
      notes: 'Selected subframe: timber\nSide gate access',
      hardwareItems: [
        { name: 'WoodEvo Hidden Clips', description: CLIPS.description, category: 'Hardware', quantity: 2, item_id: CLIPS.item_id },
      ],
    });
  });

  it('passes the shared zod schema', () => {
    const parsed = orderCreatePayload.safeParse(buildOrderPayload(state));
    expect(parsed.success).toBe(true);
  });

  it('omits an unselected project and sends the pickup location for pickup', () => {
    const payload = buildOrderPayload({
      ...state,
      project: null,
      deliveryMethod: 'pickup',
      deliveryStreetAddress: 'stale',
      deliveryCityPostcode: 'stale',
      pickupLocation: '',
      selectedSubframe: 'none',
      notes: '',
      orderItems: addBoardItem([], MAPLE),
    });
    expect('project' in payload).toBe(false);
    expect(payload.deliveryStreetAddress).toBe('');
    expect(payload.deliveryCityPostcode).toBe('');
    expect(payload.pickupLocation).toBe('Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207');
    expect(payload.notes).toBe('Selected subframe: none\n');
    expect(payload.hardwareItems).toEqual([]);
    expect(orderCreatePayload.safeParse(payload).success).toBe(true);
  });

  it('notes line names the subframe, joined to the user notes by a newline', () => {
    expect(orderNotes('metal', 'Call first')).toBe('Selected subframe: metal\nCall first');
    expect(orderNotes(null, 'x')).toBe('Selected subframe: none\nx');
  });

  it('stored notes come apart into the subframe and the customer notes again', () => {
    fc.assert(
      fc.property(fc.constantFrom('timber', 'metal', 'none', null), fc.string({ maxLength: 80 }), (subframe, notes) => {
        expect(splitOrderNotes(orderNotes(subframe, notes))).toEqual({ subframe: subframe ?? 'none', customerNotes: notes.trim() });
      }),
    );
    expect(splitOrderNotes('Gate code 1234')).toEqual({ subframe: null, customerNotes: 'Gate code 1234' });
    expect(splitOrderNotes('Selected subframe: steel\nCall first')).toEqual({ subframe: null, customerNotes: 'Call first' });
    expect(splitOrderNotes('Selected subframe: metal')).toEqual({ subframe: 'metal', customerNotes: '' });
    expect(splitOrderNotes(null)).toEqual({ subframe: null, customerNotes: '' });
  });

  it('refuses to build without a delivery method', () => {
    expect(() => buildOrderPayload({ ...state, deliveryMethod: null })).toThrow('Please select a delivery method to continue');
  });
});

import { describe, expect, it } from 'vitest';
import * as C from './constants';
import { MESSAGES } from './messages';

// Guards the figures of docs/product.md#figures-and-limits and texts against accidental edits: each is stated once here.
describe('business constants', () => {
  it('calls and wizard', () => {
    expect(C.API_BASE_PATH).toBe('/api');
    expect(C.BOARD_ITEMS_CACHE_TTL_MS).toBe(24 * 60 * 60 * 1000);
    // Step N of 8 (docs/product.md#order-wizard).
    expect(C.WIZARD_STEPS).toHaveLength(8);
    expect(C.MIN_LINE_QUANTITY).toBe(1);
    expect(C.SUBFRAME_OPTIONS).toEqual(['timber', 'metal', 'none']);
    expect(C.SUBFRAME_LABELS).toEqual({ timber: 'TIMBER', metal: 'METAL', none: "I DON'T NEED HARDWARE" });
    expect(C.DELIVERY_METHODS).toEqual(['delivery', 'pickup']);
  });

  it('calculator', () => {
    expect([C.GRID_STEP, C.POINT_HANDLE_SIZE, C.MAX_SHAPES, C.MIN_VALID_AREA_MM2, C.MIN_POINT_DISTANCE]).toEqual([10, 12, 5, 100000, 1]);
    expect([C.ZOOM_MIN, C.ZOOM_MAX]).toEqual([0.1, 5]);
    expect(C.DEFAULT_CANVAS).toEqual({ width: 800, height: 600 });
    expect([C.SWATCH_IMAGE_HEIGHT, C.SIDE_PANEL_WIDTH]).toEqual([200, 350]);
    expect([C.BOARDS_PER_M2, C.CLIPS_PER_BOX, C.JOISTS_PER_M2, C.BEARERS_PER_M2, C.SCREWS_PER_BOARD]).toEqual([1.4, 20, 6, 2, 4]);
    expect(C.SERVER_BOARDS_PER_M2).toEqual({ MillBoard: 1.6, WoodEvo: 1.4 });
    expect(C.DEFAULT_LENGTH_UNIT).toBe('cm');
    expect(C.LENGTH_UNIT_LABELS).toEqual({ cm: 'mm', m: 'm' });
    expect(C.DEFAULT_EDIT_MODE).toBe('scaling');
  });

  it('identity, timings and places', () => {
    expect(C.APP_VERSION).toBe('0.1.0');
    expect(C.PRODUCT_NAME).toBe('Boardwalk');
    expect(C.CONTACT_PHONE).toBe('(03) 5550 4821');
    expect(C.CONTACT_EMAIL).toBe('hello@boardwalk.example');
    expect(C.DEMO_USERS).toEqual({
      client: 'client@boardwalk.example',
      installer: 'installer@boardwalk.example',
      admin: 'admin@boardwalk.example',
    });
    expect(C.TIME_ZONE).toBe('Australia/Melbourne');
    expect([C.SNACKBAR_AUTO_HIDE_MS, C.CONTACT_SUCCESS_MS, C.NOTES_TRUNCATE_LENGTH]).toEqual([6000, 3000, 50]);
    expect(C.PICKUP_LOCATION.address).toBe('Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207');
    expect(C.PICKUP_LOCATION.hours).toEqual(['Monday-Friday 8:00 AM - 5:00 PM', 'Saturday 9:00 AM - 2:00 PM']);
    expect(C.PICKUP_LOCATION.note).toMatch(/photo ID/);
    expect(C.PICKUP_LOCATION.note).toMatch(/order confirmation/);
    expect(C.SERVICE_AREAS).toEqual(['Melbourne', 'Sydney', 'Brisbane', 'Perth', 'Adelaide', 'Darwin']);
    expect(C.MILLBOARD_PRICE_RANGE).toBe('$55 - $85 per m2');
    expect(C.QUOTE_RESPONSE_TIME).toBe('24-48 hours');
  });

  it('form options', () => {
    expect(C.PROJECT_TIMEFRAMES.map((t) => [t.value, t.label])).toEqual([
      ['within-1-month', 'Within 1 Month'],
      ['1-3-months', '1-3 Months'],
      ['3-months-plus', '3+ Months'],
    ]);
    expect(C.CONTACT_PROJECT_TYPES.map((t) => t.value)).toEqual([
      'new-deck',
      'deck-replacement',
      'deck-extension',
      'materials-only',
      'consultation',
      'other',
    ]);
    expect(C.CONTACT_TIMELINES.map((t) => t.value)).toEqual(['within-1-month', '1-3-months', '3-months-plus', 'just-planning']);
  });

  it('legacy calculator prices', () => {
    expect(C.LEGACY_PRODUCTS.WoodEvo.map((p) => p.pricePerM2)).toEqual([45, 52, 65]);
    expect(C.LEGACY_PRODUCTS.Millboard.map((p) => p.pricePerM2)).toEqual([55, 68, 85]);
    expect(C.LEGACY_ACCESSORIES.map((a) => [a.name, a.price, a.per])).toEqual([
      ['Fixing Kit', 8.5, 'm2'],
      ['Edging Strips', 25, 'linear-metre'],
      ['Aluminium Joists', 35, 'linear-metre'],
      ['Weed Membrane', 4.5, 'm2'],
    ]);
    expect(C.LEGACY_DELIVERY_OPTIONS.map((d) => [d.days, d.price])).toEqual([
      ['7-14 days', 150],
      ['3-5 days', 250],
      ['1-2 days', 350],
    ]);
    expect([C.LEGACY_INSTALLATION_PER_M2, C.GST_RATE]).toEqual([45, 0.1]);
  });

  it('messages quote the spec', () => {
    expect(MESSAGES.selectDeliveryMethod).toBe('Please select a delivery method to continue');
    expect(MESSAGES.selectPreferredDate).toBe('Please select a preferred date to continue');
    expect(MESSAGES.fillDeliveryAddress).toBe('Please fill in all delivery address fields');
    expect(MESSAGES.quoteSuccess).toBe('Quote request submitted successfully! We will get back to you soon.');
    expect(C.noProductsForRangeMessage('WoodEvo HOME')).toBe('No products available for WoodEvo HOME at the moment.');
    for (const text of Object.values(MESSAGES)) expect(text).toBe(text.trim());
  });
});

// The demo catalogue (docs/product.md#records-and-fields): these are the facts the wizard, calculator and
// products page rely on.
import { describe, expect, it } from 'vitest';
import { SPEC_COLORS } from '../../domain/colors';
import { boardItems, catalogueRows, hardwareItems } from './catalogue';

describe('demo catalogue', () => {
  it('has the ten spec colours and the brand/range/size conventions', () => {
    const colors = new Set(boardItems.map((b) => b.cfBoardColour));
    for (const c of SPEC_COLORS) expect(colors.has(c), c).toBe(true);
    for (const b of boardItems) {
      expect(['WoodEvo', 'MillBoard']).toContain(b.cfBoardBrand);
      expect(b.cfBoardBrand === 'WoodEvo' ? ['HOME', 'ADVANCED'] : ['Enhanced Grain', 'Weathered']).toContain(b.cfBoardRange);
      expect(b.cfBoardColour).toMatch(/^[A-Z][a-z]+(_[A-Z][a-z]+)*$/);
      expect(b.cfSize).toMatch(b.cfBoardBrand === 'WoodEvo' ? /^(5400|3600) x 137 x 23mm$/ : /^(5400|3600) x 176 x 32mm$/);
      expect(b.unit).toBe('board');
      expect(b.rate).toMatch(/^\d+\.\d{2}$/);
      expect(b.itemId).toMatch(/^(we|mb)-[a-z0-9-]+-(5400|3600)$/);
      if (b.cfBoardRange === 'HOME') expect(b.cfSize).toMatch(/^5400/);
    }
  });

  it('sells every colour Grooved in every size of its range, and some Square Edge', () => {
    const combos = new Map<string, Set<string>>();
    for (const b of boardItems) {
      const key = `${b.cfBoardBrand}|${b.cfBoardRange}|${b.cfBoardColour}`;
      if (!combos.has(key)) combos.set(key, new Set());
      if (b.cfBoardType === 'Grooved') combos.get(key)!.add(b.cfSize!.slice(0, 4));
    }
    for (const [key, sizes] of combos) {
      expect([...sizes].sort(), key).toEqual(key.includes('|HOME|') ? ['5400'] : ['3600', '5400']);
    }
    expect(boardItems.some((b) => b.cfBoardType === 'Square Edge')).toBe(true);
  });

  it('gives image fields to every board of every colour, Ironbark too', () => {
    for (const b of boardItems) {
      expect([b.imageId, b.imageDocumentId, b.imageName], b.itemId).toEqual([`img-${b.itemId}`, `doc-${b.itemId}`, `${b.itemId}.jpg`]);
    }
    expect(boardItems.filter((b) => b.cfBoardColour === 'Ironbark').length).toBeGreaterThan(0);
  });

  it('lists only existing hardware skus per brand, and some hardware suits no board', () => {
    const skus = new Set(hardwareItems.map((h) => h.sku));
    const applicable = (brand: string) =>
      new Set(boardItems.filter((b) => b.cfBoardBrand === brand).flatMap((b) => b.cfBoardsApplicable!.split(',')));
    const woodEvo = applicable('WoodEvo');
    const millboard = applicable('MillBoard');
    for (const sku of [...woodEvo, ...millboard]) expect(skus.has(sku), sku).toBe(true);
    const category = (sku: string) => hardwareItems.find((h) => h.sku === sku)!.categoryName;
    expect([...woodEvo].map(category)).toEqual(
      expect.arrayContaining(['Clips', 'Start Clips', 'Screws', 'Joist Tape', 'Fascia', 'End Caps']),
    );
    expect([...millboard].map(category)).toEqual(
      expect.arrayContaining(['Clips', 'Start Clips', 'Screws', 'Joist Tape', 'Fascia', 'Edging']),
    );
    expect([...woodEvo].filter((s) => millboard.has(s))).toEqual(['HW-JOIST-TAPE-50']);
    expect(hardwareItems.some((h) => !woodEvo.has(h.sku!) && !millboard.has(h.sku!))).toBe(true);
    for (const h of hardwareItems) {
      expect(h.sku).toMatch(/^HW-[A-Z0-9-]+$/);
      expect(['box', 'each', 'roll', 'pack', 'length']).toContain(h.unit);
      expect(h.description.length).toBeGreaterThan(20);
    }
  });

  it('has unique item ids', () => {
    expect(new Set(catalogueRows.map((r) => r.itemId)).size).toBe(catalogueRows.length);
  });
});

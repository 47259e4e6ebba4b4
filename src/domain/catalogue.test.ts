import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TABS,
  applicableSkus,
  brandDisplayName,
  brandFromParam,
  brandTexture,
  brandToParam,
  buildBoardConfig,
  calculatorColors,
  colorCount,
  configBoardTypes,
  configColors,
  configRanges,
  defaultColor,
  findColor,
  firstSizeFor,
  hardwareSuggestions,
  hardwareSuggestionsMessage,
  itemImagePath,
  lengthDescription,
  productsForTab,
  rangeCount,
  rangeDisplayName,
  resolveColor,
  sizeLength,
  type BoardItem,
  type HardwareItem,
} from './catalogue';
import { itemImageSrcSet, leadProductPhoto, PRODUCT_CARD_IMAGE_SIZES } from './itemImages';

const WE_SKUS = 'HW-WE-CLIP, HW-WE-START,HW-SCREW-TIMBER,HW-SCREW-METAL,HW-JOIST-TAPE';
const MB_SKUS = 'HW-MB-CLIP,HW-MB-DURAFIX,HW-JOIST-TAPE';

function board(
  brand: 'WoodEvo' | 'MillBoard',
  range: string,
  type: 'Grooved' | 'Square Edge',
  color: string,
  length: 5400 | 3600,
  opts: { image?: boolean } = {},
): BoardItem {
  const prefix = brand === 'WoodEvo' ? 'we' : 'mb';
  const id =
    `${prefix}-${range.toLowerCase().replace(/ /g, '-')}-` +
    `${type.toLowerCase().replace(/ /g, '-')}-` +
    `${color.toLowerCase().replace(/_/g, '-')}-${length}`;
  const withImage = opts.image ?? true;
  return {
    item_id: id,
    name: `${brand} ${range} ${color.replace(/_/g, ' ')} ${type}`,
    description: 'Composite deck board',
    rate: brand === 'WoodEvo' ? 89.5 : 142,
    unit: 'board',
    cf_board_brand: brand,
    cf_board_range: range,
    cf_board_type: type,
    cf_board_colour: color,
    cf_size: brand === 'WoodEvo' ? `${length} x 137 x 23mm` : `${length} x 176 x 32mm`,
    image_document_id: withImage ? `doc-${id}` : null,
    image_id: withImage ? `img-${id}` : null,
    image_name: withImage ? `${id}.jpg` : null,
    cf_boards_applicable: brand === 'WoodEvo' ? WE_SKUS : MB_SKUS,
  };
}

const ITEMS: BoardItem[] = [
  board('WoodEvo', 'HOME', 'Grooved', 'Barossa', 5400),
  board('WoodEvo', 'HOME', 'Square Edge', 'Barossa', 5400),
  board('WoodEvo', 'HOME', 'Grooved', 'Basalt', 5400),
  board('WoodEvo', 'ADVANCED', 'Grooved', 'Victorian_Maple', 3600),
  board('WoodEvo', 'ADVANCED', 'Grooved', 'Victorian_Maple', 5400),
  board('WoodEvo', 'ADVANCED', 'Square Edge', 'Smoked_Ash', 5400),
  board('WoodEvo', 'ADVANCED', 'Grooved', 'Smoked_Ash', 5400, { image: false }),
  board('WoodEvo', 'ADVANCED', 'Grooved', 'Ironbark', 5400, { image: false }),
  board('MillBoard', 'Enhanced Grain', 'Grooved', 'Antique_Oak', 5400),
  board('MillBoard', 'Enhanced Grain', 'Grooved', 'Golden_Oak', 3600),
  board('MillBoard', 'Weathered', 'Grooved', 'Driftwood', 5400),
  { ...board('MillBoard', 'Weathered', 'Grooved', 'Burnt_Cedar', 5400), cf_board_colour: '  ' },
];

const HARDWARE: HardwareItem[] = [
  {
    item_id: 'hw-we-clip',
    name: 'WoodEvo Hidden Clips',
    description: 'Box of 100',
    sku: 'HW-WE-CLIP',
    category_name: 'Clips',
    rate: 65,
    unit: 'box',
  },
  {
    item_id: 'hw-mb-clip',
    name: 'Millboard Clips',
    description: 'Box',
    sku: 'HW-MB-CLIP',
    category_name: 'Clips',
    rate: 72.5,
    unit: 'box',
  },
  {
    item_id: 'hw-joist-tape',
    name: 'Joist Tape',
    description: 'Roll',
    sku: 'HW-JOIST-TAPE',
    category_name: 'Joist Tape',
    rate: 39,
    unit: 'roll',
  },
  {
    item_id: 'hw-orphan',
    name: 'Orphan Bracket',
    description: 'Applies to nothing',
    sku: 'HW-ORPHAN',
    category_name: 'Other',
    rate: 5,
    unit: 'each',
  },
];

describe('brands', () => {
  it('maps URL params case-insensitively and rejects others', () => {
    expect(brandFromParam('woodevo')).toBe('WoodEvo');
    expect(brandFromParam('WoodEvo')).toBe('WoodEvo');
    expect(brandFromParam('WOODEVO')).toBe('WoodEvo');
    expect(brandFromParam('millboard')).toBe('MillBoard');
    expect(brandFromParam(' MillBoard ')).toBe('MillBoard');
    expect(brandFromParam('trex')).toBeNull();
    expect(brandFromParam('')).toBeNull();
    expect(brandFromParam(null)).toBeNull();
  });
  it('has URL and display forms', () => {
    expect(brandToParam('MillBoard')).toBe('millboard');
    expect(brandDisplayName('MillBoard')).toBe('Millboard');
    expect(brandDisplayName('WoodEvo')).toBe('WoodEvo');
    expect(brandDisplayName('Hardware')).toBe('Hardware');
  });
  it('Millboard has its own card texture, other brands share one', () => {
    expect(brandTexture('MillBoard')).toBe('millboard');
    expect(brandTexture('WoodEvo')).toBe('standard');
    expect(brandTexture('Other')).toBe('standard');
  });
});

describe('ranges', () => {
  it('length description: HOME only 5.4m, others 5.4m & 3.6m', () => {
    expect(lengthDescription('HOME')).toBe('Comes in 5.4m Lengths');
    expect(lengthDescription('ADVANCED')).toBe('Comes in 5.4m & 3.6m Lengths');
    expect(lengthDescription('Enhanced Grain')).toBe('Comes in 5.4m & 3.6m Lengths');
    expect(lengthDescription('Weathered')).toBe('Comes in 5.4m & 3.6m Lengths');
  });
  it('range names display in capitals', () => {
    expect(rangeDisplayName('Enhanced Grain')).toBe('ENHANCED GRAIN');
  });
});

describe('itemImagePath', () => {
  it('points at the static inventory images', () => {
    expect(itemImagePath('we-home-grooved-barossa-5400')).toBe('/images/inventory/we-home-grooved-barossa-5400.jpg');
  });
});

describe('buildBoardConfig', () => {
  const config = buildBoardConfig(ITEMS);

  it('nests brand -> range -> type -> spaced colour -> sizes, longest first', () => {
    expect(Object.keys(config)).toEqual(['WoodEvo', 'MillBoard']);
    expect(config.WoodEvo.ADVANCED.Grooved['Victorian Maple']).toEqual([
      { size: '5400 x 137 x 23mm', item_id: 'we-advanced-grooved-victorian-maple-5400' },
      { size: '3600 x 137 x 23mm', item_id: 'we-advanced-grooved-victorian-maple-3600' },
    ]);
    expect(config.WoodEvo.HOME['Square Edge']).toEqual({
      Barossa: [{ size: '5400 x 137 x 23mm', item_id: 'we-home-square-edge-barossa-5400' }],
    });
  });

  it('skips items without a colour and de-duplicates item ids', () => {
    expect(Object.keys(config.MillBoard.Weathered.Grooved)).toEqual(['Driftwood']);
    const twice = buildBoardConfig([ITEMS[0], ITEMS[0]]);
    expect(twice.WoodEvo.HOME.Grooved.Barossa).toHaveLength(1);
  });

  it('counts ranges and colours', () => {
    expect(rangeCount(config, 'WoodEvo')).toBe(2);
    expect(rangeCount(config, 'MillBoard')).toBe(2);
    expect(rangeCount(config, 'Nope')).toBe(0);
    expect(configRanges(config, 'MillBoard')).toEqual(['Enhanced Grain', 'Weathered']);
    expect(colorCount(config, 'WoodEvo', 'ADVANCED')).toBe(3); // Victorian Maple, Smoked Ash, Ironbark across types
    expect(colorCount(config, 'WoodEvo', 'HOME')).toBe(2);
    expect(colorCount(config, 'WoodEvo', 'Nope')).toBe(0);
    expect(configColors(config, 'WoodEvo', 'HOME')).toEqual(['Barossa', 'Basalt']);
  });

  it('lists the board types that have a colour', () => {
    expect(configBoardTypes(config, 'WoodEvo', 'HOME', 'Barossa')).toEqual(['Grooved', 'Square Edge']);
    expect(configBoardTypes(config, 'WoodEvo', 'HOME', 'Basalt')).toEqual(['Grooved']);
  });

  it('firstSizeFor gives the longest size and its item id, or null', () => {
    expect(firstSizeFor(config, 'WoodEvo', 'ADVANCED', 'Grooved', 'Victorian Maple')).toEqual({
      size: '5400 x 137 x 23mm',
      item_id: 'we-advanced-grooved-victorian-maple-5400',
    });
    expect(firstSizeFor(config, 'MillBoard', 'Enhanced Grain', 'Grooved', 'Golden Oak')?.item_id).toBe(
      'mb-enhanced-grain-grooved-golden-oak-3600',
    );
    expect(firstSizeFor(config, 'WoodEvo', 'HOME', 'Square Edge', 'Basalt')).toBeNull();
    expect(firstSizeFor(config, 'X', 'Y', 'Z', 'W')).toBeNull();
  });

  it('sizeLength reads the leading length', () => {
    expect(sizeLength('5400 x 137 x 23mm')).toBe(5400);
    expect(sizeLength('n/a')).toBe(0);
  });
});

describe('productsForTab', () => {
  it('has the three tabs of the spec', () => {
    expect(PRODUCT_TABS.map((t) => t.label)).toEqual(['WoodEvo HOME', 'WoodEvo ADVANCED', 'Millboard']);
    expect(PRODUCT_TABS[0].key).toBe('woodevo-home');
  });

  it('HOME: one per colour, preferring Grooved with an image', () => {
    const home = productsForTab(ITEMS, 'woodevo-home');
    expect(home.map((i) => i.item_id)).toEqual(['we-home-grooved-barossa-5400', 'we-home-grooved-basalt-5400']);
  });

  it('ADVANCED: falls back to an item with an image, else the first', () => {
    const adv = productsForTab(ITEMS, PRODUCT_TABS[1]);
    expect(adv.map((i) => i.item_id)).toEqual([
      'we-advanced-grooved-victorian-maple-3600',
      'we-advanced-square-edge-smoked-ash-5400', // the Grooved Smoked Ash has no image
      'we-advanced-grooved-ironbark-5400', // no image anywhere: the first
    ]);
  });

  it('Millboard covers every range and drops items without a colour', () => {
    const mb = productsForTab(ITEMS, 'millboard');
    expect(mb.map((i) => i.cf_board_colour)).toEqual(['Antique_Oak', 'Golden_Oak', 'Driftwood']);
  });

  it('unknown tab or empty catalogue gives nothing', () => {
    expect(productsForTab(ITEMS, 'nope' as never)).toEqual([]);
    expect(productsForTab([], 'millboard')).toEqual([]);
  });
});

describe('calculator colours', () => {
  const woodevo = calculatorColors(ITEMS, 'WoodEvo');

  it('only Grooved items with a colour, one per colour', () => {
    expect(woodevo.map((i) => i.cf_board_colour)).toEqual(['Barossa', 'Basalt', 'Victorian_Maple', 'Smoked_Ash', 'Ironbark']);
    expect(woodevo.every((i) => i.cf_board_type === 'Grooved')).toBe(true);
    expect(calculatorColors(ITEMS, 'WoodEvo', 'ADVANCED').map((i) => i.cf_board_colour)).toEqual([
      'Victorian_Maple',
      'Smoked_Ash',
      'Ironbark',
    ]);
  });

  it('default is the first colour with an image, else the first', () => {
    expect(defaultColor(woodevo)?.item_id).toBe('we-home-grooved-barossa-5400');
    const noImages = calculatorColors(ITEMS, 'WoodEvo', 'ADVANCED').filter((i) => i.image_id === null);
    expect(defaultColor(noImages)?.cf_board_colour).toBe('Smoked_Ash');
    const adv = calculatorColors(ITEMS, 'WoodEvo', 'ADVANCED');
    expect(defaultColor(adv)?.cf_board_colour).toBe('Victorian_Maple');
    expect(defaultColor([])).toBeNull();
  });

  it('finds a colour by item id, partial name or board-colour text, case-insensitively', () => {
    expect(findColor(woodevo, 'we-home-grooved-basalt-5400')?.cf_board_colour).toBe('Basalt');
    expect(findColor(woodevo, 'WE-HOME-GROOVED-BASALT-5400')?.cf_board_colour).toBe('Basalt');
    expect(findColor(woodevo, 'victorian')?.cf_board_colour).toBe('Victorian_Maple');
    expect(findColor(woodevo, 'Victorian Maple')?.cf_board_colour).toBe('Victorian_Maple');
    expect(findColor(woodevo, 'Smoked_Ash')?.cf_board_colour).toBe('Smoked_Ash');
    expect(findColor(woodevo, 'smoked-ash')?.cf_board_colour).toBe('Smoked_Ash');
    expect(findColor(woodevo, 'IRON')?.cf_board_colour).toBe('Ironbark');
    expect(findColor(woodevo, 'teak')).toBeNull();
    expect(findColor(woodevo, '')).toBeNull();
    expect(findColor(woodevo, null)).toBeNull();
  });

  it('resolveColor falls back to the default when the requested colour is unknown', () => {
    expect(resolveColor(woodevo, 'teak')?.item_id).toBe('we-home-grooved-barossa-5400');
    expect(resolveColor(woodevo, 'basalt')?.cf_board_colour).toBe('Basalt');
    expect(resolveColor(woodevo, undefined)?.cf_board_colour).toBe('Barossa');
  });
});

describe('hardware suggestions', () => {
  it('parses comma-separated SKUs', () => {
    expect(applicableSkus({ cf_boards_applicable: ' hw-a, HW-B ,,' })).toEqual(['HW-A', 'HW-B']);
    expect(applicableSkus({ cf_boards_applicable: '' })).toEqual([]);
  });

  it('suggests only hardware listed by the chosen boards', () => {
    const we = hardwareSuggestions(['we-home-grooved-barossa-5400'], ITEMS, HARDWARE);
    expect(we.map((h) => h.item_id)).toEqual(['hw-we-clip', 'hw-joist-tape']);
    const mb = hardwareSuggestions(['mb-weathered-grooved-driftwood-5400'], ITEMS, HARDWARE);
    expect(mb.map((h) => h.item_id)).toEqual(['hw-mb-clip', 'hw-joist-tape']);
    const both = hardwareSuggestions(['we-home-grooved-barossa-5400', 'mb-weathered-grooved-driftwood-5400'], ITEMS, HARDWARE);
    expect(both.map((h) => h.item_id)).toEqual(['hw-we-clip', 'hw-mb-clip', 'hw-joist-tape']);
    expect(both.some((h) => h.sku === 'HW-ORPHAN')).toBe(false);
  });

  it('then follows the subframe: screws made for timber joists are not offered for metal, nor the reverse', () => {
    const screw = (id: string, sku: string, subframes: HardwareItem['subframes']): HardwareItem => ({
      item_id: id,
      name: id,
      description: '',
      sku,
      category_name: 'Screws',
      rate: 48,
      unit: 'box',
      subframes,
    });
    const hardware = [
      ...HARDWARE,
      screw('hw-screw-timber', 'HW-SCREW-TIMBER', ['timber']),
      screw('hw-screw-metal', 'HW-SCREW-METAL', ['metal']),
    ];
    const ids = (subframe: 'timber' | 'metal' | null) =>
      hardwareSuggestions(['we-home-grooved-barossa-5400'], ITEMS, hardware, subframe).map((h) => h.item_id);
    expect(ids('timber')).toEqual(['hw-we-clip', 'hw-joist-tape', 'hw-screw-timber']);
    expect(ids('metal')).toEqual(['hw-we-clip', 'hw-joist-tape', 'hw-screw-metal']);
    // Without a subframe only the spec's rule applies; a subframe never adds what the boards do not list.
    expect(ids(null)).toEqual(['hw-we-clip', 'hw-joist-tape', 'hw-screw-timber', 'hw-screw-metal']);
    expect(hardwareSuggestions(['mb-weathered-grooved-driftwood-5400'], ITEMS, hardware, 'metal').map((h) => h.item_id)).toEqual([
      'hw-mb-clip',
      'hw-joist-tape',
    ]);
  });

  it('no boards or unknown ids: nothing', () => {
    expect(hardwareSuggestions([], ITEMS, HARDWARE)).toEqual([]);
    expect(hardwareSuggestions(['missing'], ITEMS, HARDWARE)).toEqual([]);
  });

  it('empty-state messages', () => {
    expect(hardwareSuggestionsMessage(0, 0)).toBe('Please select boards to see hardware suggestions');
    expect(hardwareSuggestionsMessage(2, 0)).toBe('No hardware suggestions available for your selected boards.');
    expect(hardwareSuggestionsMessage(2, 3)).toBeNull();
  });
});

describe('leadProductPhoto (the photo the server preloads with /products)', () => {
  it("is the first card of the first tab, with the card's srcset and sizes", () => {
    const first = productsForTab(ITEMS, PRODUCT_TABS[0])[0];
    expect(first.item_id).toBe('we-home-grooved-barossa-5400');
    expect(leadProductPhoto(ITEMS)).toEqual({
      src: itemImagePath(first.item_id),
      srcSet: itemImageSrcSet(first.item_id),
      sizes: PRODUCT_CARD_IMAGE_SIZES,
    });
  });

  it("is the first card's staff photo when it has one (docs/product.md#catalogue-photos)", () => {
    const photo = '0b6f6c1e-6a51-4d7e-9a3e-2f4b8f1d2c3a';
    const withPhoto = ITEMS.map((i) => (i.item_id === 'we-home-grooved-barossa-5400' ? { ...i, photo_id: photo } : i));
    expect(leadProductPhoto(withPhoto)).toEqual({
      src: `/images/catalogue/${photo}-640.jpg`,
      srcSet: [320, 640, 960, 1280].map((w) => `/images/catalogue/${photo}-${w}.webp ${w}w`).join(', '),
      sizes: PRODUCT_CARD_IMAGE_SIZES,
    });
  });

  it('is none when the first card has no photo or the first tab is empty', () => {
    const noPhoto = ITEMS.map((i) => (i.cf_board_range === 'HOME' ? { ...i, image_id: null } : i));
    expect(leadProductPhoto(noPhoto)).toBeNull();
    expect(leadProductPhoto(ITEMS.filter((i) => i.cf_board_range !== 'HOME'))).toBeNull();
  });
});

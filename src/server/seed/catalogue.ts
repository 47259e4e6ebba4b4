// The demo catalogue, in the board item fields of docs/product.md#records-and-fields: WoodEvo HOME and
// ADVANCED, Millboard Enhanced Grain and Weathered boards, and the hardware that goes with them.
import type { InferInsertModel } from 'drizzle-orm';
import { BALUSTRADE_COLOUR_LABELS, BALUSTRADE_COLOURS, balustradeItemIds, type BalustradeColour } from '../../domain/balustrade';
import type { HardwareSubframe } from '../../domain/constants';
import type { Db } from '../db/client';
import { catalogueItems } from '../db/schema';

export type CatalogueRow = InferInsertModel<typeof catalogueItems>;

type Brand = 'WoodEvo' | 'MillBoard';

interface RangeSpec {
  brand: Brand;
  range: string;
  slug: string; // item_id prefix, e.g. 'we-home'
  sizes: { size: string; length: number; rate: number }[]; // longest first
  colors: string[]; // cf_board_colour values
  squareEdge: string[]; // colours also sold as Square Edge (for edges and steps)
  blurb: string;
}

// Prices are per board in AUD, incl. GST, in line with Australian composite decking retail.
const RANGES: RangeSpec[] = [
  {
    brand: 'WoodEvo',
    range: 'HOME',
    slug: 'we-home',
    sizes: [{ size: '5400 x 137 x 23mm', length: 5400, rate: 69.9 }],
    colors: ['Barossa', 'Basalt', 'Charcoal', 'Hampton', 'Sandstone'],
    squareEdge: ['Charcoal', 'Barossa'],
    blurb:
      'WoodEvo HOME capped composite decking with a brushed finish, fade and stain ' +
      'resistant, low maintenance, 25-year residential warranty.',
  },
  {
    brand: 'WoodEvo',
    range: 'ADVANCED',
    slug: 'we-advanced',
    sizes: [
      { size: '5400 x 137 x 23mm', length: 5400, rate: 89.5 },
      { size: '3600 x 137 x 23mm', length: 3600, rate: 61.9 },
    ],
    colors: ['Victorian_Maple', 'Smoked_Ash', 'Charcoal', 'Basalt', 'Ironbark'],
    squareEdge: ['Charcoal', 'Smoked_Ash'],
    blurb:
      'WoodEvo ADVANCED co-extruded composite with a 360° protective cap and deep ' +
      'embossed grain, rated for high-traffic and coastal decks, 30-year warranty.',
  },
  {
    brand: 'MillBoard',
    range: 'Enhanced Grain',
    slug: 'mb-enhanced-grain',
    sizes: [
      { size: '5400 x 176 x 32mm', length: 5400, rate: 205 },
      { size: '3600 x 176 x 32mm', length: 3600, rate: 139 },
    ],
    colors: ['Antique_Oak', 'Golden_Oak', 'Smoked_Oak', 'Coppered_Oak'],
    squareEdge: ['Antique_Oak', 'Golden_Oak'],
    blurb:
      'Millboard Enhanced Grain: hand-moulded from real oak, wood-free polyurethane ' +
      'resin board that will not rot or splinter, anti-slip Lastane surface.',
  },
  {
    brand: 'MillBoard',
    range: 'Weathered',
    slug: 'mb-weathered',
    sizes: [
      { size: '5400 x 176 x 32mm', length: 5400, rate: 219 },
      { size: '3600 x 176 x 32mm', length: 3600, rate: 149 },
    ],
    colors: ['Burnt_Cedar', 'Driftwood'],
    squareEdge: ['Driftwood'],
    blurb:
      'Millboard Weathered: the look of sun-bleached, time-worn timber, moulded from ' +
      "reclaimed boards, with Millboard's slip resistance and no sealing or oiling.",
  },
];

const SQUARE_EDGE_SURCHARGE = 4.5;

export const hardwareItems: CatalogueRow[] = [
  hw(
    'hw-woodevo-hidden-clips',
    'WoodEvo Hidden Clips (box of 100)',
    'HW-WE-CLIP-100',
    'Clips',
    54,
    'box',
    'Stainless steel hidden fixing clips with screws for grooved WoodEvo boards; 100 clips fix about 20 boards at 450mm joist centres.',
  ),
  hw(
    'hw-woodevo-start-clips',
    'WoodEvo Start Clips (pack of 20)',
    'HW-WE-START-20',
    'Start Clips',
    24.5,
    'pack',
    'Starter clips that fix the first WoodEvo board against the house or fascia line.',
  ),
  hw(
    'hw-timber-subframe-screws',
    'Timber Subframe Screws 10g x 50mm (box of 500)',
    'HW-SCR-TIMBER-500',
    'Screws',
    48,
    'box',
    'Class 4 coated screws for fixing clips and start clips into treated pine or hardwood joists.',
    ['timber'],
  ),
  hw(
    'hw-metal-subframe-screws',
    'Metal Subframe Screws 10g x 30mm Self-Drilling (box of 500)',
    'HW-SCR-METAL-500',
    'Screws',
    56,
    'box',
    'Self-drilling screws for fixing clips into steel or aluminium joists up to 3mm thick.',
    ['metal'],
  ),
  hw(
    'hw-joist-tape',
    'Butyl Joist Protection Tape 50mm x 20m',
    'HW-JOIST-TAPE-50',
    'Joist Tape',
    32.9,
    'roll',
    'Waterproof butyl tape for the top of timber joists; stops water sitting at screw holes and extends subframe life.',
    ['timber'],
  ),
  hw(
    'hw-woodevo-fascia',
    'WoodEvo Fascia Board 5400 x 137 x 12mm',
    'HW-WE-FASCIA-5400',
    'Fascia',
    74,
    'length',
    'Colour-matched WoodEvo fascia to finish deck edges and cover the subframe.',
  ),
  hw(
    'hw-woodevo-end-caps',
    'WoodEvo End Caps (pack of 10)',
    'HW-WE-ENDCAP-10',
    'End Caps',
    19.9,
    'pack',
    'Colour-matched caps that close the open ends of WoodEvo boards.',
  ),
  hw(
    'hw-millboard-clips',
    'Millboard Hidden Fixing Clips (box of 100)',
    'HW-MB-CLIP-100',
    'Clips',
    79,
    'box',
    "Millboard's hidden clip system for grooved Millboard boards, with fixing screws.",
  ),
  hw(
    'hw-millboard-start-clips',
    'Millboard Start Clips (pack of 25)',
    'HW-MB-START-25',
    'Start Clips',
    29,
    'pack',
    'Starter clips for the first Millboard board of each run.',
  ),
  hw(
    'hw-millboard-durafix-screws',
    'Millboard Durafix Screws 4.5 x 50mm (box of 250)',
    'HW-MB-DURAFIX-250',
    'Screws',
    89,
    'box',
    'Colour-matched Durafix screws for face-fixing Millboard boards, fascias and edging.',
  ),
  hw(
    'hw-millboard-fascia',
    'Millboard Fascia Board 3600 x 146 x 16mm',
    'HW-MB-FASCIA-3600',
    'Fascia',
    96,
    'length',
    'Flexible Millboard fascia for straight and curved deck edges.',
  ),
  hw(
    'hw-millboard-bullnose-edging',
    'Millboard Bullnose Edging 3600 x 50 x 32mm',
    'HW-MB-BULLNOSE-3600',
    'Edging',
    85,
    'length',
    'Rounded Millboard edging for step nosings and a finished deck perimeter.',
  ),
  hw(
    'hw-weed-membrane',
    'Weed Control Membrane 2m x 25m',
    'HW-WEED-MEMBRANE-25',
    'Membrane',
    59,
    'roll',
    'Woven polypropylene membrane laid under the subframe to stop weeds growing through.',
  ),
  hw(
    'hw-aluminium-joist',
    'Aluminium Joist 4800mm',
    'HW-ALU-JOIST-4800',
    'Subframe',
    62,
    'length',
    'Powder-coated aluminium joist for low-profile and rooftop decks.',
    ['metal'],
  ),
  hw(
    'hw-led-deck-lights',
    'LED Deck Lights 30mm (pack of 6)',
    'HW-LED-DECK-6',
    'Lighting',
    129,
    'pack',
    'Warm white 12V recessed deck lights with transformer and leads.',
  ),
  // The frame under the boards (docs/product.md#subframe-and-edges; src/domain/deckMaterials.ts prices a plan with these ids).
  ...[4800, 6000].map((length, i) =>
    hw(
      `hw-joist-timber-${length}`,
      `H3 MGP10 Pine Joist 90 x 45mm ${(length / 1000).toFixed(1)}m`,
      `HW-JOIST-T-${length}`,
      'Joists',
      [31.9, 39.9][i],
      'length',
      'H3 treated MGP10 pine joist for timber subframes; also ledgers and noggins.',
      ['timber'],
    ),
  ),
  ...[4800, 6000].map((length, i) =>
    hw(
      `hw-bearer-timber-${length}`,
      `H3 MGP10 Pine Bearer 140 x 45mm ${(length / 1000).toFixed(1)}m`,
      `HW-BEARER-T-${length}`,
      'Bearers',
      [46.5, 57.9][i],
      'length',
      'H3 treated MGP10 pine bearer carrying the joists between posts.',
      ['timber'],
    ),
  ),
  ...[1800, 2400, 3000].map((length, i) =>
    hw(
      `hw-post-timber-${length}`,
      `H4 Treated Pine Post 90 x 90mm ${(length / 1000).toFixed(1)}m`,
      `HW-POST-T-${length}`,
      'Posts',
      [24.9, 32.9, 41.5][i],
      'length',
      'H4 in-ground treated pine post, set 600mm into a concrete footing.',
      ['timber'],
    ),
  ),
  hw(
    'hw-post-stirrup',
    'Galvanised Post Stirrup Bracket',
    'HW-STIRRUP-90',
    'Brackets',
    12.9,
    'each',
    'Fixes a timber bearer to a 90mm post.',
    ['timber'],
  ),
  hw(
    'hw-joist-hanger',
    'Galvanised Joist Hanger 45mm',
    'HW-HANGER-45',
    'Brackets',
    3.2,
    'each',
    'Hangs a joist or bearer from a ledger fixed to the wall.',
    ['timber'],
  ),
  hw(
    'hw-joist-steel-6000',
    'Galvanised Steel Joist 100 x 50mm 6.0m',
    'HW-JOIST-S-6000',
    'Joists',
    89,
    'length',
    'Galvanised steel joist for steel subframes; also ledgers and noggins.',
    ['metal'],
  ),
  hw(
    'hw-bearer-steel-6000',
    'Galvanised Steel Bearer 100 x 100mm 6.0m',
    'HW-BEARER-S-6000',
    'Bearers',
    149,
    'length',
    'Galvanised steel box bearer carrying the joists between posts.',
    ['metal'],
  ),
  ...[600, 1200, 1800, 3000].map((height, i) =>
    hw(
      `hw-steel-post-${height}`,
      `Adjustable Steel Post up to ${height}mm`,
      `HW-POST-S-${height}`,
      'Posts',
      [39, 49, 59, 72][i],
      'each',
      `Height-adjustable galvanised steel post for decks up to ${height}mm, bolted to a concrete footing.`,
      ['metal'],
    ),
  ),
  hw(
    'hw-steel-post-bracket',
    'Steel Bearer-to-Post Bracket',
    'HW-BRACKET-S-POST',
    'Brackets',
    9.9,
    'each',
    'Bolts a steel bearer to a steel post.',
    ['metal'],
  ),
  hw(
    'hw-steel-joist-bracket',
    'Steel Joist Bracket 50mm',
    'HW-BRACKET-S-JOIST',
    'Brackets',
    6.5,
    'each',
    'Holds a steel joist or bearer against a steel ledger on the wall.',
    ['metal'],
  ),
  hw(
    'hw-adjustable-pedestal',
    'Adjustable Deck Pedestal 40-250mm',
    'HW-PEDESTAL-250',
    'Pedestals',
    8.9,
    'each',
    'Height-adjustable pedestal under the bearers of low decks; no concrete.',
  ),
  hw(
    'hw-concrete-20kg',
    'Rapid-Set Concrete 20kg Bag',
    'HW-CONCRETE-20',
    'Concrete',
    11.5,
    'each',
    'Rapid-setting concrete for post footings, sold by the 20kg bag.',
  ),
  hw(
    'hw-stringer-timber-3600',
    'H3 Pine Stair Stringer 240 x 45mm 3.6m',
    'HW-STRINGER-3600',
    'Steps',
    64,
    'length',
    'H3 treated pine stringer for deck steps, at most 450mm apart.',
  ),
  hw(
    'hw-stair-bracket',
    'Galvanised Stair Stringer Bracket',
    'HW-STAIR-BRACKET',
    'Steps',
    7.9,
    'each',
    'Fixes a stringer to the deck and to its landing.',
  ),
  ...balustradeRows(),
];

/** The aluminium balustrade system in each of its colours (docs/product.md#subframe-and-edges). */
function balustradeRows(): CatalogueRow[] {
  const colours: Array<[BalustradeColour, string]> = BALUSTRADE_COLOURS.map((c) => [c, BALUSTRADE_COLOUR_LABELS[c]]);
  return colours.flatMap(([colour, label]) => {
    const ids = balustradeItemIds(colour);
    const sku = colour.toUpperCase();
    return [
      hw(
        ids.post,
        `Aluminium Balustrade Post ${label}`,
        `HW-BAL-POST-${sku}`,
        'Balustrade',
        89,
        'each',
        `Powder-coated aluminium balustrade post, 1000mm above the deck, with base plate, in ${label}.`,
      ),
      hw(
        ids.rail,
        `Aluminium Balustrade Rail 5.8m ${label}`,
        `HW-BAL-RAIL-5800-${sku}`,
        'Balustrade',
        64,
        'length',
        `Top or bottom rail of the aluminium balustrade, 5.8m, cut to length on site, in ${label}.`,
      ),
      hw(
        ids.panel,
        `Aluminium Balustrade Infill Panel 1500mm ${label}`,
        `HW-BAL-PANEL-1500-${sku}`,
        'Balustrade',
        129,
        'each',
        `Infill panel of balusters at 100mm gaps for a bay of up to 1500mm, cut to width, in ${label}.`,
      ),
      hw(
        ids.fixingKit,
        `Balustrade Post Fixing Kit ${label}`,
        `HW-BAL-FIXKIT-${sku}`,
        'Balustrade',
        12.5,
        'each',
        `Bolts, brackets and cover plate fixing one balustrade post to the deck frame, in ${label}.`,
      ),
    ];
  });
}

function hw(
  itemId: string,
  name: string,
  sku: string,
  categoryName: string,
  rate: number,
  unit: string,
  description: string,
  subframes: HardwareSubframe[] | null = null,
): CatalogueRow {
  return { itemId, kind: 'hardware', name, description, sku, categoryName, rate: rate.toFixed(2), unit, subframes };
}

// Which hardware each brand's boards list in cf_boards_applicable (drives the wizard's suggestions).
const APPLICABLE: Record<Brand, string[]> = {
  WoodEvo: [
    'HW-WE-CLIP-100',
    'HW-WE-START-20',
    'HW-SCR-TIMBER-500',
    'HW-SCR-METAL-500',
    'HW-JOIST-TAPE-50',
    'HW-WE-FASCIA-5400',
    'HW-WE-ENDCAP-10',
  ],
  MillBoard: ['HW-MB-CLIP-100', 'HW-MB-START-25', 'HW-MB-DURAFIX-250', 'HW-JOIST-TAPE-50', 'HW-MB-FASCIA-3600', 'HW-MB-BULLNOSE-3600'],
};

const slug = (text: string) => text.toLowerCase().replace(/[_\s]+/g, '-');
const spaced = (color: string) => color.replace(/_/g, ' ');
const brandLabel = (brand: Brand) => (brand === 'MillBoard' ? 'Millboard' : 'WoodEvo');

function boardRows(): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  for (const spec of RANGES) {
    for (const color of spec.colors) {
      const types = spec.squareEdge.includes(color) ? ['Grooved', 'Square Edge'] : ['Grooved'];
      for (const type of types) {
        for (const { size, length, rate } of spec.sizes) {
          const itemId = `${spec.slug}-${slug(type)}-${slug(color)}-${length}`;
          const metres = (length / 1000).toFixed(1);
          const use =
            type === 'Grooved'
              ? 'Grooved both sides for hidden clip fixing.'
              : 'Square edge for exposed edges, steps and picture framing; face-fixed.';
          rows.push({
            itemId,
            kind: 'board',
            name: `${brandLabel(spec.brand)} ${spec.range} ${type} Board ${spaced(color)} ${metres}m`,
            description: `${spec.blurb} ${use} ${size}.`,
            rate: (type === 'Grooved' ? rate : rate + SQUARE_EDGE_SURCHARGE).toFixed(2),
            unit: 'board',
            cfBoardBrand: spec.brand,
            cfBoardRange: spec.range,
            cfBoardType: type,
            cfBoardColour: color,
            cfSize: size,
            // Every colour has its generated photo (src/server/seed/images.ts draws any board).
            imageId: `img-${itemId}`,
            imageDocumentId: `doc-${itemId}`,
            imageName: `${itemId}.jpg`,
            cfBoardsApplicable: APPLICABLE[spec.brand].join(','),
          });
        }
      }
    }
  }
  return rows;
}

export const boardItems: CatalogueRow[] = boardRows();

/** Every catalogue row in display order (sort_order follows this list). */
export const catalogueRows: CatalogueRow[] = [...boardItems, ...hardwareItems].map((row, i) => ({ ...row, sortOrder: i }));

/** Inserts missing catalogue items; existing rows (and any edits made to them) are left alone. */
export async function seedCatalogue(db: Db): Promise<number> {
  const inserted = await db
    .insert(catalogueItems)
    .values(catalogueRows)
    .onConflictDoNothing({ target: catalogueItems.itemId })
    .returning({ itemId: catalogueItems.itemId });
  return inserted.length;
}

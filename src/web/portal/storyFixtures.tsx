// Fixtures for the portal's stories: a small catalogue in the seed's conventions, projects, orders,
// and a router + query-client frame. Stories only; nothing in the app imports this.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { buildBoardConfig, type BoardItem, type HardwareItem } from '../../domain/catalogue';
import { lineTotalCents, orderTotals, rateToCents } from '../../domain/money';
import { ORDER_STATUSES, type Order, type OrderDetail, type OrderLine } from '../../domain/schemas/orders';
import type { Project } from '../../domain/schemas/projects';
import { createQueryClient } from '../api/queryClient';

const WE_SKUS = 'HW-WE-CLIP-100,HW-WE-START-20,HW-SCR-TIMBER-500';
function board(brand: string, range: string, type: string, color: string, size: string, withImage = true): BoardItem {
  const slug =
    `${brand === 'WoodEvo' ? 'we' : 'mb'}-${range.toLowerCase().replace(/\s+/g, '-')}` +
    `-${type.toLowerCase().replace(/\s+/g, '-')}-${color.toLowerCase()}-` +
    `${size.slice(0, 4)}`;
  return {
    item_id: slug,
    name: `${brand} ${range} ${color.replace(/_/g, ' ')} ${type}`,
    description: 'Composite decking board',
    rate: brand === 'WoodEvo' ? 89.5 : 132,
    unit: 'board',
    cf_board_brand: brand,
    cf_board_range: range,
    cf_board_type: type,
    cf_board_colour: color,
    cf_size: size,
    image_document_id: withImage ? `doc-${slug}` : null,
    image_id: withImage ? `img-${slug}` : null,
    image_name: withImage ? `${slug}.jpg` : null,
    cf_boards_applicable: brand === 'WoodEvo' ? WE_SKUS : 'HW-MB-CLIP-50',
  };
}

export const storyBoardItems: BoardItem[] = [
  board('WoodEvo', 'HOME', 'Grooved', 'Barossa', '5400 x 137 x 23mm'),
  board('WoodEvo', 'HOME', 'Square Edge', 'Barossa', '5400 x 137 x 23mm'),
  board('WoodEvo', 'HOME', 'Grooved', 'Basalt', '5400 x 137 x 23mm'),
  board('WoodEvo', 'HOME', 'Grooved', 'Hampton', '5400 x 137 x 23mm', false),
  board('WoodEvo', 'ADVANCED', 'Grooved', 'Victorian_Maple', '5400 x 137 x 23mm'),
  board('WoodEvo', 'ADVANCED', 'Grooved', 'Victorian_Maple', '3600 x 137 x 23mm'),
  board('MillBoard', 'Enhanced Grain', 'Grooved', 'Antique_Oak', '5400 x 176 x 32mm'),
  board('MillBoard', 'Weathered', 'Grooved', 'Driftwood', '3600 x 176 x 32mm'),
];
export const storyConfig = buildBoardConfig(storyBoardItems);

export const storyHardware: HardwareItem[] = [
  {
    item_id: 'hw-woodevo-hidden-clips',
    name: 'WoodEvo Hidden Clips (box of 100)',
    description: 'Stainless hidden clips with screws for grooved boards.',
    sku: 'HW-WE-CLIP-100',
    category_name: 'Clips',
    rate: 54,
    unit: 'box',
  },
  {
    item_id: 'hw-woodevo-start-clips',
    name: 'WoodEvo Start Clips (pack of 20)',
    description: 'Starter clips for the first board.',
    sku: 'HW-WE-START-20',
    category_name: 'Start Clips',
    rate: 24.5,
    unit: 'pack',
  },
  {
    item_id: 'hw-timber-screws',
    name: 'Timber Subframe Screws (box of 500)',
    description: 'Class 4 coated screws for timber joists.',
    sku: 'HW-SCR-TIMBER-500',
    category_name: 'Screws',
    rate: 48,
    unit: 'box',
  },
];

export const storyProjects: Project[] = [
  {
    id: '6f1c2f8e-1b7a-4c55-9d1e-2b7d7a0c9a11',
    name: 'Backyard deck, Brighton',
    createdAt: '2026-10-02T01:15:00.000Z',
    updatedAt: '2026-11-12T03:40:00.000Z',
  },
  {
    id: '0c9b5a3e-8a4f-4e0b-bc3e-8f6f2b1d4e22',
    name: 'Pool surround, Sandringham',
    createdAt: '2026-11-01T22:05:00.000Z',
    updatedAt: '2026-11-01T22:05:00.000Z',
  },
  {
    id: '9a7d3c1b-2e5f-4a6b-8c9d-0e1f2a3b4c33',
    name: 'Apartment balcony, Docklands',
    createdAt: '2026-09-14T05:30:00.000Z',
    updatedAt: '2026-11-18T09:10:00.000Z',
  },
];

/** A priced line at a stated rate (dollars), as the server stores it. */
function line(kind: OrderLine['kind'], item_id: string, name: string, quantity: number, unit: string, rate: number): OrderLine {
  const unitPriceCents = rateToCents(rate);
  return { kind, item_id, name, quantity, unit, unitPriceCents, lineTotalCents: lineTotalCents(unitPriceCents, quantity) };
}
const withTotals = (lines: OrderLine[]) => ({ lines, ...orderTotals(lines.map((l) => l.lineTotalCents)), pricesEstimated: false });

const order = (over: Partial<Order>): Order => ({
  id: '3d1f7e2a-5b6c-4d8e-9f0a-1b2c3d4e5f60',
  project: storyProjects[0].id,
  projectName: storyProjects[0].name,
  design: null,
  brand: 'WoodEvo',
  range: 'HOME',
  colorName: 'Barossa',
  quantity: 24,
  status: 'pending',
  deliveryMethod: 'delivery',
  deliveryStreetAddress: '12 Esplanade',
  deliveryCityPostcode: 'Brighton 3186',
  pickupLocation: '',
  preferredDate: '2026-12-15',
  deliveryZone: null,
  deliveryFeeCents: null,
  freightToBeQuoted: false,
  confirmedDay: null,
  poReference: '',
  overCreditLimit: false,
  notes: 'Selected subframe: timber\nPlease call before arriving; the side gate is narrow and the driveway steep.',
  createdAt: '2026-11-20T23:12:00.000Z',
  updatedAt: '2026-11-20T23:12:00.000Z',
  boards: [
    {
      brand: 'WoodEvo',
      range: 'HOME',
      type: 'Grooved',
      colorName: 'Barossa',
      size: '5400 x 137 x 23mm',
      quantity: 24,
      item_id: 'we-home-grooved-barossa-5400',
    },
  ],
  hardwareItems: [
    { name: 'WoodEvo Hidden Clips (box of 100)', description: '', category: 'Hardware', quantity: 2, item_id: 'hw-woodevo-hidden-clips' },
  ],
  ...withTotals([
    line('board', 'we-home-grooved-barossa-5400', 'WoodEvo HOME Grooved Board Barossa 5.4m', 24, 'board', 69.9),
    line('hardware', 'hw-woodevo-hidden-clips', 'WoodEvo Hidden Clips (box of 100)', 2, 'box', 54),
  ]),
  ...over,
});
export const storyOrders: Order[] = [
  order({}),
  order({
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    project: null,
    projectName: null,
    brand: 'MillBoard',
    range: 'Enhanced Grain',
    colorName: 'Antique Oak',
    quantity: 40,
    status: 'approved',
    deliveryMethod: 'pickup',
    deliveryStreetAddress: '',
    deliveryCityPostcode: '',
    pickupLocation: 'Boardwalk Warehouse, 40 Bay Street, Port Melbourne VIC 3207',
    notes: 'Selected subframe: none\n',
    boards: [
      {
        brand: 'MillBoard',
        range: 'Enhanced Grain',
        type: 'Grooved',
        colorName: 'Antique Oak',
        size: '5400 x 176 x 32mm',
        quantity: 40,
        item_id: 'mb-enhanced-grain-grooved-antique-oak-5400',
      },
    ],
    hardwareItems: [],
    ...withTotals([
      line(
        'board',
        'mb-enhanced-grain-grooved-antique-oak-5400',
        'Millboard Enhanced Grain Grooved Board Antique Oak 5.4m',
        40,
        'board',
        205,
      ),
    ]),
    pricesEstimated: true,
  }),
  order({ id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', status: 'dispatched', brand: 'Mixed', colorName: 'Mixed', quantity: 12 }),
];
export const storyAdminOrders: Order[] = storyOrders.map((o, i) => ({
  ...o,
  ownerEmail: i === 1 ? 'installer@boardwalk.example' : 'client@boardwalk.example',
}));

/** Router (and a fresh query client) around a story. */
export function StoryFrame({ children, path = '/app/dashboard' }: { children: ReactNode; path?: string }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** An order as order detail reads it: placed by its customer, then moved along by an admin to its status. */
export function storyOrderDetail(o: Order): OrderDetail {
  const steps = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(o.status) + 1);
  return {
    ...o,
    history: steps.map((status, i) => ({
      status,
      changedAt: new Date(Date.parse(o.createdAt) + i * 86_400_000).toISOString(),
      changedBy: i === 0 ? (o.ownerEmail ?? 'client@boardwalk.example') : 'admin@boardwalk.example',
    })),
  };
}

// Marketing copy for the three ranges on the landing page. Tab keys and labels come from the
// catalogue's PRODUCT_TABS; the Get Quote link passes the brand as the calculator expects it.
import { brandToParam, PRODUCT_TABS, type ProductTabKey } from '../../../domain/catalogue';
import { MILLBOARD_PRICE_RANGE } from '../../../domain/constants';
import { RANGE_ART, type ArtImage } from '../../art/artCatalogue';

export interface RangeStory {
  key: ProductTabKey;
  label: string;
  tagline: string;
  description: string;
  features: string[];
  colors: string[];
  price?: string;
  quoteHref: string;
  art: ArtImage;
}

const COPY: Record<ProductTabKey, Omit<RangeStory, 'key' | 'label' | 'quoteHref' | 'art'>> = {
  'woodevo-home': {
    tagline: 'The family deck, sorted',
    description:
      'A capped composite board with a natural timber grain that shrugs off spilt ' +
      'drinks, muddy paws and the afternoon sun. Easy to live with, easy on the budget.',
    features: ['Capped shell resists fading and staining', 'Hidden clip fixing, no visible screws', 'Comes in 5.4m Lengths'],
    colors: ['Barossa', 'Basalt', 'Charcoal', 'Hampton', 'Sandstone'],
  },
  'woodevo-advanced': {
    tagline: 'Deeper grain, tougher finish',
    description:
      'Our most hard-wearing WoodEvo board, with a deep brushed grain and a tougher cap ' +
      'for high-traffic decks, pool surrounds and coastal homes.',
    features: ['Reinforced core for longer spans', 'Slip-resistant brushed grain', 'Comes in 5.4m & 3.6m Lengths'],
    colors: ['Victorian Maple', 'Smoked Ash', 'Charcoal', 'Basalt', 'Ironbark'],
  },
  millboard: {
    tagline: 'Moulded from real oak',
    description:
      'Hand-finished boards cast from real timber, with no wood fibre inside. The ' +
      'choice for architects and anyone who wants the look of aged oak without the ' +
      'upkeep.',
    features: ['Cast from hand-selected oak boards', 'Lastane surface with anti-slip performance', 'Comes in 5.4m & 3.6m Lengths'],
    colors: ['Antique Oak', 'Golden Oak', 'Smoked Oak', 'Coppered Oak', 'Burnt Cedar', 'Driftwood'],
    price: MILLBOARD_PRICE_RANGE,
  },
};

export const RANGE_STORIES: RangeStory[] = PRODUCT_TABS.map((tab) => ({
  key: tab.key,
  label: tab.label,
  ...COPY[tab.key],
  quoteHref: `/deck-calculator?brand=${brandToParam(tab.brand)}`,
  art: RANGE_ART[tab.key],
}));

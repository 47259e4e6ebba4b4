// The generated illustrations in public/art/ (see sceneArt.ts / generateArt.ts): paths, intrinsic
// sizes (so every <img> reserves its box: CLS 0) and descriptive alt text.
export interface ArtImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const HERO_ART: ArtImage = {
  src: '/art/hero-deck.svg',
  width: 1600,
  height: 1000,
  alt: 'A golden oak composite deck at sunset, with a pergola, lounge and potted plants beside a gum tree',
};

export const GALLERY_ART: (ArtImage & { caption: string })[] = [
  {
    src: '/art/gallery-alfresco.svg',
    width: 800,
    height: 600,
    caption: 'Alfresco dining, Golden Oak',
    alt: 'An alfresco deck in golden oak boards with a dining table beside glass sliding doors',
  },
  {
    src: '/art/gallery-poolside.svg',
    width: 800,
    height: 600,
    caption: 'Poolside, Charcoal',
    alt: 'A charcoal composite deck wrapping around a swimming pool with a lounge',
  },
  {
    src: '/art/gallery-coastal.svg',
    width: 800,
    height: 600,
    caption: 'Coastal terrace, Hampton',
    alt: 'A pale Hampton deck with a glass balustrade overlooking the ocean',
  },
  {
    src: '/art/gallery-garden.svg',
    width: 800,
    height: 600,
    caption: 'Garden steps, Smoked Oak',
    alt: 'A smoked oak deck with steps down to a garden of gum trees and planters',
  },
  {
    src: '/art/gallery-evening.svg',
    width: 800,
    height: 600,
    caption: 'Evening glow, Barossa',
    alt: 'A Barossa red-brown deck at dusk under festoon string lights',
  },
  {
    src: '/art/gallery-pergola.svg',
    width: 800,
    height: 600,
    caption: 'Pergola lounge, Victorian Maple',
    alt: 'A Victorian maple deck under a timber pergola with an outdoor lounge',
  },
  {
    src: '/art/gallery-courtyard.svg',
    width: 800,
    height: 600,
    caption: 'City courtyard, Basalt',
    alt: 'A basalt grey courtyard deck with a slatted fence and planters',
  },
];

export const RANGE_ART: Record<'woodevo-home' | 'woodevo-advanced' | 'millboard', ArtImage> = {
  'woodevo-home': {
    src: '/art/range-woodevo-home.svg',
    width: 800,
    height: 520,
    alt: 'WoodEvo HOME boards fanned out in Barossa, Basalt, Charcoal, Hampton and Sandstone',
  },
  'woodevo-advanced': {
    src: '/art/range-woodevo-advanced.svg',
    width: 800,
    height: 520,
    alt: 'WoodEvo ADVANCED boards fanned out in Victorian Maple, Smoked Ash, Charcoal, Basalt and Ironbark',
  },
  millboard: {
    src: '/art/range-millboard.svg',
    width: 800,
    height: 520,
    alt: 'Millboard boards fanned out in Antique Oak, Golden Oak, Smoked Oak, Coppered Oak, Burnt Cedar and Driftwood',
  },
};

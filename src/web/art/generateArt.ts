// Writes the site's illustrations to public/art/: `npx tsx src/web/art/generateArt.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { colorHex } from '../../domain/colors';
import { GALLERY_ART, HERO_ART, RANGE_ART } from './artCatalogue';
import { renderBoardFan, renderScene, type Scene } from './sceneArt';

/** Realistic tones for the catalogue's extra colours (the UI lookup gives them the fallback). */
const EXTRA_TONES: Record<string, string> = {
  ironbark: '#4e4038',
  'coppered oak': '#9c5a33',
  'burnt cedar': '#6b3a26',
  driftwood: '#a89c8c',
};
const tone = (name: string) => EXTRA_TONES[name.toLowerCase()] ?? colorHex(name);

const day: Scene['sky'] = ['#9cc9e2', '#f4e6cf'];
const hillsGreen = ['#9bb89c', '#6f9677', '#4f7d5c'];

const scenes: Scene[] = [
  {
    width: HERO_ART.width,
    height: HERO_ART.height,
    sky: ['#f0b67a', '#f8e3c4'],
    sun: { x: 1180, y: 420, r: 70, color: '#ffe2a8' },
    hills: ['#c7a98a', '#9a8a6a', '#6f7f5c'],
    board: tone('Golden Oak'),
    boards: 20,
    features: { lounge: true, planters: 3, trees: 2, lights: true },
    title: HERO_ART.alt,
  },
  {
    width: 800,
    height: 600,
    sky: day,
    sun: { x: 640, y: 110, r: 36, color: '#fff4d6' },
    hills: hillsGreen,
    board: tone('Golden Oak'),
    features: { house: true, dining: true, planters: 2 },
    title: GALLERY_ART[0].alt,
  },
  {
    width: 800,
    height: 600,
    sky: ['#7fc0e6', '#e8f3f5'],
    sun: { x: 120, y: 90, r: 34, color: '#fffbe8' },
    hills: hillsGreen,
    board: tone('Charcoal'),
    features: { pool: 'left', lounge: true, trees: 2 },
    title: GALLERY_ART[1].alt,
  },
  {
    width: 800,
    height: 600,
    sky: ['#b9d9ea', '#f6efe2'],
    sun: { x: 560, y: 150, r: 30, color: '#fff6e0' },
    hills: ['#8fb5c4', '#c9b99a'],
    board: tone('Hampton'),
    features: { ocean: true, balustrade: true, planters: 2 },
    title: GALLERY_ART[2].alt,
  },
  {
    width: 800,
    height: 600,
    sky: day,
    hills: hillsGreen,
    board: tone('Smoked Oak'),
    features: { trees: 3, steps: true, planters: 4 },
    title: GALLERY_ART[3].alt,
  },
  {
    width: 800,
    height: 600,
    sky: ['#3b2f4f', '#e59a62'],
    sun: { x: 400, y: 330, r: 40, color: '#ffc27a' },
    hills: ['#5a4a5e', '#3f3a48', '#2c2a33'],
    board: tone('Barossa'),
    features: { lights: true, dining: true, trees: 2 },
    title: GALLERY_ART[4].alt,
  },
  {
    width: 800,
    height: 600,
    sky: ['#a6cfe3', '#f3e8d6'],
    hills: hillsGreen,
    board: tone('Victorian Maple'),
    features: { pergola: true, lounge: true, planters: 2, trees: 1 },
    title: GALLERY_ART[5].alt,
  },
  {
    width: 800,
    height: 600,
    sky: ['#c7dbe6', '#f2ece3'],
    hills: ['#9aa7a0'],
    board: tone('Basalt'),
    features: { fence: true, planters: 4, dining: true },
    title: GALLERY_ART[6].alt,
  },
];

const files = [HERO_ART, ...GALLERY_ART];
mkdirSync('public/art', { recursive: true });
scenes.forEach((scene, i) => {
  writeFileSync(`public${files[i].src}`, renderScene(scene, 11 + i * 7));
});

const ranges: Record<keyof typeof RANGE_ART, string[]> = {
  'woodevo-home': ['Barossa', 'Basalt', 'Charcoal', 'Hampton', 'Sandstone'],
  'woodevo-advanced': ['Victorian Maple', 'Smoked Ash', 'Charcoal', 'Basalt', 'Ironbark'],
  millboard: ['Antique Oak', 'Golden Oak', 'Smoked Oak', 'Coppered Oak', 'Burnt Cedar', 'Driftwood'],
};
for (const [key, colors] of Object.entries(ranges) as [keyof typeof RANGE_ART, string[]][]) {
  const art = RANGE_ART[key];
  writeFileSync(`public${art.src}`, renderBoardFan(colors.map(tone), art.alt, key.length, art.width, art.height));
}
console.log(`wrote ${scenes.length + Object.keys(ranges).length} illustrations to public/art/`);

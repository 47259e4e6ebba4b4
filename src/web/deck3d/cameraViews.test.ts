import { describe, expect, it } from 'vitest';
import type { DeckScene } from '../../domain/deckScene';
import { describeView, placement } from './cameraViews';

const scene = { bounds: { minX: 0, maxX: 4, minZ: 0, maxZ: 3, heightM: 0.6 } } as DeckScene;

describe('the 3D view camera', () => {
  it('looks at the middle of the deck from each preset, and says from where', () => {
    const where = (preset: Parameters<typeof placement>[0]) => {
      const { position, target } = placement(preset, scene);
      expect(target).toEqual([2, 0.3, 1.5]);
      return describeView({ x: position[0] - target[0], y: position[1] - target[1], z: position[2] - target[2] });
    };
    expect(where('reset')).toMatch(/^Seen from the front left, 27° above, [\d.]+ m away\.$/);
    expect(where('top')).toMatch(/^Seen from above/);
    expect(where('front')).toMatch(/^Seen from the front, 12° above/);
    expect(where('side')).toMatch(/^Seen from the right, 12° above/);
  });

  it('names the eight sides around the deck', () => {
    expect(describeView({ x: 0, y: 0, z: -5 })).toBe('Seen from the back, 0° above, 5.0 m away.');
    expect(describeView({ x: -5, y: 0, z: 0 })).toBe('Seen from the left, 0° above, 5.0 m away.');
    expect(describeView({ x: 3, y: 0, z: -3 })).toContain('back right');
  });
});

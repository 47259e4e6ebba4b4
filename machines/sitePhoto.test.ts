import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { distance } from '../src/domain/geometry';
import { formatMetres, photoToPlan, SITE_PHOTO_ERRORS } from '../src/domain/sitePhoto';
import { sitePhotoMachine, type SitePhotoEvent } from './sitePhoto.machine';
import { describeModel } from './testing/describeModel';

const image = { url: 'blob:yard', width: 2048, height: 1536 };

describeModel({
  name: 'sitePhoto',
  machine: sitePhotoMachine,
  events: (): SitePhotoEvent[] => [
    { type: 'photo.add', image },
    { type: 'photo.scale.start' },
    { type: 'photo.scale.point', point: { x: 100, y: 100 } },
    { type: 'photo.scale.point', point: { x: 600, y: 100 } },
    { type: 'photo.scale.set', distance: '5' },
    { type: 'photo.scale.set', distance: '0.2' },
    { type: 'photo.scale.cancel' },
    { type: 'photo.move', dx: 100, dy: 0 },
    { type: 'photo.rotate', degrees: 90 },
    { type: 'photo.fade', opacity: 0.8 },
    { type: 'photo.remove' },
  ],
  facts: (s) => ({ points: s.context.scalePoints.length, error: s.context.error, hasImage: s.context.image !== null }),
  check: (s) => {
    // No photo, no placement kept; marks only while setting the scale.
    if (s.matches('noPhoto')) expect(s.context.image).toBeNull();
    if (!s.matches('settingScale')) expect(s.context.scalePoints).toEqual([]);
  },
});

describe('sitePhoto rules', () => {
  const start = () => {
    const actor = createActor(sitePhotoMachine).start();
    actor.send({ type: 'photo.add', image });
    return actor;
  };

  it('sets the scale from two points and a typed distance: 5 m between them reads 5.00 m on the plan', () => {
    const actor = start();
    actor.send({ type: 'photo.scale.start' });
    actor.send({ type: 'photo.scale.point', point: { x: 200, y: 300 } });
    actor.send({ type: 'photo.scale.point', point: { x: 450, y: 300 } });
    actor.send({ type: 'photo.scale.set', distance: '5' });
    const { placement } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('placing');
    expect(placement.metresPerPixel).toBeCloseTo(0.02);
    expect(formatMetres(distance(photoToPlan({ x: 200, y: 300 }, placement), photoToPlan({ x: 450, y: 300 }, placement)))).toBe('5.00 m');
  });

  it('refuses a distance under 0.5 m and a scale before two points are marked, saying why', () => {
    const actor = start();
    actor.send({ type: 'photo.scale.start' });
    actor.send({ type: 'photo.scale.set', distance: '5' });
    expect(actor.getSnapshot().context.error).toBe(SITE_PHOTO_ERRORS.points);
    actor.send({ type: 'photo.scale.point', point: { x: 0, y: 0 } });
    actor.send({ type: 'photo.scale.point', point: { x: 100, y: 0 } });
    actor.send({ type: 'photo.scale.set', distance: '0.4' });
    expect(actor.getSnapshot().value).toBe('settingScale');
    expect(actor.getSnapshot().context.error).toBe(SITE_PHOTO_ERRORS.distance);
    expect(actor.getSnapshot().context.placement.metresPerPixel).toBe(0.01);
  });

  it('moves, rotates about the centre and fades; Remove photo forgets it', () => {
    const actor = start();
    actor.send({ type: 'photo.move', dx: 500, dy: -200 });
    actor.send({ type: 'photo.fade', opacity: 0.8 });
    const centre = photoToPlan({ x: 1024, y: 768 }, actor.getSnapshot().context.placement);
    actor.send({ type: 'photo.rotate', degrees: 30 });
    const after = actor.getSnapshot().context.placement;
    expect(after.rotation).toBe(30);
    expect(after.opacity).toBe(0.8);
    expect(photoToPlan({ x: 1024, y: 768 }, after).x).toBeCloseTo(centre.x);
    expect(photoToPlan({ x: 1024, y: 768 }, after).y).toBeCloseTo(centre.y);
    actor.send({ type: 'photo.remove' });
    expect(actor.getSnapshot().value).toBe('noPhoto');
    expect(actor.getSnapshot().context.image).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pinchZoom, rotate, stepZoom } from './imageZoom';

describe('image viewer', () => {
  it('zooms by 0.2 per press, between 1 and 3, without drifting', () => {
    let zoom = 1;
    for (let press = 0; press < 5; press += 1) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(2);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(1.4, -1)).toBe(1.2);
  });

  it('clamps a pinch to 1–3', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(1.5, 100, 10)).toBe(1);
  });

  it('rotates by 90° and comes back round', () => {
    expect([0, 90, 180, 270].map(rotate)).toEqual([90, 180, 270, 0]);
  });
});

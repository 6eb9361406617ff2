import { describe, expect, it } from 'vitest';
import { keepInViewport, VIEWPORT_MARGIN_PX } from './keepInViewport';

describe('keepInViewport', () => {
  it('uses a 20 px margin', () => {
    expect(VIEWPORT_MARGIN_PX).toBe(20);
  });

  it('leaves a panel that fits alone', () => {
    expect(keepInViewport({ left: 100, width: 400 }, 1280)).toEqual({ shift: 0, maxWidth: 1240 });
  });

  it('keeps exactly 20 px on the right: 1 px more overflow shifts 1 px', () => {
    expect(keepInViewport({ left: 860, width: 400 }, 1280).shift).toBe(0); // right edge at 1260
    expect(keepInViewport({ left: 861, width: 400 }, 1280).shift).toBe(-1);
    expect(keepInViewport({ left: 1000, width: 400 }, 1280).shift).toBe(-140);
  });

  it('keeps exactly 20 px on the left', () => {
    expect(keepInViewport({ left: 20, width: 300 }, 1280).shift).toBe(0);
    expect(keepInViewport({ left: 19, width: 300 }, 1280).shift).toBe(1);
    expect(keepInViewport({ left: -50, width: 300 }, 1280).shift).toBe(70);
  });

  it('caps a panel wider than the viewport and pins it to the left margin', () => {
    expect(keepInViewport({ left: 100, width: 700 }, 375)).toEqual({ shift: -80, maxWidth: 335 });
  });

  it('takes another margin', () => {
    expect(keepInViewport({ left: 900, width: 400 }, 1280, 8).shift).toBe(-28);
  });
});

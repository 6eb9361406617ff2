import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICON_NAMES, ICON_PATHS } from './iconPaths';

const REQUIRED = [
  'globe',
  'ship',
  'plane',
  'truck',
  'parcel',
  'box',
  'route',
  'container',
  'document',
  'book',
  'workflow',
  'blocks',
  'code',
  'plug',
  'link',
  'customs',
  'calculator',
  'invoice',
  'warehouse',
  'scan',
  'chart',
  'bell',
  'shield',
  'users',
  'clock',
  'map-pin',
  'message',
  'sparkles',
  'settings',
  'search',
  'check',
  'arrow-right',
  'menu',
  'close',
  'chevron-down',
  'chevron-left',
  'sun',
  'moon',
  'monitor',
  'external',
];

describe('Icon', () => {
  it('has every icon the site and the chrome need', () => {
    expect(ICON_NAMES).toEqual(expect.arrayContaining(REQUIRED));
  });

  it.each(ICON_NAMES)('draws %s inside the 24x24 box with valid path data', (name) => {
    for (const d of ICON_PATHS[name]) {
      expect(d).toMatch(/^[Mm][\d\s.,\-MmLlHhVvCcSsQqTtAaZz]+$/);
      const numbers = d.match(/-?\d*\.?\d+/g)!.map(Number);
      expect(Math.max(...numbers.map(Math.abs))).toBeLessThanOrEqual(24);
    }
  });

  it('is decorative by default: aria-hidden, no role, currentColor stroke', () => {
    const { container } = render(<Icon name="ship" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
  });

  it('is an image named by its title when it has one', () => {
    render(<Icon name="truck" title="Trucking" size={16} />);
    const img = screen.getByRole('img', { name: 'Trucking' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveAttribute('width', '16');
  });

  it('draws a component’s own drawing with the set’s box and stroke, its subpaths in one path', () => {
    const { container } = render(<Icon drawing={['M6 3h8l4 4v14H6V3Z', 'M4 6h16']} strokeWidth={2} />);
    const svg = container.querySelector('svg')!;
    expect([...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual(['M6 3h8l4 4v14H6V3ZM4 6h16']);
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('data-icon');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerMark, markSize, monogramOf } from './PartnerMark';

describe('monogramOf', () => {
  it.each([
    ['AES (US export filing)', 'AES'],
    ['X12 EDI', 'X12'],
    ['USPS', 'USPS'],
    ['Amazon Shipping', 'AS'],
    ['Microsoft Teams', 'MT'],
    ['CargoSmart', 'CS'],
    ['Geotab', 'Ge'],
    ['project44', 'Pr'],
    ['INTTRA', 'IN'],
  ])('%s → %s', (name, letters) => {
    expect(monogramOf(name)).toBe(letters);
  });
});

describe('markSize', () => {
  it.each([
    // A square emblem fills the square.
    ['0 0 24 24', 26, { width: 26, height: 26 }],
    // A 4:1 wordmark keeps the square's area: twice as wide, half as tall.
    ['0 10 24 6', 26, { width: 52, height: 13 }],
    // DHL's 7:1 wordmark would be 69 wide at equal area, more than 3.4 squares: it is capped at 88.4.
    ['0 10.3 24 3.4', 26, { width: 69.1, height: 9.8 }],
    ['0 0 100 5', 26, { width: 88.4, height: 4.4 }],
    // A tall mark is never taller than the square.
    ['1.87 0 20.25 24', 36, { width: 30.4, height: 36 }],
  ])('%s at %i → %o', (viewBox, size, want) => {
    expect(markSize(viewBox, size)).toEqual(want);
  });

  it('refuses a box with no area', () => {
    expect(() => markSize('0 0 24 0', 26)).toThrow('partner mark: viewBox "0 0 24 0" has no area');
  });
});

describe('PartnerMark', () => {
  it('draws the simple-icons path in its own box, sized by its aspect ratio, hidden from assistive technology', () => {
    const { container } = render(<PartnerMark name="DHL" markPath="M0 10h24v4H0z" markViewBox="0 10 24 4" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 10 24 4');
    expect(svg).toHaveAttribute('width', '63.7');
    expect(svg).toHaveAttribute('height', '10.6');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M0 10h24v4H0z');
    expect(container).not.toHaveTextContent('D');
  });

  it('writes a lettermark where there is no mark', () => {
    const { container } = render(<PartnerMark name="Amazon Shipping" markPath={null} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container).toHaveTextContent('AS');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerMark, monogramOf } from './PartnerMark';

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

describe('PartnerMark', () => {
  it('draws the simple-icons path in the text colour, hidden from assistive technology', () => {
    const { container } = render(<PartnerMark name="UPS" markPath="M1 1h22v22H1z" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('path')).toHaveAttribute('d', 'M1 1h22v22H1z');
    expect(container).not.toHaveTextContent('U');
  });

  it('writes a monogram where there is no mark', () => {
    const { container } = render(<PartnerMark name="Amazon Shipping" markPath={null} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container).toHaveTextContent('AS');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

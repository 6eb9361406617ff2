import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RouterContext, type Router } from '../router';
import { ClaimText } from './ClaimText';

const renderClaims = (router: Router) =>
  render(
    <RouterContext value={router}>
      <ul>
        <li>
          <ClaimText
            title="Verified gross mass"
            text="Record each container's VGM, the SOLAS method used and the responsible person."
            howItWorks="/docs/development/entities/containerDescription#fields"
          />
        </li>
        <li>
          <ClaimText
            title="Cargo-XML messaging"
            text="Send XFWB, XFZB and XFHL messages to e-AWB airlines."
            howItWorks="/integrations/iata-cargo-xml"
          />
        </li>
      </ul>
    </RouterContext>,
  );

describe('ClaimText', () => {
  it('links each claim to its proof under a name that tells the links apart', () => {
    renderClaims({ path: '/solutions/ocean-freight', navigate: vi.fn(), prefetch: vi.fn() });
    expect(screen.getByText(/the SOLAS method used and the responsible person\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How it works: Verified gross mass' })).toHaveAttribute(
      'href',
      '/docs/development/entities/containerDescription#fields',
    );
    expect(screen.getByRole('link', { name: 'How it works: Cargo-XML messaging' })).toHaveAttribute('href', '/integrations/iata-cargo-xml');
  });

  it('navigates in the site when the link is followed from the keyboard', async () => {
    const navigate = vi.fn();
    renderClaims({ path: '/solutions/air-freight', navigate, prefetch: vi.fn() });
    const link = screen.getByRole('link', { name: 'How it works: Cargo-XML messaging' });
    await userEvent.tab();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/integrations/iata-cargo-xml');
  });
});

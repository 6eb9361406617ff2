import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { KindPage } from '../data';
import { RouterContext, type Router } from '../router';
import IntegrationPage from './IntegrationPage';
import { minimalLayout as layout } from '../testing/layout';

// Copy and links that differ from the site's own, so the test sees the page
// render what its data says rather than text of its own.
const page: KindPage<'integration'> = {
  path: '/integrations/slack',
  kind: 'integration',
  title: 'Slack',
  description: 'Post notices to Slack.',
  data: {
    id: 'slack',
    title: 'Slack',
    category: 'communication',
    categoryLabel: 'Team chat',
    summary: 'Post booking and exception notices to Slack channels.',
    dataFlows: [{ direction: 'outbound', data: 'Notices', detail: 'A message per exception.', howItWorks: '' }],
    tasks: [
      { name: 'Email', href: '/docs/development/workflows/tasks/email' },
      { name: 'TrackingEvent', href: '/docs/development/workflows/tasks/tracking-event' },
    ],
    setup: [],
    setupHtml: ['<p>Create a Slack app.</p>'],
    limits: [],
    limitsHtml: ['<p>Slack limits posting to one message a second.</p>'],
    callToAction: {
      title: 'Watch Slack light up with your exceptions',
      text: 'We connect a sandbox channel during the demo.',
      primaryAction: { label: 'Book a walkthrough', to: '/request-demo?topic=slack' },
      secondaryAction: { label: 'Read about notices', to: '/docs/development/workflows/overview' },
    },
    html: '<p>Slack moves messages.</p>',
    toc: [],
  },
};

const router: Router = { path: page.path, navigate: vi.fn(), prefetch: vi.fn() };

describe('IntegrationPage', () => {
  it('closes with the call to action its data gives, and offers its primary action beside the facts', () => {
    render(
      <RouterContext value={router}>
        <IntegrationPage page={page} layout={layout} />
      </RouterContext>,
    );
    const band = screen.getByRole('heading', { name: 'Watch Slack light up with your exceptions' }).closest('section') ?? document.body;
    expect(within(band as HTMLElement).getByText('We connect a sandbox channel during the demo.')).toBeInTheDocument();
    expect(within(band as HTMLElement).getByRole('link', { name: 'Read about notices' })).toHaveAttribute(
      'href',
      '/docs/development/workflows/overview',
    );
    const walkthroughs = screen.getAllByRole('link', { name: 'Book a walkthrough' });
    expect(walkthroughs).toHaveLength(2);
    for (const link of walkthroughs) expect(link).toHaveAttribute('href', '/request-demo?topic=slack');
  });

  it('links the workflow tasks its data lists, by name, to their pages', () => {
    render(
      <RouterContext value={router}>
        <IntegrationPage page={page} layout={layout} />
      </RouterContext>,
    );
    expect(screen.getByRole('link', { name: 'TrackingEvent' })).toHaveAttribute('href', '/docs/development/workflows/tasks/tracking-event');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', '/docs/development/workflows/tasks/email');
    for (const link of screen.getAllByRole('link', { name: 'Team chat' })) {
      expect(link).toHaveAttribute('href', '/integrations?category=communication');
    }
  });
});

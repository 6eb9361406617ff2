import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, waitFor } from 'storybook/test';
import { BaseUrlBanner } from './BaseUrlBanner';
import { BASE_URL_BANNER_ID, baseUrlBannerScript } from './baseUrlBannerScript';

const meta = {
  title: 'Chrome/BaseUrlBanner',
  component: BaseUrlBanner,
  parameters: { layout: 'fullscreen' },
  args: { baseUrl: '/', suggestedBaseUrl: '/preview/' },
} satisfies Meta<typeof BaseUrlBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomBaseUrl: Story = { args: { baseUrl: '/docs-site/', suggestedBaseUrl: '/' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** What the inline script itself builds when the bundle did not run (its own styles, no CSS needed). */
export const FromScript: Story = {
  render: () => {
    function RunScript() {
      useEffect(() => {
        // The script itself never adds a second banner.
        new Function(baseUrlBannerScript({ baseUrl: '/wrong-base/', loadedFlag: '__storyNeverSet' }))();
        return () => document.getElementById(BASE_URL_BANNER_ID)?.remove();
      }, []);
      return null;
    }
    return <RunScript />;
  },
  play: async () => {
    await waitFor(() => expect(document.getElementById(BASE_URL_BANNER_ID)).toHaveTextContent('Your site did not load properly.'));
  },
};

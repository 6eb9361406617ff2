import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorModeProvider } from './ColorModeProvider';
import { ColorModeToggle, type ColorModeToggleProps } from './ColorModeToggle';

/** The toggle inside its provider, as a site renders them. */
function ToggleWithProvider({
  respectPrefersColorScheme = false,
  ...props
}: ColorModeToggleProps & { respectPrefersColorScheme?: boolean }) {
  return (
    <ColorModeProvider respectPrefersColorScheme={respectPrefersColorScheme}>
      <div style={{ padding: 'var(--fl-space-6)', background: 'var(--fl-color-bg)' }}>
        <ColorModeToggle {...props} />
      </div>
    </ColorModeProvider>
  );
}

// The Docs page's props table is the toggle's; every story renders it inside its provider (ToggleWithProvider).
const meta = {
  title: 'Chrome/ColorModeToggle',
  component: ColorModeToggle,
  subcomponents: { ColorModeProvider },
  parameters: { colorModeProvider: false, docsFrame: { height: 120 } },
  render: (args) => <ToggleWithProvider {...args} />,
  beforeEach: () => {
    localStorage.removeItem('theme');
    return () => localStorage.removeItem('theme');
  },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /^Switch between dark and light mode/ });

/** Light, the default: clicking switches to dark and stores it. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const toggle = button(canvasElement);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(toggle);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};

/** A stored "dark" choice. */
export const Dark: Story = {
  beforeEach: () => {
    localStorage.setItem('theme', 'dark');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(button(canvasElement)).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)'));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

/** With respectPrefersColorScheme: three choices, system removes the stored key. */
export const WithSystem: Story = {
  render: (args) => <ToggleWithProvider {...args} respectPrefersColorScheme />,
  play: async ({ canvasElement }) => {
    const toggle = button(canvasElement);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Switch between dark and light mode (currently system mode)');
    await expect(localStorage.getItem('theme')).toBeNull();
  },
};

/** Keyboard only: Tab to it, Enter toggles. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(button(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ColorModeProvider } from '../src/ColorMode';
import { loadTabbable } from '../src/hooks/loadTabbable';
import { StoryFrame } from './StoryFrame';
import '../src/styles.css';

/**
 * Sets html[data-theme] from the toolbar, as the site's colour mode does, and
 * wraps the story in a ColorModeProvider that starts on that theme (stories
 * with `parameters.colorModeProvider: false` bring their own). On a Docs
 * page, a story that fixes its theme is drawn in a frame of its own
 * (StoryFrame), where that theme applies as in the story view.
 */
export const withTheme: Decorator = (Story, context) => {
  const framed = context.viewMode === 'docs' && Boolean(context.storyGlobals?.theme);
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const ownProvider = framed || context.parameters.colorModeProvider === false;
  if (!ownProvider && typeof window !== 'undefined') {
    // Before the provider's first effect reads it.
    window.localStorage.setItem('theme', theme);
  }
  useEffect(() => {
    if (!ownProvider) document.documentElement.setAttribute('data-theme', theme);
  }, [theme, ownProvider]);
  if (framed) return <StoryFrame id={context.id} title={context.name} />;
  if (ownProvider) return <Story />;
  return (
    <ColorModeProvider key={theme}>
      <Story />
    </ColorModeProvider>
  );
};

const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: '800px' },
  type: width < 997 ? ('mobile' as const) : ('desktop' as const),
});

const preview: Preview = {
  // A Docs page for every story file's component: docs/docs.test.ts checks that each exported component has one.
  tags: ['autodocs'],
  decorators: [withTheme],
  // The modal focus hook loads tabbable when the page is idle: a reader's page
  // has it before a modal opens, and so does a story before its play function
  // (the time before it arrives is tested in useModalFocus.test.tsx and
  // apps/site/e2e/behaviour-navbar.spec.ts).
  beforeEach: async () => {
    await loadTabbable();
  },
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile375: viewport('Phone 375', 375),
        mobile996: viewport('Tablet 996 (mobile layout)', 996),
        desktop997: viewport('Desktop 997', 997),
        desktop1280: viewport('Desktop 1280', 1280),
      },
    },
  },
};

export default preview;

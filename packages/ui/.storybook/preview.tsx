import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, ColorModeProvider, useColorMode } from '../src/ColorMode';
import { StoryFrame } from './StoryFrame';
import '../src/styles.css';
import './fonts.css';

/**
 * The story's own theme root: the tokens resolve against its data-theme, not
 * against <html>, which a Docs page shares between all its stories. It draws
 * no box (display: contents), so the story lays out as on a page.
 */
function StoryThemeRoot({ storyId, fixedTheme, children }: { storyId: string; fixedTheme?: string; children: ReactNode }) {
  const { colorMode } = useColorMode();
  return (
    <div
      data-theme={colorMode}
      data-part="story-theme-root"
      data-story-id={storyId}
      data-fixed-theme={fixedTheme}
      style={{ display: 'contents', color: 'var(--fl-color-text)', background: 'var(--fl-color-bg)' }}
    >
      {children}
    </div>
  );
}

/**
 * Draws each story in the toolbar's theme, inside a ColorModeProvider of its
 * own that starts on that theme (stories with
 * `parameters.colorModeProvider: false` bring their own) and a theme root
 * (StoryThemeRoot). The provider stores a choice under a key of the story's
 * own: a story that stores one (a dark story in its frame, a toggle clicked)
 * reaches no other story through the `storage` event. On a Docs page, a story
 * that fixes its theme, or whose component draws over the page (a modal, a
 * fixed card: `parameters.docsFrame`), is drawn in a frame of its own
 * (StoryFrame), where its portals and the page behind it take its theme too.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const fixedTheme = context.storyGlobals?.theme as string | undefined;
  const docsFrame = context.parameters.docsFrame as { height?: number } | undefined;
  if (context.viewMode === 'docs' && (fixedTheme || docsFrame)) {
    return <StoryFrame id={context.id} title={context.name} theme={theme} minHeight={docsFrame?.height} />;
  }
  if (context.parameters.colorModeProvider === false) return <Story />;
  const storageKey = `${COLOR_MODE_STORAGE_KEY}:story:${context.id}`;
  if (typeof window !== 'undefined') {
    // Each render starts on the toolbar's theme, whatever an earlier visit stored.
    window.localStorage.removeItem(storageKey);
  }
  return (
    <ColorModeProvider key={theme} defaultMode={theme} storageKey={storageKey}>
      <StoryThemeRoot storyId={context.id} fixedTheme={fixedTheme}>
        <Story />
      </StoryThemeRoot>
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

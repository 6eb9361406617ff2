import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const label = 'I agree that my details are stored and used to contact me about this demo request, as described in the privacy note.';
const hint = 'Required, so that we may contact you about this request.';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { name: 'consent', value: 'true', label, hint, required: true },
  decorators: [
    (Story) => (
      // The width of a 375 px phone's form column: the page's 16 px gutters on each side.
      <form aria-label="Demo request" style={{ width: 343, padding: 16, boxSizing: 'content-box' }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number of lines an element's text runs to. */
function lines(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  // A line's boxes (the label's text, the required marker) differ in top by a pixel or two.
  const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
  return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 4).length;
}

/**
 * A consent with a long label and a hint at a phone's width: the box keeps its
 * own narrow column, the label wraps beside it and the hint sits under the
 * label's text, not under the box (a page that moved the hint into the box's
 * column once stretched that column and squeezed the label to a word a line).
 */
export const LongLabelWithHintAt375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: label });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(hint));
    const labelElement = canvasElement.querySelector('label')!;
    const hintElement = canvasElement.querySelector('[data-part="hint"]')!;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(24);
    // Four lines in the fallback font, three in Inter; squeezed beside a stretched column it ran to twenty.
    await expect(lines(labelElement)).toBeLessThanOrEqual(4);
    await expect(labelElement.getBoundingClientRect().width).toBeGreaterThan(260);
    await expect(Math.round(hintElement.getBoundingClientRect().left)).toBe(Math.round(labelElement.getBoundingClientRect().left));
    await expect(hintElement.getBoundingClientRect().top).toBeGreaterThanOrEqual(labelElement.getBoundingClientRect().bottom - 1);
  },
};

export const LongLabelWithHintAt375Dark: Story = {
  ...LongLabelWithHintAt375,
  globals: { theme: 'dark', viewport: { value: 'mobile375' } },
};

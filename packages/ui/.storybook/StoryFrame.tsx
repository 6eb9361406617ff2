import { useEffect, useRef } from 'react';

/** How tall a frame is before its story has drawn, unless the story asks for more (`minHeight`). */
const INITIAL_HEIGHT_PX = 320;

/**
 * A story drawn in a frame of its own, as the story view draws it: on a Docs
 * page every story shares one document, whose <html> and <body> belong to
 * the page, so the portals and page background of a story that fixes its
 * theme (`globals: { theme: 'dark' }`), and a modal or fixed card, can only
 * show as on a site in a document of their own. The frame grows to what
 * the story drew, and is at least `minHeight` tall: a modal or a fixed card
 * draws over the frame's viewport, which the story's height does not count.
 * The frame opens in the Docs page's theme (`theme`) unless the story fixes
 * its own.
 */
export function StoryFrame({
  id,
  title,
  theme,
  minHeight = INITIAL_HEIGHT_PX,
}: {
  id: string;
  title: string;
  theme: string;
  minHeight?: number;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    const fit = () => {
      const root = frame.contentDocument?.documentElement;
      if (!root) return;
      observer?.disconnect();
      observer = new ResizeObserver(() => {
        frame.style.height = `${Math.max(minHeight, root.scrollHeight)}px`;
      });
      observer.observe(root);
    };
    frame.addEventListener('load', fit);
    return () => {
      frame.removeEventListener('load', fit);
      observer?.disconnect();
    };
  }, [minHeight]);
  return (
    <iframe
      ref={ref}
      title={title}
      src={`iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`}
      data-part="story-frame"
      style={{ display: 'block', width: '100%', height: minHeight, border: 0 }}
    />
  );
}

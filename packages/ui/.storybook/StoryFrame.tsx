import { useEffect, useRef } from 'react';

/** How tall a frame is before its story has drawn (a modal story draws over the whole frame). */
const INITIAL_HEIGHT_PX = 320;

/**
 * A story drawn in a frame of its own, as the story view draws it: on a Docs
 * page every story shares one document, whose `html[data-theme]` belongs to
 * the page, so a story that fixes its theme (`globals: { theme: 'dark' }`)
 * can only show that theme in its own document. The frame grows to what
 * the story drew.
 */
export function StoryFrame({ id, title }: { id: string; title: string }) {
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
        frame.style.height = `${Math.max(INITIAL_HEIGHT_PX, root.scrollHeight)}px`;
      });
      observer.observe(root);
    };
    frame.addEventListener('load', fit);
    return () => {
      frame.removeEventListener('load', fit);
      observer?.disconnect();
    };
  }, []);
  return (
    <iframe
      ref={ref}
      title={title}
      src={`iframe.html?id=${encodeURIComponent(id)}&viewMode=story`}
      data-part="story-frame"
      style={{ display: 'block', width: '100%', height: INITIAL_HEIGHT_PX, border: 0 }}
    />
  );
}

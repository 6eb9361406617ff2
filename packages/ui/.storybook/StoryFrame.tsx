import { useEffect, useRef, useState } from 'react';

/** How tall a frame is before its story has drawn, unless the story asks for more (`minHeight`). */
const INITIAL_HEIGHT_PX = 320;

/** How long the next frame waits at most for one whose story never settles. */
const SETTLE_TIMEOUT_MS = 10_000;

const settledPhases = ['finished', 'errored', 'aborted', 'playErrored'];

/**
 * The frames of a Docs page load one after another, each once the story
 * before it has rendered and played: the stories share the page's
 * localStorage, and a story that stores something (the cookie consent an
 * Accept story clicks) would otherwise hide what a story loading beside it
 * shows, by chance of timing.
 */
let frameQueue: Promise<void> = Promise.resolve();

function storySettled(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const preview = (frame.contentWindow as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } } | null)
        ?.__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      if ((phase && settledPhases.includes(phase)) || Date.now() - started > SETTLE_TIMEOUT_MS || !frame.isConnected) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

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
  const src = `iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`;
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    // A frame removed before its turn or its story's end lets the next one go.
    let release = () => {};
    frameQueue = frameQueue.then(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          if (!frame.isConnected) return resolve();
          frame.addEventListener('load', () => storySettled(frame).then(resolve), { once: true });
          setLoading(true);
        }),
    );
    return () => release();
  }, []);
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
      src={loading ? src : undefined}
      data-story-src={src}
      data-part="story-frame"
      style={{ display: 'block', width: '100%', height: minHeight, border: 0 }}
    />
  );
}

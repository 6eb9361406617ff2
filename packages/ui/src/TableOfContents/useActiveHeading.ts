import { useEffect, useState } from 'react';

/**
 * Which heading the reader is at: the last one that has scrolled above the
 * top third of the viewport; at the end of the page, the last heading (it
 * may never reach the top third). Null above the first heading.
 */
export function findActiveHeading(ids: readonly string[]): string | null {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  if (headings.length === 0) return null;
  const root = document.documentElement;
  if (root.scrollHeight > window.innerHeight && window.scrollY + window.innerHeight >= root.scrollHeight - 2) {
    return headings[headings.length - 1].id;
  }
  const line = window.innerHeight / 3;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top > line) break;
    active = heading.id;
  }
  return active;
}

/** Tracks the active heading among `ids` as the window scrolls and resizes (once per frame). */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(findActiveHeading(list));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}

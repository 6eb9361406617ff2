import type { HTMLAttributes, MouseEvent } from 'react';
import { isInternalHref, useRouter } from '../router';

/**
 * A click handler for a block of rendered Markdown: its internal links
 * navigate client-side like `SiteLink`, the rest are left to the browser.
 */
export function useHtmlLinkNavigation() {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || !isInternalHref(href) || (link.target && link.target !== '_self')) return;
    event.preventDefault();
    router.navigate(href);
  };
}

/** The inner HTML of a rendered Markdown field that is one paragraph, to place inside another element; null otherwise. */
export function paragraphContent(html: string): string | null {
  const match = /^\s*<p>([\s\S]*)<\/p>\s*$/.exec(html);
  return match && !match[1].includes('<p>') ? match[1] : null;
}

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Rendered Markdown from the content pipeline: trusted, built at build time. */
  html: string;
  /** Renders a one-paragraph field as phrasing content (a `<span>`), for use inside a `<p>` or a heading. */
  inline?: boolean;
}

/** A short rendered Markdown field (a `<field>Html`): its links navigate client-side. */
export function RichText({ html, inline = false, ...rest }: RichTextProps) {
  const onClick = useHtmlLinkNavigation();
  const phrasing = inline ? paragraphContent(html) : null;
  if (phrasing !== null) {
    return <span {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: phrasing }} />;
  }
  return <div {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

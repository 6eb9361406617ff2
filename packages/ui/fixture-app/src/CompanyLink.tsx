import type { LinkComponentProps } from '@freightlane/ui';

/** This site's own link: the package must render every internal link through it. */
export function CompanyLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a {...rest} href={href} data-company-link="">
      {children}
    </a>
  );
}

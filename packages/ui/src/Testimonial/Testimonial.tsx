import type { ReactNode } from 'react';
import styles from './Testimonial.module.css';

export interface TestimonialProps {
  /** The customer's words, without quotation marks (the blockquote shows them). */
  quote: ReactNode;
  /** Who said it: the person's name. */
  author: string;
  /** The author's job title. */
  role?: string;
  /** The author's company, after their role. */
  company?: string;
  /** A portrait (decorative: the name follows it). */
  avatar?: ReactNode;
  /** The company's logo (decorative). */
  logo?: ReactNode;
}

/**
 * A customer's words with who said them: a figure with a blockquote and its
 * caption.
 *
 * **When to use** For a customer's words you have permission to publish, with
 * their name and company.
 *
 * **Parts** A `<figure>`: the blockquote, then the caption with the avatar,
 * name, role, company and optional logo.
 *
 * **Accessibility** The caption is tied to the quote by the `<figure>`; avatar
 * and logo are decorative, the name is text.
 */
export function Testimonial({ quote, author, role, company, avatar, logo }: TestimonialProps) {
  const position = [role, company].filter(Boolean).join(', ');
  return (
    <figure className={styles.testimonial} data-component="Testimonial">
      {logo ? (
        <div className={styles.logo} aria-hidden="true" data-part="logo">
          {logo}
        </div>
      ) : null}
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {avatar ? (
          <span className={styles.avatar} aria-hidden="true" data-part="avatar">
            {avatar}
          </span>
        ) : null}
        <span className={styles.who}>
          <span className={styles.author}>{author}</span>
          {position ? <span className={styles.position}>{position}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

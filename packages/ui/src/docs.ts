// Documentation parts: sidebar, table of contents, breadcrumbs, paginator, cards, Markdown styles.
export {};

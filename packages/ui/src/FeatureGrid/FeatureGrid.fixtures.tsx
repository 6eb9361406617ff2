/** Drawings for the marketing stories: icons and an illustration, as a site would pass them in. */
const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const icons = {
  ship: icon('M3 17l2 3h14l2-3H3Zm2-3V9h6V5h2v4h6v5M8 11h2m4 0h2'),
  plane: icon('M21 16v-2l-8-5V4a1.5 1.5 0 0 0-3 0v5l-8 5v2l8-2.5V18l-2 1.5V21l3.5-1 3.5 1v-1.5L13 18v-4.5l8 2.5Z'),
  truck: icon('M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01'),
  box: icon('M12 3 3 7.5v9L12 21l9-4.5v-9L12 3Zm0 0v18M3 7.5l9 4.5 9-4.5'),
  warehouse: icon('M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10'),
  flow: icon('M5 6h4v4H5zM15 14h4v4h-4zM9 8h3a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2'),
  plug: icon('M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0V8Zm6 9v4'),
  chart: icon('M4 20V10m6 10V4m6 16v-7m4 7H3'),
};

export const illustration = (
  <svg
    viewBox="0 0 480 320"
    role="img"
    aria-label="A container ship loaded with containers, a truck and a plane"
    style={{ width: '100%', maxWidth: 480 }}
  >
    <rect x="0" y="230" width="480" height="90" rx="12" fill="var(--fl-color-accent-subtle)" />
    <path d="M70 230h340l-30 45H100z" fill="var(--fl-color-accent)" />
    {[0, 1, 2, 3, 4].map((i) => (
      <rect
        key={`b${i}`}
        x={110 + i * 52}
        y="185"
        width="48"
        height="42"
        rx="3"
        fill={i % 2 ? 'var(--fl-color-signal)' : 'var(--fl-color-text-muted)'}
      />
    ))}
    {[0, 1, 2].map((i) => (
      <rect
        key={`t${i}`}
        x={136 + i * 52}
        y="140"
        width="48"
        height="42"
        rx="3"
        fill={i % 2 ? 'var(--fl-color-text-muted)' : 'var(--fl-color-signal)'}
      />
    ))}
    <rect x="360" y="120" width="26" height="107" rx="3" fill="var(--fl-color-text)" />
    <path d="M300 60l60-20 10 8-50 24h40l10-6 8 4-12 14h-70z" fill="var(--fl-color-accent)" opacity="0.8" />
  </svg>
);

export const logo = (name: string) => (
  <svg viewBox="0 0 140 32" aria-hidden="true" focusable="false">
    <rect x="0" y="4" width="24" height="24" rx="6" fill="currentColor" />
    <text x="32" y="22" fill="currentColor" fontFamily="system-ui, sans-serif" fontSize="16" fontWeight="700">
      {name}
    </text>
  </svg>
);

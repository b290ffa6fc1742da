import { theme } from './theme';

/** The spec's generic illustrations for the 400, 404 and 500 pages: a parcel box with the code. */
export function ErrorIllustration({ code }: { code: 400 | 404 | 500 }) {
  const mood = code === 500 ? 'M138 150 q22 -14 44 0' : 'M138 146 h44';
  return (
    <svg
      width="320"
      height="220"
      viewBox="0 0 320 220"
      role="img"
      aria-label={String(code)}
      data-testid={`error-illustration-${code}`}
    >
      <ellipse cx="160" cy="200" rx="120" ry="12" fill="#f0f0f0" />
      <path d="M80 80 L160 48 L240 80 L240 180 L160 200 L80 180 Z" fill="#fdf3dc" stroke={theme.gold} strokeWidth="3" />
      <path d="M80 80 L160 112 L240 80 M160 112 L160 200" fill="none" stroke={theme.gold} strokeWidth="3" />
      <path d="M120 64 L200 96" stroke={theme.gold} strokeWidth="8" strokeLinecap="round" opacity="0.5" />
      <circle cx="138" cy="134" r="5" fill="#666" />
      <circle cx="182" cy="134" r="5" fill="#666" />
      <path d={mood} fill="none" stroke="#666" strokeWidth="3" strokeLinecap="round" />
      <text x="160" y="36" textAnchor="middle" fontSize="40" fontWeight="700" fill={theme.gold}>
        {code}
      </text>
      {code === 500 && (
        <path
          d="M250 60 l14 -10 M256 80 l18 0 M250 100 l14 10"
          stroke={theme.priceRed}
          strokeWidth="3"
          strokeLinecap="round"
        />
      )}
      {code === 404 && (
        <g fill="none" stroke="#999" strokeWidth="3">
          <circle cx="262" cy="132" r="18" />
          <path d="M275 145 L292 162" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

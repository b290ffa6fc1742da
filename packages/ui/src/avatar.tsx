import { useState } from 'react';

/** Shown when a user has no avatar or it fails to load (spec §3). */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f3e3b5"/><circle cx="32" cy="25" r="12" fill="#ecaf17"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#ecaf17"/></svg>',
  );

/**
 * A round avatar. `fit="contain"` shows a picture that is not square (a shop's or the site's wide
 * logo) whole, on white, instead of cutting its sides off.
 */
export function Avatar({
  src,
  size = 24,
  alt = '',
  fit = 'cover',
}: {
  src?: string | null;
  size?: number;
  alt?: string;
  fit?: 'cover' | 'contain';
}) {
  const [broken, setBroken] = useState(false);
  const whole = fit === 'contain' && Boolean(src) && !broken;
  return (
    <img
      src={!src || broken ? DEFAULT_AVATAR : src}
      alt={alt}
      width={size}
      height={size}
      style={{
        borderRadius: '50%',
        verticalAlign: 'middle',
        objectFit: whole ? 'contain' : 'cover',
        ...(whole && { background: '#fff', boxShadow: 'inset 0 0 0 1px #eee', padding: Math.round(size * 0.08), boxSizing: 'border-box' }),
      }}
      onError={() => setBroken(true)}
      data-testid="avatar"
    />
  );
}

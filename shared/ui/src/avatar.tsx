import { useState } from 'react';
import { cx } from './lib/cx';

/** Up to two initials from a name, username or e-mail: "Ana López" → "AL", "pepe@x.mx" → "P". */
export function initialsOf(name: string | null | undefined): string {
  const clean = (name ?? '').split('@')[0]?.trim() ?? '';
  if (!clean) return '?';
  const words = clean.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase('es-MX');
}

export interface AvatarProps {
  src?: string | null;
  /** Whose avatar: used for the alt text and the initials fallback. */
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Next to the person's name already: hide it from screen readers. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ src, name, size = 'md', decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cx('cerca-avatar', `cerca-avatar--${size}`, className);
  if (src && failed !== src) {
    return <img className={classes} src={src} alt={decorative ? '' : name} onError={() => setFailed(src)} />;
  }
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}

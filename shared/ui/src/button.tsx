import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './lib/cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Square button holding only an icon: give it an aria-label. */
  iconOnly?: boolean;
  className?: string | undefined;
}

/** The button look, for links that must look like buttons (<a className={buttonClassName()}>). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block,
  iconOnly,
  className,
}: ButtonStyle = {}) {
  return cx(
    'cerca-button',
    `cerca-button--${variant}`,
    `cerca-button--${size}`,
    block && 'cerca-button--block',
    iconOnly && 'cerca-button--icon',
    className,
  );
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyle & {
    /** Disables the button, shows a spinner and marks it busy (e.g. while publishing). */
    loading?: boolean;
    /** Replaces the children while loading, e.g. "Publicando...". */
    loadingText?: ReactNode;
  };

export function Button({
  variant,
  size,
  block,
  iconOnly,
  className,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, iconOnly, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner decorative size="sm" />}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}

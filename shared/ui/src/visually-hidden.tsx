import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './lib/cx';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cx('cerca-visually-hidden', className)} {...rest} />;
}

import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './lib/cx';

type CardElement = 'div' | 'article' | 'section';

export type CardProps = ComponentPropsWithoutRef<'div'> & {
  as?: CardElement;
  /** Lifts on hover/focus-within, for cards that hold a link covering them. */
  interactive?: boolean;
};

export function Card({ as: Element = 'div', interactive = false, className, ...rest }: CardProps) {
  return (
    <Element className={cx('cerca-card', interactive && 'cerca-card--interactive', className)} {...rest} />
  );
}

export function CardBody({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={cx('cerca-card__body', className)} {...rest} />;
}

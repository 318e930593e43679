// The design system's public API. Importing it also installs the theme and component styles
// once per page: @cerca/ui is a Module Federation singleton, so every remote shares this copy.
import './styles.css';

export { Avatar, type AvatarProps, initialsOf } from './avatar';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClassName } from './button';
export { Card, CardBody, type CardProps } from './card';
export { Dialog, type DialogProps } from './dialog';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export * from './icons';
export { cx } from './lib/cx';
export { focusableWithin, wrapFocusIndex } from './lib/focus';
export { PhotoPicker, type PhotoPickerProps, type PhotoPickerTexts } from './photo-picker';
export { clampPriceRange, MAX_PRICE_RANGE, PriceRange, type PriceRangeProps } from './price-range';
export { Spinner, type SpinnerProps } from './spinner';
export {
  formatRating,
  MAX_STARS,
  Stars,
  StarsInput,
  type StarsInputProps,
  type StarsProps,
  starFills,
} from './stars';
export { nextTabIndex, type TabItem, Tabs, type TabsProps } from './tabs';
export {
  MAX_VISIBLE_TOASTS,
  SUCCESS_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  toast,
} from './toasts/toast';
export { Toasts } from './toasts/toasts';
export { type MenuButton, menuItemIndex, useMenuButton } from './use-menu-button';
export { type ModalOptions, useModal } from './use-modal';
export { VisuallyHidden } from './visually-hidden';

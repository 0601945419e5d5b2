export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { Field, errorId, type FieldProps } from './Field';
export { Alert } from './Alert';
export { Spinner } from './Spinner';
export { Skeleton, SkeletonBlock } from './Skeleton';
export { Modal, type ModalProps } from './Modal';
export { selectOnFocus } from './select-on-focus';

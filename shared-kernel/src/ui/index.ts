export { Button, buttonClass } from './Button';
export { Field, errorId } from './Field';
export { Alert } from './Alert';
export { Spinner } from './Spinner';
export { Skeleton, SkeletonBlock } from './Skeleton';
export { Modal } from './Modal';
export { selectOnFocus } from './select-on-focus';

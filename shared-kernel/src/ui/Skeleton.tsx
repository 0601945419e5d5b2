import type { CSSProperties, ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * The box an area will fill, shown while its content is on its way: shaped like the content
 * (its blocks given by the caller), so nothing moves when the content arrives. Screen readers
 * hear the label once ('Loading'), never the grey blocks.
 */
export function Skeleton({
  label,
  name,
  className,
  style,
  children,
}: {
  label: string;
  /** What is on its way (data-skeleton), e.g. 'banner-slider'. */
  name?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <div className={[styles.skeleton, className ?? ''].join(' ')} style={style} aria-busy="true" data-skeleton={name ?? ''}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div aria-hidden="true" className={styles.skeletonBlocks}>
        {children}
      </div>
    </div>
  );
}

/** One grey block of a skeleton: a line of text, a field, a button, a picture. */
export function SkeletonBlock({ width, height, className }: { width?: string | number; height?: string | number; className?: string }) {
  return <div className={[styles.skeletonBlock, className ?? ''].join(' ')} style={{ width, height }} />;
}

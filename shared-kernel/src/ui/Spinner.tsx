import styles from './ui.module.css';

/** A loading state with its words ('Loading Cart...', 'Loading Page...'). */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={[styles.spinner, inline ? styles.inline : ''].join(' ')} role="status" aria-live="polite">
      <span>{label}</span>
    </div>
  );
}

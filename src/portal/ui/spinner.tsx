// Loading indicators. The delay keeps fast loads from flashing a spinner; page loading waits
// lazyLoadDelayMs (250 ms, spec §2 and §9) before showing one.
import { useEffect, useState } from 'react';
import { lazyLoadDelayMs } from '../../contract/constants.ts';
import { cx } from './cx.ts';
import { useUiTexts } from './ui-texts.tsx';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden.tsx';

export type SpinnerProps = {
  /** Render nothing until this many milliseconds have passed; 0 shows it at once. */
  delayMs?: number;
  /** Accessible name and announced text; the provided "Loading" by default. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

/** A spinning ring announced as a status ("Loading"), shown after an optional delay. */
export function Spinner({ delayMs = 0, label, size = 'medium', className }: SpinnerProps) {
  const texts = useUiTexts();
  const name = label ?? texts.loading;
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) {
      setShown(true);
      return;
    }
    setShown(false);
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return null;
  return (
    <div role="status" aria-label={name} className={cx(styles.spinner, styles[size], className)}>
      <span className={styles.ring} aria-hidden="true" />
      <VisuallyHidden>{name}</VisuallyHidden>
    </div>
  );
}

export type PageSpinnerProps = { label?: string };

/** The page-loading spinner: centred, large, after the spec's 250 ms delay. */
export function PageSpinner({ label }: PageSpinnerProps) {
  return (
    <div className={styles.page}>
      <Spinner delayMs={lazyLoadDelayMs} size="large" {...(label ? { label } : {})} />
    </div>
  );
}

/** The centred layouts (spec §2): narrow for the auth pages and 404, wider for the terms page. */
import type { ReactNode } from 'react';
import { runtimeConfig } from '../../lib/config/runtime.ts';
import styles from './centered-layout.module.css';

function CenteredLayout({ children, wide }: { children: ReactNode; wide: boolean }) {
  return (
    <div className={styles.page}>
      <main id="main-content" tabIndex={-1} className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <div className={styles.brand}>
          <img src="/portal/logo.svg" alt="" width={40} height={40} />
          <span>{runtimeConfig().productName}</span>
        </div>
        {children}
      </main>
    </div>
  );
}

/** Narrow centred layout: /auth/* and unknown paths. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return <CenteredLayout wide={false}>{children}</CenteredLayout>;
}

/** Wider centred layout: /terms_and_conditions. */
export function WideLayout({ children }: { children: ReactNode }) {
  return <CenteredLayout wide>{children}</CenteredLayout>;
}

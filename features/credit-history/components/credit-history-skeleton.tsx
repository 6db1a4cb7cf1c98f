import styles from './credit-history.module.css';

/** While the first page loads: the rows' shape, so nothing moves when they arrive. */
export function CreditHistorySkeleton() {
  return (
    <div className={styles.panel} role="status" aria-label="در حال بارگذاری تاریخچهٔ اعتبار" data-testid="credit-history-loading">
      <div className={styles.list}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonRow} />
        ))}
      </div>
    </div>
  );
}

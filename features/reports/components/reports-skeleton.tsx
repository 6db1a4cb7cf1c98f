import styles from './reports.module.css';

/** While the first page loads: the rows' shape, so nothing moves when they arrive. */
export function ReportsSkeleton() {
  return (
    <div className={styles.panel} role="status" aria-label="در حال بارگذاری گزارش‌ها" data-testid="reports-loading">
      <div className={styles.list}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonRow} />
        ))}
      </div>
    </div>
  );
}

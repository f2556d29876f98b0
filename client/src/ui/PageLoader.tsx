/** The loading indicator for a page or a section that is still fetching. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-loader__label">{label}</span>
    </div>
  );
}

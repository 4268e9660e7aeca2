export function PageLoading() {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <span className="shell-spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}

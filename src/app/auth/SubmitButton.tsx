/** A form's main button: a spinner and aria-busy while the form is busy, disabled meanwhile. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className="spinner spinner--inverse" aria-hidden="true" />}
      {label}
    </button>
  );
}

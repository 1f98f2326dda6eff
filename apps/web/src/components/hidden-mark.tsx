/** The owner's mark on its own record an operator hid (issue 30): "Hidden: <reason>". */
export function HiddenMark({ reason, className }: { reason: string | null; className?: string }) {
  return (
    <div className={`small ${className ?? 'mt-1'}`} role="note">
      <span className="badge text-bg-danger text-wrap text-start">Hidden: {reason ?? 'by an operator'}</span>{' '}
      <span className="text-body-secondary">Only you see it.</span>
    </div>
  );
}

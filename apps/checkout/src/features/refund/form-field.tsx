import type { ReactNode } from 'react';

/** One row of the refund forms (`formCss`): the label, marked * when `required`, and the control. */
export function FormField({
  label,
  required = false,
  children,
}: {
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <span className="label" data-required={required ? '* ' : undefined}>
        {label}
      </span>
      {children}
    </div>
  );
}

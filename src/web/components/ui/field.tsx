import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800 aria-[invalid=true]:border-red-500';

interface FieldShellProps {
  label: ReactNode;
  id: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** A label, the control, and its hint or error message, wired for screen readers. */
export function FieldShell({ label, id, error, hint, required, children, className }: FieldShellProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The required marker sits beside the label, not in it, so the field's name stays exactly its label. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        {required && (
          <span className="text-sm text-red-600" aria-hidden>
            *
          </span>
        )}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode; wrapperClassName?: string };

/**
 * What ties a field's control to its shell: the id (the caller's, else a generated one) and the aria
 * attributes that point at the error (or else the hint) and mark it invalid or required. The rest of the
 * props go to the control.
 */
function useFieldWiring<P extends Common & { id?: string; required?: boolean }>(props: P) {
  const { label, error, hint, wrapperClassName, id, required, ...rest } = props;
  const auto = useId();
  const fieldId = id ?? auto;
  return {
    shell: { label, id: fieldId, error, hint, required, className: wrapperClassName },
    control: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined,
      'aria-required': required || undefined,
    },
    rest,
  };
}

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & Common>(
  function TextField({ className, ...props }, ref) {
    const { shell, control, rest } = useFieldWiring(props);
    return (
      <FieldShell {...shell}>
        <input ref={ref} {...control} className={cn(controlClasses, className)} {...rest} />
      </FieldShell>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & Common>(
  function TextAreaField({ className, rows = 4, ...props }, ref) {
    const { shell, control, rest } = useFieldWiring(props);
    return (
      <FieldShell {...shell}>
        <textarea ref={ref} rows={rows} {...control} className={cn(controlClasses, 'resize-y', className)} {...rest} />
      </FieldShell>
    );
  },
);

export interface Option {
  value: string;
  label: string;
}

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & Common & { options: Option[]; placeholder?: string }
>(function SelectField({ className, options, placeholder, ...props }, ref) {
  const { shell, control, rest } = useFieldWiring(props);
  return (
    <FieldShell {...shell}>
      <select ref={ref} {...control} className={cn(controlClasses, className)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

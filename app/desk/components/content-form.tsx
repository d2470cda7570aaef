import type { ReactNode } from "react";

/**
 * The fields of the desk's content forms (Content → Courses, Success stories, Questions):
 * the label above, the error under it with what was typed kept, 44 px tap targets. Each
 * field's name is its path in the content document ("duration.hi"), where the server's
 * problems are reported.
 */

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

const idOf = (name: string) => `field-${name.replace(/\./g, "-")}`;

function FieldError({ name, errors }: { name: string; errors: Errors }) {
  return errors[name] ? (
    <span id={`${idOf(name)}-error`} className="text-sm font-semibold text-danger">
      {errors[name]}
    </span>
  ) : null;
}

function invalid(name: string, errors: Errors) {
  return errors[name]
    ? { "aria-invalid": true as const, "aria-describedby": `${idOf(name)}-error` }
    : { "aria-describedby": undefined };
}

export function TextField({
  name,
  label,
  hint,
  values,
  errors,
  lang,
  type = "text",
  inputMode,
  placeholder,
}: {
  name: string;
  label: string;
  hint?: string;
  values: Values;
  errors: Errors;
  lang?: "hi";
  type?: "text" | "date" | "number";
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span className="desk-label">{label}</span>
      {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      <input
        id={idOf(name)}
        name={name}
        type={type}
        lang={lang}
        inputMode={inputMode}
        placeholder={placeholder}
        step={type === "number" ? "any" : undefined}
        defaultValue={values[name] ?? ""}
        className="desk-input min-h-11"
        {...invalid(name, errors)}
      />
      <FieldError name={name} errors={errors} />
    </label>
  );
}

export function TextArea({
  name,
  label,
  hint,
  values,
  errors,
  lang,
  rows = 4,
}: {
  name: string;
  label: string;
  hint?: string;
  values: Values;
  errors: Errors;
  lang?: "hi";
  rows?: number;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span className="desk-label">{label}</span>
      {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      <textarea
        id={idOf(name)}
        name={name}
        lang={lang}
        rows={rows}
        defaultValue={values[name] ?? ""}
        className="desk-input min-h-11"
        {...invalid(name, errors)}
      />
      <FieldError name={name} errors={errors} />
    </label>
  );
}

export function CheckboxField({
  name,
  label,
  values,
  errors,
  disabled,
}: {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          id={idOf(name)}
          type="checkbox"
          name={name}
          defaultChecked={values[name] === "on"}
          disabled={disabled}
          className="size-5 accent-brand-700"
          {...invalid(name, errors)}
        />
        {label}
      </label>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A group of fields under its heading, one column on a phone. */
export function FieldGroup({ legend, children, wide }: { legend: string; children: ReactNode; wide?: boolean }) {
  return (
    <fieldset className={`desk-card grid gap-3 ${wide ? "" : "sm:grid-cols-2"}`}>
      <legend className="px-1 text-base font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

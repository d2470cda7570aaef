import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice, PageHeader } from "./ui";

/**
 * Form fields of the Site content sections: a label above its input, the error beside it,
 * what was typed kept after a refusal. Phone-first: full width, 44 px tap targets.
 */
export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

const idOf = (name: string) => `field-${name.replace(/\./g, "-")}`;
const errorIdOf = (name: string) => `error-${name.replace(/\./g, "-")}`;

export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  return errors[name] ? (
    <span id={errorIdOf(name)} className="text-sm font-semibold text-danger">
      {errors[name]}
    </span>
  ) : null;
}

export function TextField({
  name,
  label,
  values,
  errors,
  type = "text",
  multiline = false,
  lang,
  hint,
  inputMode,
}: {
  name: string;
  label: ReactNode;
  values: FieldValues;
  errors: FieldErrors;
  type?: "text" | "date" | "url" | "number" | "tel" | "email";
  multiline?: boolean;
  lang?: string;
  hint?: string;
  inputMode?: "numeric";
}) {
  const common = {
    id: idOf(name),
    name,
    lang,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorIdOf(name) : undefined,
  };
  return (
    <label className="flex flex-col gap-1">
      <span className="desk-label">{label}</span>
      {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      {multiline ? (
        <textarea {...common} rows={3} className="desk-input min-h-24" />
      ) : (
        <input {...common} type={type} inputMode={inputMode} className="desk-input min-h-11" />
      )}
      <FieldError name={name} errors={errors} />
    </label>
  );
}

/** A text shown in both languages: the English above the Hindi, each with its own error. */
export function BilingualField({
  name,
  legend,
  values,
  errors,
  multiline = false,
}: {
  name: string;
  legend: string;
  values: FieldValues;
  errors: FieldErrors;
  multiline?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <TextField name={`${name}.en`} label="English" values={values} errors={errors} multiline={multiline} />
      <TextField name={`${name}.hi`} label="Hindi" lang="hi" values={values} errors={errors} multiline={multiline} />
    </fieldset>
  );
}

/** "Not saved" above the form when any field is refused. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The head of a Site content section's page: its title and what it changes on the site, the
 * way back to Site content, and "Not saved" above the form when any field was refused.
 */
export function SectionHeader({
  title,
  description,
  errors,
}: {
  title: string;
  description: string;
  errors: FieldErrors;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to="/desk/content" className="btn-small min-h-11">
            Back to Site content
          </Link>
        }
      />
      {hasErrors(errors) ? <Notice tone="error">Not saved: fix the fields marked below.</Notice> : null}
    </>
  );
}

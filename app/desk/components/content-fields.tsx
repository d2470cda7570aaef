import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice, PageHeader } from "./ui";

/**
 * The fields of the Site content forms: a label above its input, the error under it, what was
 * typed kept after a refusal. Phone-first: full width, 44 px tap targets. Each field's name is
 * its path in the section being edited ("duration.hi"), where the server's problems are
 * reported; its error's id is `error-<name>`.
 */
export type FieldValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
/** A refused form's answer: each field's error, and what was typed, shown again. */
export type RefusedForm = { errors: FieldErrors; values: FieldValues } | undefined;

const idOf = (name: string) => `field-${name.replace(/\./g, "-")}`;
const errorIdOf = (name: string) => `error-${name.replace(/\./g, "-")}`;

export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  return errors[name] ? (
    <span id={errorIdOf(name)} className="text-sm font-semibold text-danger">
      {errors[name]}
    </span>
  ) : null;
}

/** What every field's control carries: its id and name, and its error when refused. */
function control(name: string, errors: FieldErrors) {
  return {
    id: idOf(name),
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? errorIdOf(name) : undefined,
  };
}

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: string;
  values: FieldValues;
  errors: FieldErrors;
  lang?: string;
}

/** The label, the hint under it, the control, then its error. */
function Labelled({ label, hint, name, errors, children }: FieldProps & { children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1">
      <span className="desk-label">{label}</span>
      {hint ? <span className="text-sm text-muted">{hint}</span> : null}
      {children}
      <FieldError name={name} errors={errors} />
    </label>
  );
}

export function TextField({
  type = "text",
  multiline = false,
  inputMode,
  placeholder,
  ...field
}: FieldProps & {
  type?: "text" | "date" | "time" | "url" | "number" | "tel" | "email";
  /** A three-line box (TextArea), for a sentence or two. */
  multiline?: boolean;
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
}) {
  if (multiline) return <TextArea rows={3} {...field} />;
  return (
    <Labelled {...field}>
      <input
        {...control(field.name, field.errors)}
        lang={field.lang}
        defaultValue={field.values[field.name] ?? ""}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        step={type === "number" ? "any" : undefined}
        className="desk-input min-h-11"
      />
    </Labelled>
  );
}

/**
 * A choice from a list whose every entry has both languages (the fees' "when it is paid"): the
 * editor sees both, so a Hindi page never shows a word typed in English only. Empty: not given.
 */
export function ChoiceField({
  choices,
  empty,
  ...field
}: FieldProps & { choices: readonly { value: string; en: string; hi: string }[]; empty: string }) {
  return (
    <Labelled {...field}>
      <select
        {...control(field.name, field.errors)}
        defaultValue={field.values[field.name] ?? ""}
        className="desk-input min-h-11"
      >
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.en} · {choice.hi}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function TextArea({ rows = 4, ...field }: FieldProps & { rows?: number }) {
  return (
    <Labelled {...field}>
      <textarea
        {...control(field.name, field.errors)}
        lang={field.lang}
        rows={rows}
        defaultValue={field.values[field.name] ?? ""}
        className="desk-input min-h-11"
      />
    </Labelled>
  );
}

export function CheckboxField({
  name,
  label,
  values,
  errors,
  disabled,
}: Omit<FieldProps, "hint" | "lang"> & { disabled?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          {...control(name, errors)}
          type="checkbox"
          defaultChecked={values[name] === "on"}
          disabled={disabled}
          className="size-5 accent-brand-700"
        />
        {label}
      </label>
      <FieldError name={name} errors={errors} />
    </div>
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

/**
 * One text in English and in Hindi (fields `<name>.en` and `<name>.hi`, labelled "<label>
 * (English)" and "<label> (Hindi)"): side by side in a two-column FieldGroup, one under the
 * other on a phone. `area`: text boxes of that many rows, with the hint under each.
 */
export function InBothLanguages({
  name,
  label,
  values,
  errors,
  area,
}: {
  name: string;
  label: string;
  values: FieldValues;
  errors: FieldErrors;
  area?: { hint?: string; rows: number };
}) {
  return (["en", "hi"] as const).map((language) => {
    const props = {
      key: language,
      name: `${name}.${language}`,
      label: `${label} (${language === "en" ? "English" : "Hindi"})`,
      lang: language === "hi" ? ("hi" as const) : undefined,
      values,
      errors,
    };
    return area ? <TextArea {...props} hint={area.hint} rows={area.rows} /> : <TextField {...props} />;
  });
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

/** "Not saved" above the form when any field is refused. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The head of a Site content section's page: its title and what it changes on the site, the
 * way back (to Site content, or to the list an entry belongs to), and "Not saved" above the
 * form when any field was refused.
 */
export function SectionHeader({
  title,
  description,
  errors,
  back = { to: "/desk/content", label: "Back to Site content" },
}: {
  title: string;
  description: string;
  errors: FieldErrors;
  back?: { to: string; label: string };
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={back.to} className="btn-small min-h-11">
            {back.label}
          </Link>
        }
      />
      {hasErrors(errors) ? <Notice tone="error">Not saved: fix the fields marked below.</Notice> : null}
    </>
  );
}

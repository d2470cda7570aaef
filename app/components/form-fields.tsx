import { lazy, type FormEvent } from "react";
import { useLocation } from "react-router";
import type { SubmissionResult } from "#app/lib/forms/result.ts";
import type * as ServerAnswerExports from "./server-answer";
import { useLanguage } from "#app/lib/site-data.ts";
import { HONEYPOT_FIELD, LANDING_FIELDS, LIMITS, NOT_IN_A_PHONE } from "#app/lib/forms/fields.ts";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/**
 * Labelled form controls. Each wires its label, its error message (aria-describedby and
 * aria-invalid) and a visible "Required"/"Optional" hint in one place, for every form.
 */
interface FieldProps {
  /** Prefix for element ids, unique per form on the page. */
  formId: string;
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
  hint?: string;
}

function ids(formId: string, name: string) {
  return { control: `${formId}-${name}`, error: `${formId}-${name}-error`, hint: `${formId}-${name}-hint` };
}

function describedBy(formId: string, name: string, error?: string, hint?: string) {
  const { error: errorId, hint: hintId } = ids(formId, name);
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
}

function FieldShell({ formId, name, label, error, optional, hint, children }: FieldProps & { children: ReactNode }) {
  const id = ids(formId, name);
  const { ui } = useLanguage();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id.control} className="text-sm font-semibold text-ink">
        {label}
        {optional ? (
          <span className="font-normal text-muted"> {ui.form.optional}</span>
        ) : (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {hint ? (
        <p id={id.hint} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={id.error} className="text-sm font-medium text-danger">
          <span className="sr-only">{ui.form.errorPrefix}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes every control shares: id, name, required, and its error wiring. */
function controlProps({ formId, name, error, optional, hint }: FieldProps) {
  return {
    id: ids(formId, name).control,
    name,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(formId, name, error, hint),
    className: controlClass(error),
  };
}

const controlClass = (error?: string) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 ${
    error ? "border-danger ring-1 ring-danger" : "border-slate-400"
  } focus:border-brand-700 focus:outline-3 focus:outline-offset-0 focus:outline-brand-200`;

export function TextField({
  formId,
  name,
  label,
  error,
  optional,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  return (
    <FieldShell {...{ formId, name, label, error, optional, hint }}>
      <input {...controlProps({ formId, name, label, error, optional, hint })} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({
  formId,
  name,
  label,
  error,
  optional,
  hint,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  return (
    <FieldShell {...{ formId, name, label, error, optional, hint }}>
      <textarea {...controlProps({ formId, name, label, error, optional, hint })} rows={4} {...textarea} />
    </FieldShell>
  );
}

type Option = string | { value: string; label: string };

/**
 * A choice that is its own label is a name kept as it is stored (a course as it is awarded, a
 * university's name), in Latin script in both languages: marked `lang="en"`, so a Hindi page's
 * screen reader says it in English. A choice with a label of its own is in the page's language.
 */
function renderOption(option: Option) {
  const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
  return (
    <option key={value} value={value} lang={label === value ? "en" : undefined}>
      {label}
    </option>
  );
}

/** A native select: works without JavaScript and with every phone's own picker. */
export function SelectField({
  formId,
  name,
  label,
  error,
  optional,
  hint,
  options,
  placeholder,
  ...select
}: FieldProps & {
  /** Plain strings are their own labels; a group becomes an `<optgroup>`. */
  options: readonly (Option | { label: string; options: readonly string[] })[];
  /** A first, unselectable option asking for a choice; none when left out. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">) {
  return (
    <FieldShell {...{ formId, name, label, error, optional, hint }}>
      <select {...controlProps({ formId, name, label, error, optional, hint })} {...select}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) =>
          typeof option !== "string" && "options" in option ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(option)
          ),
        )}
      </select>
    </FieldShell>
  );
}

/**
 * An Indian mobile number's input: characters no
 * phone number has are dropped as typed, and what people paste ("+91 98765 43210",
 * "098765 43210") gets through; the form's check reads it as the 10-digit number, or says
 * 'Invalid Phone Number' (app/lib/phone.ts). Its fields autofill with `autoComplete="tel"`,
 * the whole number with +91: HTML allows no other phone token on `type="tel"`.
 */
export const MOBILE_INPUT = {
  type: "tel",
  inputMode: "tel",
  maxLength: LIMITS.phone,
  // Setting the same value leaves the caret where it is; only a dropped character moves it.
  onInput: (event: FormEvent<HTMLInputElement>) => {
    event.currentTarget.value = event.currentTarget.value.replace(NOT_IN_A_PHONE, "");
  },
} as const;

/**
 * A field people never see and bots fill in. Hidden from assistive technology and the tab
 * order; the server treats a filled one as spam (answered like a success, not stored).
 */
export function Honeypot() {
  const { pathname } = useLocation();
  const { ui } = useLanguage();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {ui.form.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      {/* Where the form was sent from (works without JavaScript), and, filled in at submit by
          app/lib/forms/attribution.ts, how the visit began. No cookies; nothing per person. */}
      <input type="hidden" name="form_page" value={pathname} />
      {LANDING_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
    </div>
  );
}

type ServerAnswerModule = typeof ServerAnswerExports;
let serverAnswerModule: ServerAnswerModule | undefined;
const loadServerAnswer = () => import("./server-answer").then((module) => (serverAnswerModule = module));
// The server loads it at start: see below.
if (import.meta.env.SSR) void loadServerAnswer();

/**
 * The answer's module, loaded on demand in the browser. On the server it is already loaded
 * (above) and the lazy component gets it synchronously. There is no Suspense boundary
 * around it: React's server may send a boundary's content as a hidden template that only a
 * script reveals (it does so on a long page even when nothing waited), and this answer is for
 * browsers without scripts. In a browser that does run them (a post sent before the page's
 * scripts had loaded), hydration waits for the module. Guarded by tests/e2e/no-js.spec.ts,
 * privacy-forms.spec.ts (visible without JavaScript), forms.spec.ts (a post before the
 * scripts loaded) and tests/http/budget.test.ts.
 */
const LoadedServerAnswer = lazy(() =>
  serverAnswerModule
    ? ({
        then: (resolve: (module: ServerAnswerModule) => void) => resolve(serverAnswerModule!),
      } as Promise<ServerAnswerModule>)
    : loadServerAnswer(),
);

/**
 * Where a form shows the server's answer to a post made without JavaScript
 * (./server-answer.tsx, loaded on demand); nothing when there is none.
 */
export function ServerAnswerSlot<Field extends string>(props: {
  formId: string;
  result: SubmissionResult<Field> | undefined;
  fieldErrors: Partial<Record<Field, string>>;
}) {
  const { result } = props;
  if (!result) return null;
  return <LoadedServerAnswer formId={props.formId} result={result} fieldErrors={props.fieldErrors} />;
}

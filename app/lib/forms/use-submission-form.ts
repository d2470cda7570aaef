import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { requestToaster, showToast } from "#app/lib/toast.ts";
import type { SubmissionResult } from "./result";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { fill } from "#domain/language.ts";
import type { FormMessages } from "#content/translations/form-messages-en.ts";
import { loadFormMessages } from "./load-messages";
import type { ValidationResult } from "./validation";

/** The check, with its messages in the page's language (undefined: its own English). */
type Validator<Field extends string> = (
  form: HTMLFormElement,
  messages: FormMessages | undefined,
) => ValidationResult<Field, unknown>;

interface Options<Field extends string> {
  /** Fetcher key, unique per form instance. */
  key: string;
  /**
   * Loads the same check the server makes, run before anything is sent. Loaded on first
   * focus (or submit), so the validator is not part of the page's first load.
   */
  loadValidator: () => Promise<Validator<Field>>;
  /** The result of a no-JavaScript post, rendered by the server into the page. */
  serverResult?: SubmissionResult<Field>;
  onSuccess?: () => void;
}

/**
 * Submits a form through a fetcher (the page stays put) after validating it in the browser,
 * and turns each outcome into the spec's toasts: errors next to the fields with focus on the
 * first one, or a success toast and an empty form once the server has stored the record.
 * On any failure the inputs keep what the user typed.
 */
export function useSubmissionForm<Field extends string>({
  key,
  loadValidator,
  serverResult,
  onSuccess,
}: Options<Field>) {
  const { lang, ui } = useLanguage();
  const { site } = useSiteData();
  const fetcher = useFetcher<SubmissionResult<Field>>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>(
    serverResult?.status === "invalid" ? serverResult.fieldErrors : {},
  );
  const handled = useRef<SubmissionResult<Field> | undefined>(undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the fetcher sends the form, after the check; without it the browser does.
    event.preventDefault();
    const form = event.currentTarget;
    Promise.all([loadValidator(), import("./at-submit"), loadFormMessages(lang)]).then(
      ([validate, { fillLandingFields, focusFirstInvalid }, messages]) => {
        const check = validate(form, messages);
        if (!check.ok) {
          setFieldErrors(check.fieldErrors);
          void showToast("error", check.toast);
          focusFirstInvalid(form, check.fieldErrors);
          return;
        }
        setFieldErrors({});
        fillLandingFields(form);
        void fetcher.submit(form);
      },
      // The validator could not load (connection lost): send anyway; the server checks too,
      // and a failed send becomes the "could not be sent" answer with the input kept.
      () => void fetcher.submit(form),
    );
  }

  function onFocusCapture() {
    requestToaster();
    void loadValidator();
  }

  // A new answer from the server replaces the errors shown (adjusting state during render,
  // as React recommends, rather than in an effect).
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [seenResult, setSeenResult] = useState(result);
  if (result && result !== seenResult) {
    setSeenResult(result);
    if (result.status !== "error") setFieldErrors(result.status === "invalid" ? result.fieldErrors : {});
  }

  // Toasts, reset and focus reach outside React, so they belong in an effect: once per answer.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      void showToast("success", result.toast);
      formRef.current?.reset();
      onSuccess?.();
    } else {
      // No answer came (./client-action.ts, which cannot know the page's words): the
      // "could not be sent" toast in the page's language. Above the address's hard cap, the
      // proof of work first (its toast only if that fails); then focus or the proof (./at-submit.ts).
      const { title, description } = ui.form.notSent;
      if (!result.challenge)
        void showToast(
          "error",
          result.toast ?? { title, description: fill(description, { phone: site.phone.display }) },
        );
      void import("./at-submit").then(({ afterRefusal }) => afterRefusal(formRef.current, result, fetcher.submit));
    }
    // onSuccess is recreated on every render of the parent; the answer alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return {
    /** For the form's onFocusCapture: loads the validator and toasts once the visitor starts typing. */
    onFocusCapture,
    fetcher,
    formRef,
    fieldErrors,
    onSubmit,
    /** The last stored submission's answer (until the next answer), for a confirmation shown in place. */
    succeeded: fetcher.data?.status === "success" ? fetcher.data : undefined,
    submitting: fetcher.state !== "idle",
    /** For no-JavaScript pages: the values to put back after a rejected post. */
    defaults: serverResult && serverResult.status !== "success" ? serverResult.values : undefined,
  };
}

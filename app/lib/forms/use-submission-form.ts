import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { ToastMessage } from "./messages";
import type { SubmissionResult } from "./result";
import type { ValidationResult } from "./validation";

interface Options<Field extends string> {
  /** Fetcher key, unique per form instance. */
  key: string;
  /** The same check the server makes, run before anything is sent. */
  validate: (form: HTMLFormElement) => ValidationResult<Field, unknown>;
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
export function useSubmissionForm<Field extends string>({ key, validate, serverResult, onSuccess }: Options<Field>) {
  const fetcher = useFetcher<SubmissionResult<Field>>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>(
    serverResult?.status === "invalid" ? serverResult.fieldErrors : {},
  );
  const handled = useRef<SubmissionResult<Field> | undefined>(undefined);

  function showErrors(errors: Partial<Record<Field, string>>, message: ToastMessage) {
    setFieldErrors(errors);
    toast.error(message.title, { description: message.description });
    const first = Object.keys(errors)[0];
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = validate(event.currentTarget);
    if (!result.ok) {
      event.preventDefault();
      showErrors(result.fieldErrors, result.toast);
      return;
    }
    setFieldErrors({});
  }

  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      toast.success(result.toast.title, { description: result.toast.description });
      formRef.current?.reset();
      setFieldErrors({});
      onSuccess?.();
    } else if (result.status === "invalid") {
      showErrors(result.fieldErrors, result.toast);
    } else {
      toast.error(result.toast.title, { description: result.toast.description });
    }
    // showErrors and onSuccess are recreated each render; the result alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, result]);

  return {
    fetcher,
    formRef,
    fieldErrors,
    onSubmit,
    submitting: fetcher.state !== "idle",
    /** For no-JavaScript pages: the values to put back after a rejected post. */
    defaults: serverResult && serverResult.status !== "success" ? serverResult.values : undefined,
  };
}

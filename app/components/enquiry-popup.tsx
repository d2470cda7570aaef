import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useMatches } from "react-router";
import type { Course } from "#content/course-schema.ts";
import {
  courseOptionLabel,
  enquiryFormOptions,
  localizedFormOptions,
  POPUP_COURSE_OPTIONS,
} from "#content/form-options.ts";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { EnquiryForm } from "./enquiry-form";
import { Icon } from "./icon";

/**
 * On a course page, that course's option, when the popup offers it (its 12 are not every
 * course): read from the page's own data, so the popup carries no course list of its own.
 */
function useCourseOfThePage(): string | null {
  const page = useMatches().find((match) => match.id === "routes/course" || match.id === "hi/course");
  const course = (page?.loaderData as { course?: Pick<Course, "degree" | "subject"> } | undefined)?.course;
  if (!course) return null;
  const option = courseOptionLabel(course);
  return (POPUP_COURSE_OPTIONS as readonly string[]).includes(option) ? option : null;
}

interface EnquiryPopupProps {
  onDismiss: () => void;
  onSubmitted: () => void;
}

/** The timed enquiry dialog: focus stays inside, Escape and the close button dismiss it. */
export default function EnquiryPopup({ onDismiss, onSubmitted }: EnquiryPopupProps) {
  // The popup opens on a timer, not from a button, so Radix has nowhere to return focus to:
  // remember what the visitor was doing (say, typing in a form) and go back there on close.
  const [previousFocus] = useState(() => document.activeElement);
  const course = useCourseOfThePage();
  const { lang, ui } = useLanguage();
  const popupOptions = enquiryFormOptions("popup", useSiteData().site.universities);
  const restoreFocus = (event: Event) => {
    if (previousFocus instanceof HTMLElement && previousFocus !== document.body && previousFocus.isConnected) {
      event.preventDefault();
      previousFocus.focus();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={restoreFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <div className="flex items-start gap-3 pr-8">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50"
            >
              <Icon name="graduation-cap" className="size-5 text-brand-700" />
            </span>
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">{ui.popup.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{ui.popup.description}</Dialog.Description>
            </div>
          </div>
          <div className="mt-5">
            <EnquiryForm
              source="popup"
              options={lang === "en" ? popupOptions : localizedFormOptions(popupOptions, ui.form)}
              course={course}
              compact
              onSuccess={onSubmitted}
            />
          </div>
          <Dialog.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
            aria-label={ui.popup.close}
          >
            <Icon name="x" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

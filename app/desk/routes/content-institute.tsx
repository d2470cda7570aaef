import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-institute";
import type { ContentDocument, Institute } from "#content/content-document.ts";
import { WEEKDAYS } from "#domain/working-hours.ts";
import { editing, phoneDigits, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import {
  CheckboxField,
  SectionHeader,
  TextField,
  type FieldErrors,
  type FieldValues,
} from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Institute details | Site content | Admissions desk" }];

const DAY_NAMES = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
} as const;
const DAYS_FROM_MONDAY = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

const TEXT_FIELDS = [
  { name: "name", label: "Institute's name", autoComplete: "organization" },
  { name: "shortName", label: "Short name" },
  { name: "phone", label: "Admissions phone", type: "tel" },
  { name: "altPhone", label: "Second admissions phone", type: "tel" },
  { name: "chat", label: "WhatsApp number", type: "tel" },
  { name: "email", label: "General email", type: "email" },
  { name: "admissionsEmail", label: "Admissions email", type: "email" },
  { name: "address.street", label: "Street address" },
  { name: "address.locality", label: "Sector or locality" },
  { name: "address.postalCode", label: "PIN code", inputMode: "numeric" },
] as const;

function valuesOf(institute: Institute): FieldValues {
  const values: FieldValues = {
    name: institute.name,
    shortName: institute.shortName,
    phone: institute.phone.display,
    altPhone: institute.altPhone.display,
    chat: institute.chat.display,
    email: institute.email,
    admissionsEmail: institute.admissionsEmail,
    "address.street": institute.address.street,
    "address.locality": institute.address.locality,
    "address.postalCode": institute.address.postalCode,
  };
  for (const day of WEEKDAYS) {
    const hours = institute.workingWeek[day];
    values[`${day}.open`] = hours ? "on" : "";
    values[`${day}.from`] = hours?.[0] ?? "09:00";
    values[`${day}.to`] = hours?.[1] ?? "17:00";
  }
  for (const link of institute.social) values[`social.${link.name}`] = link.url;
  return values;
}

/** The form read into the institute's details: each phone's digits from what was typed. */
function instituteFrom(form: FormData, before: Institute): Institute {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const phone = (name: string) => ({ display: text(name), digits: phoneDigits(text(name)) });
  return {
    ...before,
    name: text("name"),
    shortName: text("shortName"),
    phone: phone("phone"),
    altPhone: phone("altPhone"),
    chat: phone("chat"),
    email: text("email"),
    admissionsEmail: text("admissionsEmail"),
    address: {
      ...before.address,
      street: text("address.street"),
      locality: text("address.locality"),
      postalCode: text("address.postalCode"),
    },
    workingWeek: Object.fromEntries(
      WEEKDAYS.map((day) => [day, form.get(`${day}.open`) ? [text(`${day}.from`), text(`${day}.to`)] : null]),
    ) as Institute["workingWeek"],
    social: before.social.map((link) => ({ ...link, url: text(`social.${link.name}`) })),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return { values: valuesOf(document.institute), social: document.institute.social.map((link) => link.name) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "institute", (form, document) => {
    const changed: ContentDocument = { ...document, institute: instituteFrom(form, document.institute) };
    return { changed, errors: errorsByField(problemsIn(changed, "institute"), document.institute) };
  });

/**
 * A schema's path to the form field it belongs to: "phone.digits" → "phone", "workingWeek.mon"
 * → "mon" (the day's row), "social.0.url" → "social.Facebook" (the link's own field).
 */
function errorsByField(errors: Record<string, string>, institute: Institute): FieldErrors {
  const byField: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path
      .replace(/\.(digits|display)$/, "")
      .replace(/^workingWeek\.(\w+).*$/, "$1")
      .replace(/^social\.(\d+).*$/, (_, index: string) => `social.${institute.social[Number(index)]?.name}`);
    byField[field] ??= message;
  }
  return byField;
}

export default function InstituteDetails({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fields = { values: actionData?.values ?? loaderData.values, errors: (actionData?.errors ?? {}) as FieldErrors };
  return (
    <>
      <SectionHeader
        title="Institute details"
        description="Shown on every page (header, footer, contact page) in English and Hindi. Saved as a draft; nothing changes on the site until you publish."
        errors={fields.errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        <section aria-labelledby="contact" className="desk-card flex flex-col gap-3">
          <h2 id="contact" className="text-base font-bold">
            Name and contact
          </h2>
          {TEXT_FIELDS.map((each) => (
            <TextField
              key={each.name}
              name={each.name}
              label={each.label}
              type={"type" in each ? each.type : "text"}
              inputMode={"inputMode" in each ? each.inputMode : undefined}
              {...fields}
            />
          ))}
        </section>

        <section aria-labelledby="hours" className="desk-card">
          <h2 id="hours" className="mb-1 text-base font-bold">
            Office hours (India time)
          </h2>
          <p className="mb-3 text-sm text-muted">
            The footer, the contact page in both languages and the desk's 24-hour clock are all read from this week.
          </p>
          <ul className="flex flex-col divide-y divide-slate-100">
            {DAYS_FROM_MONDAY.map((day) => (
              <li key={day} className="grid grid-cols-2 items-end gap-x-3 gap-y-1 py-2 sm:grid-cols-[10rem_1fr_1fr]">
                <div className="col-span-2 sm:col-span-1">
                  <CheckboxField name={`${day}.open`} label={DAY_NAMES[day]} {...fields} />
                </div>
                <TextField name={`${day}.from`} label="Opens" type="time" {...fields} />
                <TextField name={`${day}.to`} label="Closes" type="time" {...fields} />
                {fields.errors[day] ? (
                  <span className="col-span-2 text-sm font-semibold text-danger sm:col-span-3">
                    {DAY_NAMES[day]}: {fields.errors[day]}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="social" className="desk-card flex flex-col gap-3">
          <h2 id="social" className="text-base font-bold">
            Social pages
          </h2>
          {loaderData.social.map((name) => (
            <TextField key={name} name={`social.${name}`} label={name} type="url" {...fields} />
          ))}
        </section>

        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}

import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/content-institute";
import type { ContentDocument, Institute } from "#content/content-document.ts";
import { WEEKDAYS } from "#domain/working-hours.ts";
import { editing, phoneDigits, problemsIn } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";

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

type Values = Record<string, string>;

function valuesOf(institute: Institute): Values {
  const values: Values = {
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

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await request.formData();
  const { document, liveId, draft } = await editing(desk);
  const changed: ContentDocument = { ...document, institute: instituteFrom(form, document.institute) };
  const errors = problemsIn(changed, "institute");
  // Nothing is saved while a field is wrong; what was typed comes back with the error beside it.
  if (Object.keys(errors).length) {
    const values: Values = {};
    for (const [key, value] of form) values[key] = String(value);
    return data({ errors: errorsByField(errors), values }, { status: 400 });
  }
  await desk.saveContentDraft({
    document: JSON.stringify(changed),
    basedOn: draft?.basedOn ?? liveId,
    staffId: staff.id,
  });
  throw redirect("/desk/content?saved=institute");
}

/** A schema's path ("phone.digits", "workingWeek.mon") to the form field it belongs to. */
function errorsByField(errors: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path
      .replace(/\.(digits|display)$/, "")
      .replace(/^workingWeek\.(\w+).*$/, "$1")
      .replace(/^social\.(\d+).*$/, "social.$1");
    byField[field] ??= message;
  }
  return byField;
}

export default function InstituteDetails({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const field = (name: string) => ({
    id: `field-${name.replace(/\./g, "-")}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `error-${name.replace(/\./g, "-")}` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <span id={`error-${name.replace(/\./g, "-")}`} className="text-sm font-semibold text-danger">
        {errors[name]}
      </span>
    ) : null;
  return (
    <>
      <PageHeader
        title="Institute details"
        description="Shown on every page (header, footer, contact page) in English and Hindi. Saved as a draft; nothing changes on the site until you publish."
        actions={
          <Link to="/desk/content" className="btn-small btn-secondary min-h-11">
            Back to Site content
          </Link>
        }
      />
      {Object.keys(errors).length ? <Notice tone="error">Not saved: fix the fields marked below.</Notice> : null}
      <Form method="post" className="flex flex-col gap-5" noValidate>
        <section aria-labelledby="contact" className="desk-card flex flex-col gap-3">
          <h2 id="contact" className="text-base font-bold">
            Name and contact
          </h2>
          {TEXT_FIELDS.map((each) => (
            <label key={each.name} className="flex max-w-md flex-col gap-1">
              <span className="desk-label">{each.label}</span>
              <input
                {...field(each.name)}
                type={"type" in each ? each.type : "text"}
                inputMode={"inputMode" in each ? each.inputMode : undefined}
                className="desk-input min-h-11"
              />
              {error(each.name)}
            </label>
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
                <label className="col-span-2 flex min-h-11 items-center gap-2 font-semibold sm:col-span-1">
                  <input
                    type="checkbox"
                    name={`${day}.open`}
                    defaultChecked={values[`${day}.open`] === "on"}
                    className="size-5 accent-brand-700"
                  />
                  {DAY_NAMES[day]}
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  <span className="desk-label">Opens</span>
                  <input {...field(`${day}.from`)} type="time" className="desk-input min-h-11" />
                </label>
                <label className="flex flex-col gap-1 text-sm">
                  <span className="desk-label">Closes</span>
                  <input {...field(`${day}.to`)} type="time" className="desk-input min-h-11" />
                </label>
                {errors[day] ? (
                  <span className="col-span-2 text-sm font-semibold text-danger sm:col-span-3">
                    {DAY_NAMES[day]}: {errors[day]}
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
          {loaderData.social.map((name, index) => (
            <label key={name} className="flex max-w-md flex-col gap-1">
              <span className="desk-label">{name}</span>
              <input {...field(`social.${name}`)} type="url" className="desk-input min-h-11" />
              {errors[`social.${index}`] ? (
                <span className="text-sm font-semibold text-danger">{errors[`social.${index}`]}</span>
              ) : null}
            </label>
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

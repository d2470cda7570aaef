import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-privacy";
import type { ContentDocument } from "#content/content-document.ts";
import type { PrivacySection } from "#content/document/privacy.ts";
import { editing, phoneDigits, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { TextField, type FieldErrors, type FieldValues, SectionHeader } from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Privacy contact | Site content | Admissions desk" }];

function valuesOf(privacy: PrivacySection): FieldValues {
  return {
    fiduciaryName: privacy.fiduciaryName,
    "contact.name": privacy.contact.name,
    "contact.role": privacy.contact.role,
    "contact.email": privacy.contact.email,
    "contact.phone": privacy.contact.phone.display,
    "processors.hosting": privacy.processors.hosting,
    "processors.mail": privacy.processors.mail,
    // Absent from a draft with errors written before the Hindi was asked for.
    "hindi.role": privacy.hindi?.role ?? "",
    "hindi.hosting": privacy.hindi?.hosting ?? "",
    "hindi.mail": privacy.hindi?.mail ?? "",
  };
}

/** The form read into the section; the notice's edition is the publish's to set, not the form's. */
function privacyFrom(form: FormData, before: PrivacySection): PrivacySection {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return {
    ...before,
    fiduciaryName: text("fiduciaryName"),
    contact: {
      name: text("contact.name"),
      role: text("contact.role"),
      email: text("contact.email"),
      phone: { display: text("contact.phone"), digits: phoneDigits(text("contact.phone")) },
    },
    processors: { hosting: text("processors.hosting"), mail: text("processors.mail") },
    hindi: { role: text("hindi.role"), hosting: text("hindi.hosting"), mail: text("hindi.mail") },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return { values: valuesOf(document.privacy) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "privacy", (form, document) => {
    const changed: ContentDocument = { ...document, privacy: privacyFrom(form, document.privacy) };
    // A phone's error is the field's, whichever of its parts the schema found wrong.
    const errors = Object.fromEntries(
      Object.entries(problemsIn(changed, "privacy")).map(([path, message]) => [
        path.replace(/\.(digits|display)$/, ""),
        message,
      ]),
    );
    return { changed, errors };
  });

export default function PrivacyContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fields = { values: actionData?.values ?? loaderData.values, errors: (actionData?.errors ?? {}) as FieldErrors };
  return (
    <>
      <SectionHeader
        title="Privacy contact"
        description="Who runs the institute in law, who answers questions about personal data, and who handles it for you: the privacy notice and the privacy request page, in English and Hindi. Publishing a change makes a new version of the notice, dated the day you publish."
        errors={fields.errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        <section aria-labelledby="fiduciary" className="desk-card flex flex-col gap-4">
          <h2 id="fiduciary" className="text-base font-bold">
            Who decides how personal data is used
          </h2>
          <TextField
            name="fiduciaryName"
            label="Legal name"
            hint="The institute's registered name, or the society or trust that runs it. The address is under Institute details."
            {...fields}
          />
        </section>
        <section aria-labelledby="contact" className="desk-card flex flex-col gap-4">
          <h2 id="contact" className="text-base font-bold">
            Who answers questions about personal data
          </h2>
          <TextField name="contact.name" label="Name" {...fields} />
          <TextField name="contact.role" label="Role" hint="For example: Data Protection Officer" {...fields} />
          <TextField name="hindi.role" label="Role, in Hindi" hint="For example: डेटा प्रोटेक्शन ऑफ़िसर" {...fields} />
          <TextField name="contact.email" label="Email" type="email" {...fields} />
          <TextField name="contact.phone" label="Phone" type="tel" {...fields} />
        </section>
        <section aria-labelledby="processors" className="desk-card flex flex-col gap-4">
          <h2 id="processors" className="text-base font-bold">
            Who handles it for you
          </h2>
          <TextField
            name="processors.hosting"
            label="Hosting provider"
            hint="The company whose servers keep the site and its data, and where they are"
            {...fields}
          />
          <TextField
            name="processors.mail"
            label="Email provider"
            hint="The company that carries the desk's email to staff"
            {...fields}
          />
          <TextField
            name="hindi.hosting"
            label="Hosting provider, in Hindi"
            hint="As the Hindi notice says it, e.g. the company's name and “जिसके सर्वर भारत में हैं”"
            {...fields}
          />
          <TextField name="hindi.mail" label="Email provider, in Hindi" {...fields} />
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

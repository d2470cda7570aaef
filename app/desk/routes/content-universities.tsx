import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-universities";
import type { ContentDocument } from "#content/content-document.ts";
import type { InBothLanguages, UniversitiesSection } from "#content/document/admission.ts";
import { editing, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import {
  BilingualField,
  TextField,
  type FieldErrors,
  type FieldValues,
  SectionHeader,
} from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Universities | Site content | Admissions desk" }];

function valuesOf(universities: UniversitiesSection, names: readonly string[]): FieldValues {
  const values: FieldValues = {};
  names.forEach((name, index) => (values[`names.${index}`] = name));
  const pair = (name: string, text: InBothLanguages | null) => {
    values[`${name}.en`] = text?.en ?? "";
    values[`${name}.hi`] = text?.hi ?? "";
  };
  universities.bodies.forEach((body, index) => {
    values[`bodies.${index}.awards.en`] = body.awards?.map((award) => award.en).join("\n") ?? "";
    values[`bodies.${index}.awards.hi`] = body.awards?.map((award) => award.hi).join("\n") ?? "";
    pair(`bodies.${index}.recognition`, body.recognition);
    body.letters.forEach((letter, line) => {
      pair(`bodies.${index}.letters.${line}.title`, letter.title);
      values[`bodies.${index}.letters.${line}.href`] = letter.href;
    });
  });
  pair("certificateAwardedBy", universities.certificateAwardedBy);
  pair("registration", universities.registration);
  return values;
}

/** The form read in: each programme one line, its Hindi on the same line of the Hindi box; both empty, "To be confirmed". */
function universitiesFrom(form: FormData, count: number): UniversitiesSection {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const pair = (name: string) => {
    const typed = { en: text(`${name}.en`), hi: text(`${name}.hi`) };
    return typed.en === "" && typed.hi === "" ? null : typed;
  };
  const lines = (name: string) =>
    text(name)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    bodies: Array.from({ length: count }, (_, index) => {
      const en = lines(`bodies.${index}.awards.en`);
      const hi = lines(`bodies.${index}.awards.hi`);
      const awards = Array.from({ length: Math.max(en.length, hi.length) }, (_, line) => ({
        en: en[line] ?? "",
        hi: hi[line] ?? "",
      }));
      return {
        awards: awards.length ? awards : null,
        recognition: pair(`bodies.${index}.recognition`),
        letters: lettersFrom(form, index),
      };
    }),
    certificateAwardedBy: pair("certificateAwardedBy"),
    registration: pair("registration"),
  };
}

/** The most letters a university may list (the schema's limit), and so the most slots a form posts. */
const MOST_LETTERS = 6;

/** A university's letters as typed: a slot left wholly empty is no letter; one half filled in is refused beside it. */
function lettersFrom(form: FormData, index: number): UniversitiesSection["bodies"][number]["letters"] {
  return filledSlots(form, index).map(({ typed }) => ({ title: { en: typed.en, hi: typed.hi }, href: typed.href }));
}

/** The slots of a university's letters that hold anything, with their place in the form. */
function filledSlots(form: FormData, index: number) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const slots: { slot: number; typed: { en: string; hi: string; href: string } }[] = [];
  for (let slot = 0; slot <= MOST_LETTERS; slot++) {
    const name = `bodies.${index}.letters.${slot}`;
    const typed = { en: text(`${name}.title.en`), hi: text(`${name}.title.hi`), href: text(`${name}.href`) };
    if (typed.en || typed.hi || typed.href) slots.push({ slot, typed });
  }
  return slots;
}

/**
 * A schema's path to its field: a programme's line ("bodies.0.awards.2.hi") to its box
 * ("bodies.0.awards.hi"); a letter's ("bodies.0.letters.1.href", the second letter given) to
 * the slot it was typed in, empty slots before it skipped.
 */
function errorsByField(errors: Record<string, string>, form: FormData): FieldErrors {
  const byField: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const line = /^(bodies\.\d+\.awards)\.(\d+)\.(en|hi)$/.exec(path);
    const letter = /^bodies\.(\d+)\.letters\.(\d+)\.(.+)$/.exec(path);
    if (line) byField[`${line[1]}.${line[3]}`] ??= `line ${Number(line[2]) + 1}: ${message}`;
    else if (letter) {
      const slot = filledSlots(form, Number(letter[1]))[Number(letter[2])]?.slot ?? Number(letter[2]);
      byField[`bodies.${letter[1]}.letters.${slot}.${letter[3]}`] ??= message;
    } else byField[path] ??= message;
  }
  return byField;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    values: valuesOf(document.universities, document.institute.universities),
    names: document.institute.universities,
    // One empty slot beyond the letters given: another letter is added by saving, without JavaScript.
    letterSlots: document.universities.bodies.map((body) => Math.min(body.letters.length + 1, MOST_LETTERS)),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "universities", (form, document) => {
    // A name the post lacks (a page opened before the names were editable) stays as it is.
    const names = document.institute.universities.map((name, index) => {
      const typed = form.get(`names.${index}`);
      return typed === null ? name : String(typed).trim();
    });
    const changed: ContentDocument = {
      ...document,
      institute: { ...document.institute, universities: names },
      universities: universitiesFrom(form, document.universities.bodies.length),
    };
    // A name's problem is the institute's ("universities.1"); its field is "names.1".
    const nameErrors = Object.entries(problemsIn(changed, "institute")).flatMap(([path, message]) => {
      const index = /^universities\.(\d+)$/.exec(path)?.[1];
      return index === undefined ? [] : [[`names.${index}`, message] as const];
    });
    return {
      changed,
      errors: { ...Object.fromEntries(nameErrors), ...errorsByField(problemsIn(changed, "universities"), form) },
    };
  });

export default function UniversitiesContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fields = { values: actionData?.values ?? loaderData.values, errors: (actionData?.errors ?? {}) as FieldErrors };
  // After a refusal, as many slots as were posted, so nothing typed is lost.
  const slotsOf = (index: number) =>
    Math.max(
      loaderData.letterSlots[index] ?? 1,
      ...Object.keys(fields.values).flatMap((name) => {
        const slot = new RegExp(`^bodies\\.${index}\\.letters\\.(\\d+)\\.`).exec(name);
        return slot ? [Number(slot[1]) + 1] : [];
      }),
    );
  return (
    <>
      <SectionHeader
        title="Universities and recognition"
        description="The Recognition and approvals page, in English and Hindi. Leave both boxes empty to show “To be confirmed”. Each affiliation letter is a link to its PDF where the institute keeps it. Saved as a draft; nothing changes on the site until you publish."
        errors={fields.errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        {loaderData.names.map((name, index) => (
          <section key={index} aria-labelledby={`university-${index}`} className="desk-card flex flex-col gap-4">
            <h2 id={`university-${index}`} className="text-base font-bold">
              {name}
            </h2>
            <TextField
              name={`names.${index}`}
              label="Name"
              hint="As the university writes it, the same in both languages. It is a choice on the application forms; enquiries already received keep the name they were sent with."
              {...fields}
            />
            <BilingualField
              name={`bodies.${index}.awards`}
              legend="Programmes it awards (one a line, the Hindi on the same line)"
              multiline
              {...fields}
            />
            <BilingualField
              name={`bodies.${index}.recognition`}
              legend="Its recognition, in one plain sentence"
              multiline
              {...fields}
            />
            {Array.from({ length: slotsOf(index) }, (_, line) => (
              <fieldset key={line} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
                <legend className="mb-1 font-semibold">Affiliation letter {line + 1}</legend>
                <TextField
                  name={`bodies.${index}.letters.${line}.title.en`}
                  label="Title (English)"
                  hint="e.g. Affiliation letter, 2026"
                  {...fields}
                />
                <TextField
                  name={`bodies.${index}.letters.${line}.title.hi`}
                  label="Title (Hindi)"
                  lang="hi"
                  {...fields}
                />
                <TextField
                  name={`bodies.${index}.letters.${line}.href`}
                  label="Link to the PDF"
                  hint="Where the institute keeps it: https://… (empty all three to remove the letter)"
                  type="url"
                  {...fields}
                />
              </fieldset>
            ))}
          </section>
        ))}
        <section aria-labelledby="others" className="desk-card flex flex-col gap-4">
          <h2 id="others" className="text-base font-bold">
            Certificate and registration
          </h2>
          <BilingualField name="certificateAwardedBy" legend="Who awards the six-month certificate" {...fields} />
          <BilingualField
            name="registration"
            legend="Can our paramedical graduates register with the State Council, and with which qualification?"
            multiline
            {...fields}
          />
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

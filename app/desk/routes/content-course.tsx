import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-course";
import type { ContentDocument } from "#content/content-document.ts";
import { courseFullName, courses, findCourse } from "#content/courses/index.ts";
import type { CourseFacts } from "#content/document/courses.ts";
import { editing, placePhotos, typedValues, withLibraryPhotos } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { fieldErrors, linesOf, paragraphsOf, saveDraft } from "#app/desk/content-sections.server.ts";
import {
  CheckboxField,
  FieldGroup,
  InBothLanguages,
  SectionHeader,
  TextField,
  type FieldValues,
  type RefusedForm,
} from "#app/desk/components/content-fields.tsx";
import { PhotoRadioGroup } from "#app/desk/components/photo-choice.tsx";
import { PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Course | Site content | Admissions desk" }];

/** The eligibility details the institute gives in both languages, or leaves "To be confirmed". */
const DETAILS = [
  { key: "minimumMarks", label: "Minimum marks", example: "45% in 10+2 (40% for SC and BC candidates)" },
  { key: "age", label: "Age", example: "17 years by 31 July" },
  { key: "relaxation", label: "Relaxation for reserved categories", example: "5% in the minimum marks" },
  { key: "selection", label: "How students are selected", example: "Merit in 10+2" },
  { key: "lateralEntry", label: "Lateral entry", example: "Into the second year after a diploma" },
] as const;

/** Every field's name: its path in the course's facts, where the schema reports its problems. */
const FIELDS = [
  ...["duration", "eligibility.qualification", ...DETAILS.map((detail) => `eligibility.${detail.key}`)].flatMap(
    (name) => [`${name}.en`, `${name}.hi`],
  ),
  "awardedBy",
  "seats",
  "nextBatch",
  "salary.minLpa",
  "salary.maxLpa",
  "salary.source",
  "salary.year",
  "inDemand",
  "lateralEntryNone",
  ...["overview", "workplaces", "keyFeatures"].flatMap((name) => [`${name}.en`, `${name}.hi`]),
  "photoId",
];

function courseOf(params: { slug?: string }) {
  const course = findCourse(params.slug ?? "");
  if (!course || course.slug !== params.slug) throw data("No such course.", { status: 404 });
  return course;
}

function valuesOf(facts: CourseFacts): FieldValues {
  const values: FieldValues = {
    "duration.en": facts.duration.en,
    "duration.hi": facts.duration.hi,
    "eligibility.qualification.en": facts.eligibility.qualification.en,
    "eligibility.qualification.hi": facts.eligibility.qualification.hi,
    seats: facts.seats?.toString() ?? "",
    nextBatch: facts.nextBatch ?? "",
    "salary.minLpa": String(facts.salary.minLpa),
    "salary.maxLpa": String(facts.salary.maxLpa),
    "salary.source": facts.salary.source ?? "",
    "salary.year": facts.salary.year?.toString() ?? "",
    inDemand: facts.inDemand ? "on" : "",
    // A draft written before courses had photos has none.
    photoId: facts.photoId ?? "",
  };
  for (const { key } of DETAILS) {
    const detail = facts.eligibility[key];
    values[`eligibility.${key}.en`] = detail ? detail.en : "";
    values[`eligibility.${key}.hi`] = detail ? detail.hi : "";
  }
  values.lateralEntryNone = facts.eligibility.lateralEntry === false ? "on" : "";
  values.awardedBy = facts.awardedBy === null ? "" : String(facts.awardedBy);
  for (const language of ["en", "hi"] as const) {
    values[`overview.${language}`] = facts.overview[language].join("\n\n");
    values[`workplaces.${language}`] = facts.workplaces[language].join("\n");
    values[`keyFeatures.${language}`] = facts.keyFeatures[language].join("\n");
  }
  return values;
}

async function itemLoader({ request, context, params }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const course = courseOf(params);
  const [{ document }, photos] = await Promise.all([editing(desk), placePhotos(desk)]);
  return {
    name: courseFullName(course),
    demand: course.demand ?? null,
    values: valuesOf(document.courses[course.slug]!),
    universities: document.institute.universities,
    photos,
  };
}

async function itemAction({ request, context, params }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const course = courseOf(params);
  const form = await readDeskForm(request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  const number = (name: string, whole: boolean) => {
    const typed = text(name).replace(/,/g, "");
    if (typed === "") return null;
    if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(typed))
      errors[name] = whole ? "Write a whole number, or leave it empty." : "Write a number such as 3.5.";
    return Number(typed);
  };
  const bothOrNeither = (name: string) => {
    const [en, hi] = [text(`${name}.en`), text(`${name}.hi`)];
    if (!en && !hi) return null;
    if (!en) errors[`${name}.en`] = "Give the English too, or clear both to show “To be confirmed”.";
    return { en, hi };
  };
  const lists = (name: string, read: (typed: string) => string[]) => ({
    en: read(text(`${name}.en`)),
    hi: read(text(`${name}.hi`)),
  });
  const salaryMin = number("salary.minLpa", false);
  const salaryMax = number("salary.maxLpa", false);
  if (salaryMin === null) errors["salary.minLpa"] ??= "Give the lowest salary, in lakh rupees a year.";
  if (salaryMax === null) errors["salary.maxLpa"] ??= "Give the highest salary, in lakh rupees a year.";
  const photoId = text("photoId") || null;
  if (photoId !== null && !(await placePhotos(desk)).some((photo) => photo.id === photoId))
    errors.photoId =
      "Choose one of the photos shown, or no photo: that one is not in Photos any more (or shows people).";
  const facts: CourseFacts = {
    duration: { en: text("duration.en"), hi: text("duration.hi") },
    eligibility: {
      qualification: { en: text("eligibility.qualification.en"), hi: text("eligibility.qualification.hi") },
      minimumMarks: bothOrNeither("eligibility.minimumMarks"),
      age: bothOrNeither("eligibility.age"),
      relaxation: bothOrNeither("eligibility.relaxation"),
      selection: bothOrNeither("eligibility.selection"),
      // "Does not apply" is an answer too: the page says so rather than "To be confirmed".
      lateralEntry: form.get("lateralEntryNone") === "on" ? false : bothOrNeither("eligibility.lateralEntry"),
    },
    awardedBy: text("awardedBy") === "" ? null : Number(text("awardedBy")),
    seats: number("seats", true),
    nextBatch: text("nextBatch") || null,
    salary: {
      minLpa: salaryMin ?? 0,
      maxLpa: salaryMax ?? 0,
      source: text("salary.source") || null,
      year: number("salary.year", true),
    },
    inDemand: form.get("inDemand") === "on",
    overview: lists("overview", paragraphsOf),
    workplaces: lists("workplaces", linesOf),
    keyFeatures: lists("keyFeatures", linesOf),
    photoId,
  };
  const { document } = await editing(desk);
  const changed: ContentDocument = await withLibraryPhotos(desk, {
    ...document,
    courses: { ...document.courses, [course.slug]: facts },
  });
  for (const [field, message] of Object.entries(fieldErrors(changed, `courses.${course.slug}`, FIELDS, "duration.en")))
    errors[field] ??= message;
  if (Object.keys(errors).length) {
    return data({ errors, values: typedValues(form) }, { status: 400 });
  }
  return saveDraft(desk, staff.id, changed, "/desk/content?saved=courses");
}

function CourseFactsForm({ loaderData, actionData }: { loaderData: ItemData; actionData: RefusedForm }) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const field = { values, errors };
  return (
    <>
      <SectionHeader
        title={loaderData.name}
        description="What the course page, the course list and its finder show. Every text in English and Hindi. Saved as a draft until you publish."
        errors={errors}
        back={{ to: "/desk/content/courses", label: "All courses" }}
      />
      {/* Multipart: Hindi text travels as UTF-8 bytes, a third of its URL-encoded size, so a
          course's whole prose fits the 16 KiB a post may carry (server/security.ts). */}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
        <FieldGroup legend="Duration and seats">
          <InBothLanguages name="duration" label="Duration" {...field} />
          <TextField name="seats" label="Seats" hint="Empty: “To be confirmed”." inputMode="numeric" {...field} />
          <TextField
            name="nextBatch"
            label="Next batch starts"
            hint="Empty: the session's date for classes."
            type="date"
            {...field}
          />
          <label className="flex flex-col gap-1">
            <span className="desk-label">Awarding university</span>
            <select
              name="awardedBy"
              defaultValue={values.awardedBy ?? ""}
              className="desk-input min-h-11"
              aria-invalid={errors.awardedBy ? true : undefined}
              aria-describedby={errors.awardedBy ? "error-awardedBy" : undefined}
            >
              <option value="">To be confirmed</option>
              {loaderData.universities.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
            {errors.awardedBy ? (
              <span id="error-awardedBy" className="text-sm font-semibold text-danger">
                {errors.awardedBy}
              </span>
            ) : null}
          </label>
          <CheckboxField
            name="inDemand"
            label={loaderData.demand ? `Show the “${loaderData.demand}” badge` : "Show a demand badge"}
            disabled={!loaderData.demand}
            {...field}
          />
        </FieldGroup>
        <FieldGroup legend="Eligibility">
          <InBothLanguages name="eligibility.qualification" label="Qualification" {...field} />
          {DETAILS.map((detail) => (
            <InBothLanguages key={detail.key} name={`eligibility.${detail.key}`} label={detail.label} {...field} />
          ))}
          <CheckboxField name="lateralEntryNone" label="Lateral entry does not apply to this course" {...field} />
          <p className="text-sm text-muted sm:col-span-2">
            Leave both languages empty to show “To be confirmed”, e.g. {DETAILS[0].example}.
          </p>
        </FieldGroup>
        <FieldGroup legend="Salary range">
          <TextField name="salary.minLpa" label="Lowest (lakh ₹ a year)" inputMode="decimal" {...field} />
          <TextField name="salary.maxLpa" label="Highest (lakh ₹ a year)" inputMode="decimal" {...field} />
          <TextField
            name="salary.source"
            label="Where the range comes from"
            placeholder="Institute placement register"
            {...field}
          />
          <TextField name="salary.year" label="Year of the source" inputMode="numeric" placeholder="2026" {...field} />
        </FieldGroup>
        <FieldGroup legend="Overview">
          <InBothLanguages
            name="overview"
            label="Overview"
            area={{ hint: "2 or 3 paragraphs, an empty line between them.", rows: 8 }}
            {...field}
          />
        </FieldGroup>
        <FieldGroup legend="Careers: where graduates work">
          <InBothLanguages
            name="workplaces"
            label="Workplaces"
            area={{ hint: "4 to 8, one a line.", rows: 8 }}
            {...field}
          />
        </FieldGroup>
        <FieldGroup legend="Key features">
          <InBothLanguages
            name="keyFeatures"
            label="Key features"
            area={{ hint: "Exactly 5, one a line.", rows: 5 }}
            {...field}
          />
        </FieldGroup>
        <PhotoRadioGroup
          photos={loaderData.photos}
          chosen={values.photoId ?? ""}
          error={errors.photoId}
          about="A photo of where the course is taught, from Photos (a lab, a classroom, hospital training, the campus), shown under the key features with its alt text in the page's language. Photos of people are not offered here."
          none="No photo"
          missing={{ what: "photos of places", category: "Labs, Classrooms, Hospital training or Campus" }}
        />
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}

async function listLoader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    courses: courses.map((course) => {
      const facts = document.courses[course.slug]!;
      return {
        slug: course.slug,
        name: courseFullName(course),
        duration: facts.duration.en,
        seats: facts.seats === null ? "Seats to be confirmed" : `${facts.seats} seats`,
      };
    }),
  };
}

/** One route for the list (no slug) and each entry's form: every desk route is in every public page's route manifest. */
export async function loader(args: Route.LoaderArgs) {
  return args.params.slug ? { list: null, item: await itemLoader(args) } : { list: await listLoader(args), item: null };
}

type ItemData = Awaited<ReturnType<typeof itemLoader>>;
type ListData = Awaited<ReturnType<typeof listLoader>>;

export async function action(args: Route.ActionArgs) {
  if (!args.params.slug) {
    // Who asks is checked first: someone signed out is sent to sign in, as on every desk post.
    await requireContentEditor(args.request, args.context);
    throw data("Choose a course.", { status: 405 });
  }
  return itemAction(args);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.list) return <Courses loaderData={loaderData.list} />;
  return <CourseFactsForm loaderData={loaderData.item!} actionData={actionData as RefusedForm} />;
}

function Courses({ loaderData }: { loaderData: ListData }) {
  const { courses } = loaderData;
  return (
    <>
      <PageHeader
        title="Courses"
        description="Each course's facts and prose as the draft has them. Choose a course to change them."
        actions={
          <Link to="/desk/content" className="btn-small min-h-11">
            Back to Site content
          </Link>
        }
      />
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {courses.map((course) => (
          <li key={course.slug}>
            <Link
              to={`/desk/content/courses/${course.slug}`}
              className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="font-semibold text-brand-800">{course.name}</span>
              <span className="text-sm text-muted">
                {course.duration} · {course.seats}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-testimonial";
import type { ContentDocument } from "#content/content-document.ts";
import type { Story } from "#content/document/testimonials.ts";
import { editing, typedValues, withLibraryPhotos } from "#app/desk/content.server.ts";
import { PhotoRadioGroup } from "#app/desk/components/photo-choice.tsx";
import { photoView, type PhotoView } from "#domain/photos.ts";
import type { DeskStore } from "#domain/desk.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { fieldErrors, linesOf, newId, saveDraft } from "#app/desk/content-sections.server.ts";
import {
  CheckboxField,
  FieldGroup,
  InBothLanguages,
  SectionHeader,
  TextField,
  type FieldValues,
  type RefusedForm,
} from "#app/desk/components/content-fields.tsx";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Success story | Site content | Admissions desk" }];

const BILINGUAL = ["role", "story", "benefits", "quote"] as const;
const FIELDS = [
  "name",
  "course",
  "rating",
  "example",
  "photoId",
  "consentRecordedOn",
  ...BILINGUAL.flatMap((name) => [`${name}.en`, `${name}.hi`]),
];

function valuesOf(story: Story | undefined): FieldValues {
  if (!story) return { rating: "5" };
  const values: FieldValues = {
    name: story.name,
    course: story.course,
    rating: String(story.rating),
    example: story.example ? "on" : "",
    photoId: story.photoId ?? "",
    consentRecordedOn: story.consentRecordedOn ?? "",
  };
  for (const language of ["en", "hi"] as const) {
    values[`role.${language}`] = story.role[language];
    values[`story.${language}`] = story.story[language];
    values[`benefits.${language}`] = story.benefits[language].join("\n");
    values[`quote.${language}`] = story.quote[language];
  }
  return values;
}

/** The story named by the path, or none for "new"; 404 for an id the draft does not have. */
function storyOf(document: ContentDocument, id: string | undefined) {
  if (id === "new") return { index: -1, story: undefined };
  const index = document.testimonials.findIndex((story) => story.id === id);
  if (index < 0) throw data("No such story.", { status: 404 });
  return { index, story: document.testimonials[index] };
}

/** The library's photos of people, newest first: what a story may show. */
async function peoplePhotos(desk: DeskStore): Promise<PhotoView[]> {
  return (await desk.listPhotos()).filter((photo) => photo.category === "people").map(photoView);
}

async function itemLoader({ request, context, params }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const [{ document }, people] = await Promise.all([editing(desk), peoplePhotos(desk)]);
  const { story } = storyOf(document, params.id);
  return { adding: !story, name: story?.name ?? "New success story", values: valuesOf(story), people };
}

async function itemAction({ request, context, params }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  const { index, story: before } = storyOf(document, params.id);
  const form = await readDeskForm(request);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  const photoId = text("photoId") || null;
  if (photoId !== null && !(await peoplePhotos(desk)).some((photo) => photo.id === photoId))
    errors.photoId = "Choose one of the people photos shown, or no photo: that one is not in Photos any more.";
  const wholeNumber = (name: string, message: string) => {
    const typed = text(name);
    if (typed === "") return null;
    if (!/^\d+$/.test(typed)) errors[name] = message;
    return Number(typed);
  };
  const pair = (name: string) => ({ en: text(`${name}.en`), hi: text(`${name}.hi`) });
  const name = text("name");
  const story: Story = {
    id:
      before?.id ??
      newId(
        name,
        document.testimonials.map((other) => other.id),
      ),
    name,
    course: text("course"),
    role: pair("role"),
    story: pair("story"),
    rating: wholeNumber("rating", "Choose 1 to 5.") ?? 0,
    example: form.get("example") === "on",
    photoId,
    consentRecordedOn: text("consentRecordedOn") || null,
    benefits: { en: linesOf(text("benefits.en")), hi: linesOf(text("benefits.hi")) },
    quote: pair("quote"),
  };
  const testimonials = [...document.testimonials];
  if (index < 0) testimonials.push(story);
  else testimonials[index] = story;
  const changed = await withLibraryPhotos(desk, { ...document, testimonials });
  const position = index < 0 ? testimonials.length - 1 : index;
  for (const [field, message] of Object.entries(fieldErrors(changed, `testimonials.${position}`, FIELDS, "name")))
    errors[field] ??= message;
  if (Object.keys(errors).length) {
    return data({ errors, values: typedValues(form) }, { status: 400 });
  }
  return saveDraft(desk, staff.id, changed, "/desk/content?saved=testimonials");
}

function StoryForm({ loaderData, actionData }: { loaderData: ItemData; actionData: RefusedForm }) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const field = { values, errors };
  return (
    <>
      <SectionHeader
        title={loaderData.name}
        description="Shown on /success-stories in English and Hindi. Saved as a draft until you publish."
        errors={errors}
        back={{ to: "/desk/content/testimonials", label: "All stories" }}
      />
      {/* Multipart: Hindi text travels as UTF-8 bytes, a third of its URL-encoded size, so a
          course's whole prose fits the 16 KiB a post may carry (server/security.ts). */}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
        <FieldGroup legend="Who">
          <TextField name="name" label="Name" {...field} />
          <TextField name="course" label="Course" placeholder="B.Voc Medical Lab Technology" {...field} />
          <InBothLanguages name="role" label="Job and where" {...field} />
        </FieldGroup>
        <FieldGroup legend="Consent and rating">
          <CheckboxField name="example" label="An example story, not a real graduate's (the card says so)" {...field} />
          <TextField
            name="consentRecordedOn"
            label="Written consent recorded on"
            hint="Needed for a graduate's story: without it the story cannot be published."
            type="date"
            {...field}
          />
          <label className="flex min-w-0 flex-col gap-1">
            <span className="desk-label">Rating</span>
            <select name="rating" defaultValue={values.rating ?? "5"} className="desk-input min-h-11">
              {["5", "4", "3", "2", "1"].map((stars) => (
                <option key={stars} value={stars}>
                  {stars} out of 5
                </option>
              ))}
            </select>
            {errors.rating ? <span className="text-sm font-semibold text-danger">{errors.rating}</span> : null}
          </label>
        </FieldGroup>
        {/* Only a graduate's story with their consent recorded shows it; an example story shows none. */}
        <PhotoRadioGroup
          photos={loaderData.people}
          chosen={values.photoId ?? ""}
          error={errors.photoId}
          about="A photo of the graduate from Photos (category People), shown on their story once their consent is recorded. An example story shows none."
          none="No photo: the card shows initials"
          missing={{ what: "photos of people", category: "People" }}
        />
        <FieldGroup legend="Story">
          <InBothLanguages name="story" label="Story" area={{ rows: 6 }} {...field} />
          <InBothLanguages
            name="benefits"
            label="What helped"
            area={{ hint: "3 or 4, one a line.", rows: 4 }}
            {...field}
          />
          <InBothLanguages name="quote" label="Quote" area={{ rows: 3 }} {...field} />
        </FieldGroup>
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            {loaderData.adding ? "Add to draft" : "Save draft"}
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
    stories: document.testimonials.map((story) => ({
      id: story.id,
      name: story.name,
      course: story.course,
      example: story.example,
      consent: story.consentRecordedOn,
    })),
  };
}

/** The list's own posts (its buttons); the form's posts name an entry. */
async function listAction({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request);
  if (form.get("intent") !== "remove") return data({ error: "Unknown action." }, { status: 400 });
  const id = String(form.get("id") ?? "");
  const { document } = await editing(desk);
  if (!document.testimonials.some((story) => story.id === id))
    return data({ error: "That story is not in the draft any more." }, { status: 404 });
  const changed: ContentDocument = {
    ...document,
    testimonials: document.testimonials.filter((story) => story.id !== id),
  };
  return saveDraft(desk, staff.id, changed, "/desk/content/testimonials");
}

/** One route for the list (no id) and each entry's form: every desk route is in every public page's route manifest. */
export async function loader(args: Route.LoaderArgs) {
  return args.params.id ? { list: null, item: await itemLoader(args) } : { list: await listLoader(args), item: null };
}

type ItemData = Awaited<ReturnType<typeof itemLoader>>;
type ListData = Awaited<ReturnType<typeof listLoader>>;

export async function action(args: Route.ActionArgs) {
  return args.params.id ? itemAction(args) : listAction(args);
}

type ListAnswer = { error: string } | undefined;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.list) return <Stories loaderData={loaderData.list} actionData={actionData as ListAnswer} />;
  return <StoryForm loaderData={loaderData.item!} actionData={actionData as RefusedForm} />;
}

function Stories({ loaderData, actionData }: { loaderData: ListData; actionData: ListAnswer }) {
  const { stories } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader
        title="Success stories"
        description="The stories on /success-stories, in their order, as the draft has them. A graduate's story needs the date their written consent was recorded."
        actions={
          <>
            <Link to="/desk/content/testimonials/new" className="btn-small btn-primary min-h-11">
              Add a story
            </Link>
            <Link to="/desk/content" className="btn-small min-h-11">
              Back to Site content
            </Link>
          </>
        }
      />
      {actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      {stories.length === 0 ? <p className="desk-card text-sm text-muted">No stories: the page lists none.</p> : null}
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {stories.map((story) => (
          <li key={story.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="min-w-0">
              <span className="block font-semibold">{story.name}</span>
              <span className="block text-sm text-muted">
                {story.course} ·{" "}
                {story.example
                  ? "Example story"
                  : story.consent
                    ? `Consent recorded ${story.consent}`
                    : "No consent date: cannot be published"}
              </span>
            </span>
            <div className="flex gap-2">
              <Link to={`/desk/content/testimonials/${story.id}`} className="btn-small min-h-11">
                Edit<span className="sr-only"> {story.name}</span>
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={story.id} />
                <button type="submit" className="btn-small min-h-11 text-danger hover:bg-red-50" disabled={busy}>
                  Remove<span className="sr-only"> {story.name}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

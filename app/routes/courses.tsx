import { memo, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/courses";
import { Icon } from "#app/components/icon.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { DemandBadge, PageHero } from "#app/components/page-hero.tsx";
import { courseFullName, courseHindiName } from "#content/courses/index.ts";
import { liveCourseHindi, liveCourses } from "#content/document/read.ts";
import { chatHref } from "#content/links.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { coursesText, type CoursesText } from "#content/translations/courses.ts";
import { fill, languageOfRequest, localizedPath, type Language } from "#domain/language.ts";
import {
  durationBucket,
  finderNotes,
  finderOptions,
  finderSearch,
  finderStatus,
  hasFilters,
  indexCourse,
  matcherFor,
  NO_FILTERS,
  parseFinderQuery,
  withKnownValues,
  type FilterOption,
  type FinderQuery,
} from "#app/lib/course-finder.ts";
import { renderWhenIdle } from "#app/lib/render-when-idle.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";

/**
 * Only what the cards show travels to the browser; the full pages load their own data. On the
 * Hindi page each card's prose is its course's Hindi file's (app/content/courses/hi/), the names
 * stay in English with their Hindi gloss, and the filters keep their English values (a query
 * reads the same in both languages) with Hindi labels.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { list, card, labels } = inLanguage(coursesText, language);
  const hindi = language === "hi";
  // The published facts (durations, demand badges, eligibility): the finder filters by what is sent here.
  const courses = liveCourses();
  const shown: Record<string, string> = {};
  if (hindi) {
    Object.assign(shown, labels.categories, labels.degrees);
    for (const course of courses) {
      const { label, months } = durationBucket(course.duration);
      shown[label] =
        months % 12 === 0 ? fill(labels.years, { count: months / 12 }) : fill(labels.months, { count: months });
    }
  }
  return {
    text: { ...list, card },
    shown,
    courses: courses.map((course) => {
      const prose = hindi ? liveCourseHindi(course.slug) : null;
      return {
        slug: course.slug,
        title: course.title,
        fullName: courseFullName(course),
        // Inside the Hindi labels (Apply, More info, Ask on WhatsApp) the course is named in Hindi.
        spokenName: prose ? courseHindiName(course, prose.gloss) : courseFullName(course),
        category: course.category,
        degree: course.degree,
        icon: course.icon,
        description: prose?.description ?? course.description,
        // A demand badge only where the course data confirms it (`inDemand`, none today).
        demand: course.inDemand && course.demand ? labels.demand[course.demand] : undefined,
        duration: course.duration,
        eligibility: prose?.eligibility ?? course.eligibility,
        syllabus: course.syllabus,
        jobOpportunities: course.jobOpportunities,
        // Hindi only: the gloss after the name, the category and duration in Hindi, and the
        // Hindi words the finder finds the course by.
        ...(prose
          ? {
              gloss: prose.gloss,
              categoryLabel: labels.categories[course.category],
              durationLabel: prose.duration,
              keywords: [prose.gloss, labels.categories[course.category]],
            }
          : {}),
      };
    }),
  };
}

/**
 * The list changes only with a new build. Above all, the finder's own URL changes (one per
 * keystroke) must not fetch it again: the browser filters what it has.
 */
export function shouldRevalidate() {
  return false;
}

type CourseCardData = Route.ComponentProps["loaderData"]["courses"][number];
type SiteChat = { digits: string };

/** Marks the finder's own URL updates, so they are not taken for a visitor's navigation. */
const FINDER_UPDATE = "course-finder";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(loaderData.text.metaTitle, site.name),
    description: loaderData.text.metaDescription,
    path: "/courses",
    language: lang,
  });
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { site } = useSiteData();
  const { lang, ui, href } = useLanguage();
  const { text } = loaderData;
  // A course card's Enquire link names the course (app/content/translations/ui.ts).
  const enquiry = ui.chat.courseEnquiry;
  const courseList = useRef<HTMLUListElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const options = useMemo(() => finderOptions(loaderData.courses, loaderData.shown), [loaderData]);
  const indexed = useMemo(() => loaderData.courses.map(indexCourse), [loaderData.courses]);

  // The choice is the page's own state, so typing is never held up by a navigation, and the
  // URL follows it (replaced, not pushed). A navigation from elsewhere (a link to /courses,
  // history) sets it from the URL; the server reads the same URL for a visitor without JavaScript.
  const [choice, setChoice] = useState<FinderQuery>(() => parseFinderQuery(location.search));
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (location.state !== FINDER_UPDATE) setChoice(parseFinderQuery(location.search));
  }
  const query = withKnownValues(choice, options);
  const matches = indexed.map(matcherFor(query));
  const matching = matches.filter(Boolean).length;
  // "We do not offer nursing. Closest: …": said before the nearest courses, never hidden.
  const notes = finderNotes(query.q, loaderData.courses, text.notes);

  const choose = (next: FinderQuery) => {
    setChoice(next);
    navigate({ search: finderSearch(next) }, { replace: true, preventScrollReset: true, state: FINDER_UPDATE });
  };
  // With JavaScript, "Clear filters" clears in place and puts the visitor back in the search
  // box (the link itself goes away); without it, the link loads /courses.
  const clear = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(NO_FILTERS);
    searchBox.current?.focus();
  };

  // Cards below the first screen are skipped at load (render-when-near); render them once idle.
  useEffect(() => renderWhenIdle([...courseList.current!.children] as HTMLElement[]), []);
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <section aria-label={text.listLabel} className="container-page pt-2 pb-12">
        {/* A plain GET form: without JavaScript it loads /courses?q=…, which the server renders
            filtered (QUERY_RENDERED_PAGES in server/app.ts); with it, the list follows each keystroke. */}
        <form
          method="get"
          action={href("/courses")}
          role="search"
          aria-label={text.finder}
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
        >
          {/* One column on a phone: side by side, "All categories" and "Beauty & Wellness" were cut off at 320 and 375 px. */}
          <div className="flex flex-col gap-1.5 sm:col-span-3 lg:col-span-1">
            <label htmlFor="finder-q" className="text-sm font-semibold text-ink">
              {text.search}
            </label>
            <input
              ref={searchBox}
              id="finder-q"
              type="search"
              name="q"
              value={choice.q}
              onChange={(event) => choose({ ...choice, q: event.target.value })}
              placeholder={text.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className={FIELD_CLASS}
            />
          </div>
          <FilterSelect
            name="level"
            label={text.level}
            anyLabel={text.allLevels}
            options={options.levels}
            value={query.level}
            onChange={(level) => choose({ ...choice, level })}
          />
          <FilterSelect
            name="category"
            label={text.category}
            anyLabel={text.allCategories}
            options={options.categories}
            value={query.category}
            onChange={(category) => choose({ ...choice, category })}
          />
          <FilterSelect
            name="duration"
            label={text.duration}
            anyLabel={text.anyDuration}
            options={options.durations}
            value={query.duration}
            onChange={(duration) => choose({ ...choice, duration })}
          />
          <button type="submit" className="btn btn-primary px-3 sm:col-span-3 lg:col-span-1">
            {text.show}
          </button>
        </form>

        {notes.map((note) => (
          <p
            key={note}
            className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-ink"
          >
            {note}
          </p>
        ))}
        <div className="mt-6 mb-4 flex min-h-7 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p role="status" className="font-semibold text-ink">
            {finderStatus(matching, indexed.length, text.status)}
          </p>
          {hasFilters(query) && matching > 0 ? (
            <a
              href={href("/courses")}
              onClick={clear}
              className="text-sm font-semibold text-brand-800 underline underline-offset-4"
            >
              {text.clear}
            </a>
          ) : null}
        </div>

        {matching === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <p className="text-muted">{text.emptyHint}</p>
            <a href={href("/courses")} onClick={clear} className="btn btn-primary mt-5">
              {text.clear}
            </a>
          </div>
        ) : null}

        <ul ref={courseList} className="grid gap-4 sm:gap-6 lg:grid-cols-2">
          {loaderData.courses.map((course, index) => (
            <CourseCard
              key={course.slug}
              course={course}
              chat={site.chat}
              enquiry={enquiry}
              text={text.card}
              lang={lang}
              hidden={!matches[index]}
            />
          ))}
        </ul>
      </section>
    </>
  );
}

const FIELD_CLASS =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-3 focus:outline-offset-0 focus:outline-brand-200";

function FilterSelect(props: {
  name: string;
  label: string;
  anyLabel: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `finder-${props.name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={FIELD_CLASS}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One course's card. Memoised, and given the chat number rather than reading the site's
 * data itself: a keystroke in the finder re-renders only the cards it shows or hides.
 */
const CourseCard = memo(function CourseCard({
  course,
  chat,
  enquiry,
  text,
  lang,
  hidden,
}: {
  course: CourseCardData;
  chat: SiteChat;
  /** The chat's text, "{course}" in it. */
  enquiry: string;
  text: CoursesText["card"];
  lang: Language;
  hidden: boolean;
}) {
  // Names stay in English on the Hindi page, marked so (a screen reader reads them in English).
  const english = lang === "hi" ? "en" : undefined;
  // Compact on a phone (the list was 21,600 px long there): the icon beside the
  // title, duration and eligibility on one line, the syllabus and job opportunities as
  // short inline lists, the three actions in one row. Every card still shows both lists.
  return (
    <li
      hidden={hidden}
      className="render-when-near flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm [contain-intrinsic-block-size:auto_24rem] sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-12"
        >
          <Icon name={course.icon} className="size-5 sm:size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand-700">{course.categoryLabel ?? course.category}</p>
          <h2 className="text-lg leading-snug font-bold sm:text-xl">
            <span lang={english} className="block">
              {course.fullName}
            </span>
            {course.gloss ? <span className="block text-base font-semibold text-muted">{course.gloss}</span> : null}
          </h2>
        </div>
        {course.demand ? <DemandBadge demand={course.demand} /> : null}
      </div>
      {/* Two lines on a phone (the whole of it on the course's page); all of it on wider screens. */}
      <p className="mt-2 line-clamp-2 text-sm text-muted sm:line-clamp-none sm:text-base">{course.description}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <div className="icon-row icon-clock">
          <dt className="sr-only">{text.duration}</dt>
          <dd>{course.durationLabel ?? course.duration}</dd>
        </div>
        <div className="icon-row icon-graduation-cap">
          <dt className="sr-only">{text.eligibility}</dt>
          <dd>{course.eligibility}</dd>
        </div>
      </dl>
      <div className="mt-2 flex-1 space-y-1.5 text-sm">
        <CardList title={text.syllabus} items={course.syllabus} lang={english} />
        <CardList title={text.jobs} items={course.jobOpportunities} lang={english} />
      </div>
      {/* Each button names its course for screen readers. More Info keeps the name in
          its text, hidden, as search engines read a page link's text; the others
          (the same admission page, a chat) carry it as their label. */}
      <div className="mt-3 grid grid-cols-3 gap-2">
        <Link
          to={`${localizedPath("/admission", lang)}?course=${course.slug}`}
          aria-label={fill(text.applyFor, { course: course.spokenName })}
          className="btn btn-primary px-2 text-sm"
        >
          {text.apply}
        </Link>
        <Link to={localizedPath(`/courses/${course.slug}`, lang)} className="btn btn-secondary px-2 text-sm">
          {text.moreInfo}
          <span className="sr-only">{fill(text.moreInfoAbout, { course: course.spokenName })}</span>
        </Link>
        <ExternalLink
          href={chatHref(chat, fill(enquiry, { course: course.fullName }))}
          aria-label={fill(text.enquireLabel, { course: course.spokenName })}
          className="btn icon-before icon-chat border border-slate-300 px-2 text-sm text-ink hover:bg-slate-50"
        >
          {text.enquire}
        </ExternalLink>
      </div>
    </li>
  );
});

/** A card's syllabus or job opportunities: its heading, then the items in one run of text. */
function CardList({ title, items, lang }: { title: string; items: readonly string[]; lang: string | undefined }) {
  return (
    <div>
      <h3 className="inline text-xs font-bold tracking-wide text-ink uppercase after:content-[':_']">{title}</h3>
      <ul lang={lang} className="inline text-ink">
        {items.map((item) => (
          <li key={item} className="inline after:text-slate-500 after:content-['_·_'] last:after:content-none">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

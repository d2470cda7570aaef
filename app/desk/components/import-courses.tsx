import type { CourseGuess } from "#domain/import-values.ts";

/**
 * The import preview's course step: each course the file writes its own way, once, with our
 * best match chosen, for the admin to map to one of ours or to Undecided in one place. A plain
 * form (no JavaScript needed); the choices are remembered for the next file from the source.
 */

interface CourseRow {
  key: string;
  written: string;
  also: string[];
  rows: number;
  guess: CourseGuess;
  chosen: string;
}

function hint(guess: CourseGuess): string {
  switch (guess.kind) {
    case "exact":
    case "likely":
      return `Our best match: ${guess.course}`;
    case "several":
      return `Could be ${guess.courses.join(" or ")}: choose one`;
    case "none":
      return "None of our courses: imports as Undecided unless you choose";
  }
}

export function CourseStep({ courses, options }: { courses: CourseRow[]; options: readonly string[] }) {
  if (courses.length === 0) return null;
  return (
    <form method="post" className="desk-card mb-5" aria-labelledby="course-step">
      <input type="hidden" name="intent" value="courses" />
      <h2 id="course-step" className="mb-1 text-base font-bold">
        Courses written their own way ({courses.length})
      </h2>
      <p className="mb-3 text-sm text-muted">
        Choose the course each one means. Undecided imports the row all the same, with the course as written kept on the
        lead. Remembered for the next file from this source.
      </p>
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="course-step">
        {courses.map((course, index) => (
          <li key={course.key} className="rounded-lg border border-slate-200 p-3">
            <input type="hidden" name="course_key" value={course.key} />
            <div className="grid gap-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span id={`course-written-${index}`} className="font-semibold break-words">
                  {course.written}
                </span>
                <span className="text-xs text-muted tabular-nums">
                  {course.rows.toLocaleString("en-IN")} {course.rows === 1 ? "row" : "rows"}
                </span>
              </span>
              {/* Named by the course as written alone: the options' names stay out of its label. */}
              <select
                name="course_choice"
                defaultValue={course.chosen}
                aria-labelledby={`course-written-${index}`}
                className="desk-input min-h-11"
              >
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            {course.also.length > 0 ? (
              <span className="mt-1 block text-xs text-muted">Also written: {course.also.join(", ")}</span>
            ) : null}
            <span
              className={`mt-1 block text-xs ${course.guess.kind === "several" ? "font-semibold text-amber-900" : "text-muted"}`}
            >
              {hint(course.guess)}
            </span>
          </li>
        ))}
      </ul>
      <button type="submit" className="btn-small btn-secondary mt-4 min-h-11">
        Use these courses and preview again
      </button>
    </form>
  );
}

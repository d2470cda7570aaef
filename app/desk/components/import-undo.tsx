import { Link } from "react-router";

const leads = (count: number) => `${count.toLocaleString("en-IN")} lead${count === 1 ? "" : "s"}`;

/**
 * The second thought before an undo: how many leads go, and what happens to the leads the import
 * merged into. A page of its own (?confirm=undo) with the one button that undoes, so it works
 * without JavaScript; Cancel goes back and changes nothing.
 */
export function UndoConfirmation({ id, created, joined }: { id: string; created: number; joined: number }) {
  return (
    <section
      id="undo"
      aria-labelledby="undo-title"
      className="scroll-mt-4 rounded-md border border-red-300 bg-red-50 p-4"
      data-testid="undo-confirmation"
    >
      <h2 id="undo-title" className="text-lg font-bold text-red-900">
        {created === 0
          ? "Undo this import?"
          : created === 1
            ? "Remove the lead this import added?"
            : `Remove the ${leads(created)} this import added?`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {created > 0 ? (
          <li>
            {created === 1 ? "It goes" : "They go"} from the desk with{" "}
            {created === 1 ? "its timeline" : "their timelines"}, unless someone has called, messaged, noted or moved{" "}
            {created === 1 ? "it" : "one"} on since: such a lead stays, with only the imported enquiry taken off.
          </li>
        ) : null}
        {joined === 1 ? (
          <li>The lead it merged into stays as it is: only the enquiry it added comes off its timeline.</li>
        ) : joined > 1 ? (
          <li>
            The {leads(joined)} it merged into stay as they are: only the enquiry it added comes off each one&rsquo;s
            timeline.
          </li>
        ) : null}
        <li>This cannot be taken back: to have the rows again, import the file again.</li>
      </ul>
      <form method="post" action={`/desk/import/${id}`} className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="undo" />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className="btn-small min-h-11 bg-red-700 text-white hover:bg-red-800">
          {created > 0 ? `Yes, remove ${leads(created)}` : "Yes, undo it"}
        </button>
        <Link to={`/desk/import/${id}`} className="btn-small btn-secondary min-h-11">
          Cancel, keep them
        </Link>
      </form>
    </section>
  );
}

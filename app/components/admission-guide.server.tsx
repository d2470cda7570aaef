import { renderToStaticMarkup } from "react-dom/server";
import type { admissionGuide, admissionSteps } from "~/content/admission";
import { AdmissionStepList } from "./admission-steps";

type Guide = typeof admissionGuide;

/**
 * The admission page's static sections (its four steps, the fee table and the documents to
 * bring), as HTML rendered on the server and sent with the page's data: the page shows them
 * with dangerouslySetInnerHTML, so none of this markup is in its JavaScript, which is at its
 * budget (docs/decisions/0004). They have no state and no handlers, so nothing is lost; React
 * escapes every word as it does for any page. `.server`: React Router keeps this module out
 * of the browser's code.
 */
export function admissionGuideHtml(page: Guide): string {
  return renderToStaticMarkup(<AdmissionGuide page={page} />);
}

/** The spec's four-step "what happens after you apply" list, from enquiry to enrolment. */
export function admissionStepsHtml(steps: typeof admissionSteps): string {
  return renderToStaticMarkup(
    <section aria-labelledby="steps-title" className="rounded-2xl bg-slate-50 p-6">
      <h2 id="steps-title" className="text-lg font-bold">
        What happens after you apply
      </h2>
      <AdmissionStepList steps={steps} />
    </section>,
  );
}

/** The table has two columns, so it fits a 375 px phone without scrolling. */
function AdmissionGuide({ page: { documents, fees } }: { page: Guide }) {
  return (
    <div className="container-page grid gap-10 pb-12 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="fees-title">
        <table className="w-full text-left text-sm">
          <caption id="fees-title" className="mb-3 text-left text-lg font-bold">
            {fees.title}
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-200">
              {fees.columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fees.rows.map((row) => (
              <tr key={row.course} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {row.course}
                </th>
                <td className="py-2 whitespace-nowrap">{row.fee}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-muted">{fees.note}</p>
      </section>
      <section aria-labelledby="documents-title" className="self-start rounded-2xl border border-slate-200 p-6">
        <h2 id="documents-title" className="text-lg font-bold">
          {documents.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{documents.lead}</p>
        <ul className="icon-list icon-check mt-4 space-y-2 text-sm">
          {documents.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Link } from "react-router";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { fill } from "#domain/language.ts";

/**
 * The notice at collection (the DPDP Act's section 5), just above a form's submit button:
 * what is collected (the details above), the one purpose, how long they are kept, and the
 * privacy notice. Three lines on a phone. The period comes from app/content/privacy.ts.
 */
export function CollectionNotice({ purpose }: { purpose: "enquiry" | "contact" | "request" }) {
  const { privacyNotice } = useSiteData();
  const { ui, href } = useLanguage();
  return (
    <p className="text-sm text-muted">
      {fill(ui.form.notice, { purpose: ui.form.noticePurpose[purpose], months: privacyNotice.retentionMonths })}{" "}
      <Link to={href("/privacy")} className="font-semibold text-brand-800 underline underline-offset-2">
        {ui.footer.privacyNotice}
      </Link>
    </p>
  );
}

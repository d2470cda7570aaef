import { Link } from "react-router";
import { useSiteData } from "#app/lib/site-data.ts";

/**
 * The notice at collection (the DPDP Act's section 5), just above a form's submit button:
 * what is collected (the details above), the one purpose, how long they are kept, and the
 * privacy notice. Three lines on a phone. The period comes from app/content/privacy.ts.
 */
export function CollectionNotice({ purpose }: { purpose: string }) {
  const { privacyNotice } = useSiteData();
  return (
    <p className="text-sm text-muted">
      We use these details only to {purpose}, and keep them for up to {privacyNotice.retentionMonths} months.{" "}
      <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-2">
        Privacy notice
      </Link>
    </p>
  );
}

import { Link } from "react-router";
import { telHref } from "#content/links.ts";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { Icon } from "./icon";

/** The #counseling anchor of the footer's quick links, present on every page. */
export function CounselingBand() {
  const { site } = useSiteData();
  const { ui, href } = useLanguage();
  return (
    <section id="counseling" aria-labelledby="counseling-title" className="border-b border-white/10">
      <div className="container-page flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/10"
          >
            <Icon name="headphones" className="size-6 text-accent-100" />
          </span>
          <div>
            <h2 id="counseling-title" className="text-xl font-bold text-white">
              {ui.counseling.title}
            </h2>
            <p className="mt-1 text-brand-100">{ui.counseling.text}</p>
          </div>
        </div>
        <div className="flex flex-col flex-wrap gap-3 sm:flex-row">
          <a href={telHref(site.phone)} className="btn bg-white text-brand-900 hover:bg-brand-50">
            <Icon name="phone-call" className="size-4" />
            {site.phone.display}
          </a>
          <Link to={href("/admission")} className="btn btn-accent">
            {ui.counseling.applyNow}
          </Link>
        </div>
      </div>
    </section>
  );
}

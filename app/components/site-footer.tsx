import { Link } from "react-router";
import { mailtoHref, telHref } from "#content/links.ts";
import { AddressText } from "./address-text";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { fill } from "#domain/language.ts";
import { LanguageLink } from "./language-link";
import { BrandMark } from "./brand-mark";
import { CounselingBand } from "./counseling-band";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";
import { LatinNames } from "./latin-names";

export function SiteFooter() {
  const { site, claims, navigation } = useSiteData();
  const { lang, ui, href } = useLanguage();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <CounselingBand />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2.5">
            <BrandMark />
            <p className="flex flex-col leading-tight">
              <span className="font-bold text-white" lang="en">
                {site.name}
              </span>
              <span className="text-xs tracking-wide text-brand-200 uppercase">{site.caption}</span>
            </p>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-brand-100">
            {claims.since
              ? fill(ui.footer.about, { since: claims.since.toLowerCase() })
              : ui.footer.about.replace(/\s*\{since\}/u, "")}
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {site.social.map((link) => (
              <li key={link.name}>
                <ExternalLink
                  href={link.url}
                  className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <FooterColumn title={ui.footer.quickLinks}>
          {navigation.quickLinks.map((link) => (
            <li key={link.to}>
              {link.to.startsWith("#") ? (
                <a href={link.to} className={footerLink}>
                  {link.label}
                </a>
              ) : (
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={ui.footer.popularCourses}>
          {navigation.courses.map((course) => (
            <li key={course.slug}>
              <Link to={href(`/courses/${course.slug}`)} className={footerLink} lang={lang === "hi" ? "en" : undefined}>
                {course.title}
              </Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title={ui.footer.contact}>
          <li className="flex gap-2.5">
            <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-200" />
            <span>
              <AddressText address={site.address} language={lang} />
            </span>
          </li>
          <li className="flex gap-2.5">
            <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-brand-200" />
            <a href={telHref(site.phone)} className={footerLink}>
              {site.phone.display}
            </a>
          </li>
          <li className="flex gap-2.5">
            <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brand-200" />
            <a href={mailtoHref(site.email)} className={`${footerLink} break-all`}>
              {site.email}
            </a>
          </li>
          <li className="flex gap-2.5">
            <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-200" />
            <span>{site.officeHours.footer}</span>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap justify-between gap-x-6 gap-y-2 py-5 text-sm text-brand-200">
          <p>
            <LatinNames
              text={fill(ui.footer.rights, { year: new Date().getFullYear(), name: site.name })}
              names={[site.name]}
            />
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={href("/privacy")} className={footerLink}>
              {ui.footer.privacyNotice}
            </Link>
            <LanguageLink className={`${footerLink} font-semibold`} />
          </div>
        </div>
      </div>
    </footer>
  );
}

const footerLink = "text-brand-100 underline-offset-4 hover:text-white hover:underline";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm text-brand-100">{children}</ul>
    </div>
  );
}

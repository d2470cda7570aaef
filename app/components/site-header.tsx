import { useRef, type KeyboardEvent } from "react";
import { Link, NavLink } from "react-router";
import { telHref } from "#content/links.ts";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { fill } from "#domain/language.ts";
import { LanguageLink } from "./language-link";
import { BrandMark } from "./brand-mark";
import { Icon } from "./icon";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2.5 py-2 text-[0.95rem] font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-100 hover:text-brand-800"
  }`;

/** The phone menu's id, which its toggle names in aria-controls. */
const MENU_ID = "mobile-menu";

export function SiteHeader() {
  const { site, navigation } = useSiteData();
  const { ui, href } = useLanguage();
  const call = fill(ui.header.call, { phone: site.phone.display });
  const menuRef = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuRef.current?.open) return;
    closeMenu();
    menuRef.current.querySelector("summary")?.focus();
  };

  return (
    // A slow phone may paint the header before all of it is parsed; what is painted must
    // hold still while the rest arrives (CLS 0). So on phones nothing here is centred on
    // content still to come: the logo and the buttons sit at fixed offsets from the top
    // (which centre them in the 4rem bar), and the logo link leaves the buttons' 5.5rem
    // from the start, so the name wraps the same before and after they arrive.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 w-full max-w-7xl items-start justify-between gap-2 px-4 py-2 sm:px-6 lg:min-h-20 lg:items-center lg:px-8">
        <Link
          to={href("/")}
          className="mt-1.5 flex max-w-[calc(100%-5.5rem)] min-w-0 items-start gap-2 rounded-md sm:mt-1 sm:gap-2.5 lg:mt-0 lg:max-w-none"
          onClick={closeMenu}
        >
          <BrandMark className="size-9 sm:size-10" />
          <span className="flex flex-col leading-tight">
            <span className="text-[0.9375rem] font-bold text-ink sm:text-lg" lang="en">
              {site.name}
            </span>
            <span className="text-xs font-medium tracking-wide text-brand-700 uppercase">{site.caption}</span>
          </span>
        </Link>

        <nav aria-label={ui.header.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.main.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-4 lg:flex">
          <a
            href={telHref(site.phone)}
            className="flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline"
            aria-label={call}
          >
            <Icon name="phone" className="size-4" />
            <span className="hidden xl:inline">{site.phone.display}</span>
          </a>
          <Link to={href("/admission")} className="btn btn-primary whitespace-nowrap">
            {ui.header.applyNow}
          </Link>
          <LanguageLink className="rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline" />
        </div>

        {/* Room for both buttons from the start: the menu button arriving after the phone
            link must not push it aside. */}
        <div className="-mr-2 mt-0.5 flex min-w-22 shrink-0 items-center lg:hidden">
          <a
            href={telHref(site.phone)}
            className="inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-slate-100"
            aria-label={call}
          >
            <Icon name="phone" className="size-5" />
          </a>
          {/* A native disclosure, so a tap opens the menu before the page's script has run
              (a slow phone's first seconds); the script only closes it after a choice or
              Escape. The panel hangs from the sticky header (absolute, top-full). Guarded by
              tests/e2e/navigation.spec.ts ("before the page's script"). Its fixed size keeps
              the browser's stand-in summary, shown until the real one has arrived, from
              moving anything (tests/e2e/layout-stability.spec.ts). */}
          <details ref={menuRef} className="group size-11 overflow-hidden" onKeyDown={closeOnEscape}>
            <summary
              aria-controls={MENU_ID}
              className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            >
              <Icon name="menu" className="size-6 group-open:hidden" />
              <Icon name="x" className="hidden size-6 group-open:block" />
              <span className="sr-only">{ui.header.menu}</span>
            </summary>
            <div
              id={MENU_ID}
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-y border-slate-200 bg-white shadow-lg"
            >
              <nav aria-label={ui.header.mobileNav} className="container-page py-3">
                <ul className="flex flex-col gap-1">
                  {navigation.main.map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to} end className={(s) => `block ${navLinkClass(s)}`} onClick={closeMenu}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-2">
                  <a href={telHref(site.phone)} className="btn btn-secondary">
                    <Icon name="phone" className="size-4" />
                    {call}
                  </a>
                  <Link to={href("/admission")} className="btn btn-primary" onClick={closeMenu}>
                    {ui.header.applyNow}
                  </Link>
                </div>
                <div className="mt-3 border-t border-slate-200 pt-3">
                  <LanguageLink className="block rounded-md px-2.5 py-2 font-semibold text-brand-800 hover:bg-slate-100" />
                </div>
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

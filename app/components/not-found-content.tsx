import { Link } from "react-router";
import { useLanguage } from "#app/lib/site-data.ts";
import { Icon } from "./icon";

/** The not-found screen (spec section 2): 404, 'Oops! Page not found' and a link home. */
export function NotFoundContent() {
  // A 404 is answered after the root's loader has run: its words are there.
  const { ui, href } = useLanguage();
  const text = ui.notFound;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404: </span>
        {text.title}
      </h1>
      <p className="mt-3 max-w-md text-muted">{text.text}</p>
      <Link to={href("/")} className="btn btn-primary mt-8">
        <Icon name="house" className="size-4" />
        {text.home}
      </Link>
    </section>
  );
}

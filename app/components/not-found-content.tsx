import { Link } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";
import { Icon } from "./icon";

/**
 * The not-found screen: 404, 'Oops! Page not found' and a link home, and the page's title
 * (React puts it in the head). The title is rendered here rather than by a meta function
 * because an unknown course's 404 is shown by the root's error boundary, where the meta of
 * the route that threw is not used.
 */
export function NotFoundContent() {
  // Some 404s come before any loader has run (a path React Router cannot decode, such as
  // one with %0a): then the English words, written out, and the English home page.
  const root = useRouteLoaderData<typeof loader>("root");
  const text = root?.ui.notFound ?? {
    title: "Oops! Page not found",
    metaTitle: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
  };
  const home = root?.lang === "hi" ? "/hi" : "/";
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <title>{root ? `${text.metaTitle} | ${root.site.name}` : text.metaTitle}</title>
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        <span className="sr-only">404: </span>
        {text.title}
      </h1>
      <p className="mt-3 max-w-md text-muted">{text.text}</p>
      <Link to={home} className="btn btn-primary mt-8">
        <Icon name="house" className="size-4" />
        {text.home}
      </Link>
    </section>
  );
}

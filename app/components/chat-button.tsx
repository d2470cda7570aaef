import { chatHref } from "#content/links.ts";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/** Floating chat link, fixed bottom right on every page; hidden while a field has focus (app.css). */
export function ChatButton() {
  const { site } = useSiteData();
  const { ui } = useLanguage();
  return (
    <ExternalLink
      href={chatHref(site.chat, ui.chat.greeting)}
      className="chat-button fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      aria-label={ui.chat.label}
    >
      <Icon name="message-circle" className="size-7" />
    </ExternalLink>
  );
}

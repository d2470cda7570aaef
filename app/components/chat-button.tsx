import { CHAT_GREETING, chatHref } from "#content/links.ts";
import { useSiteData } from "#app/lib/site-data.ts";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/** Floating chat link, fixed bottom right on every page (spec section 2); hidden while a field has focus (app.css). */
export function ChatButton() {
  const { site } = useSiteData();
  return (
    <ExternalLink
      href={chatHref(site.chat, CHAT_GREETING)}
      className="chat-button fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <Icon name="message-circle" className="size-7" />
    </ExternalLink>
  );
}

import { MessageCircle } from "lucide-react";
import { CHAT_GREETING, chatHref } from "~/content/links";
import { ExternalLink } from "./external-link";

/** Floating chat link, fixed bottom right on every page (spec section 2). */
export function ChatButton() {
  return (
    <ExternalLink
      href={chatHref(CHAT_GREETING)}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f45] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </ExternalLink>
  );
}

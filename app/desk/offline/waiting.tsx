import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { waitingLabel, type KeptIntent, type KeptSave } from "./queue";
import { clearKeptSaves, forgetSave, sendNow, useKeptSender, useKeptView } from "./kept-saves";
import { keptSaves } from "./store";

/**
 * The desk header's count of saves kept on this phone, and what each is waiting for: a tap
 * opens the list, to send now or to let a refused one go. Nothing shows while none waits.
 */
const KEPT_WHAT: Record<KeptIntent, string> = { log: "Call", note: "Note", follow_up: "Next step" };

function stateText(save: KeptSave): string {
  if (save.state === "waiting") return "Waiting for a connection";
  return save.problem ?? "Not sent";
}

export function WaitingSaves({ staffId }: { staffId: string }) {
  useKeptSender(staffId);
  const { saves } = useKeptView();
  const [sending, setSending] = useState(false);
  if (saves.length === 0) return null;
  const stuck = saves.some((save) => save.state !== "waiting");
  return (
    <details className="kept-saves relative">
      <summary
        data-testid="kept-badge"
        className={`btn-small min-h-9 cursor-pointer list-none rounded-full px-3 text-xs font-bold whitespace-nowrap [&::-webkit-details-marker]:hidden ${stuck ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-950"}`}
      >
        {waitingLabel(saves.length)}
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        <p className="text-sm text-ink">
          Kept on this phone, sent by themselves when the connection is back. Signing out deletes them.
        </p>
        <ul className="mt-2 divide-y divide-slate-100">
          {saves.map((save) => (
            <li key={save.id} className="flex items-start justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <Link to={`/desk/leads/${save.leadId}`} className="font-semibold text-brand-800 underline">
                  {KEPT_WHAT[save.intent]}: {save.leadName}
                </Link>
                <p className={save.state === "waiting" ? "text-muted" : "text-danger"}>{stateText(save)}</p>
              </div>
              {save.state === "refused" ? (
                <button
                  type="button"
                  className="btn-small btn-secondary min-h-9 shrink-0"
                  onClick={() => void forgetSave(save.id)}
                >
                  Discard
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn-small btn-primary mt-2 min-h-11 w-full"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void sendNow(staffId).finally(() => setSending(false));
          }}
        >
          {sending ? "Sending…" : "Send now"}
        </button>
      </div>
    </details>
  );
}

/**
 * Signing out deletes what is kept on this phone (IndexedDB): nothing personal stays behind.
 * With saves not yet sent, the person is asked first: send them, or sign out and discard them.
 */
export function useSignOutGuard(signOut: () => void, staffId: string) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [count, setCount] = useState(0);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const leave = () => void clearKeptSaves().finally(signOut);
  const ask = async () => {
    const waiting = await keptSaves().catch(() => []);
    if (waiting.length === 0) return leave();
    setCount(waiting.length);
    setAsking(true);
  };
  // Opened once made (a modal dialog opens only by script).
  useEffect(() => {
    if (asking && !dialog.current?.open) dialog.current?.showModal();
  }, [asking]);
  const close = () => {
    dialog.current?.close();
    setAsking(false);
  };
  // Made when asked, so its name is read with the count it shows.
  const warning = asking ? (
    <dialog
      ref={dialog}
      onClose={() => setAsking(false)}
      aria-labelledby="kept-sign-out-title"
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-ink shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id="kept-sign-out-title" className="text-base font-bold">
        {count === 1 ? "1 save is not sent yet" : `${count} saves are not sent yet`}
      </h2>
      <p className="mt-1 text-sm">
        They are kept on this phone until the connection is back. Signing out deletes them from the phone.
      </p>
      <div className="mt-3 flex flex-col gap-2">
        <button
          type="button"
          className="btn-small btn-primary min-h-11"
          disabled={sending}
          onClick={() => {
            setSending(true);
            void sendNow(staffId)
              .then(async () => {
                const left = (await keptSaves().catch(() => [])).length;
                setCount(left);
                if (left === 0) {
                  close();
                  leave();
                }
              })
              .finally(() => setSending(false));
          }}
        >
          {sending ? "Sending…" : "Send them, then sign out"}
        </button>
        <button
          type="button"
          className="btn-small min-h-11 bg-danger text-white hover:bg-red-800"
          onClick={() => {
            close();
            leave();
          }}
        >
          Sign out and discard them
        </button>
        <button type="button" className="btn-small btn-secondary min-h-11" onClick={close}>
          Cancel
        </button>
      </div>
    </dialog>
  ) : null;
  return { ask, warning };
}

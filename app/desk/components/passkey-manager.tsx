import { formatIst } from "../../../domain/india-time";

/** The account's passkeys. Registering, naming and removing them comes with passkey support. */
export function PasskeyManager({ passkeys }: { passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[] }) {
  return (
    <section aria-labelledby="passkeys" className="desk-card">
      <h2 id="passkeys" className="mb-2 text-base font-bold">
        Passkeys
      </h2>
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted">No passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="py-2">
              <span className="font-semibold">{passkey.name}</span> · added {formatIst(passkey.createdAt)}
              {passkey.lastUsedAt ? ` · last used ${formatIst(passkey.lastUsedAt)}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

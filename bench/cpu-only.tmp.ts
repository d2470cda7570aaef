import { cpuPerEnquiry, VAPID } from "./push";
import { startPushReceiver } from "#tests/support/push-receiver.ts";
const receiver = await startPushReceiver({ publicKey: VAPID.publicKey, subject: VAPID.subject });
receiver.acceptUnchecked = true;
const modes = (process.env.MODES ?? "off,allocation,allocation and push").split(",") as ("off" | "allocation" | "allocation and push")[];
for (let i = 0; i < Number(process.env.REPEAT ?? 1); i++)
  for (const mode of modes) {
    const load = (await import("node:fs")).readFileSync("/proc/loadavg", "utf8").split(" ")[0];
    const cpu = await cpuPerEnquiry(mode, receiver);
    console.info(`${mode.padEnd(20)} ${cpu.process.toFixed(2)} ms ${cpu.main.toFixed(2)} ms  load ${load}`);
  }
await receiver.close();

// When the game cannot go on as it was: one message and one button. A stranded game (its token
// no longer opens: the service restarted without its keys; or it was already played on) is
// started again with the same settings; a connection lost through every retry is tried again
// from the latest token.

import { $, T } from "./state.js";

// kind: "stranded", "lost", or null to hide
export function showRecovery(kind, problem) {
  const box = $("recovery");
  box.hidden = !kind;
  box.dataset.kind = kind ?? "";
  if (!kind) return;
  const spent = problem?.code === "token_spent";
  $("recovery-text").textContent = kind === "lost" ? T.network_lost
    : spent ? T.token_spent : T.token_lost;
  $("restart").textContent = kind === "lost" ? T.try_again : T.start_again;
  $("restart").focus();
}

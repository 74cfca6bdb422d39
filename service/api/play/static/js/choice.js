// The person's chosen move: checked by the service (validate), then played (apply).

import { api, endpoint, problemText, Refused, showError } from "./api.js";
import { describeMove } from "./describe.js";
import { $, root, S, T } from "./state.js";
import { advance, take } from "./turns.js";
import { fmt } from "./words.js";

export async function choose(move) {
  S.pending = move;
  $("pending-move").textContent = fmt("chosen", { move: describeMove(move) });
  $("apply").disabled = true;
  setVerdict("", "");
  try {
    const answer = await api(endpoint("validate"), { token: S.game.token, move });
    if (S.pending !== move) return;
    if (answer.legal) {
      setVerdict(T.legal, "legal");
      $("apply").disabled = false;
    } else {
      setVerdict(`${T.illegal} ${problemText({ violations: answer.violations })}`, "illegal");
    }
  } catch (error) {
    if (error instanceof Refused && error.status === 422) {
      setVerdict(`${T.illegal} ${problemText(error.data)}`, "illegal");
    } else {
      showError(error);
    }
  }
}

export function setVerdict(text, kind) {
  const box = $("verdict");
  box.textContent = text;
  box.dataset.verdict = kind;
}

export async function applyPending() {
  if (!S.pending) {
    setVerdict(T.no_move, "illegal");
    return;
  }
  const current = S.run;
  const move = S.pending;
  $("apply").disabled = true;
  root.dataset.status = "applying";
  try {
    const answer = await api(endpoint("apply"), { token: S.game.token, move });
    if (current !== S.run) return;
    take(answer, { move: `${T.you}: ${describeMove(move)}` });
    $("moves").focus();
    advance(current);
  } catch (error) {
    if (error instanceof Refused && error.status === 422) {
      root.dataset.status = "your-turn";
      setVerdict(`${T.illegal} ${problemText(error.data)}`, "illegal");
    } else {
      showError(error);
    }
  }
}

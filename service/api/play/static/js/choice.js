// The person's chosen move: checked by the service (validate), then played (apply).

import { api, endpoint, problemText, Refused, showError } from "./api.js";
import { describeMove } from "./describe.js";
import { $, root, S, T } from "./state.js";
import { advance, take } from "./turns.js";
import { fmt, withFaces } from "./words.js";

// The service's refusal, its cards named as the page names them (4♥, not 4H).
const refusal = (problem) => `${T.illegal} ${withFaces(problemText(problem))}`;

export async function choose(move) {
  const from = document.activeElement;
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
      // one key more plays it: the focus goes on to "Play this move" unless it moved meanwhile
      const focused = document.activeElement;
      if (focused === from || focused === document.body || !focused?.isConnected) $("apply").focus();
    } else {
      setVerdict(refusal({ violations: answer.violations }), "illegal");
    }
  } catch (error) {
    if (error instanceof Refused && error.status === 422) {
      setVerdict(refusal(error.data), "illegal");
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
    $("moves").focus(); // held while the bots move; the person's next turn starts from here
    take(answer, { move: `${T.you}: ${describeMove(move)}` });
    advance(current);
  } catch (error) {
    if (error instanceof Refused && error.status === 422) {
      root.dataset.status = "your-turn";
      setVerdict(refusal(error.data), "illegal");
    } else {
      showError(error);
    }
  }
}

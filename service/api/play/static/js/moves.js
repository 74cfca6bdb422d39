// The person's move: the legal moves to choose from and the composer's kinds.

import { KINDS, kindOf } from "./composer.js";
import { $, dealOver, myTurn, S, T, text } from "./state.js";
import { choose, setVerdict } from "./choice.js";
import { describeMove } from "./describe.js";
import { fmt } from "./words.js";

export function renderMoves() {
  const mine = myTurn();
  $("moves").classList.toggle("waiting", !mine);
  $("moves").hidden = dealOver();
  const list = S.game.legal.map((move, index) => {
    const item = document.createElement("li");
    const button = text("button", describeMove(move));
    button.type = "button";
    button.dataset.move = JSON.stringify(move);
    button.dataset.index = String(index);
    button.addEventListener("click", () => choose(move));
    item.append(button);
    return item;
  });
  $("legal-list").replaceChildren(...list);
  const more = (S.game.legalCount ?? 0) - S.game.legal.length;
  $("legal-more").hidden = !(mine && more > 0);
  $("legal-more").textContent = fmt("more_moves", { count: more });
  $("composer").hidden = !mine;
  const kinds = KINDS[S.game.family] ?? [];
  const kind = $("kind");
  const was = kind.value;
  kind.replaceChildren(...kinds.map((name) => new Option(T[`kind_${name}`], name)));
  // the person's own choice of kind holds for the turn; otherwise the kind of the first
  // legal move (in 1000's first phase, laying away, not playing a card)
  const first = S.game.legal.length ? kindOf(S.game.legal[0]) : null;
  if (kinds.includes(was) && S.kindChosenAt === S.game.step) kind.value = was;
  else kind.value = kinds.includes(first) ? first : kinds[0];
  $("value-field").hidden = kind.value !== "build";
  if (!S.pending) {
    $("pending-move").textContent = "";
    $("apply").disabled = true;
    setVerdict("", "");
  }
}


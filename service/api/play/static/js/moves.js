// The person's move: the legal moves to choose from and the composer's kinds.
//
// By keyboard the list is one stop of the Tab order: the arrow keys (and Home, End) move
// between its moves, Enter chooses one; a legal choice moves the focus to "Play this move".

import { fillValue, kindOf, kindsNow } from "./composer.js";
import { $, dealOver, myTurn, S, T, text } from "./state.js";
import { choose, setVerdict } from "./choice.js";
import { describeMove } from "./describe.js";
import { fmt } from "./words.js";

const STEPS = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function moveFocus(event) {
  const buttons = [...$("legal-list").querySelectorAll("button")];
  const at = buttons.indexOf(event.target);
  if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  let next;
  if (event.key in STEPS) next = (at + STEPS[event.key] + buttons.length) % buttons.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = buttons.length - 1;
  else return;
  event.preventDefault();
  buttons.forEach((button, index) => {
    button.tabIndex = index === next ? 0 : -1;
  });
  buttons[next].focus();
}

$("legal-list").addEventListener("keydown", moveFocus);

// Where the focus was before a redraw: nowhere the person put it (the page, the moves' section
// the page holds it on while the bots move, a hidden control), or on the nth legal move.
function focusBefore() {
  const focused = document.activeElement;
  const buttons = [...$("legal-list").querySelectorAll("button")];
  if (buttons.includes(focused)) return { adrift: true, index: buttons.indexOf(focused), inMoves: true };
  const adrift = !focused || focused === document.body || focused === $("moves") || !focused.getClientRects().length;
  return { adrift, index: 0, inMoves: $("moves").contains(focused) };
}

// After the redraw: on the person's turn the focus goes to the legal move it was on, else the
// first, so that Enter chooses one at once; while the bots move it waits on the section; when
// the deal is over, on what comes next.
function focusAfter(before, mine) {
  if (!before.adrift) return;
  const buttons = $("legal-list").querySelectorAll("button");
  if (dealOver()) {
    queueMicrotask(() => ["next-deal", "rematch", "new-game"].map($).find((b) => b && !b.hidden)?.focus());
  } else if (mine && buttons.length) {
    const button = buttons[Math.min(before.index, buttons.length - 1)];
    buttons.forEach((other) => {
      other.tabIndex = other === button ? 0 : -1;
    });
    button.focus();
  } else if (before.inMoves) {
    $("moves").focus();
  }
}

export function renderMoves() {
  const mine = myTurn();
  $("moves").classList.toggle("waiting", !mine);
  const before = focusBefore();
  $("moves").hidden = dealOver();
  // a composed selection that is several legal moves narrows the list to them (composer.js)
  const shown = S.narrowed ?? S.game.legal;
  const list = shown.map((move, index) => {
    const item = document.createElement("li");
    const button = text("button", describeMove(move));
    button.type = "button";
    button.dataset.move = JSON.stringify(move);
    button.dataset.index = String(index);
    button.tabIndex = index === 0 ? 0 : -1;
    button.addEventListener("click", () => choose(move));
    item.append(button);
    return item;
  });
  $("legal-list").replaceChildren(...list);
  $("legal-keys").textContent = T.legal_keys;
  $("legal-keys").hidden = !(mine && list.length > 1);
  const more = (S.game.legalCount ?? 0) - S.game.legal.length;
  $("legal-more").hidden = !(mine && more > 0 && !S.narrowed);
  $("legal-more").textContent = fmt("more_moves", { count: more });
  renderKinds(mine);
  if (!S.pending) {
    $("pending-move").textContent = "";
    $("apply").disabled = true;
    setVerdict("", "");
  }
  focusAfter(before, mine);
}

// The composer offers the kinds the game has and the position allows; none, no composer.
function renderKinds(mine) {
  const kinds = mine ? kindsNow() : [];
  $("composer").hidden = !kinds.length;
  const kind = $("kind");
  const was = kind.value;
  kind.replaceChildren(...kinds.map((name) => new Option(T[`kind_${name}`], name)));
  // the person's own choice of kind holds for the turn; otherwise the kind of the first
  // legal move (in 1000's first phase, laying away, not playing a card)
  const first = S.game.legal.length ? kindOf(S.game.legal[0]) : null;
  if (kinds.includes(was) && S.kindChosenAt === S.game.step) kind.value = was;
  else if (kinds.length) kind.value = kinds.includes(first) ? first : kinds[0];
  $("value-field").hidden = kind.value !== "build" || !kinds.length;
  fillValue();
}

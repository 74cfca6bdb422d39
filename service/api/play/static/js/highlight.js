// What a move changes, shown on the cards: the cards the last move placed light up where they
// now lie (class "fresh", a short CSS animation that never holds up the game and that Escape
// cuts short), the "Last move" zone pictures what it played and took, and the move the person
// has chosen marks its cards in the hand and on the table ("moving", "taking") before it is
// played.
//
// Everything is read from the state: the last answer's events (S.game.seatView.events) and
// the chosen move (S.pending). The chosen move is followed by watching #pending-move, which
// every choice rewrites; others may also call markPending() after changing S.pending.

import { backElement, miniRow } from "./cards.js";
import { describeEvent } from "./describe.js";
import { $, S, SEAT, T, text } from "./state.js";

// Events whose cards leave the table (to a seat's pile or hand): pictured as taken.
const TAKING = new Set(["captured", "mulle", "trick_won", "leftovers", "pile_taken"]);
const MOST_BACKS = 5;
const codes = (list) => (Array.isArray(list) ? list.filter((c) => typeof c === "string" && !/^b\d+$/.test(c)) : []);

const events = () => S.game?.seatView?.events ?? [];

// Events that make a new build or meld: the item lights up whole, not card by card.
const MAKING = { build_created: "build", melded: "id" };

// The cards the last answer's events put somewhere visible (the table, a build, a meld, the
// pile, the trick, the person's hand), and the builds and melds they made.
export function placed() {
  const cards = new Set();
  const items = new Set();
  for (const event of events()) {
    if (TAKING.has(event.type)) continue;
    if (typeof event.card === "string") cards.add(event.card);
    if (typeof event.up_card === "string") cards.add(event.up_card);
    codes(event.cards).forEach((card) => cards.add(card));
    const made = event[MAKING[event.type]];
    if (typeof made === "string") items.add(made);
  }
  return { cards, items };
}

// The time the current answer was first drawn: every redraw of the same answer continues its
// animation from there instead of starting it again.
let shownToken = null;
let shownAt = 0;

function since() {
  const token = S.game?.token ?? null;
  if (token !== shownToken) {
    shownToken = token;
    shownAt = performance.now();
  }
  return performance.now() - shownAt;
}

function light(element, elapsed) {
  element.classList.add("fresh");
  element.style.animationDelay = `${-Math.round(elapsed)}ms`;
}

// Marks what the last move placed inside ``where`` (the table's zones, the hand).
export function markFresh(where) {
  const { cards, items } = placed();
  const elapsed = since();
  for (const element of where.querySelectorAll("[data-build], [data-meld]")) {
    if (items.has(element.dataset.build ?? element.dataset.meld)) light(element, elapsed);
  }
  for (const element of where.querySelectorAll(".card[data-card]")) {
    if (!cards.has(element.dataset.card) || element.closest(".last-move, .item.fresh")) continue;
    light(element, elapsed);
  }
}

// One line per event of the last answer that moved cards or was a seat's act: its words (as
// in the log) and its cards, the one played first, then the ones it took or laid down.
function entry(event) {
  const played = typeof event.card === "string" ? [event.card] : [];
  if (typeof event.up_card === "string") played.push(event.up_card);
  const others = codes(event.cards);
  const hidden =
    (event.type === "drawn" && event.card === null) ||
    (event.type === "discarded" && !others.length && typeof event.count === "number");
  if (!played.length && !others.length && !hidden && (event.player === undefined || event.player === null)) return null;
  const item = document.createElement("li");
  item.append(text("p", describeEvent(event), "what"));
  const row = miniRow([...played, ...others]);
  const taking = TAKING.has(event.type);
  row.querySelectorAll(".card").forEach((card, at) => {
    card.classList.add(at < played.length || !taking ? "played" : "taken");
  });
  if (taking && played.length && others.length) {
    const arrow = text("span", "→", "arrow");
    arrow.setAttribute("aria-hidden", "true");
    row.children[played.length - 1].after(arrow);
  }
  if (hidden) {
    const count = event.type === "drawn" ? 1 : Math.min(event.count, MOST_BACKS);
    row.replaceChildren(...Array.from({ length: count }, () => backElement()));
  }
  if (row.querySelector(".card, .card-back")) item.append(row);
  return item;
}

// The "Last move" zone, or null before any move.
export function lastMoveZone() {
  const entries = events().map(entry).filter(Boolean);
  if (!entries.length) return null;
  const zone = document.createElement("div");
  zone.className = "zone last-move";
  const list = document.createElement("ul");
  list.className = "moved";
  list.append(...entries);
  zone.append(text("h4", T.last_move), list);
  const elapsed = since();
  zone.querySelectorAll(".card, .card-back").forEach((card) => light(card, elapsed));
  return zone;
}

// The chosen move's cards: the ones it plays from the hand and the ones it takes or joins.
function moveParts(move) {
  const play = new Set([move.card, ...(move.cards ?? [])].filter((c) => typeof c === "string"));
  const take = new Set();
  const add = (list) => (list ?? []).forEach((c) => typeof c === "string" && c !== move.card && take.add(c));
  add(move.capture);
  (move.groups ?? []).forEach(add);
  (move.build?.parts ?? []).forEach(add);
  add([move.build?.onto, ...(move.build?.merge ?? []), move.target]);
  return { play, take };
}

export function markPending() {
  const board = $("board");
  board.querySelectorAll(".moving, .taking").forEach((e) => e.classList.remove("moving", "taking"));
  const move = S.pending;
  if (!move || !S.game || (move.player !== undefined && move.player !== SEAT)) return;
  const { play, take } = moveParts(move);
  for (const card of $("hand-cards").querySelectorAll(".card")) {
    if (play.has(card.dataset.card)) card.classList.add("moving");
  }
  const zones = $("table-zones");
  for (const card of zones.querySelectorAll("[data-zone='loose'] .card")) {
    if (take.has(card.dataset.card)) card.classList.add("taking");
  }
  for (const item of zones.querySelectorAll("[data-build], [data-meld]")) {
    if (take.has(item.dataset.build ?? item.dataset.meld)) item.classList.add("taking");
  }
  const pile = [...zones.querySelectorAll(".pile .card")];
  if (move.type === "draw" && move.source === "pile") pile.at(-1)?.classList.add("taking");
  if (move.type === "take_pile") pile.forEach((card) => card.classList.add("taking"));
}

// The highlight never holds up the game, and the person may cut it short: Escape, or a tap on
// the last move, ends every card animation at once.
export function skipAnimations() {
  shownAt = performance.now() - 60000; // a redraw of this answer starts them ended
  for (const animation of document.getAnimations()) {
    if (animation.animationName?.startsWith("card-")) animation.finish();
  }
}
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") skipAnimations();
});
$("table-zones").addEventListener("click", (event) => {
  if (event.target.closest?.(".last-move")) skipAnimations();
});

new MutationObserver(markPending).observe($("pending-move"), {
  childList: true,
  characterData: true,
  subtree: true,
});

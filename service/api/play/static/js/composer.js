// The composer: a move put together from the cards and items the person selected, of a kind
// the game has and the position allows.

import { $, S, SEAT, T, view } from "./state.js";
import { choose, setVerdict } from "./choice.js";
import { buildValues, completions } from "./completion.js";
import { renderMoves } from "./moves.js";
import { fmt } from "./words.js";

// The kinds a person can put together by selecting, per family.
export const KINDS = {
  fishing: ["trail", "capture", "build"],
  femhundra: ["draw_stock", "draw_pile", "take_pile", "meld", "lay_off", "discard"],
  tarot: ["play", "discard_widow"],
};

// Only Byggkasino (BYGG-BUILD-1…12) and Mulle Glimne (MULLE-G-6) build; Kasino, its misär and
// Dragkasino (KAS-GEN-3), Finnish Kasino (FIN-GEN-3) and Mulle Sassersson (MULLE-S-3) do not.
const BUILDING = ["byggkasino", "mulle-glimne"];
// 800, 1000 and 150 lay cards away (R800-DEAL-2, R1000-3, R150-2); Fjabbe starts with play.
const NO_WIDOW = ["fjabbe"];

// The kinds of move the game has.
export function gameKinds(game) {
  const kinds = KINDS[game.family] ?? [];
  if (game.family === "fishing" && !BUILDING.includes(game.id)) return kinds.filter((k) => k !== "build");
  if (game.family === "tarot" && NO_WIDOW.includes(game.id)) return kinds.filter((k) => k !== "discard_widow");
  return kinds;
}

// Which of them a move can be now, by the position alone: something on the table to take or
// build with (fishing); the draw, then the melds and the discard (R500-TURN-2); the cards laid
// away, then the play (tarot's phases).
function possible(kind, seen) {
  switch (S.game.family) {
    case "fishing":
      return kind === "trail" || (seen.table?.cards?.length ?? 0) + (seen.table?.builds?.length ?? 0) > 0;
    case "femhundra": {
      const pile = (seen.pile ?? []).length;
      if (seen.phase === "draw") return kind === "draw_stock" || (["draw_pile", "take_pile"].includes(kind) && pile > 0);
      if (seen.phase === "play") return kind === "meld" || kind === "discard" || (kind === "lay_off" && seen.table.length > 0);
      return false;
    }
    case "tarot":
      return (seen.phase === "discard" && kind === "discard_widow") || (seen.phase === "play" && kind === "play");
    default:
      return false;
  }
}

// The kinds to offer now: those of the legal moves when the list is complete; otherwise the
// game's kinds the position allows (the moves listed are of them too).
export function kindsNow() {
  const game = S.game;
  const kinds = gameKinds(game);
  const listed = new Set((game.legal ?? []).map(kindOf));
  if ((game.legalCount ?? Infinity) <= (game.legal ?? []).length) return kinds.filter((k) => listed.has(k));
  return kinds.filter((k) => listed.has(k) || possible(k, view()));
}

const pick = (zone) => S.selected.filter((item) => item.zone === zone).map((item) => item.code);

function compose() {
  const kind = $("kind").value;
  const hand = pick("hand");
  const player = SEAT;
  const one = () => {
    if (hand.length !== 1) throw new Error(T.need_card);
    return hand[0];
  };
  const some = () => {
    if (!hand.length) throw new Error(T.need_cards);
    return hand;
  };
  switch (kind) {
    case "trail":
      return { player, card: one() };
    case "capture": {
      const card = one();
      // a capture of nothing is no capture (CORE-CAP-7): said here, not sent as one
      const taken = [...pick("table"), ...pick("build")];
      if (!taken.length) throw new Error(T.need_capture);
      return { player, card, capture: taken };
    }
    case "build": {
      const card = one();
      // no value given: the listed builds of these cards may say it (completion.js)
      const given = $("build-value").value.trim();
      const value = given === "" ? undefined : Number(given);
      if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw new Error(T.need_value);
      const build = { value, parts: [[card, ...pick("table")]] };
      // the first selected build is built on, any others join it whole (BYGG-ADD-5)
      const [onto, ...merge] = pick("build");
      if (!onto && build.parts[0].length < 2) throw new Error(T.need_build);
      if (onto) build.onto = onto;
      if (merge.length) build.merge = merge;
      return { player, card, build };
    }
    case "draw_stock":
      return { type: "draw", player, source: "stock" };
    case "draw_pile":
      return { type: "draw", player, source: "pile" };
    case "take_pile":
      return { type: "take_pile", player };
    case "meld":
      return { type: "meld", player, cards: some() };
    case "lay_off": {
      const melds = pick("meld");
      if (melds.length !== 1) throw new Error(T.need_target);
      return { type: "lay_off", player, target: melds[0], cards: some() };
    }
    case "discard":
      return { type: "discard", player, card: one() };
    case "play":
      return { type: "play", player, card: one() };
    case "discard_widow":
      return { type: "discard_widow", player, cards: some() };
    default:
      throw new Error(T.no_move);
  }
}

// Refused here: no move is described, so the one line said is this one.
function refuseHere(message) {
  S.pending = null;
  $("apply").disabled = true;
  $("pending-move").textContent = "";
  setVerdict(message, "illegal");
}

export function check() {
  let move;
  try {
    move = compose();
  } catch (error) {
    refuseHere(error.message);
    return;
  }
  const found = completions(move);
  if (found.length > 1) {
    // the selection is several legal moves (values, ends, the joker's card): the person picks
    S.pending = null;
    S.narrowed = found;
    renderMoves();
    setVerdict(fmt("choose_one", { count: found.length }), "open");
    $("legal-list").querySelector("button")?.focus();
    return;
  }
  if (found.length === 1) move = found[0];
  else if (move.build && move.build.value === undefined) {
    refuseHere(T.need_value); // nothing listed says the value: the person must
    return;
  }
  if (move.build) $("build-value").value = String(move.build.value);
  choose(move);
}

// A build's value, filled in while the cards selected allow only one; a value the person typed
// is theirs and stays.
export function fillValue() {
  const field = $("build-value");
  const typed = field.value !== "" && field.dataset.filled !== "true";
  if ($("kind").value !== "build" || typed) return;
  field.value = "";
  let values = [];
  try {
    values = buildValues(compose());
  } catch {
    values = []; // not a build yet: nothing to fill
  }
  field.value = values.length === 1 ? String(values[0]) : "";
  field.dataset.filled = String(values.length === 1);
}

export function toggle(item, element) {
  const at = S.selected.findIndex((s) => s.zone === item.zone && s.index === item.index);
  if (at >= 0) S.selected.splice(at, 1);
  else S.selected.push(item);
  element.setAttribute("aria-pressed", String(at < 0));
  if (S.narrowed) {
    S.narrowed = null; // the selection changed: the moves it narrowed the list to no longer hold
    renderMoves();
  }
  fillValue();
}

export const isSelected = (zone, index) => S.selected.some((s) => s.zone === zone && s.index === index);

export function kindOf(move) {
  if (S.game.family === "fishing") {
    if (move.announce_out) return "announce";
    if (move.build) return "build";
    return move.capture?.length || move.groups?.length ? "capture" : "trail";
  }
  if (move.type === "draw") return move.source === "pile" ? "draw_pile" : "draw_stock";
  return move.type;
}

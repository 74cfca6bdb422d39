// The composer: a move put together from the cards and items the person selected.

import { $, S, SEAT, T } from "./state.js";
import { choose, setVerdict } from "./choice.js";

// Composer kinds per family: the kinds of move a person can put together by selecting.
export const KINDS = {
  fishing: ["trail", "capture", "build"],
  femhundra: ["draw_stock", "draw_pile", "take_pile", "meld", "lay_off", "discard"],
  tarot: ["play", "discard_widow"],
};

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
    case "capture":
      return { player, card: one(), capture: [...pick("table"), ...pick("build")] };
    case "build": {
      const card = one();
      const build = { value: Number($("build-value").value), parts: [[card, ...pick("table")]] };
      // the first selected build is built on, any others join it whole (BYGG-ADD-5)
      const [onto, ...merge] = pick("build");
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
      throw new Error(kind);
  }
}

export function check() {
  try {
    choose(compose());
  } catch (error) {
    S.pending = null;
    $("apply").disabled = true;
    $("pending-move").textContent = "";
    setVerdict(error.message, "illegal");
  }
}

export function toggle(item, element) {
  const at = S.selected.findIndex((s) => s.zone === item.zone && s.index === item.index);
  if (at >= 0) S.selected.splice(at, 1);
  else S.selected.push(item);
  element.setAttribute("aria-pressed", String(at < 0));
}

export const isSelected = (zone, index) => S.selected.some((s) => s.zone === zone && s.index === index);

export function kindOf(move) {
  if (S.game.family === "fishing") return move.build ? "build" : move.capture ? "capture" : "trail";
  if (move.type === "draw") return move.source === "pile" ? "draw_pile" : "draw_stock";
  return move.type;
}

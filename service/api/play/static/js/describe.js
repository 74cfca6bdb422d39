// Moves and events in words, in the page's language.

import { S, T } from "./state.js";
import { cardText, cardsText, fmt, playerName } from "./words.js";

// An item of a capture: a loose card, or a build id (b2).
const itemText = (item) => (/^[A-Z0-9]+$/.test(item) && !/^b\d+$/.test(item) ? cardText(item) : item);

export function describeMove(move) {
  const card = move.card ? cardText(move.card) : "";
  switch (S.game.family) {
    case "fishing": {
      if (move.announce_out) return T.move_announce;
      if (move.build) {
        const parts = move.build.parts.map((part) => part.map(itemText).join("+")).join(", ");
        const key = move.build.onto ? "move_build_onto" : "move_build";
        return fmt(key, { value: move.build.value, card, build: move.build.onto, parts });
      }
      const items = move.capture ?? (move.groups ? move.groups.flat() : null);
      if (items && items.length) return fmt("move_capture", { items: items.map(itemText).join(" "), card });
      return fmt("move_trail", { card });
    }
    case "femhundra": {
      const cards = cardsText(move.cards);
      switch (move.type) {
        case "draw":
          return move.source === "pile" ? T.move_draw_pile : T.move_draw_stock;
        case "take_pile":
          return T.move_take_pile;
        case "meld":
          return move.joker_as
            ? fmt("move_meld_joker", { cards, joker: cardText(move.joker_as) })
            : fmt("move_meld", { cards });
        case "lay_off":
          return fmt("move_lay_off", { cards: move.cards ? cards : card, target: move.target });
        case "discard":
          return fmt("move_discard", { card });
        case "swap_joker":
          return fmt("move_swap_joker", { card, target: move.target });
        case "claim":
          return T.move_claim;
        default:
          return move.type;
      }
    }
    case "tarot": {
      switch (move.type) {
        case "play":
          return fmt("move_play", { card });
        case "discard_widow":
          return fmt("move_discard_widow", { cards: cardsText(move.cards) });
        case "declare": {
          const groups = [...(move.sets ?? []), ...(move.sequences ?? []).map((s) => s.cards)];
          if (!groups.length) return T.move_declare_nothing;
          return fmt("move_declare", { cards: groups.map(cardsText).join(" · ") });
        }
        case "fjont_exchange":
          return fmt("move_fjont_exchange", { card });
        default:
          return move.type;
      }
    }
    default:
      return JSON.stringify(move);
  }
}

export function describeEvent(event) {
  const player = event.player === undefined || event.player === null ? "" : playerName(event.player);
  const card = event.card ? cardText(event.card) : "";
  const cards = cardsText(event.cards);
  const values = { ...event, player, card, cards };
  switch (event.type) {
    case "captured":
      return fmt("ev_captured", { ...values, cards: cardsText([...(event.cards ?? []), ...(event.builds ?? [])].filter((c) => !/^b\d+$/.test(c))) });
    case "drawn": {
      const source = event.source === "pile" ? "pile" : "stock";
      return fmt(event.card ? `ev_drawn_card_${source}` : `ev_drawn_${source}`, values);
    }
    case "discarded":
      return event.card ? fmt("ev_discarded", values) : fmt("ev_discarded_count", { ...values, count: event.count ?? event.cards?.length ?? 0 });
    case "build_added":
    case "build_extended":
      return fmt("ev_build_added", values);
    default:
      if (T[`ev_${event.type}`]) return fmt(`ev_${event.type}`, values);
      return fmt("ev_other", { player: player || "—", what: event.type.replace(/_/g, " ") });
  }
}


// Words from the page's catalogue: templates filled in, cards and players named.

import { S, SEAT, T } from "./state.js";

export function fmt(key, values = {}) {
  const text = T[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

const SUITS = {
  S: ["♠", "spades", false],
  H: ["♥", "hearts", true],
  D: ["♦", "diamonds", true],
  C: ["♣", "clubs", false],
};

export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// A card code as people read it: 7♥, 10♦, T14, Joker, Fjønt; and its spoken name.
export function cardFace(code) {
  if (code === "JK") return { text: capitalise(T.joker), name: T.joker, cls: "joker" };
  if (code === "FJ") return { text: "Fjønt", name: T.fjont, cls: "trump" };
  const trump = /^T(\d+)$/.exec(code);
  if (trump) return { text: `T${trump[1]}`, name: fmt("trump", { number: trump[1] }), cls: "trump" };
  const suit = SUITS[code.slice(-1)];
  if (!suit) return { text: code, name: code, cls: "" };
  const rank = code.slice(0, -1);
  return {
    text: `${rank}${suit[0]}`,
    name: fmt("card_name", { rank: T[`rank_${rank}`] ?? rank, suit: T[suit[1]] }),
    cls: suit[2] ? "red" : "black",
  };
}

export const cardText = (code) => cardFace(code).text;

// Card codes only: some events carry counts where a seat may not see the cards (R1000-4's
// second deal says how many each seat got, not which).
export function cardsText(codes) {
  const cards = Array.isArray(codes) ? codes.filter((code) => typeof code === "string") : [];
  return cards.length ? cards.map(cardText).join(" ") : T.none;
}

// A bot's reason names cards by their codes (QD); the page shows them as everywhere else (Q♦).
export const withFaces = (sentence) => sentence.replace(/\b(?:10|[2-9AJQKC])[SHDC]\b/g, cardText);

export const playerName = (seat) => (seat === SEAT ? T.you : fmt("bot", { seat }));

export function sideName(side, sides) {
  const seats = sides ? sides[side] : [side];
  if (!seats || seats.length === 1) return playerName(seats ? seats[0] : side);
  return `${fmt("side", { side: side + 1 })} (${seats.map(playerName).join(", ")})`;
}

export function sidesOf(view) {
  const game = S.game;
  if (game.scores?.sides) return game.scores.sides;
  const count = view.match?.scores?.length ?? game.players;
  return Array.from({ length: count }, (_, side) =>
    Array.from({ length: game.players }, (_, seat) => seat).filter((seat) => seat % count === side),
  );
}

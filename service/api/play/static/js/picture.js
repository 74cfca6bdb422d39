// A card's picture, drawn as inline SVG from its code: the corner index (rank over suit, big
// enough to read on a phone), a large pip or a framed court letter; tarot trumps with their
// number, the Fjønt and the joker with a star; and the back of a face-down card. No image
// files, no fonts of its own: the page stays offline and its policy strict (img-src 'self').
// Colours come from cards.css (classes ink, paper, back), so the pictures follow the page.

import { T } from "./state.js";
import { capitalise } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";
export const WIDTH = 100;
export const HEIGHT = 140;

// Suit shapes in a 100 × 100 box.
const circle = (cx, cy, r) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
const SUITS = {
  H: "M50 94C45 87 4 62 4 32C4 14 17 5 29 5C40 5 47 12 50 22C53 12 60 5 71 5C83 5 96 14 96 32C96 62 55 87 50 94Z",
  D: "M50 2L89 50L50 98L11 50Z",
  S: "M50 3C55 13 96 40 96 62C96 76 86 84 74 84C64 84 57 79 54 72C55 84 60 92 68 97L32 97C40 92 45 84 46 72C43 79 36 84 26 84C14 84 4 76 4 62C4 40 45 13 50 3Z",
  C: `${circle(50, 27, 21)}${circle(26, 61, 21)}${circle(74, 61, 21)}${circle(50, 56, 11)}M45 56C45 76 40 88 30 97L70 97C60 88 55 76 55 56Z`,
};

function star(cx, cy, outer, inner = outer * 0.45) {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 ? inner : outer;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join("L")}Z`;
}

function node(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

const label = (x, y, size, content, cls = "ink", anchor = "start") =>
  node("text", { x, y, "font-size": size, class: cls, "text-anchor": anchor }, content);

// A suit shape of height ``size`` with its top-left corner at (x, y).
const pip = (suit, x, y, size) =>
  node("path", { d: SUITS[suit], class: "ink", transform: `translate(${x} ${y}) scale(${size / 100})` });

function frame(cls) {
  const svg = node("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: `picture ${cls}`,
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.append(node("rect", { x: 1.5, y: 1.5, width: WIDTH - 3, height: HEIGHT - 3, rx: 9, class: "paper" }));
  return svg;
}

// The corner index: rank over suit at the top left, the size the eye finds first.
function index(svg, rank, suit) {
  const size = rank.length > 1 ? 31 : 36;
  const text = label(rank.length > 1 ? 4 : 7, 36, size, rank, "ink rank");
  if (rank.length > 1) text.setAttribute("letter-spacing", "-2");
  svg.append(text, pip(suit, 8, 44, 26));
}

function suitCard(rank, suit) {
  const svg = frame("suit");
  index(svg, rank, suit);
  if (["J", "C", "Q", "K"].includes(rank)) {
    svg.append(
      node("rect", { x: 40, y: 42, width: 52, height: 88, rx: 6, class: "court" }),
      label(66, 91, 44, rank, "ink court-letter", "middle"),
      pip(suit, 56, 104, 20),
    );
  } else if (rank === "A") {
    svg.append(pip(suit, 32, 58, 62));
  } else {
    svg.append(pip(suit, 42, 66, 50));
  }
  return svg;
}

function trumpCard(number) {
  const svg = frame("trump");
  const text = label(number.length > 1 ? 4 : 8, 36, number.length > 1 ? 31 : 36, number, "ink rank");
  if (number.length > 1) text.setAttribute("letter-spacing", "-2");
  svg.append(
    text,
    node("path", { d: star(20, 57, 13), class: "ink" }),
    node("circle", { cx: 64, cy: 94, r: 28, class: "badge" }),
    label(64, 106, number.length > 1 ? 32 : 36, number, "ink badge-number", "middle"),
  );
  return svg;
}

// The Fjønt and the joker: a star in the corner and in the middle, the card's name below.
function starCard(cls, corner, name) {
  const svg = frame(cls);
  svg.append(
    label(7, 34, corner.length > 1 ? 26 : 34, corner, "ink rank"),
    node("path", { d: star(20, 55, 12), class: "ink" }),
    node("path", { d: star(60, 84, 32), class: "ink" }),
    label(WIDTH / 2, 131, 16, name, "ink name", "middle"),
  );
  return svg;
}

// The picture of a card code: a suit card (AS … KC, the knights CH), a trump (T0 … T21), the
// Fjønt (FJ) or the joker (JK); an unknown code gets its code written on a blank card.
export function cardPicture(code) {
  if (code === "JK") return starCard("joker", "JK", capitalise(T.joker ?? "joker"));
  if (code === "FJ") return starCard("fjont", "FJ", "Fjønt");
  const trump = /^T(\d+)$/.exec(code);
  if (trump) return trumpCard(trump[1]);
  const suited = /^(10|[2-9AJCQK])([SHDC])$/.exec(code);
  if (suited) return suitCard(suited[1], suited[2]);
  const svg = frame("unknown");
  svg.append(label(WIDTH / 2, 78, 26, code, "ink", "middle"));
  return svg;
}

// The back of a face-down card: a framed lattice of diamonds.
export function cardBack() {
  const svg = frame("back");
  let lattice = "";
  for (let y = 18; y <= 122; y += 13) {
    for (let x = 18 + ((y - 18) / 13) % 2 * 6.5; x <= 82; x += 13) {
      lattice += `M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z`;
    }
  }
  svg.append(
    node("rect", { x: 9, y: 9, width: WIDTH - 18, height: HEIGHT - 18, rx: 5, class: "back-frame" }),
    node("path", { d: lattice, class: "back-lattice" }),
  );
  return svg;
}

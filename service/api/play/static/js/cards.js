// Cards on the page: one card, a row of them, a small one in a build or a meld, a face-down
// back; selectable where the person may pick them. Each card is its picture (picture.js), an
// image whose accessible name is the card's spoken name ("ten of clubs").

import { T, text } from "./state.js";
import { isSelected, toggle } from "./composer.js";
import { cardBack, cardPicture } from "./picture.js";
import { cardFace } from "./words.js";

export function cardElement(code, zone, index, selectable, size = "") {
  const face = cardFace(code);
  const element = document.createElement(selectable ? "button" : "span");
  element.className = ["card", face.cls, size].filter(Boolean).join(" ");
  // the picture is an image named as spoken; a button takes its name from it, and the index
  // drawn on it is part of the image, not text the name would have to repeat (label in name)
  const picture = cardPicture(code);
  picture.removeAttribute("aria-hidden");
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", face.name);
  element.append(picture);
  element.dataset.card = code;
  element.title = face.name;
  if (selectable) {
    element.type = "button";
    element.dataset.zone = zone;
    element.dataset.index = String(index);
    element.setAttribute("aria-pressed", String(isSelected(zone, index)));
    element.addEventListener("click", () => toggle({ zone, code, index }, element));
  }
  return element;
}

export function cardRow(codes, zone, selectable, size = "") {
  const row = document.createElement("div");
  row.className = size ? `cards ${size}` : "cards";
  codes.forEach((code, index) => row.append(cardElement(code, zone, index, selectable, size)));
  if (!codes.length) row.append(text("span", T.none, "empty"));
  return row;
}

// Small cards, not selectable: the parts of a build, a meld, a declaration, the last move.
export const miniRow = (codes) => cardRow(codes, "", false, "mini");

// A face-down card, for what the person cannot see (the stock, another seat's hand); its
// count is said in words next to it, so the picture itself is hidden from screen readers.
export function backElement(size = "mini") {
  const element = document.createElement("span");
  element.className = `card-back ${size}`;
  element.setAttribute("aria-hidden", "true");
  element.append(cardBack());
  return element;
}

// Cards on the page: one card, a row of them; selectable where the person may pick them.

import { T, text } from "./state.js";
import { isSelected, toggle } from "./composer.js";
import { cardFace } from "./words.js";

export function cardElement(code, zone, index, selectable) {
  const face = cardFace(code);
  const element = document.createElement(selectable ? "button" : "span");
  element.className = `card ${face.cls}`;
  element.textContent = face.text;
  element.dataset.card = code;
  if (selectable) {
    element.type = "button";
    element.dataset.zone = zone;
    element.dataset.index = String(index);
    element.setAttribute("aria-pressed", String(isSelected(zone, index)));
    element.setAttribute("aria-label", face.name);
    element.addEventListener("click", () => toggle({ zone, code, index }, element));
  } else {
    element.setAttribute("role", "img");
    element.setAttribute("aria-label", face.name);
  }
  return element;
}

export function cardRow(codes, zone, selectable) {
  const row = document.createElement("div");
  row.className = "cards";
  codes.forEach((code, index) => row.append(cardElement(code, zone, index, selectable)));
  if (!codes.length) row.append(text("span", T.none, "empty"));
  return row;
}


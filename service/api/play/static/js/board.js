// The board: status line, counts, the table's zones and the person's hand.

import { cardElement, cardRow } from "./cards.js";
import { isSelected, toggle } from "./composer.js";
import { $, dealOver, myTurn, S, SEAT, T, text, view } from "./state.js";
import { cardsText, cardText, fmt, playerName } from "./words.js";

function myHand() {
  const seen = view();
  if (Array.isArray(seen.hand)) return seen.hand;
  if (Array.isArray(seen.hands?.[SEAT])) return seen.hands[SEAT];
  return [];
}

function handCounts() {
  const seen = view();
  if (seen.hand_counts) return seen.hand_counts;
  return (seen.hands ?? []).map((hand) => (Array.isArray(hand) ? hand.length : hand ?? 0));
}

export function renderHand() {
  const hand = myHand();
  const row = cardRow(hand, "hand", myTurn());
  row.id = "hand-cards";
  $("hand-cards").replaceWith(row);
}

function zone(title, ...content) {
  const section = document.createElement("div");
  section.className = "zone";
  section.append(text("h4", title), ...content);
  return section;
}

export function renderTable() {
  const seen = view();
  const selectable = myTurn();
  const zones = [];
  if (S.game.family === "fishing") {
    const loose = zone(T.loose, cardRow(seen.table.cards, "table", selectable));
    loose.dataset.zone = "loose";
    zones.push(loose);
    const builds = seen.table.builds ?? [];
    if (builds.length || seen.game === "byggkasino" || seen.game === "mulle-glimne") {
      const list = document.createElement("ul");
      list.className = "items";
      builds.forEach((build, index) => {
        const label = `${build.id}: ${fmt("build_item", { value: build.value, owner: playerName(build.last_builder ?? build.created_by) })} — ${build.parts.map((part) => part.map(cardText).join("+")).join(", ")}`;
        list.append(itemElement(label, "build", build.id, index, selectable, { build: build.id, value: build.value }));
      });
      if (!builds.length) list.append(text("li", T.none, "empty"));
      zones.push(zone(T.builds, list));
    }
  } else if (S.game.family === "femhundra") {
    const list = document.createElement("ul");
    list.className = "items";
    seen.table.forEach((meld, index) => {
      const cards = meld.cards.map((c) => (c.joker_as ? `${cardText(c.card)}=${cardText(c.joker_as)}` : cardText(c.card)));
      const label = `${meld.id}: ${fmt("meld_item", { kind: T[meld.kind] ?? meld.kind, owner: playerName(meld.owner) })} — ${cards.join(" ")}`;
      list.append(itemElement(label, "meld", meld.id, index, selectable, { meld: meld.id }));
    });
    if (!seen.table.length) list.append(text("li", T.none, "empty"));
    zones.push(zone(T.melds, list));
    const pile = seen.pile ?? [];
    zones.push(zone(T.pile, cardRow(pile.slice(-8), "pile", false)));
  } else if (S.game.family === "tarot") {
    const trick = document.createElement("ul");
    trick.className = "items trick";
    for (const played of seen.trick ?? []) {
      const item = document.createElement("li");
      item.append(text("span", `${playerName(played.seat)}: `), cardElement(played.card, "trick", 0, false));
      trick.append(item);
    }
    if (!(seen.trick ?? []).length) trick.append(text("li", T.none, "empty"));
    zones.push(zone(T.trick, trick));
    const declared = document.createElement("ul");
    declared.className = "items";
    for (const declaration of seen.declarations ?? []) {
      const groups = [...declaration.sets, ...declaration.sequences.map((s) => s.cards)];
      declared.append(text("li", `${playerName(declaration.player)}: ${groups.map(cardsText).join(" · ")}`));
    }
    if ((seen.declarations ?? []).length) zones.push(zone(T.declarations, declared));
    const mine = seen.discards?.[SEAT];
    if (Array.isArray(mine) && mine.length) zones.push(zone(T.laid_away, cardRow(mine, "discard", false)));
  }
  $("table-zones").replaceChildren(...zones);
}

function itemElement(label, zoneName, code, index, selectable, data) {
  const item = document.createElement("li");
  const element = document.createElement(selectable ? "button" : "span");
  element.textContent = label;
  element.className = "item";
  Object.assign(element.dataset, data);
  if (selectable) {
    element.type = "button";
    element.dataset.zone = zoneName;
    element.dataset.index = String(index);
    element.setAttribute("aria-pressed", String(isSelected(zoneName, index)));
    element.addEventListener("click", () => toggle({ zone: zoneName, code, index }, element));
  }
  item.append(element);
  return item;
}

// One line for the table's piles, then one per seat: cards in hand, taken, tabbar, tricks.
export function renderCounts() {
  const seen = view();
  const lines = [];
  const line = (key) => {
    const item = document.createElement("li");
    item.dataset.key = key;
    lines.push(item);
    return item;
  };
  const count = (item, key, content) => {
    const part = text("span", content);
    part.dataset.key = key;
    if (item.querySelector("span")) item.append(", ");
    item.append(part);
  };
  const table = line("table");
  const stock = typeof seen.stock === "number" ? seen.stock : seen.stock_count;
  if (typeof stock === "number") count(table, "stock", fmt("stock", { count: stock }));
  if (Array.isArray(seen.pile)) count(table, "pile", fmt("pile_count", { count: seen.pile.length }));
  if (!table.querySelector("span")) lines.pop();
  handCounts().forEach((held, seat) => {
    const item = line(`seat-${seat}`);
    item.append(text("strong", `${playerName(seat)}: `));
    count(item, `hand-${seat}`, fmt("in_hand", { count: held }));
    const taken = seen.captured?.[seat];
    if (taken !== undefined && taken !== null) {
      count(item, `captured-${seat}`, fmt("taken", { count: Array.isArray(taken) ? taken.length : taken }));
    }
    if (seen.tabbar) count(item, `tabbar-${seat}`, fmt("tabbar", { count: seen.tabbar[seat] }));
    if (seen.tricks_won) count(item, `tricks-${seat}`, fmt("tricks", { count: seen.tricks_won[seat] }));
    if (seen.exposed?.[seat]?.length) count(item, `exposed-${seat}`, fmt("exposed", { cards: cardsText(seen.exposed[seat]) }));
  });
  $("counts").replaceChildren(...lines);
}

export function renderStatus() {
  const seen = view();
  let status;
  if (dealOver()) status = seen.match?.over ? T.match_over : T.deal_over;
  else if (seen.to_move === SEAT) status = T.your_turn;
  else status = fmt("thinking", { player: playerName(seen.to_move) });
  const match = seen.match;
  const where = match
    ? `${fmt("deal_number", { number: match.deal_number })}, ${match.target ? fmt("target", { target: match.target }) : T.single_deal}`
    : "";
  $("status").textContent = `${where}. ${status}`;
}


// The board: status line, counts, the table's zones and the person's hand.

import { backElement, cardElement, cardRow, miniRow } from "./cards.js";
import { isSelected, toggle } from "./composer.js";
import { lastMoveZone, markFresh, markPending } from "./highlight.js";
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
  row.classList.add("hand");
  $("hand-cards").replaceWith(row);
  markFresh(row);
  markPending();
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
        const label = `${build.id}: ${fmt("build_item", { value: build.value, owner: playerName(build.last_builder ?? build.created_by) })}`;
        const parts = build.parts.map((part) => miniRow(part));
        list.append(itemElement(label, parts, "build", build.id, index, selectable, { build: build.id, value: build.value }));
      });
      if (!builds.length) list.append(text("li", T.none, "empty"));
      zones.push(zone(T.builds, list));
    }
  } else if (S.game.family === "femhundra") {
    const list = document.createElement("ul");
    list.className = "items";
    seen.table.forEach((meld, index) => {
      const label = `${meld.id}: ${fmt("meld_item", { kind: T[meld.kind] ?? meld.kind, owner: playerName(meld.owner) })}`;
      const row = miniRow(meld.cards.map((c) => c.card));
      const pictures = [...row.children];
      meld.cards.forEach((c, at) => {
        if (c.joker_as) pictures[at].after(text("span", `= ${cardText(c.joker_as)}`, "joker-as"));
      });
      list.append(itemElement(label, [row], "meld", meld.id, index, selectable, { meld: meld.id }));
    });
    if (!seen.table.length) list.append(text("li", T.none, "empty"));
    zones.push(zone(T.melds, list));
    const pile = seen.pile ?? [];
    const shown = cardRow(pile.slice(-8), "pile", false);
    shown.classList.add("pile");
    zones.push(zone(T.pile, shown));
  } else if (S.game.family === "tarot") {
    const trick = document.createElement("ul");
    trick.className = "items trick";
    for (const played of seen.trick ?? []) {
      const item = document.createElement("li");
      item.append(text("span", playerName(played.seat), "seat"), cardElement(played.card, "trick", 0, false));
      trick.append(item);
    }
    if (!(seen.trick ?? []).length) trick.append(text("li", T.none, "empty"));
    zones.push(zone(T.trick, trick));
    const declared = document.createElement("ul");
    declared.className = "items";
    for (const declaration of seen.declarations ?? []) {
      const groups = [...declaration.sets, ...declaration.sequences.map((s) => s.cards)];
      const item = text("li", `${playerName(declaration.player)}: `);
      item.append(...groups.map((group) => miniRow(group.filter((c) => typeof c === "string"))));
      declared.append(item);
    }
    if ((seen.declarations ?? []).length) zones.push(zone(T.declarations, declared));
    const mine = seen.discards?.[SEAT];
    if (Array.isArray(mine) && mine.length) zones.push(zone(T.laid_away, cardRow(mine, "discard", false)));
  }
  const last = lastMoveZone();
  if (last) zones.unshift(last);
  $("table-zones").replaceChildren(...zones);
  markFresh($("table-zones"));
  markPending();
}

// A build or a meld: its label (id, value or kind, owner) in words, its cards as small pictures.
function itemElement(label, rows, zoneName, code, index, selectable, data) {
  const item = document.createElement("li");
  const element = document.createElement(selectable ? "button" : "span");
  element.append(text("span", label, "label"), ...rows);
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
  const count = (item, key, content, back = false) => {
    const part = text("span", content);
    part.dataset.key = key;
    if (back) part.prepend(backElement());
    if (item.querySelector("span[data-key]")) item.append(", ");
    item.append(part);
  };
  const table = line("table");
  const stock = typeof seen.stock === "number" ? seen.stock : seen.stock_count;
  if (typeof stock === "number") count(table, "stock", fmt("stock", { count: stock }), true);
  if (Array.isArray(seen.pile)) count(table, "pile", fmt("pile_count", { count: seen.pile.length }));
  if (!table.querySelector("span[data-key]")) lines.pop();
  handCounts().forEach((held, seat) => {
    const item = line(`seat-${seat}`);
    item.append(text("strong", `${playerName(seat)}: `));
    count(item, `hand-${seat}`, fmt("in_hand", { count: held }), seat !== SEAT);
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


// The last moves, newest first, with the bots' reasons and what happened.
//
// The log keeps what the API said, not sentences: each entry is the mover's seat, the move as
// the API gave it and the events, so a render in another language (after the language
// switch's reload) words every line anew. A bot's reason comes worded by the API in the
// language it was asked in and has no machine form; for a seat-bound game (this page's) it is,
// by the API's contract, the move itself in words ("{move}.") or that cards were laid face
// down (service/api/redact.py, bot_move). So the entry keeps the reason per language it was
// given in, and a language it was not given in words it from the move as the page does.

import { describeEvent, describeMove } from "./describe.js";
import { $, LANG, LOG_SIZE, S, SEAT, text } from "./state.js";
import { fmt, playerName, withFaces } from "./words.js";

// One entry: {seat, move, reasons: {lang: text}, hidden: count of cards laid face down,
// events: [raw events]}; seat null for what happened without a move (a new deal).
export function logEntry(note, events) {
  const entry = { seat: note?.seat ?? null, move: note?.move ?? null, reasons: {}, events };
  if (note?.reason) entry.reasons[LANG] = note.reason;
  if (note?.hidden) entry.hidden = note.hidden;
  S.game.log.unshift(entry);
  S.game.log.length = Math.min(S.game.log.length, LOG_SIZE);
}

function moveLine(entry) {
  if (entry.seat === null || entry.seat === undefined) return null;
  const told = entry.move ? describeMove(entry.move)
    : entry.reasons[LANG] ?? fmt("move_face_down", { count: entry.hidden ?? "?" });
  return `${playerName(entry.seat)}: ${withFaces(told)}`;
}

function reasonLine(entry) {
  // a move laid face down is told by its reason in the move's own line
  if (entry.seat === SEAT || !entry.move || !Object.keys(entry.reasons).length) return null;
  const given = entry.reasons[LANG];
  return fmt("reason", { reason: given ? withFaces(given) : `${describeMove(entry.move)}.` });
}

export function renderLog() {
  const entries = S.game.log.map((entry) => {
    const item = document.createElement("li");
    if (typeof entry === "string" || !Array.isArray(entry.events)) return item; // an old save
    const move = moveLine(entry);
    if (move) item.append(text("p", move, "move"));
    const reason = reasonLine(entry);
    if (reason) item.append(text("p", reason, "reason"));
    for (const event of entry.events) item.append(text("p", describeEvent(event), "event"));
    return item;
  });
  $("events").replaceChildren(...entries);
}

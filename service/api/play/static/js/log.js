// The last moves, newest first, with the bots' reasons and what happened.

import { $, S, text } from "./state.js";
import { fmt, withFaces } from "./words.js";

export function renderLog() {
  const entries = S.game.log.map((entry) => {
    const item = document.createElement("li");
    if (entry.move) item.append(text("p", entry.move, "move"));
    if (entry.reason) item.append(text("p", fmt("reason", { reason: withFaces(entry.reason) }), "reason"));
    for (const line of entry.events) item.append(text("p", line, "event"));
    return item;
  });
  $("events").replaceChildren(...entries);
}


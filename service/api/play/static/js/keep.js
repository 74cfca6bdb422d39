// Keeping the game over a reload (the language switch): the state in sessionStorage.

import { render } from "./render.js";
import { entryOf } from "./setup.js";
import { $, S, STORE } from "./state.js";
import { advance } from "./turns.js";

export function save() {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(S.game));
  } catch {
    // a full or disabled storage only loses the resume after a reload
  }
}

export function restore() {
  let saved = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(STORE) ?? "null");
  } catch {
    saved = null;
  }
  if (!saved?.token || !saved.seatView || !entryOf(saved.id)) return false;
  S.game = saved;
  $("game").value = S.game.id;
  $("setup").hidden = true;
  $("board").hidden = false;
  S.run += 1;
  render();
  advance(S.run);
  return true;
}

// Keeping the game over a reload (the language switch): the state in sessionStorage. What is
// kept is what the API answered (views, moves, events), so the page words it anew in the new
// language; the score sheet's labels, worded by the API, are asked for again (score.js).

import { render } from "./render.js";
import { rewordScores } from "./score.js";
import { entryOf, showSettings } from "./setup.js";
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
  S.game.log = (S.game.log ?? []).filter((entry) => Array.isArray(entry?.events));
  showSettings(S.game.settings ?? { game: S.game.id, players: S.game.players, level: S.game.level });
  $("setup").hidden = true;
  $("board").hidden = false;
  S.run += 1;
  render();
  rewordScores();
  advance(S.run);
  return true;
}

// The /play page: a person plays seat 0 of a sealed deal, the service's bots play the others.
// Only the public API is used (fetch to /v1/...), in the page's language (Accept-Language).
// No framework, no build step: ES modules with one job each, one state object (state.js),
// render functions that redraw from it.

import { showError } from "./api.js";
import { renderHand, renderTable } from "./board.js";
import { check, fillValue } from "./composer.js";
import { renderMoves } from "./moves.js";
import { loadCatalogue } from "./setup.js";
import { $, S } from "./state.js";
import { applyPending } from "./choice.js";
import { restore } from "./keep.js";
import { deal, newGame, nextDeal, recover, rematch } from "./turns.js";

$("setup-form").addEventListener("submit", deal);
$("check").addEventListener("click", check);
$("clear").addEventListener("click", () => {
  S.selected = [];
  S.narrowed = null;
  renderHand();
  renderTable();
  renderMoves();
});
$("build-value").addEventListener("input", () => {
  $("build-value").dataset.filled = "false"; // the person's own value from now on
});
$("apply").addEventListener("click", applyPending);
$("next-deal").addEventListener("click", nextDeal);
$("new-game").addEventListener("click", newGame);
$("rematch").addEventListener("click", rematch);
$("restart").addEventListener("click", recover);
$("kind").addEventListener("change", () => {
  S.kindChosenAt = S.game?.step ?? null;
  $("value-field").hidden = $("kind").value !== "build";
  fillValue();
});

loadCatalogue()
  .then(() => restore())
  .catch(showError);

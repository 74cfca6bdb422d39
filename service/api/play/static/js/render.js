// One redraw of the whole board from the state object.

import { renderCounts, renderHand, renderStatus, renderTable } from "./board.js";
import { renderLog } from "./log.js";
import { renderMoves } from "./moves.js";
import { renderScore } from "./score.js";
import { root, S } from "./state.js";

export function render() {
  const game = S.game;
  if (!game?.seatView) return;
  root.dataset.token = game.token;
  root.dataset.step = String(game.step);
  root.dataset.game = game.id;
  renderStatus();
  renderCounts();
  renderTable();
  renderHand();
  renderMoves();
  renderLog();
  renderScore();
}

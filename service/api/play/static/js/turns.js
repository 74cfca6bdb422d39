// The course of a game: deal, the person's turn, the bots' turns, the next deal, a new game.

import { api, endpoint, showError } from "./api.js";
import { describeEvent, describeMove } from "./describe.js";
import { render } from "./render.js";
import { save } from "./keep.js";
import { chosenOptions, entryOf } from "./setup.js";
import { $, dealOver, LEGAL_LIMIT, LOG_SIZE, PACE, root, S, SEAT, STORE, view } from "./state.js";
import { playerName } from "./words.js";

export async function deal(event) {
  event.preventDefault();
  const entry = entryOf($("game").value);
  S.run += 1;
  S.game = {
    id: entry.id,
    family: entry.family,
    players: Number($("players").value),
    level: $("level").value,
    log: [],
    scores: null,
  };
  showError(null);
  root.dataset.status = "dealing";
  try {
    // bound to seat 0: every answer carries seat 0's view only (docs/sealed-play.md)
    const body = { players: S.game.players, sealed: true, seat: SEAT, options: chosenOptions() };
    const answer = await api(endpoint("deals"), body);
    $("setup").hidden = true;
    $("board").hidden = false;
    take(answer);
    advance(S.run);
  } catch (error) {
    showError(error);
  }
}

// A sealed answer (deal, apply, next-deal): keep the token, read seat 0's entry only.
export function take(answer, note) {
  if (answer.step !== undefined && S.game.step !== undefined && answer.step <= S.game.step && answer.step !== 0) {
    return; // an older token never replaces a newer one (docs/sealed-play.md)
  }
  S.game.token = answer.token;
  S.game.step = answer.step;
  S.game.seatView = answer.views.find((entry) => entry.seat === SEAT);
  if (answer.scores) S.game.scores = answer.scores;
  const events = S.game.seatView.events ?? [];
  if (note || events.length) {
    S.game.log.unshift({ move: note?.move ?? null, reason: note?.reason ?? null, events: events.map(describeEvent) });
    S.game.log.length = Math.min(S.game.log.length, LOG_SIZE);
  }
  S.pending = null;
  S.selected = [];
  S.game.legal = [];
  save();
  render();
}

export function advance(current) {
  if (current !== S.run) return;
  if (dealOver()) {
    root.dataset.status = view().match?.over ? "match-over" : "deal-over";
    render();
    return;
  }
  if (view().to_move === SEAT) {
    yourTurn(current);
  } else {
    botTurn(current);
  }
}

async function yourTurn(current) {
  root.dataset.status = "loading";
  try {
    const answer = await api(endpoint("legal-moves"), { token: S.game.token, limit: LEGAL_LIMIT });
    if (current !== S.run) return;
    S.game.legal = answer.moves;
    S.game.legalCount = answer.count;
    root.dataset.status = "your-turn";
    render();
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      $("legal-list").querySelector("button")?.focus();
    }
  } catch (error) {
    showError(error);
  }
}

const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

async function botTurn(current) {
  const seat = view().to_move;
  root.dataset.status = "bots";
  render();
  try {
    await sleep(PACE);
    if (current !== S.run) return;
    // one call: the bot's move is played at once; the token, bound to seat 0, acts for no
    // other seat itself (docs/sealed-play.md)
    const answer = await api(endpoint("suggest"), { token: S.game.token, level: S.game.level, play: true });
    if (current !== S.run) return;
    // another seat's move that names cards laid away face down comes as null: its reason says it
    const told = answer.move ? describeMove(answer.move) : answer.reason;
    take(answer, { move: `${playerName(seat)}: ${told}`, reason: answer.move ? answer.reason : null });
    advance(current);
  } catch (error) {
    showError(error);
  }
}

export async function nextDeal() {
  const current = S.run;
  root.dataset.status = "dealing";
  $("next-deal").hidden = true;
  try {
    const answer = await api(endpoint("next-deal"), { token: S.game.token });
    if (current !== S.run) return;
    S.game.scores = null;
    S.game.step = undefined;
    take(answer);
    advance(current);
  } catch (error) {
    showError(error);
  }
}

export function newGame() {
  S.run += 1;
  S.game = null;
  sessionStorage.removeItem(STORE);
  $("board").hidden = true;
  $("setup").hidden = false;
  root.dataset.status = "idle";
  delete root.dataset.token;
  showError(null);
  $("game").focus();
}

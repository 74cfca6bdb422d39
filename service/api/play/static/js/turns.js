// The course of a game: deal, the person's turn, the bots' turns, the next deal, a new game,
// a rematch and a restart with the same settings.

import { api, endpoint, showError } from "./api.js";
import { logEntry } from "./log.js";
import { render } from "./render.js";
import { save } from "./keep.js";
import { chosenSettings, entryOf, showSettings } from "./setup.js";
import { $, dealOver, LANG, LEGAL_LIMIT, PACE, root, S, SEAT, STORE, view } from "./state.js";

export function deal(event) {
  event.preventDefault();
  return startGame(chosenSettings());
}

// A new sealed game with these settings ({game, players, level, options}).
export async function startGame(settings) {
  const entry = entryOf(settings.game);
  S.run += 1;
  const current = S.run;
  S.game = {
    id: entry.id,
    family: entry.family,
    players: settings.players,
    level: settings.level,
    settings,
    log: [],
    scores: null,
  };
  showError(null);
  root.dataset.status = "dealing";
  try {
    // bound to seat 0: every answer carries seat 0's view only (docs/sealed-play.md)
    const body = { players: settings.players, sealed: true, seat: SEAT, options: settings.options };
    const answer = await api(endpoint("deals"), body);
    if (current !== S.run) return;
    $("setup").hidden = true;
    $("board").hidden = false;
    take(answer);
    advance(current);
  } catch (error) {
    showError(error);
  }
}

export const rematch = () => startGame(S.game.settings);

// After a refusal that left the game stranded, or a connection lost for good: a stranded game
// (or one never dealt) starts again with its settings; otherwise play resumes from the token.
export function recover() {
  if (!S.catalogue.length) {
    window.location.reload(); // the catalogue never came: the page itself starts again
    return;
  }
  const settings = S.game?.settings ?? chosenSettings();
  const stranded = $("recovery").dataset.kind === "stranded";
  showError(null);
  if (stranded || !S.game?.seatView) {
    startGame(settings);
    return;
  }
  S.run += 1;
  render();
  advance(S.run);
}

// The events seat 0 saw, and the count of cards a move laid face down (its reason says it).
const hiddenCount = (events) =>
  events.reduce((sum, event) => sum + (event.count ?? (Array.isArray(event.cards) ? event.cards.length : 0)), 0);

// A sealed answer (deal, apply, next-deal): keep the token, read seat 0's entry only. ``note``
// says whose move it was: {seat, move, reason} (a string ``move``, the worded line of an older
// caller, stands for the move being applied, S.pending).
export function take(answer, note) {
  if (answer.step !== undefined && S.game.step !== undefined && answer.step <= S.game.step && answer.step !== 0) {
    return; // an older token never replaces a newer one (docs/sealed-play.md)
  }
  S.game.token = answer.token;
  S.game.step = answer.step;
  S.game.seatView = answer.views.find((entry) => entry.seat === SEAT);
  if (answer.scores) {
    S.game.scores = answer.scores;
    S.game.scoresLang = LANG;
  }
  const events = S.game.seatView.events ?? [];
  const told = typeof note?.move === "string" ? { seat: SEAT, move: S.pending } : note;
  if (told || events.length) logEntry(told, events);
  S.pending = null;
  S.selected = [];
  S.narrowed = null;
  $("build-value").value = ""; // a value typed for the last move is not one for the next
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
    S.narrowed = null;
    S.game.legalCount = answer.count;
    root.dataset.status = "your-turn";
    render();
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      $("legal-list").querySelector("button")?.focus();
    }
  } catch (error) {
    if (current === S.run) showError(error);
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
    const seen = answer.views.find((entry) => entry.seat === SEAT)?.events ?? [];
    const hidden = answer.move ? 0 : hiddenCount(seen);
    take(answer, { seat, move: answer.move, reason: answer.reason, hidden });
    advance(current);
  } catch (error) {
    if (current === S.run) showError(error);
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
    if (current === S.run) showError(error);
  }
}

export function newGame() {
  const settings = S.game?.settings;
  S.run += 1;
  S.game = null;
  sessionStorage.removeItem(STORE);
  $("board").hidden = true;
  $("setup").hidden = false;
  root.dataset.status = "idle";
  delete root.dataset.token;
  showError(null);
  showSettings(settings);
  $("game").focus();
}

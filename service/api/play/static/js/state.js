// What the page knows: the words, the person's seat, and the one game in play. Every module
// reads and changes this one object; the render functions redraw the page from it.

export const T = JSON.parse(document.getElementById("play-strings").textContent);
export const LANG = document.documentElement.lang || "en";
export const SEAT = 0; // the person's seat; the bots play every other one
export const STORE = "kortdomaren.play"; // sessionStorage: survives the language switch's reload
export const LOG_SIZE = 40;
export const LEGAL_LIMIT = 60;
const params = new URLSearchParams(window.location.search);
export const PACE = Math.max(0, Number(params.get("pace") ?? 350)); // ms before each bot move

export const $ = (id) => document.getElementById(id);
export const root = $("play");

export const S = {
  catalogue: [],
  game: null, // {id, family, players, level, token, step, seatView, scores, log, legal}
  selected: [], // [{zone: "hand"|"table"|"build"|"meld", code, index}]
  pending: null, // the move chosen or composed, validated before it is applied
  narrowed: null, // the legal moves a composed selection could be, when it is several
  run: 0, // bumped by a new game: a stale bot loop stops
  kindChosenAt: null, // the step at which the person last chose a kind of move
};

export const view = () => S.game.seatView.view;
export const dealOver = () => view().to_move === null || view().to_move === undefined;
export const myTurn = () => root.dataset.status === "your-turn";

export function text(tag, content, cls) {
  const element = document.createElement(tag);
  element.textContent = content;
  if (cls) element.className = cls;
  return element;
}

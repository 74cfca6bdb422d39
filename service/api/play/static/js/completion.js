// What a composed move leaves open. Selecting cards says which cards move where; the game may
// need one thing more to play them: a build's value (BYGG-BUILD-6), the end of a run a lay-off
// or claim extends (R500-LAYOFF-5), the card the joker stands for (R500-JOKER-1), the ace's
// place in a full run (R500-MELD-3). The listed legal moves that agree with everything the
// person gave and differ only in those are the move's completions: one is played as is,
// several are offered. Where the list was cut, a completion past the cut is not offered: the
// build value can still be typed, and the service checks whatever is sent.

import { S } from "./state.js";

// The fields a completion may add to what the person composed.
const OPEN = new Set(["value", "end", "joker_as", "ace"]);

const absent = (value) => value === undefined || value === null;
const isCard = (value) => typeof value === "string";

// Lists of cards (a capture, a meld) and of parts (a build) count as sets: order is not play.
function sameList(given, listed) {
  if (!Array.isArray(listed) || given.length !== listed.length) return false;
  const key = (item) => (Array.isArray(item) ? JSON.stringify([...item].sort()) : JSON.stringify(item));
  const left = given.map(key).sort();
  const right = listed.map(key).sort();
  return left.every((item, index) => item === right[index]);
}

function agrees(given, listed) {
  if (Array.isArray(given)) return sameList(given, listed);
  if (isCard(given) || typeof given !== "object" || given === null) return given === listed;
  if (typeof listed !== "object" || listed === null || Array.isArray(listed)) return false;
  const keys = new Set([...Object.keys(given), ...Object.keys(listed)]);
  for (const key of keys) {
    if (key === "parts") {
      // a build's cards, however the game groups them into parts of its value (BYGG-BUILD-8)
      if (!sameList((given.parts ?? []).flat(), (listed.parts ?? []).flat())) return false;
      continue;
    }
    const mine = given[key];
    const theirs = listed[key];
    if (absent(mine) && absent(theirs)) continue;
    if (absent(mine)) {
      if (!OPEN.has(key)) return false; // the person left out more than a completion adds
      continue;
    }
    if (absent(theirs) || !agrees(mine, theirs)) return false;
  }
  return true;
}

// The listed legal moves that complete ``move`` (itself among them when it is whole).
export function completions(move) {
  return (S.game.legal ?? []).filter((listed) => agrees(move, listed));
}

// The build values the listed moves allow for the cards selected, when the value is not given.
export function buildValues(move) {
  const values = completions(move).map((listed) => listed.build?.value);
  return [...new Set(values.filter((value) => Number.isInteger(value)))];
}

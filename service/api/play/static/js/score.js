// The match standing and the deal's score sheet.

import { api, endpoint } from "./api.js";
import { $, dealOver, LANG, S, T, text, view } from "./state.js";
import { fmt, playerName, sideName, sidesOf } from "./words.js";

export function renderScore() {
  const seen = view();
  const match = seen.match;
  const sides = sidesOf(seen);
  const standing = $("standing");
  standing.replaceChildren();
  if (match) {
    // "Match: {scores}", each side's score in a span of its own
    const [before, after] = T.match_scores.split("{scores}");
    standing.append(before ?? "");
    match.scores.forEach((score, side) => {
      if (side) standing.append(", ");
      const points = text("span", String(score));
      points.dataset.score = String(side);
      standing.append(`${sideName(side, sides)} `, points);
    });
    standing.append(after ?? "");
    if (match.over && match.winners) {
      const names = match.winners.map((side) => sideName(side, sides)).join(", ");
      standing.append(" ", text("strong", fmt("winners", { players: names }), "winners"));
    }
  }
  const sheet = $("score-sheet");
  sheet.replaceChildren();
  if (S.game.scores && dealOver()) sheet.append(scoreTable(S.game.scores));
  const more = Boolean(match && !match.over);
  $("next-deal").hidden = !(dealOver() && more);
  // a finished match (or a single deal): the same game again, same settings
  $("rematch").hidden = !(dealOver() && !more && S.game.settings);
}

// The score sheet's labels come worded from the API in the language they were asked in: after
// the language switch's reload the page asks again for the deal's score with its token.
export async function rewordScores() {
  const game = S.game;
  if (!game?.scores || game.scoresLang === LANG || !game.token) return;
  try {
    const report = await api(endpoint("score"), { token: game.token });
    if (S.game !== game) return;
    game.scores = report;
    game.scoresLang = LANG;
    renderScore();
  } catch {
    // the sheet stays as it was (its numbers are right; only its labels keep their language)
  }
}

function scoreTable(report) {
  const table = document.createElement("table");
  table.className = "score";
  const head = table.createTHead().insertRow();
  for (const key of ["score_who", "score_item", "score_count", "score_points", "score_rule"]) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = T[key];
    head.append(cell);
  }
  const body = table.createTBody();
  for (const item of report.items) {
    const row = body.insertRow();
    const who = item.seat !== null && item.seat !== undefined ? playerName(item.seat) : sideName(item.side, report.sides);
    for (const value of [who, item.label, item.count ?? "", item.points, item.rule]) row.insertCell().textContent = String(value);
    row.dataset.side = String(item.side);
  }
  const foot = table.createTFoot();
  report.totals.forEach((total, side) => {
    const row = foot.insertRow();
    const head = document.createElement("th");
    head.scope = "row";
    head.textContent = `${T.score_total}: ${sideName(side, report.sides)}`;
    head.colSpan = 3;
    row.append(head);
    const cell = row.insertCell();
    cell.textContent = String(total);
    cell.dataset.total = String(side);
    row.insertCell();
  });
  return table;
}


/**
 * A plain (unsealed) deal of a fishing game (Kasino, Byggkasino, Mulle, …) with the typed
 * client: deal, then legal-moves → apply until the deal is over, then the score. The caller
 * holds the whole state, so it plays every seat. Events are typed too: the captures are read
 * from them. No casts: every answer is narrowed on its `family` and on `"state" in …`.
 */
import { kortdomaren, unwrap, type Schemas } from "../client.js";

export interface Played {
  moves: number;
  captures: string[];
  totals: number[];
}

/** Plays one seeded two-player deal, capturing where it can, and returns the score. */
export async function playOneDeal(
  base: string,
  game: Schemas["FishingGameId"],
  seed: number,
): Promise<Played> {
  const api = kortdomaren(base);
  const params = { path: { game } };
  const dealt = unwrap(
    "deals",
    await api.POST("/v1/games/{game}/deals", { params, body: { players: 2, seed } }),
  );
  if (dealt.family !== "fishing") throw new Error(`${game} answered a ${dealt.family} deal`);
  // a plain deal answers with the state; a sealed one ("sealed": true) with a token instead
  if (!("state" in dealt)) throw new Error("a plain deal answered sealed");
  let state: Schemas["FishingState"] = dealt.state;
  const captures: string[] = [];
  for (let moves = 1; moves <= 400; moves++) {
    const listed = unwrap(
      "legal-moves",
      await api.POST("/v1/games/{game}/legal-moves", { params, body: { state, limit: 20 } }),
    );
    if (listed.family !== "fishing") throw new Error(`legal-moves answered ${listed.family}`);
    // trails are listed first: take a capture where there is one
    const move = listed.moves.find((m) => m.capture !== undefined) ?? listed.moves[0];
    if (move === undefined) throw new Error(`no legal move for seat ${listed.player}`);
    const applied = unwrap(
      "apply",
      await api.POST("/v1/games/{game}/apply", { params, body: { state, move } }),
    );
    if (applied.family !== "fishing") throw new Error(`apply answered ${applied.family}`);
    if (!("state" in applied)) throw new Error("a plain apply answered sealed");
    for (const event of applied.events) {
      // events are discriminated on type: this one has the capturing card and what it took
      if (event.type === "captured") captures.push(`${event.card}: ${event.cards.join(" ")}`);
    }
    state = applied.state;
    if (applied.deal_over) {
      const scored = unwrap(
        "score",
        await api.POST("/v1/games/{game}/score", { params, body: { state } }),
      );
      return { moves, captures, totals: scored.totals };
    }
  }
  throw new Error("the deal was not over after 400 moves");
}

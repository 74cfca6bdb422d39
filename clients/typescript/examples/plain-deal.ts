/**
 * A typed game loop with plain `fetch` and the generated types (schema.d.ts): deal a fishing
 * game (Kasino, Byggkasino, Mulle, …), then legal-moves → apply until the deal is over, then
 * the score. Events are typed too: the captures are read from them. The tests compile it with `tsc --noEmit` and run it against the service.
 */
import type { components, paths } from "./schema";

type Schemas = components["schemas"];
type Action = "deals" | "legal-moves" | "apply" | "score";
type Post<A extends Action> = paths[`/v1/games/{game}/${A}`]["post"];
type Body<A extends Action> = Post<A>["requestBody"]["content"]["application/json"];
type Answer<A extends Action> = Post<A>["responses"][200]["content"]["application/json"];

/** POST to one of a game's operations; a refusal (RFC 9457 problem) becomes an Error. */
async function post<A extends Action>(
  base: string,
  game: Schemas["GameId"],
  action: A,
  body: Body<A>,
): Promise<Answer<A>> {
  const response = await fetch(`${base}/v1/games/${encodeURIComponent(game)}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const problem = (await response.json()) as Schemas["Problem"];
    throw new Error(`${action}: ${problem.status} ${problem.code}: ${problem.detail}`);
  }
  return (await response.json()) as Answer<A>;
}

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
  const dealt = await post(base, game, "deals", { players: 2, seed });
  if (dealt.family !== "fishing") throw new Error(`${game} answered a ${dealt.family} deal`);
  // a plain deal answers with the state; a sealed one ("sealed": true) with a token instead
  if (!("state" in dealt)) throw new Error("a plain deal answered sealed");
  let state: Schemas["FishingState"] = dealt.state;
  const captures: string[] = [];
  for (let moves = 1; moves <= 400; moves++) {
    const listed = await post(base, game, "legal-moves", { state, limit: 20 });
    if (listed.family !== "fishing") throw new Error(`legal-moves answered ${listed.family}`);
    // trails are listed first: take a capture where there is one
    const move = listed.moves.find((m) => m.capture !== undefined) ?? listed.moves[0];
    if (move === undefined) throw new Error(`no legal move for seat ${listed.player}`);
    const applied = await post(base, game, "apply", { state, move });
    if (applied.family !== "fishing") throw new Error(`apply answered ${applied.family}`);
    if (!("state" in applied)) throw new Error("a plain apply answered sealed");
    for (const event of applied.events) {
      // events are discriminated on type: this one has the capturing card and what it took
      if (event.type === "captured") captures.push(`${event.card}: ${event.cards.join(" ")}`);
    }
    state = applied.state;
    if (applied.deal_over) {
      const scored = await post(base, game, "score", { state });
      return { moves, captures, totals: scored.totals };
    }
  }
  throw new Error(`the deal was not over after 400 moves`);
}

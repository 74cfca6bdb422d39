/**
 * A sealed Kasino deal played the way a player's own client plays it: the deal is sealed and
 * bound to seat 0, so the client holds a token that shows and acts for that seat only. It lists
 * its legal moves and applies its own; the service's bots play the other seat (suggest with
 * "play": true); at the end the score is printed. A bound token plays on once: every request
 * sends the latest token, and the answer to it brings the next one.
 *
 * Typed end to end by the generated schema (no casts): answers are narrowed on `family` and on
 * `"token" in …`, the sealed answers' discriminators.
 */
import { kortdomaren, unwrap, type Schemas } from "../client.js";

/** The seat this client plays; the token is bound to it. */
const SEAT = 0;
/** A two-player Kasino deal has 48 moves (6 rounds of 4 cards each); this bounds a bad loop. */
const MOVE_LIMIT = 200;

export interface SealedDeal {
  /** The moves seat 0 applied, and those the bots played for the other seat. */
  ownMoves: number;
  botMoves: number;
  /** The final token and its step (one per move applied). */
  token: string;
  step: number;
  /** This deal's points per side, and each seat's captured cards as seat 0 saw them. */
  totals: number[];
  captured: string[][];
  /** The server seed, revealed at the end (check it with `kortdomaren verify`). */
  serverSeed: string;
}

type Answer = {
  token: string;
  step: number;
  views: Schemas["FishingSeatView"][];
  deal_over: boolean;
  scores?: Schemas["Score"] | undefined;
  fairness: Schemas["Fairness"];
};

/** Seat 0's entry: the only one a token bound to seat 0 is ever answered with. */
function ownView(views: Schemas["FishingSeatView"][]): Schemas["FishingSeatView"] {
  const mine = views.find((entry) => entry.seat === SEAT);
  if (mine === undefined) throw new Error(`no view for seat ${SEAT} in the answer`);
  return mine;
}

/** One line per event as seat 0 saw it (another seat's hidden cards stay hidden). */
function describe(events: Schemas["FishingEvent"][] | undefined): string {
  return (events ?? [])
    .map((event) => {
      // events are discriminated on type: each narrows to its own fields
      if (event.type === "captured") return `${event.card} takes ${event.cards.join(" ")}`;
      if (event.type === "trailed") return `trails ${event.card}`;
      return event.type;
    })
    .join(", ");
}

/**
 * Deals a sealed two-player Kasino deal bound to seat 0 on the service at `base` and plays it
 * to the end: seat 0 captures where it can, the bots (level greedy, `botSeed`) play seat 1.
 */
export async function playSealedKasino(
  base: string,
  botSeed = 1,
  log: (line: string) => void = console.log,
): Promise<SealedDeal> {
  const api = kortdomaren(base);
  const game: Schemas["FishingGameId"] = "kasino";
  const params = { path: { game } };

  const dealt = unwrap(
    "deals",
    await api.POST("/v1/games/{game}/deals", {
      params,
      body: { players: 2, sealed: true, seat: SEAT },
    }),
  );
  if (dealt.family !== "fishing" || !("token" in dealt)) {
    throw new Error("a sealed Kasino deal answered without a fishing token");
  }
  let answer: Answer = { ...dealt, deal_over: false };
  log(`dealt: step ${answer.step}, seat ${SEAT} holds ${ownView(answer.views).view.hands[SEAT]}`);

  let ownMoves = 0;
  let botMoves = 0;
  while (!answer.deal_over) {
    if (ownMoves + botMoves >= MOVE_LIMIT) throw new Error(`not over after ${MOVE_LIMIT} moves`);
    const token = answer.token; // the latest: an older one would be refused (409 token_spent)
    const toMove = ownView(answer.views).view.to_move;
    if (toMove === SEAT) {
      const listed = unwrap(
        "legal-moves",
        await api.POST("/v1/games/{game}/legal-moves", { params, body: { token, limit: 50 } }),
      );
      if (listed.family !== "fishing") throw new Error(`legal-moves answered ${listed.family}`);
      // trails come first: take a capture where there is one
      const move = listed.moves.find((candidate) => candidate.capture !== undefined) ?? listed.moves[0];
      if (move === undefined) throw new Error(`no legal move for seat ${SEAT}`);
      const applied = unwrap(
        "apply",
        await api.POST("/v1/games/{game}/apply", { params, body: { token, move } }),
      );
      if (applied.family !== "fishing" || !("token" in applied)) {
        throw new Error("a sealed apply answered without a fishing token");
      }
      answer = applied;
      ownMoves += 1;
      log(`seat ${SEAT}: ${describe(ownView(answer.views).events)}`);
    } else {
      const played = unwrap(
        "suggest",
        await api.POST("/v1/games/{game}/suggest", {
          params,
          body: { token, level: "greedy", seed: botSeed, play: true },
        }),
      );
      if (played.family !== "fishing") throw new Error(`suggest answered ${played.family}`);
      const { token: next, step, views, fairness, deal_over, scores } = played;
      if (next === undefined || step === undefined || views === undefined) {
        throw new Error("a bot's move on a sealed deal answered without the next token");
      }
      if (fairness === undefined || deal_over === undefined) {
        throw new Error("a bot's move on a sealed deal answered without fairness or deal_over");
      }
      answer = { token: next, step, views, fairness, deal_over, scores };
      botMoves += 1;
      log(`bot at seat ${played.seat}: ${describe(ownView(answer.views).events)}`);
    }
  }

  // the answer that ends the deal carries its score; `score` with the token says the same
  const scores =
    answer.scores ??
    unwrap(
      "score",
      await api.POST("/v1/games/{game}/score", { params, body: { token: answer.token } }),
    );
  const serverSeed = answer.fairness.server_seed;
  if (!answer.fairness.revealed || serverSeed === undefined) {
    throw new Error("the deal ended without revealing its server seed");
  }
  const captured = ownView(answer.views).view.captured;
  log(`score: ${scores.totals.join(" – ")} (seat ${SEAT} first), after ${answer.step} moves`);
  return {
    ownMoves,
    botMoves,
    token: answer.token,
    step: answer.step,
    totals: scores.totals,
    captured,
    serverSeed,
  };
}

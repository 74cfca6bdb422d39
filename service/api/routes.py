"""The /v1 game endpoints of contract §2: translate, call the game, translate back."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Blueprint, Response, current_app

from service.api import redact
from service.api.body import json_body
from service.api.catalogue import game_entry
from service.api.families import FAMILIES, Family
from service.api.i18n import translator, words
from service.api.problems import ApiProblem, violation_item
from service.api.sealed_chain import verify_chain
from service.api.sealing import (
    Opened,
    acts_for,
    bound_seat,
    chosen_seats,
    deal_of,
    deal_secrets,
    fair_dealer,
    fair_order,
    fairness_record,
    issue_ticket,
    next_deal_secrets,
    open_state,
    open_ticket,
    sealed_answer,
    seat_bound,
    seat_views,
    unmoved_answer,
    with_fair_reshuffle,
)
from service.api.spent import (
    advance,
    check_fresh,
    check_ticket_fresh,
    precheck,
    spend_ticket,
)
from service.bots import suggest as bot_suggest
from service.core.deal import fresh_seed
from service.core.game import Game, Outcome, ScoreReport
from service.core.text import msg
from service.core.verdict import IllegalMove, InvalidInput, Problem
from service.games import GAMES, find_game
from service.games.dealer import draw_dealer
from service.seal.keys import KeyRing

games = Blueprint("games", __name__, url_prefix="/v1")


def ok(payload: Any) -> Response:
    return Response(orjson.dumps(payload), mimetype="application/json")


def lookup(game_id: str) -> tuple[Game[Any, Any], Family]:
    game = find_game(game_id)
    if game is None:
        raise ApiProblem(
            404,
            "unknown_game",
            msg(
                "There is no game '{game_id}'; GET /v1/games lists the games.", game_id=game_id[:60]
            ),
        )
    return game, FAMILIES[game.family]


def score_plain(report: ScoreReport) -> dict[str, Any]:
    standing = report.standing
    gettext = translator()
    return {
        "sides": [list(seats) for seats in report.sides],
        "items": [
            {
                "side": item.side,
                "seat": item.seat,
                "rule": item.rule,
                "code": item.code,
                "label": words(item.label, gettext),
                "count": item.count,
                "points": item.points,
            }
            for item in report.items
        ],
        "totals": list(report.totals),
        "match": {
            "scores": list(standing.scores),
            "target": standing.target,
            "deal_number": standing.deal_number,
            "over": standing.over,
            "winners": None if standing.winners is None else list(standing.winners),
            "decided_by": standing.decided_by,
            "rule": standing.rule,
        },
        "details": dict(report.details),
    }


def _check_game(game: Game[Any, Any], state: Any) -> None:
    if not isinstance(state, dict) or not isinstance(state.get("game"), str):
        return
    named = state["game"]
    if named != game.id:
        message = (
            msg(
                "The state is a '{named}' state but the path names '{id}'; send it to the "
                "/v1/games/{named}/ endpoints.",
                named=named[:60],
                id=game.id,
            )
            if find_game(named) is not None
            else msg(
                "The state names no game of the catalogue ('{named}'); a state for this path has "
                "game '{id}'.",
                named=named[:60],
                id=game.id,
            )
        )
        raise InvalidInput("invalid_state", [Problem("/state/game", "wrong_game", message)])


def _body(game: Game[Any, Any], family: Family, name: str) -> dict[str, Any]:
    """The request body as the family's schema ``name`` loads it. A state of another game is
    refused first, as wrong_game: read with this family's schema, another family's state
    would be a pile of unknown and missing fields instead."""
    body = json_body()
    _check_game(game, body.get("state"))
    return family.load(name, body)


def _load_state(game: Game[Any, Any], family: Family, data: dict[str, Any]) -> Any:
    _check_game(game, data["state"])
    return family.state_from_plain(game, data["state"])


def _keys() -> KeyRing:
    ring: KeyRing = current_app.extensions["kortdomaren.seal_keys"]
    return ring


def _request(
    game: Game[Any, Any], family: Family, name: str, body: dict[str, Any] | None = None
) -> tuple[dict[str, Any], Any, Opened | None]:
    """The body, its state and, for a sealed request (``token`` in place of ``state``), the
    opened token: its state skips the schema and the state check (the service sealed it)."""
    if body is None:
        body = json_body()
    if "token" in body and "state" not in body:
        # the token first: it names the game, so a token of another game is wrong_game, as a
        # state of another game is, whatever its move looks like
        token = body["token"]
        opened = open_state(game, family, _keys(), token) if isinstance(token, str) else None
        data = family.load(f"Sealed{name}", body)  # refuses a token that is not a string
        assert opened is not None
        check_fresh(opened)
        return data, opened.state, opened
    _check_game(game, body.get("state"))
    data = family.load(name, body)
    return data, family.state_from_plain(game, data["state"]), None


def _deal_over(game: Game[Any, Any], state: Any) -> bool:
    return getattr(state, "to_move", None) is None


@games.get("/games")
def catalogue() -> Response:
    return ok({"games": [game_entry(game) for game in GAMES]})


@games.get("/games/<game_id>")
def catalogue_entry(game_id: str) -> Response:
    game, _family = lookup(game_id)
    return ok(game_entry(game))


@games.post("/games/<game_id>/deals")
def deal(game_id: str) -> Response:
    game, family = lookup(game_id)
    data = family.load("DealRequest", json_body())
    players = data["players"]
    if players not in game.player_counts:
        *most, last = map(str, game.player_counts)
        counts = msg("{some} or {last}", some=", ".join(most), last=last) if most else last
        raise InvalidInput(
            "invalid_request",
            [
                Problem(
                    "/players",
                    "invalid_player_count",
                    msg(
                        "The game {name} is played by {counts} players, not {players}.",
                        name=game.name,
                        counts=counts,
                        players=players,
                    ),
                )
            ],
        )
    dealer = data.get("dealer")
    if dealer is not None and not 0 <= dealer < players:
        raise InvalidInput(
            "invalid_request",
            [
                Problem(
                    "/dealer",
                    "invalid_seat",
                    msg("The dealer must be a seat from 0 to {players}.", players=players - 1),
                )
            ],
        )
    history = data["match"]["history"] if "match" in data else None
    # a match's options are resolved for all its players, also for a deal seating only some
    # of them (misär's elimination, a Byggkasino play-off: history rows name every player)
    option_players = max(players, len(history[0])) if history else players
    options = game.resolve_options(data["options"], option_players)
    _check_seat_binding(data, players)
    if data["sealed"]:
        return ok(_sealed_deal(game, family, data, players, options, dealer, history))
    seed = data["seed"] if "seed" in data else fresh_seed()
    if dealer is None:
        dealer = draw_dealer(seed, players)
    match = None if history is None else family.new_match(game, options, players, seed, history)
    state = game.deal(players, options, dealer, seed, match)
    return ok({"family": family.name, "state": family.state_to_plain(state), "seed": seed})


def _check_seat_binding(data: dict[str, Any], players: int) -> None:
    """``seat`` and ``views`` shape a sealed deal's answers; a plain deal answers the state."""
    problems = []
    for name in ("seat", "views", "commitment"):
        if name in data and not data["sealed"]:
            message = msg(
                "Only a sealed deal takes '{name}'; add \"sealed\": true or leave it out.",
                name=name,
            )
            problems.append(Problem(f"/{name}", "sealed_only", message))
    seat = data.get("seat")
    if seat is not None and not 0 <= seat < players:
        message = msg("The seat must be from 0 to {top}.", top=players - 1)
        problems.append(Problem("/seat", "invalid_seat", message))
    if problems:
        raise InvalidInput("invalid_request", problems)


def _sealed_deal(
    game: Game[Any, Any],
    family: Family,
    data: dict[str, Any],
    players: int,
    options: Any,
    dealer: int | None,
    history: list[list[int]] | None,
) -> dict[str, Any]:
    """A deal dealt from the committed fair shuffle: no seed (the server seed stays secret until
    the deal ends), a token and one view per seat."""
    problems = []
    if "seed" in data:
        message = msg("A sealed deal is shuffled from a committed server seed; leave out 'seed'.")
        problems.append(Problem("/seed", "sealed_seed", message))
    client_seeds = data.get("client_seeds", [])
    if client_seeds and "commitment" not in data:
        message = msg(
            "Client seeds count only if the server committed to its seed before you chose "
            "them: POST /v1/games/{id}/commitments first and send its ticket as 'commitment'.",
            id=game.id,
        )
        problems.append(Problem("/commitment", "commitment_first", message))
    problems += _seed_count_problems(client_seeds, players)
    if problems:
        raise InvalidInput("invalid_request", problems)
    seat = data.get("seat")
    seats = chosen_seats(data, players, seat)
    match = None if history is None else family.new_match(game, options, players, 0, history)
    number = 1 if match is None else match.deal_number
    issued = None  # a bound game from a ticket expires with it: a retry's twin no later
    if "commitment" in data:
        ticket = open_ticket(game, _keys(), data["commitment"])
        check_ticket_fresh(ticket.issued)
        secrets = deal_secrets(client_seeds, number, ticket.server_seed, ticket.chain, True)
        issued = ticket.issued
    else:
        secrets = deal_secrets(client_seeds, number)
    if dealer is None:
        dealer = fair_dealer(secrets, players)
    else:
        secrets["dealer_chosen"] = "request"  # the revealed record tells it from a removed draw
    state = game.deal(players, options, dealer, 0, match, fair_order(game, options, secrets))
    answer = sealed_answer(
        game, family, _keys(), state, secrets, None, seat=seat, seats=seats, issued=issued
    )
    if "commitment" in data:  # one deal per ticket: what makes the deal is the fingerprint
        asked = {key: data.get(key) for key in ("players", "dealer", "options", "match", "seat")}
        spend_ticket(game.id, answer["fairness"]["commitment"], {**asked, "seeds": client_seeds})
    return answer


def _seed_count_problems(client_seeds: list[str], players: int) -> list[Problem]:
    """Client seeds: none, one for the table or one per seat (a deal's and a next deal's)."""
    if len(client_seeds) in (0, 1, players):
        return []
    message = msg(
        "Give one client seed for the table or one per seat ({players}), not {n_client_seeds}.",
        players=players,
        n_client_seeds=len(client_seeds),
    )
    return [Problem("/client_seeds", "client_seed_count", message)]


@games.post("/games/<game_id>/commitments")
def commitments(game_id: str) -> Response:
    """A server seed committed to before any client seed is known (docs/fair-deals.md): the
    ticket is sealed, so nothing is stored until a deal spends it."""
    game, family = lookup(game_id)
    family.load("CommitmentRequest", json_body())
    return ok(issue_ticket(game, _keys()))


@games.post("/games/<game_id>/next-deal")
def next_deal(game_id: str) -> Response:
    game, family = lookup(game_id)
    data, state, opened = _request(game, family, "NextDealRequest")
    if opened is None:
        return ok({"family": family.name, "state": family.state_to_plain(game.next_deal(state))})
    seats = chosen_seats(data, state.players, opened.claims.seat)
    # the seed the finished deal committed to (next_commitment), never the revealed one; the
    # client seeds may be chosen anew now that the commitment is known
    client_seeds = data.get("client_seeds")
    wrong_count = _seed_count_problems(client_seeds or [], state.players)
    if wrong_count:
        raise InvalidInput("invalid_request", wrong_count)
    previous = deal_of(opened)
    if opened.claims.seat is not None and "chain" not in previous:
        # sealed before next seeds were committed: a fresh seed on every retry would let the
        # bound player deal again until a good hand came
        message = msg(
            "This seat-bound token is older than committed next deals and cannot deal the "
            "next one; start a new match with a new deal."
        )
        raise InvalidInput("invalid_token", [Problem("/token", "invalid_token", message)])
    secrets = next_deal_secrets(previous, client_seeds)
    following = game.next_deal(state, fair_order(game, state.options, secrets))
    if following.players != state.players:  # a seat eliminated (misär): ask again
        seats = chosen_seats(data, following.players, opened.claims.seat)
    answer = sealed_answer(game, family, _keys(), following, secrets, opened, seats=seats)
    advance(opened, {"kind": "next-deal", "seeds": secrets["client_seeds"]}, [])
    return ok(answer)


@games.post("/games/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    game, family = lookup(game_id)
    data, state, opened = _request(game, family, "LegalMovesRequest")
    # a bound token lists its own seat's moves only: another seat's would tell its cards
    acts_for(opened, getattr(state, "to_move", None), "/token")
    listing = game.legal_moves(state, data["limit"])
    return ok(
        {
            "family": family.name,
            "player": listing.player,
            "moves": [family.move_to_plain(move) for move in listing.moves],
            "count": listing.count,
            "count_exact": listing.count_exact,
            "truncated": listing.truncated,
        }
    )


@games.post("/games/<game_id>/validate")
def validate(game_id: str) -> Response:
    game, family = lookup(game_id)
    data, state, opened = _request(game, family, "MoveRequest")
    move = family.move_from_plain(game, data["move"], "/move")
    acts_for(opened, data["move"].get("player"), "/move/player")
    verdict = game.validate(state, move)
    gettext = translator()
    return ok(
        {
            "family": family.name,
            "legal": verdict.legal,
            "violations": [violation_item(v, gettext) for v in verdict.violations],
            "interpretation": dict(verdict.interpretation) if verdict.legal else {},
        }
    )


@games.post("/games/<game_id>/apply")
def apply(game_id: str) -> Response:
    game, family = lookup(game_id)
    data, state, opened = _request(game, family, "MoveRequest")
    move = family.move_from_plain(game, data["move"], "/move")
    acts_for(opened, data["move"].get("player"), "/move/player")
    payload, _outcome = _applied(game, family, data, state, opened, move, data["move"])
    advance(opened, {"kind": "moves"}, [data["move"]])
    return ok(payload)


def _applied(
    game: Game[Any, Any],
    family: Family,
    data: dict[str, Any],
    state: Any,
    opened: Opened | None,
    move: Any,
    plain_move: dict[str, Any],
) -> tuple[dict[str, Any], Outcome[Any]]:
    """Apply's answer: the successor state and events, or for a token the successor token
    and the views asked for (``data``'s ``views``); the score when the deal ended. With it
    the outcome itself, which a bot's answer for a bound seat is told from."""
    if opened is not None:
        seats = chosen_seats(data, state.players, opened.claims.seat)
        secrets = deal_of(opened)
        move = with_fair_reshuffle(family, state, move, secrets, "/move")
    outcome = game.apply(state, move)
    over = _deal_over(game, outcome.state)
    payload: dict[str, Any]
    if opened is None:
        payload = {
            "family": family.name,
            "state": family.state_to_plain(outcome.state),
            "events": list(outcome.events),
        }
    else:
        payload = sealed_answer(
            game,
            family,
            _keys(),
            outcome.state,
            secrets,
            opened,
            [plain_move],
            outcome.events,
            seats=seats,
        )
    payload["deal_over"] = over
    payload["interpretation"] = redact.interpretation(  # another seat's move: as seen
        family, outcome.events, move.player, bound_seat(opened), outcome.verdict.interpretation
    )
    if over:
        payload["scores"] = score_plain(game.score(outcome.state))
    return payload, outcome


@games.post("/games/<game_id>/score")
def score(game_id: str) -> Response:
    game, family = lookup(game_id)
    _data, state, _opened = _request(game, family, "StateRequest")
    return ok(score_plain(game.score(state)))


@games.post("/games/<game_id>/replay")
def replay(game_id: str) -> Response:
    """Apply moves in order; stop at the first refused one (penalties are applied by apply).
    A sealed replay answers with the successor token and, per move, the events per seat."""
    game, family = lookup(game_id)
    body = json_body()
    if "tokens" in body and "token" not in body and "state" not in body:
        return ok(_verified_chain(game, family, body))
    data, state, opened = _request(game, family, "ReplayRequest", body)
    for i, plain in enumerate(data["moves"]):  # a bound token replays its own seat's moves
        acts_for(opened, plain.get("player"), f"/moves/{i}/player")
    moves = [
        family.move_from_plain(game, move, f"/moves/{i}") for i, move in enumerate(data["moves"])
    ]
    secrets = None if opened is None else deal_of(opened)
    seats = None if opened is None else chosen_seats(data, state.players, opened.claims.seat)
    shown = range(state.players) if seats is None else seats
    verdicts: list[dict[str, Any]] = []
    stopped_at = None
    for index, move in enumerate(moves):
        if secrets is not None:
            move = with_fair_reshuffle(family, state, move, secrets, f"/moves/{index}")
        try:
            outcome = game.apply(state, move)
        except IllegalMove as illegal:
            verdicts.append(
                {
                    "index": index,
                    "legal": False,
                    "violations": [violation_item(v, translator()) for v in illegal.violations],
                }
            )
            stopped_at = index
            break
        state = outcome.state
        verdict: dict[str, Any] = {
            "index": index,
            "legal": True,
            "violations": [],
            "interpretation": dict(outcome.verdict.interpretation),
        }
        if secrets is None:
            verdict["events"] = list(outcome.events)
        else:
            verdict["seat_events"] = [family.events_view(outcome.events, seat) for seat in shown]
        verdicts.append(verdict)
    over = _deal_over(game, state)
    applied = len(verdicts) - (stopped_at is not None)
    payload: dict[str, Any] = {"family": family.name}
    if secrets is None:  # plain: no token, no deal secrets
        payload["state"] = family.state_to_plain(state)
    elif applied == 0:  # nothing applied: the same token, the same step (a step is a move)
        assert opened is not None
        payload.update(unmoved_answer(game, family, opened, seats))
    else:
        # one new token for the whole replay, recording the moves it applied
        applied_moves = data["moves"][:applied]
        payload.update(
            sealed_answer(game, family, _keys(), state, secrets, opened, applied_moves, seats=seats)
        )
        advance(opened, {"kind": "moves"}, applied_moves)
    payload.update(verdicts=verdicts, applied=applied, stopped_at=stopped_at, deal_over=over)
    if over:
        payload["scores"] = score_plain(game.score(state))
    return ok(payload)


def _verified_chain(game: Game[Any, Any], family: Family, body: dict[str, Any]) -> dict[str, Any]:
    """Replay's ``tokens`` mode: every link of the chain checked (service/api/sealed_chain.py);
    the answer is the last token's, as a sealed replay's would be."""
    data = family.load("SealedChainRequest", body)
    last = verify_chain(game, family, _keys(), data["tokens"])
    state = last.state
    over = _deal_over(game, state)
    payload: dict[str, Any] = {
        "family": family.name,
        "verified": True,
        "steps": len(data["tokens"]) - 1,
        "token": last.token,
        "step": last.claims.step,
        "views": seat_views(
            family, state, None, chosen_seats(data, state.players, last.claims.seat)
        ),
        "fairness": fairness_record(game, state.options, deal_of(last), reveal=over),
        "deal_over": over,
    }
    if over:
        payload["scores"] = score_plain(game.score(state))
    return payload


@games.post("/games/<game_id>/view")
def view(game_id: str) -> Response:
    game, family = lookup(game_id)
    data, state, opened = _request(game, family, "ViewRequest")
    seat = data["player"]
    bound = bound_seat(opened)
    if bound is not None and seat != bound:
        raise seat_bound("/player", bound, seat)
    if not 0 <= seat < state.players:
        raise InvalidInput(
            "invalid_request",
            [
                Problem(
                    "/player",
                    "invalid_seat",
                    msg(
                        "The player must be a seat from 0 to {players}.", players=state.players - 1
                    ),
                )
            ],
        )
    return ok({"family": family.name, "view": family.view_plain(state, seat)})


@games.post("/games/<game_id>/suggest")
def suggest(game_id: str) -> Response:
    """A bot's move for the seat to move, chosen from that seat's view only (service/bots).
    With ``play`` the move is applied at once and the answer is also apply's: this is how a
    bound token's holder has the other seats played without seeing their cards."""
    game, family = lookup(game_id)
    data, state, opened = _request(game, family, "SuggestRequest")
    bot = {key: data.get(key) for key in ("level", "seed", "budget_ms", "seat")}
    if data["play"]:  # a bot's turn is played once from a bound token, whatever its seed
        precheck(opened, {"kind": "bot", **bot})
    bound = bound_seat(opened)
    if bound is not None and not data["play"]:
        seat = data.get("seat", getattr(state, "to_move", None))
        if seat is not None and seat != bound:
            message = msg(
                "The token is bound to seat {bound}, and a suggestion for seat {seat} would "
                'tell its cards; add "play": true to have the bot play it.',
                bound=bound,
                seat=seat,
            )
            raise InvalidInput("seat_bound", [Problem("/play", "seat_bound", message)])
    found = bot_suggest(
        game, state, data["level"], data["seed"], data["budget_ms"], data.get("seat")
    )
    plain_move = family.move_to_plain(found.move)
    payload: dict[str, Any] = {
        "family": family.name,
        "seat": found.seat,
        "level": found.level,
        "move": plain_move,
        "reason": words(found.reason, translator()),
        "considered": found.considered,
    }
    if data["play"]:
        played, outcome = _applied(game, family, data, state, opened, found.move, plain_move)
        payload.update(played)
        if bound is not None and found.seat != bound:  # say only what the bound seat sees
            payload.update(redact.bot_move(family, state, found, outcome, bound, translator()))
        advance(opened, {"kind": "bot", **bot}, [plain_move])
    return ok(payload)

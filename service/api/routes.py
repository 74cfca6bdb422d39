"""The /v1 game endpoints of contract §2: open the request, let the game act, answer.

Every game request reads the same whatever its form: it is opened once into its state and seat
binding (service/api/opening.py: a plain state or a sealed token), the game acts on that state,
and the answer is shaped once (service/api/answers.py: the successor state, or a token and the
views). Sealing wraps the act; no route asks which form it was sent.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import orjson
from flask import Blueprint, Response

from service.api import redact
from service.api.answers import (
    deal_over,
    move_events,
    moved,
    next_dealt,
    score_plain,
    verified_chain,
)
from service.api.body import json_body
from service.api.catalogue import game_entry
from service.api.dealing import dealt, open_deal
from service.api.families import FAMILIES, Family
from service.api.i18n import translator, words
from service.api.opening import Opened, keys, open_request
from service.api.problems import ApiProblem, violation_item
from service.api.sealing import issue_ticket
from service.bots import suggest as bot_suggest
from service.core.game import Game, Outcome
from service.core.text import msg
from service.core.verdict import IllegalMove, InvalidInput, Problem
from service.games import GAMES, find_game

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
    dealing = open_deal(game, family, family.load("DealRequest", json_body()))
    state = game.deal(
        dealing.players, dealing.options, dealing.dealer, dealing.seed, dealing.match, dealing.order
    )
    return ok(dealt(dealing, state))


@games.post("/games/<game_id>/commitments")
def commitments(game_id: str) -> Response:
    """A server seed committed to before any client seed is known (docs/fair-deals.md): the
    ticket is sealed, so nothing is stored until a deal spends it."""
    game, family = lookup(game_id)
    family.load("CommitmentRequest", json_body())
    return ok(issue_ticket(game, keys()))


@games.post("/games/<game_id>/next-deal")
def next_deal(game_id: str) -> Response:
    game, family = lookup(game_id)
    opened = open_request(game, family, "NextDealRequest", shows=True)
    following = game.next_deal(opened.state, opened.next_order())
    return ok(next_dealt(opened, following))


@games.post("/games/<game_id>/legal-moves")
def legal_moves(game_id: str) -> Response:
    game, family = lookup(game_id)
    opened = open_request(game, family, "LegalMovesRequest")
    # a bound token lists its own seat's moves only: another seat's would tell its cards
    opened.acts_for(getattr(opened.state, "to_move", None), "/token")
    listing = game.legal_moves(opened.state, opened.data["limit"])
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
    opened = open_request(game, family, "MoveRequest")
    plain = opened.data["move"]
    move = family.move_from_plain(game, plain, "/move")
    opened.acts_for(plain.get("player"), "/move/player")
    verdict = game.validate(opened.state, move)
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
    opened = open_request(game, family, "MoveRequest", shows=True)
    plain = opened.data["move"]
    move = family.move_from_plain(game, plain, "/move")
    opened.acts_for(plain.get("player"), "/move/player")
    payload, _outcome = _applied(opened, move, plain, {"kind": "moves"})
    return ok(payload)


def _applied(
    opened: Opened, move: Any, plain: dict[str, Any], played: dict[str, Any]
) -> tuple[dict[str, Any], Outcome[Any]]:
    """Apply's answer (the successor, the score when the deal ended, the move as read) and
    the outcome itself, which a bot's answer for a bound seat is told from."""
    game, family = opened.game, opened.family
    outcome = opened.apply(opened.state, move, "/move")
    payload = moved(opened, outcome.state, [plain], outcome.events, played)
    over = deal_over(outcome.state)
    payload["deal_over"] = over
    payload["interpretation"] = redact.interpretation(  # another seat's move: as seen
        family, outcome.events, move.player, opened.bound, outcome.verdict.interpretation
    )
    if over:
        payload["scores"] = score_plain(game.score(outcome.state))
    return payload, outcome


@games.post("/games/<game_id>/score")
def score(game_id: str) -> Response:
    game, family = lookup(game_id)
    opened = open_request(game, family, "StateRequest")
    return ok(score_plain(game.score(opened.state)))


@games.post("/games/<game_id>/replay")
def replay(game_id: str) -> Response:
    """Apply moves in order; stop at the first refused one (penalties are applied by apply).
    A sealed replay answers with the successor token and, per move, the events per seat."""
    game, family = lookup(game_id)
    body = json_body()
    if "tokens" in body and "token" not in body and "state" not in body:
        return ok(verified_chain(game, family, family.load("SealedChainRequest", body)))
    opened = open_request(game, family, "ReplayRequest", shows=True, body=body)
    plains = opened.data["moves"]
    for i, plain in enumerate(plains):  # a bound token replays its own seat's moves
        opened.acts_for(plain.get("player"), f"/moves/{i}/player")
    moves = [family.move_from_plain(game, move, f"/moves/{i}") for i, move in enumerate(plains)]
    state = opened.state
    verdicts: list[dict[str, Any]] = []
    stopped_at = None
    for index, move in enumerate(moves):
        try:
            outcome = opened.apply(state, move, f"/moves/{index}")
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
        verdict.update(move_events(opened, outcome.events))
        verdicts.append(verdict)
    over = deal_over(state)
    applied = len(verdicts) - (stopped_at is not None)
    # one new token for the whole replay, recording the moves it applied (none: the same one)
    payload = moved(opened, state, plains[:applied])
    payload.update(verdicts=verdicts, applied=applied, stopped_at=stopped_at, deal_over=over)
    if over:
        payload["scores"] = score_plain(game.score(state))
    return ok(payload)


@games.post("/games/<game_id>/view")
def view(game_id: str) -> Response:
    game, family = lookup(game_id)
    opened = open_request(game, family, "ViewRequest")
    seat, players = opened.data["player"], opened.state.players
    opened.shows(seat, "/player")
    if not 0 <= seat < players:
        message = msg("The player must be a seat from 0 to {players}.", players=players - 1)
        raise InvalidInput("invalid_request", [Problem("/player", "invalid_seat", message)])
    return ok({"family": family.name, "view": family.view_plain(opened.state, seat)})


@games.post("/games/<game_id>/suggest")
def suggest(game_id: str) -> Response:
    """A bot's move for the seat to move, chosen from that seat's view only (service/bots).
    With ``play`` the move is applied at once and the answer is also apply's: this is how a
    bound token's holder has the other seats played without seeing their cards."""
    game, family = lookup(game_id)
    opened = open_request(game, family, "SuggestRequest", shows=_played)
    data, state, bound = opened.data, opened.state, opened.bound
    bot = {"kind": "bot", **{key: data.get(key) for key in ("level", "seed", "budget_ms", "seat")}}
    if data["play"]:  # a bot's turn is played once from a bound token, whatever its seed
        opened.plays_on(bot)
    elif bound is not None:
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
        played, outcome = _applied(opened, found.move, plain_move, bot)
        payload.update(played)
        if bound is not None and found.seat != bound:  # say only what the bound seat sees
            payload.update(redact.bot_move(family, state, found, outcome, bound, translator()))
    return ok(payload)


def _played(data: Mapping[str, Any]) -> bool:
    """A suggestion answers with views only when it is played."""
    return bool(data["play"])

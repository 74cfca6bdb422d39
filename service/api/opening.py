"""A game request opened once: its body, its state and its seat binding, whatever its form.

A request carries a plain ``state`` or a sealed ``token`` in its place. Both are opened here,
once, into an :class:`Opened`: the routes then act on its state the same way for either form,
and the answer is shaped from it (service/api/answers.py). What a token adds (its seat
binding, the deal secrets the answer seals, a fair reshuffle in place of the client's, the
ledger's check that a bound position is played on once) lives on the opened request, so a
route never asks which form it was sent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from flask import current_app

from service.api.body import json_body
from service.api.family import Family
from service.api.sealing import (
    OpenedToken,
    chosen_seats,
    deal_of,
    fair_order,
    next_deal_secrets,
    open_state,
    seat_bound,
    seed_count_problems,
    with_fair_reshuffle,
)
from service.api.spent import check_fresh, precheck
from service.core.game import Game, Outcome
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.games import find_game
from service.seal.keys import KeyRing

#: Whether a request's answer carries seats' views (decided from its loaded body).
Shows = bool | Callable[[Mapping[str, Any]], bool]


def keys() -> KeyRing:
    """The sealing keys the app was made with."""
    ring: KeyRing = current_app.extensions["kortdomaren.seal_keys"]
    return ring


@dataclass
class Opened:
    """A request opened: the body as its schema loads it, the state, and for a token the
    token itself, the seats whose views the answer carries (None: every seat) and the deal
    secrets the answer seals (a copy: reshuffles and a next deal change it, not the token)."""

    game: Game[Any, Any]
    family: Family
    data: dict[str, Any]
    state: Any
    token: OpenedToken | None = None
    seats: list[int] | None = None
    secrets: dict[str, Any] | None = None

    @property
    def bound(self) -> int | None:
        """The seat the token is bound to (None: unbound, or a plain state)."""
        return None if self.token is None else self.token.claims.seat

    def acts_for(self, seat: Any, pointer: str) -> None:
        """A bound token acts for its own seat only: asking another seat's legal moves, judging
        or applying its move would tell that seat's cards or let the holder choose its moves.
        The service's bots play the other seats (suggest with ``play``)."""
        bound = self.bound
        if bound is None or not isinstance(seat, int) or seat == bound:
            return
        message = msg(
            "The token is bound to seat {bound} and cannot act for seat {seat}; the service's "
            'bots play the other seats: POST suggest with "play": true.',
            bound=bound,
            seat=seat,
        )
        raise InvalidInput("seat_bound", [Problem(pointer, "seat_bound", message)])

    def shows(self, seat: int, pointer: str) -> None:
        """A bound token shows its own seat's view only."""
        bound = self.bound
        if bound is not None and seat != bound:
            raise seat_bound(pointer, bound, seat)

    def plays_on(self, request: Mapping[str, Any]) -> None:
        """Refuse before any work what cannot be a retry of the request that already played on
        from this bound position (service/api/spent.py)."""
        if self.token is not None:
            precheck(self.token, request)

    def apply(self, state: Any, move: Any, pointer: str) -> Outcome[Any]:
        """The game applies ``move``; in a sealed game a pile reshuffled into a new stock is
        shuffled by the committed seed (noted in the secrets), never by the client."""
        if self.secrets is not None:
            move = with_fair_reshuffle(self.family, state, move, self.secrets, pointer)
        return self.game.apply(state, move)

    def next_order(self) -> list[str] | None:
        """The next deal's pack order: for a token, shuffled by the seed the finished deal
        committed to (its secrets become the answer's); None for a plain state (its seed)."""
        if self.token is None:
            return None
        # the client seeds may be chosen anew now that the commitment is known
        client_seeds = self.data.get("client_seeds")
        wrong_count = seed_count_problems(client_seeds or [], self.state.players)
        if wrong_count:
            raise InvalidInput("invalid_request", wrong_count)
        previous = deal_of(self.token)
        if self.bound is not None and "chain" not in previous:
            # sealed before next seeds were committed: a fresh seed on every retry would let
            # the bound player deal again until a good hand came
            message = msg(
                "This seat-bound token is older than committed next deals and cannot deal the "
                "next one; start a new match with a new deal."
            )
            raise InvalidInput("invalid_token", [Problem("/token", "invalid_token", message)])
        self.secrets = next_deal_secrets(previous, client_seeds)
        return fair_order(self.game, self.state.options, self.secrets)


def open_request(
    game: Game[Any, Any],
    family: Family,
    name: str,
    shows: Shows = False,
    body: dict[str, Any] | None = None,
) -> Opened:
    """The body loaded by the family's schema ``name`` (``Sealed<name>`` for a ``token`` in
    place of ``state``) and its state. A token's state skips the schema and the state check
    (the service sealed it); a bound one must not have expired. When the answer ``shows``
    views, the seats asked for are checked here, before the game acts."""
    if body is None:
        body = json_body()
    if "token" in body and "state" not in body:
        # the token first: it names the game, so a token of another game is wrong_game, as a
        # state of another game is, whatever its move looks like
        text = body["token"]
        token = open_state(game, family, keys(), text) if isinstance(text, str) else None
        data = family.load(f"Sealed{name}", body)  # refuses a token that is not a string
        assert token is not None
        check_fresh(token)
        wanted = shows(data) if callable(shows) else shows
        seats = chosen_seats(data, token.state.players, token.claims.seat) if wanted else None
        return Opened(game, family, data, token.state, token, seats, deal_of(token))
    check_game(game, body.get("state"))
    data = family.load(name, body)
    return Opened(game, family, data, family.state_from_plain(game, data["state"]))


def check_game(game: Game[Any, Any], state: Any) -> None:
    """A state of another game is refused first, as wrong_game: read with this family's
    schema, another family's state would be a pile of unknown and missing fields instead."""
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

"""Sealed play over HTTP: a state travels as a token, every seat gets its own view.

A sealed deal is dealt from a provably fair shuffle (``service.seal.fair``): the server seed is
drawn here and committed to in the answer, the players' client seeds are mixed in, and the
seed is revealed in the ``fairness`` record when the deal ends. The state is sealed into a
token (``service.seal.token``) that binds the game, the deal, the step and the token it came
from; a token that opens was made by this service, so its state skips the schema and the
state check (the fast path). Nothing here is stored: the token carries it all.

Views and events per seat come from the family (``view_plain``, ``events_view``): what a
seat may see, and events with another seat's hidden cards left out.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from service.api.family import Family, Plain
from service.core.game import Game
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.seal import fair
from service.seal.keys import KeyRing
from service.seal.token import Claims, InvalidToken, digest, open_token, seal


@dataclass(frozen=True)
class Opened:
    """A token that opened: its claims and the state it carries."""

    token: str
    claims: Claims
    state: Any


def open_state(game: Game[Any, Any], family: Family, ring: KeyRing, token: str) -> Opened:
    """The state a token carries, without the schema or the state check (the service sealed
    it); a token that does not open is a 422 ``invalid_token``."""
    named, dot, sealed = token.partition(".")
    if not dot:
        raise _invalid_token(
            msg("A token starts with its game's id and a dot; send the token as given.")
        )
    if named != game.id:
        message = msg(
            "The token is a '{named}' token but the path names '{id}'; send it to the "
            "/v1/games/{named}/ endpoints.",
            named=named[:40],
            id=game.id,
        )
        raise InvalidInput("invalid_token", [Problem("/token", "wrong_game", message)])
    try:
        claims = open_token(ring, sealed, game.id)
    except InvalidToken as error:
        why = str(error)
        raise _invalid_token(
            TOKEN_REASONS[why]
            if why in TOKEN_REASONS
            else msg(
                "The token does not open ({reason}); send the game's latest token.", reason=why
            )
        ) from None
    if claims.game != game.id:  # the associated data already binds it; a second line of defence
        raise _invalid_token(msg("The token belongs to another game."))
    return Opened(token, claims, family.unseal_state(game, claims.state))


def token_text(game: Game[Any, Any], sealed: str) -> str:
    """A token as clients see it: the game id, a dot, the sealed bytes (base64url). The id is
    no secret (the path names it) and lets the contract type a token by family."""
    return f"{game.id}.{sealed}"


#: Why service/seal refused a token (InvalidToken's text), as sentences to translate.
TOKEN_REASONS = {
    "the token is not base64url": msg("The token is not base64url; send the game's latest token."),
    "the token is not a Kortdomaren token of this format": msg(
        "The token is not a Kortdomaren token of this format; send the game's latest token."
    ),
    "the token is truncated": msg("The token is truncated; send the game's latest token."),
    "the token was sealed by a key this service does not hold": msg(
        "The token was sealed by a key this service does not hold; send the game's latest token."
    ),
    "the token was altered, or it belongs to another game": msg(
        "The token was altered, or it belongs to another game; send the game's latest token."
    ),
}


def _invalid_token(message: str) -> InvalidInput:
    return InvalidInput("invalid_token", [Problem("/token", "invalid_token", message)])


def deal_secrets(client_seeds: Sequence[str], deal_number: int) -> dict[str, Any]:
    """A fresh server seed and what the deal's reveal will need."""
    return {
        "server_seed": secrets.token_bytes(fair.SERVER_SEED_BYTES).hex(),
        "client_seeds": list(client_seeds),
        "deal_number": deal_number,
        "dealer": None,
        "reshuffles": [],
    }


def commitment_of(deal: Mapping[str, Any]) -> str:
    return fair.commitment(bytes.fromhex(deal["server_seed"]))


def fair_order(game: Game[Any, Any], options: Any, deal: Mapping[str, Any]) -> list[str]:
    """The deal's pack, shuffled by the committed seed and the client seeds."""
    seed = bytes.fromhex(deal["server_seed"])
    return fair.shuffle(game.pack(options), seed, deal["deal_number"], deal["client_seeds"])


def fair_dealer(deal: dict[str, Any], players: int) -> int:
    """A dealer drawn from the fair stream (purpose ``dealer``), noted for the reveal."""
    seed = bytes.fromhex(deal["server_seed"])
    stream = fair.words(seed, deal["deal_number"], fair.DEALER, deal["client_seeds"])
    seat = fair.below(stream, players)
    deal["dealer"] = {"players": players, "seat": seat}
    return seat


def fairness_record(
    game: Game[Any, Any], options: Any, deal: Mapping[str, Any], reveal: bool
) -> dict[str, Any]:
    """What the deal commits to; with ``reveal`` (the deal is over) also the seed and every
    shuffle, for ``kortdomaren verify`` or any re-implementation (docs/fair-deals.md)."""
    record: dict[str, Any] = {
        "algorithm": fair.ALGORITHM,
        "version": fair.VERSION,
        "commitment": commitment_of(deal),
        "deal_number": deal["deal_number"],
        "client_seeds": list(deal["client_seeds"]),
        "revealed": reveal,
    }
    if reveal:
        pack = list(game.pack(options))
        record["server_seed"] = deal["server_seed"]
        record["dealer"] = deal["dealer"]
        record["shuffles"] = [
            {"purpose": fair.DEAL, "deck": pack, "order": fair_order(game, options, deal)},
            *(
                {
                    "purpose": entry["purpose"],
                    "deck": entry["deck"],
                    "order": fair.shuffle(
                        entry["deck"],
                        bytes.fromhex(deal["server_seed"]),
                        deal["deal_number"],
                        deal["client_seeds"],
                        entry["purpose"],
                    ),
                }
                for entry in deal["reshuffles"]
            ),
        ]
    return record


def seat_views(
    family: Family,
    state: Any,
    events: Sequence[Mapping[str, Any]] | None = None,
    seats: Sequence[int] | None = None,
) -> list[Plain]:
    """One entry per seat asked for (every seat by default): its view of the state and, after a
    move, the events as it saw them."""
    views = []
    for seat in range(state.players) if seats is None else seats:
        entry: Plain = {"seat": seat, "view": family.view_plain(state, seat)}
        if events is not None:
            entry["events"] = family.events_view(events, seat)
        views.append(entry)
    return views


def chosen_seats(data: Mapping[str, Any], players: int, bound: int | None) -> list[int] | None:
    """The seats whose views an answer carries: the request's ``views`` (in seat order), else
    every seat (None), or only the bound seat of a bound token. A bound token answers for its
    own seat alone: asking for another seat's view is a 422 ``seat_bound``."""
    asked = data.get("views")
    if asked is None:
        return None if bound is None else [bound]
    for index, seat in enumerate(asked):
        if not 0 <= seat < players:
            message = msg(
                "A seat in views must be from 0 to {top}, not {seat}.", top=players - 1, seat=seat
            )
            problem = Problem(f"/views/{index}", "invalid_seat", message)
            raise InvalidInput("invalid_request", [problem])
        if bound is not None and seat != bound:
            raise seat_bound(f"/views/{index}", bound, seat)
    return sorted(set(asked))


def seat_bound(pointer: str, bound: int, seat: int) -> InvalidInput:
    message = msg(
        "The token is bound to seat {bound} and shows no other seat's view; "
        "ask for seat {bound}, not {seat}.",
        bound=bound,
        seat=seat,
    )
    return InvalidInput("seat_bound", [Problem(pointer, "seat_bound", message)])


def bound_seat(opened: Opened | None) -> int | None:
    """The seat a sealed request's token is bound to (None: unbound, or a plain state)."""
    return None if opened is None else opened.claims.seat


def acts_for(opened: Opened | None, seat: Any, pointer: str) -> None:
    """A bound token acts for its own seat only: asking another seat's legal moves, judging
    or applying its move would tell that seat's cards or let the holder choose its moves. The
    service's bots play the other seats (suggest with ``play``)."""
    bound = bound_seat(opened)
    if bound is None or not isinstance(seat, int) or seat == bound:
        return
    message = msg(
        "The token is bound to seat {bound} and cannot act for seat {seat}; the service's "
        'bots play the other seats: POST suggest with "play": true.',
        bound=bound,
        seat=seat,
    )
    raise InvalidInput("seat_bound", [Problem(pointer, "seat_bound", message)])


def sealed_answer(
    game: Game[Any, Any],
    family: Family,
    ring: KeyRing,
    state: Any,
    deal: dict[str, Any],
    parent: Opened | None,
    moves: Sequence[Plain] = (),
    events: Sequence[Mapping[str, Any]] | None = None,
    seat: int | None = None,
    seats: Sequence[int] | None = None,
) -> dict[str, Any]:
    """The successor token and the views: what every sealed answer carries. The token records
    the moves that led to it from ``parent`` (none for a deal), so a chain can be re-played,
    and keeps the parent's seat binding (``seat`` binds a deal's first token); ``seats`` are
    the views to answer with (None: every seat)."""
    step = 0 if parent is None else parent.claims.step + 1
    if parent is not None:
        seat = parent.claims.seat
    if seats is None and seat is not None:
        seats = [seat]
    claims = Claims(
        game=game.id,
        deal=commitment_of(deal),
        step=step,
        parent=None if parent is None else digest(parent.token),
        state=family.seal_state(state),
        secrets={"deal": deal, "moves": list(moves)},
        seat=seat,
    )
    over = getattr(state, "to_move", None) is None
    return {
        "family": family.name,
        "token": token_text(game, seal(ring, claims)),
        "step": step,
        "views": seat_views(family, state, events, seats),
        "fairness": fairness_record(game, state.options, deal, reveal=over),
    }


def deal_of(opened: Opened) -> dict[str, Any]:
    """The deal secrets a token carries (a copy: the successor's are changed, not these)."""
    deal = dict(opened.claims.secrets["deal"])
    deal["reshuffles"] = list(deal["reshuffles"])
    return deal


def with_fair_reshuffle(
    family: Family, state: Any, move: Any, deal: dict[str, Any], pointer: str
) -> Any:
    """In a sealed game a pile reshuffled into a new stock (Femhundra, R500-STOCK-2) is
    shuffled by the committed seed, never by the client: a client-given order is refused."""
    pile = family.reshuffle_pile(state, move)
    given = getattr(move, "reshuffle", None)
    if given is not None:
        message = msg("A sealed game shuffles the pile itself; leave out 'reshuffle'.")
        raise InvalidInput(
            "invalid_request", [Problem(f"{pointer}/reshuffle", "sealed_reshuffle", message)]
        )
    if pile is None:
        return move
    purpose = f"reshuffle:{len(deal['reshuffles']) + 1}"
    order = fair.shuffle(
        pile, bytes.fromhex(deal["server_seed"]), deal["deal_number"], deal["client_seeds"], purpose
    )
    deal["reshuffles"].append({"purpose": purpose, "deck": list(pile)})
    return replace(move, reshuffle=tuple(order))

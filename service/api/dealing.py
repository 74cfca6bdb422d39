"""A deal request opened once: plain (a seed) or sealed (a committed fair shuffle).

As for a move (service/api/opening.py), the request is opened into what the game needs to
deal — the seed, the match, the dealer and, sealed, the pack's fair order — the game deals,
and the answer is shaped from the opened request: the state and its seed, or a token and the
views (docs/sealed-play.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.api.family import Family
from service.api.opening import keys
from service.api.sealing import (
    chosen_seats,
    deal_secrets,
    fair_dealer,
    fair_order,
    open_ticket,
    sealed_answer,
    seed_count_problems,
)
from service.api.spent import check_ticket_fresh, spend_ticket
from service.core.deal import fresh_seed
from service.core.game import Game
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.games.dealer import draw_dealer


@dataclass(frozen=True)
class Dealing:
    """What the game deals from: the seed (0 for a sealed deal, shuffled by its secrets), the
    match the deal belongs to, the dealer and the pack's order; for a sealed deal also the
    secrets the answer seals, the bound seat, the views and when its ticket was issued."""

    game: Game[Any, Any]
    family: Family
    data: dict[str, Any]
    players: int
    options: Any
    seed: int
    match: Any
    dealer: int
    order: list[str] | None = None
    secrets: dict[str, Any] | None = None
    seats: list[int] | None = None
    issued: int | None = None


def open_deal(game: Game[Any, Any], family: Family, data: dict[str, Any]) -> Dealing:
    """The deal request ``data`` opened: a plain deal's seed is the one given or a fresh one;
    a sealed deal's shuffle is committed (by a ticket, or now)."""
    players = data["players"]
    _check_players(game, data, players)
    history = data["match"]["history"] if "match" in data else None
    # a match's options are resolved for all its players, also for a deal seating only some
    # of them (misär's elimination, a Byggkasino play-off: history rows name every player)
    option_players = max(players, len(history[0])) if history else players
    options = game.resolve_options(data["options"], option_players)
    _check_seat_binding(data, players)
    if not data["sealed"]:
        seed = data["seed"] if "seed" in data else fresh_seed()
        dealer = data.get("dealer")
        if dealer is None:
            dealer = draw_dealer(seed, players)
        match = None if history is None else family.new_match(game, options, players, seed, history)
        return Dealing(game, family, data, players, options, seed, match, dealer)
    return _open_sealed(game, family, data, options, history)


def _open_sealed(
    game: Game[Any, Any],
    family: Family,
    data: dict[str, Any],
    options: Any,
    history: list[list[int]] | None,
) -> Dealing:
    """A sealed deal is dealt from the committed fair shuffle: the server seed of a ticket
    (committed before the client seeds were chosen) or a fresh one, committed in the answer."""
    players = data["players"]
    _check_sealed(game, data, players)
    seats = chosen_seats(data, players, data.get("seat"))
    match = None if history is None else family.new_match(game, options, players, 0, history)
    number = 1 if match is None else match.deal_number
    client_seeds = data.get("client_seeds", [])
    issued = None  # a bound game from a ticket expires with it: a retry's twin no later
    if "commitment" in data:
        ticket = open_ticket(game, keys(), data["commitment"])
        check_ticket_fresh(ticket.issued)
        secrets = deal_secrets(client_seeds, number, ticket.server_seed, ticket.chain, True)
        issued = ticket.issued
    else:
        secrets = deal_secrets(client_seeds, number)
    dealer = data.get("dealer")
    if dealer is None:
        dealer = fair_dealer(secrets, players)
    else:
        secrets["dealer_chosen"] = "request"  # the revealed record tells it from a removed draw
    order = fair_order(game, options, secrets)
    return Dealing(
        game, family, data, players, options, 0, match, dealer, order, secrets, seats, issued
    )


def dealt(dealing: Dealing, state: Any) -> dict[str, Any]:
    """The deal's answer: its state and seed, or its first token and the views. A ticket deals
    one deal: what makes the deal is the fingerprint the ledger records."""
    game, family = dealing.game, dealing.family
    if dealing.secrets is None:
        return {"family": family.name, "state": family.state_to_plain(state), "seed": dealing.seed}
    data = dealing.data
    answer = sealed_answer(
        game,
        family,
        keys(),
        state,
        dealing.secrets,
        None,
        seat=data.get("seat"),
        seats=dealing.seats,
        issued=dealing.issued,
    )
    if "commitment" in data:
        asked = {key: data.get(key) for key in ("players", "dealer", "options", "match", "seat")}
        seeds = data.get("client_seeds", [])
        spend_ticket(game.id, answer["fairness"]["commitment"], {**asked, "seeds": seeds})
    return answer


def _check_players(game: Game[Any, Any], data: dict[str, Any], players: int) -> None:
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


def _check_sealed(game: Game[Any, Any], data: dict[str, Any], players: int) -> None:
    """No seed for a sealed deal (the server seed stays secret until the deal ends), and client
    seeds only after the server committed to its own."""
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
    problems += seed_count_problems(client_seeds, players)
    if problems:
        raise InvalidInput("invalid_request", problems)

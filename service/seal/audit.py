"""Everything a player should check in a revealed sealed deal, with the game's own rules.

``fair.verify`` proves that the orders follow from the committed seed; that alone would pass a
record of any deck, with shuffles left out or added. Here the record is also held against the
game it names: the deck is the game's own deck for the record's options, every shuffle the
deal needs is there and none extra, the dealer draw is there when the dealer was drawn, and the
game's own deal function, dealing from the revealed order, gives exactly the first views the
player was shown. What no record can prove (that your request named the dealer, that the
commitment was shown to you before you chose your seed) is returned as what is left to check.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from service.api.families import FAMILIES, Family
from service.core.game import Game
from service.core.verdict import RefereeError
from service.games import find_game
from service.seal import fair

#: The family default for ``reshuffle_pile``: a family that keeps it never reshuffles a pile.
_NEVER_RESHUFFLES = next(f.default for f in fields(Family) if f.name == "reshuffle_pile")
#: View fields a record cannot decide: the match so far (scores and history of earlier deals).
_MATCH_FIELDS = frozenset({"match"})


@dataclass
class Audit:
    """What is wrong (``problems``), what was checked, and what only the player can check."""

    problems: list[str] = field(default_factory=list)
    checked: list[str] = field(default_factory=list)
    yours: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def fairness_of(document: Any) -> Any:
    """The fairness record in a saved answer (its ``fairness``), or the document itself."""
    if isinstance(document, Mapping) and isinstance(document.get("fairness"), Mapping):
        return document["fairness"]
    return document


def audit(record: Mapping[str, Any], views: Any = None, final: Any = None) -> Audit:
    """Check one revealed record; ``views`` are the deal answer (or its ``views`` list, or one
    ``{seat, view}``) whose first views the revealed order must give; ``final`` is the answer
    that ended the deal, whose views count the reshuffles made (a record cannot show one that
    was left out at its end)."""
    result = Audit()
    if record.get("revealed") is False or "server_seed" not in record:
        result.problems.append("the record is not revealed yet: check it when the deal is over")
        return result
    result.problems += fair.verify(dict(record))
    result.checked.append("SHA-256(server_seed) is the commitment; every order is the seeds'")
    resolved = _game_and_options(record, views, result)
    deck: list[str] | None = None
    reshuffles = True
    if resolved is not None:
        game, options = resolved
        deck = list(game.pack(options))
        reshuffles = FAMILIES[game.family].reshuffle_pile is not _NEVER_RESHUFFLES
        result.checked.append(f"the deal's deck is {game.id}'s own deck of {len(deck)} cards")
    result.problems += fair.check_shuffles(record, deck, reshuffles)
    result.checked.append("one 'deal' shuffle, reshuffles numbered 1, 2, … and nothing else")
    if reshuffles:
        _check_reshuffle_count(record, final, result)
    result.problems += fair.check_dealer(record)
    chosen = record.get("dealer_chosen")
    if chosen == "drawn":
        result.checked.append("the dealer is the seat the seeds draw")
    elif chosen == "request":
        result.yours.append("the dealer was named by the deal request: check that yours named it")
    elif chosen == "next_deal":
        result.yours.append(
            "the dealer was passed on by the rules: check that this deal followed the last by "
            "next-deal (verify the records of the match together)"
        )
    if views is None:
        result.yours.append("the first views were not given: pass the deal answer with --views")
    elif resolved is not None:
        _check_views(record, views, *resolved, result)
    result.yours.append(
        "the commitment was shown to you before you chose your client seed, and your seed is "
        "in client_seeds"
    )
    if record.get("committed_first") is not True:
        result.yours.append(
            "committed_first is not true: the server was not bound before the client seeds "
            "were chosen, so the order rests on the server seed alone"
        )
    return result


def audit_sequence(documents: Sequence[Any], views: Sequence[Any] = ()) -> Audit:
    """Check the records of consecutive deals of a match, each on its own and as a chain; each
    document is a record or the answer that revealed it (then its final views count the
    reshuffles); each views document goes with the record of its commitment (the only record,
    if it names none)."""
    result = Audit()
    records = [fairness_of(document) for document in documents]
    matched: dict[int, Any] = {}
    for document in views:
        index = _record_of(records, document)
        if index is None:
            result.problems.append("a views document belongs to none of the records given")
        else:
            matched[index] = document
    for index, record in enumerate(records):
        final = documents[index] if documents[index] is not record else None
        one = audit(record, matched.get(index), final)
        prefix = f"record {index + 1}: " if len(records) > 1 else ""
        result.problems += [prefix + problem for problem in one.problems]
        result.checked += [prefix + line for line in one.checked]
        result.yours += [prefix + line for line in one.yours]
    if len(records) > 1:
        result.problems += fair.check_sequence(records)
        result.checked.append("the deal numbers follow; every next_commitment is kept")
        for index in range(1, len(records)):
            if records[index - 1].get("next_commitment") is None:
                result.yours.append(
                    f"record {index} publishes no next_commitment, so nothing bound record "
                    f"{index + 1}'s server seed before that deal began"
                )
    return result


def _record_of(records: Sequence[Mapping[str, Any]], document: Any) -> int | None:
    commitment = None
    if isinstance(document, Mapping) and isinstance(document.get("fairness"), Mapping):
        commitment = document["fairness"].get("commitment")
    if commitment is None:
        return 0 if len(records) == 1 else None
    found = [i for i, record in enumerate(records) if record.get("commitment") == commitment]
    return found[0] if found else None


def _game_and_options(
    record: Mapping[str, Any], views: Any, result: Audit
) -> tuple[Game[Any, Any], Any] | None:
    """The game the record names and its options, resolved as the service resolved them."""
    game_id, raw = record.get("game"), record.get("options")
    if not isinstance(game_id, str):
        result.problems.append("the record does not name its game (game), so its deck is unknown")
        return None
    game = find_game(game_id)
    if game is None:
        result.problems.append(f"the record names no game of the catalogue: {game_id!r}")
        return None
    if not isinstance(raw, Mapping):
        result.problems.append("the record does not give the deal's options (options)")
        return None
    first = _entries(views)[0][1] if views is not None and _entries(views) else {}
    counts: list[int] = [first["players"]] if isinstance(first.get("players"), int) else []
    dealer = record.get("dealer")
    if isinstance(dealer, Mapping) and isinstance(dealer.get("players"), int):
        counts.append(dealer["players"])
    last_error = ""
    for players in [*counts, *game.player_counts]:
        try:
            return game, game.resolve_options(raw, players)
        except (RefereeError, ValueError, TypeError) as error:
            last_error = str(error)
    result.problems.append(f"the record's options are not options of {game_id}: {last_error}")
    return None


def _entries(views: Any) -> list[tuple[Any, Mapping[str, Any]]]:
    """``(seat, view)`` pairs from a deal answer, a list of ``{seat, view}``, or one of them."""
    if isinstance(views, Mapping) and "views" in views:
        views = views["views"]
    if isinstance(views, Mapping):
        views = [views]
    if not isinstance(views, list):
        return []
    return [
        (entry.get("seat"), entry["view"])
        for entry in views
        if isinstance(entry, Mapping) and isinstance(entry.get("view"), Mapping)
    ]


def _check_views(
    record: Mapping[str, Any], views: Any, game: Game[Any, Any], options: Any, result: Audit
) -> None:
    """Deal from the revealed order with the game's own deal function and compare every field
    of each supplied first view (but the match so far, which no record decides)."""
    entries = _entries(views)
    if not entries:
        result.problems.append("the views given hold no {seat, view} entry")
        return
    shuffles = record.get("shuffles")
    deals = [
        s.get("order")
        for s in (shuffles if isinstance(shuffles, list) else [])
        if isinstance(s, Mapping) and s.get("purpose") == fair.DEAL
    ]
    order = deals[0] if deals else None
    if not isinstance(order, list) or not all(isinstance(card, str) for card in order):
        return  # a missing or malformed deal shuffle is already a problem
    family = FAMILIES[game.family]
    dealer = record.get("dealer")
    seats = []
    for seat, view in entries:
        who = f"seat {seat}'s first view"
        players, dealt_by = view.get("players"), view.get("dealer")
        if view.get("game") not in (None, game.id):
            result.problems.append(f"{who} is of {view.get('game')!r}, not {game.id}")
            continue
        if not (isinstance(seat, int) and isinstance(players, int) and isinstance(dealt_by, int)):
            result.problems.append(f"{who} does not say its seat, players and dealer")
            continue
        if isinstance(dealer, Mapping) and (dealer.get("seat"), dealer.get("players")) != (
            dealt_by,
            players,
        ):
            result.problems.append(
                f"{who} shows seat {dealt_by} of {players} dealing, but the draw gave seat "
                f"{dealer.get('seat')} of {dealer.get('players')}"
            )
        try:
            state = game.deal(players, options, dealt_by, 0, None, order)
            expected = family.view_plain(state, seat)
        except (RefereeError, ValueError, TypeError, IndexError, KeyError) as error:
            why = f"{game.id} cannot deal from the revealed order ({error})"
            result.problems.append(f"{who}: {why}")
            continue
        differ = sorted(
            key
            for key in set(expected) | set(view)
            if key not in _MATCH_FIELDS and expected.get(key) != view.get(key)
        )
        if differ:
            result.problems.append(
                f"{who} is not what {game.id} deals from the revealed order: "
                f"{', '.join(differ)} differ (give the deal answer's views, the first)"
            )
        seats.append(str(seat))
    if seats:
        result.checked.append(
            f"the revealed order deals exactly the first views of seat {', '.join(seats)}"
        )


def _check_reshuffle_count(record: Mapping[str, Any], final: Any, result: Audit) -> None:
    """The record holds as many reshuffles as the deal's final views count (``reshuffles``)."""
    counts = {view.get("reshuffles") for _, view in _entries(final)} if final is not None else set()
    counts.discard(None)
    if not counts:
        result.yours.append(
            "the number of reshuffles is the number you saw: give the answer that ended the "
            "deal (not only its record) to have it checked"
        )
        return
    shuffles = record.get("shuffles")
    held = sum(
        1
        for entry in (shuffles if isinstance(shuffles, list) else [])
        if isinstance(entry, Mapping) and entry.get("purpose") != fair.DEAL
    )
    if len(counts) > 1:
        result.problems.append("the final views do not agree on how many reshuffles were made")
    elif held != next(iter(counts)):
        result.problems.append(
            f"the deal's final views count {next(iter(counts))} reshuffles; the record holds {held}"
        )
    else:
        result.checked.append(f"the record holds every reshuffle the deal made ({held})")

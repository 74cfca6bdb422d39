"""Compact scenario states for the Femhundra tests, built through the wire format.

A table card is written ``"8S"`` (credited to the combination's owner), ``"8S@1"`` (credited to
seat 1) or ``"JK=7D"`` / ``"JK=7D@2"`` (the joker and the card it stands for). Cards nobody is
given go to the stock in canonical order (after one to the pile), so every built state holds
the whole deck; ``build`` asserts that ``check_state`` accepts it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from service.core.verdict import IllegalMove
from service.games.femhundra.cards import JOKER, deck, sorted_hand
from service.games.femhundra.dealing import hand_size
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import FemhundraState, Move
from service.games.femhundra.wire import move_from_plain, state_from_plain

FILLER = 5


def entry(spec: str, owner: int) -> dict[str, Any]:
    card, _, seat = spec.partition("@")
    plain: dict[str, Any] = {"card": card, "seat": int(seat) if seat else owner}
    if card.startswith("JK="):
        plain = {"card": JOKER, "seat": plain["seat"], "joker_as": card[3:]}
    return plain


def combination(spec: Mapping[str, Any], number: int) -> dict[str, Any]:
    owner = spec["owner"]
    cards = [entry(card, owner) for card in spec["cards"]]
    ranks = {(c.get("joker_as") or c["card"])[:-1] for c in cards}
    return {
        "id": spec.get("id", f"m{number}"),
        "kind": spec.get("kind", "set" if len(ranks) == 1 else "run"),
        "owner": owner,
        "cards": cards,
    }


def build_plain(
    players: int = 3,
    hands: Mapping[Any, Sequence[str]] | None = None,
    table: Sequence[Mapping[str, Any]] = (),
    options: Mapping[str, Any] | None = None,
    to_move: int = 0,
    phase: str = "play",
    turn: int | None = None,
    dealer: int | None = None,
    pile: Sequence[str] | None = None,
    stock: Sequence[str] | None = None,
    drawn: Mapping[str, Any] | None = None,
    melded: bool = False,
    pile_meld: bool = False,
    last_discard: Mapping[str, Any] | None = None,
    penalties: Sequence[int] | None = None,
    exposed: Mapping[Any, Sequence[str]] | None = None,
    match: Mapping[str, Any] | None = None,
    reshuffles: int = 0,
    seed: int = 1,
    spare_seat: int | None = None,
) -> dict[str, Any]:
    """A plain state; by default past round 1 (turn 2n + to_move) with the dealer last."""
    resolved = FemhundraOptions.resolve(options or {}, players)
    dealer = players - 1 if dealer is None else dealer
    if turn is None:
        turn = 2 * players + (to_move - dealer - 1) % players
    given = {int(seat): list(cards) for seat, cards in (hands or {}).items()}
    combos = [combination(spec, number) for number, spec in enumerate(table, start=1)]
    used = [c for cards in given.values() for c in cards]
    used += [e["card"] for combo in combos for e in combo["cards"]]
    used += list(pile or []) + list(stock or [])
    rest = [card for card in deck(resolved.use_joker) if card not in used and card != JOKER]
    rest += [JOKER] if resolved.use_joker and JOKER not in used else []
    for seat in range(players):
        if seat not in given:
            size = FILLER
            if turn < players:  # round 1: hands hold exactly the dealt size (R500-DEAL-1)
                size = hand_size(players, resolved) + (seat == to_move and phase == "play")
            given[seat], rest = rest[-size:], rest[:-size]
    if spare_seat is not None:  # every card nobody was given goes to this hand
        given[spare_seat], rest = [*given[spare_seat], *rest], []
    if pile is None:
        pile, rest = rest[:1], rest[1:]
    if stock is None:
        stock, rest = rest, []
    elif rest:
        pile = [*rest, *pile]
    if phase == "play" and drawn is None:
        drawn = {"source": "stock", "cards": [given[to_move][-1]]}
    return {
        "game": "femhundra",
        "version": 1,
        "options": resolved.to_plain(),
        "players": players,
        "dealer": dealer,
        "to_move": None if phase == "deal_over" else to_move,
        "phase": phase,
        "seed": seed,
        "reshuffles": reshuffles,
        "hands": [list(sorted_hand(given[seat])) for seat in range(players)],
        "exposed": [list((exposed or {}).get(seat, [])) for seat in range(players)],
        "stock": list(stock),
        "pile": list(pile),
        "table": combos,
        "turn": {"number": turn, "drawn": drawn, "melded": melded, "pile_meld": pile_meld},
        "last_discard": last_discard,
        "penalties": list(penalties or [0] * players),
        "went_out": None,
        "match": dict(match or {"seed": seed, "scores": [0] * players}),
    }


def build(check: bool = True, **kwargs: Any) -> FemhundraState:
    state = state_from_plain(build_plain(**kwargs))
    if check:
        assert FEMHUNDRA.check_state(state) == []
    return state


def move(kind: str, player: int, **fields: Any) -> Move:
    """A move from its plain form (so every test also exercises the wire reader)."""
    return move_from_plain({"type": kind, "player": player, **fields})


def legal(state: FemhundraState, kind: str, player: int, **fields: Any) -> FemhundraState:
    """Assert the move is legal, play it, check the successor; return it."""
    step = move(kind, player, **fields)
    verdict = FEMHUNDRA.validate(state, step)
    assert verdict.legal, verdict.violations
    after = FEMHUNDRA.apply(state, step).state
    assert FEMHUNDRA.check_state(after) == []
    return after


def illegal(state: FemhundraState, rule: str, kind: str, player: int, **fields: Any) -> str:
    """Assert the move is refused citing ``rule`` first, by validate and apply; return code."""
    step = move(kind, player, **fields)
    verdict = FEMHUNDRA.validate(state, step)
    assert not verdict.legal
    assert verdict.violations[0].rule == rule, verdict.violations
    with pytest.raises(IllegalMove) as refused:
        FEMHUNDRA.apply(state, step)
    assert refused.value.violations == verdict.violations
    return verdict.violations[0].code

"""Compact scenario states for the Femhundra tests, built through the wire format.

A table card is written ``"8S"`` (credited to the combination's owner), ``"8S@1"`` (credited to
seat 1) or ``"JK=7D"`` / ``"JK=7D@2"`` (the joker and the card it stands for). Cards nobody is
given go to the stock in canonical order (after one to the pile), so every built state holds
the whole deck; ``build`` asserts that ``check_state`` accepts it.

Every built state is a possible one: a seat's hand plus the table cards credited to it hold at
least the cards dealt (R500-DEAL-1), plus those the mover drew this turn (R500-TURN-2), since
only a discard after a draw takes a card away (``checks.hand_floor``). A seat nobody gave a
hand is dealt exactly that many. A seat given fewer, past round 1, melded the rest in earlier
turns: ``pad`` adds sets of four of his own (ids ``pad<seat>``, ``pad<seat>-2`` …, after the
given table) of ranks no given card uses, as far from the given cards as can be. A set of four
takes no lay-off, holds no joker and is its owner's own meld, so it changes no listing, claim
or bonus; it does add its table value to the owner's score and make him a player who melded
(R500-PILE-1), so tests of those give the seat its cards themselves. When every rank is in use
the pad is a run of unused cards of one suit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pytest

from service.core.verdict import IllegalMove
from service.games.femhundra.cards import JOKER, deck, sorted_hand
from service.games.femhundra.dealing import hand_size
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import FemhundraState, Move
from service.games.femhundra.wire import move_from_plain, state_from_plain

PAD_RANKS = ("9", "8", "6", "4", "3", "10", "5", "7", "2", "Q", "J", "K", "A")
SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


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
    pad: bool = True,
) -> dict[str, Any]:
    """A plain state; by default past round 1 (turn 2n + to_move) with the dealer last.

    ``pad`` gives each given seat holding fewer cards than its floor sets of four of its own on
    the table (see the module docstring); ``pad=False`` builds the state exactly as given.
    """
    resolved = FemhundraOptions.resolve(options or {}, players)
    dealer = players - 1 if dealer is None else dealer
    if turn is None:
        turn = 2 * players + (to_move - dealer - 1) % players
    given = {int(seat): list(cards) for seat, cards in (hands or {}).items()}
    combos = [combination(spec, number) for number, spec in enumerate(table, start=1)]
    used = [c for cards in given.values() for c in cards]
    used += [e["card"] for combo in combos for e in combo["cards"]]
    used += list(pile or []) + list(stock or [])
    used += list((drawn or {}).get("cards", [])) if phase == "play" else []
    drawn_count = len((drawn or {}).get("cards", [None])) if phase == "play" else 0

    def floor(seat: int) -> int:
        """R500-DEAL-1, R500-TURN-2: the fewest cards in hand and credited on the table."""
        return hand_size(players, resolved) + (drawn_count if seat == to_move else 0)

    if pad and turn >= players:
        combos += _pads(players, given, combos, used, floor)
        used += [e["card"] for combo in combos for e in combo["cards"]]
    rest = [card for card in deck(resolved.use_joker) if card not in used and card != JOKER]
    rest += [JOKER] if resolved.use_joker and JOKER not in used else []
    for seat in range(players):
        if seat not in given:
            size = floor(seat)  # round 1: exactly the dealt size (R500-DEAL-1), later at least
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


def _pads(
    players: int,
    given: Mapping[int, Sequence[str]],
    combos: Sequence[Mapping[str, Any]],
    used: Sequence[str],
    floor: Callable[[int], int],
) -> list[dict[str, Any]]:
    """Sets of four owned by each given seat short of its floor, from wholly unused ranks (a
    run of unused cards once no rank is free)."""
    order = {rank: number for number, rank in enumerate(RANKS)}
    near = {order[card[:-1]] for card in used if card != JOKER and card[:-1] in order}

    def distance(rank: int) -> int:  # to the nearest used rank, round the corner (K-A-2)
        return min((min(abs(rank - u), 13 - abs(rank - u)) for u in near), default=13)

    free = [rank for rank in PAD_RANKS if not {rank + suit for suit in SUITS} & set(used)]
    # far from every given card first: no run or joker declaration of a test reaches a pad
    free.sort(key=lambda rank: -min(distance(order[rank]), 3))
    pads: list[dict[str, Any]] = []
    for seat in range(players):
        if seat not in given:
            continue
        credited = sum(1 for combo in combos for e in combo["cards"] if e["seat"] == seat)
        short = floor(seat) - len(given[seat]) - credited
        number = 0
        while short > 0:
            number += 1
            name = f"pad{seat}" if number == 1 else f"pad{seat}-{number}"
            if free:
                rank = free.pop(0)
                cards = [{"card": rank + suit, "seat": seat} for suit in SUITS]
                pads.append({"id": name, "kind": "set", "owner": seat, "cards": cards})
            else:  # every rank is in use: a run of cards nobody uses, as long as needed
                taken = {*used, *(e["card"] for pad in pads for e in pad["cards"])}
                run = _free_run(taken, short)
                cards = [{"card": card, "seat": seat} for card in run]
                pads.append({"id": name, "kind": "run", "owner": seat, "cards": cards})
            short -= len(pads[-1]["cards"])
    return pads


def _free_run(taken: set[str], wanted: int) -> list[str]:
    """The longest stretch of unused cards of one suit (ace low), at most ``wanted`` long (at
    least 3), from the middle of that stretch."""
    best: list[str] = []
    for suit in SUITS:
        stretch: list[str] = []
        for rank in (*RANKS, None):
            card = None if rank is None else rank + suit
            if card is not None and card not in taken:
                stretch.append(card)
                continue
            if len(stretch) > len(best):
                best = stretch
            stretch = []
    assert len(best) >= 3, "no free run of three left"
    size = min(len(best), max(wanted, 3))
    start = (len(best) - size) // 2
    return best[start : start + size]


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

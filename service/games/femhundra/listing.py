"""Legal-move listing: lazy, deterministic, and counted without being listed (contract §2).

A hand may hold dozens of cards after a pile is taken, and the joker multiplies the melds, so
moves are produced by generators in a fixed order and cut at ``limit``; ``count`` is computed
per run interval, per rank and per lay-off length by arithmetic, never by listing. The order:
draws, take_pile, Taget claims (seats in turn order); then melds (sets by rank, runs by suit
and start), lay-offs (table order, low end before high end), the joker swap, discards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import chain, combinations, islice
from math import comb

from service.core.game import MoveList
from service.games.femhundra.cards import (
    JOKER,
    SUITS,
    Card,
    card_key,
    make_card,
    next_rank,
    prev_rank,
    rank_number,
    sorted_hand,
    suit,
)
from service.games.femhundra.melds import MAX_RUN, MAX_SET, Misfit, extension, fit
from service.games.femhundra.rules import claims_open, leaves_something_to_draw
from service.games.femhundra.state import (
    Combination,
    End,
    FemhundraState,
    Kind,
    Move,
    MoveType,
    Phase,
    Source,
)


@dataclass(frozen=True, slots=True)
class Category:
    """One family of moves: how many there are, and the moves themselves in order."""

    count: Callable[[FemhundraState], int]
    moves: Callable[[FemhundraState], Iterator[Move]]


def legal_moves(state: FemhundraState, limit: int) -> MoveList[Move]:
    categories = PHASE_CATEGORIES[state.phase]
    total = sum(category.count(state) for category in categories)
    listed = islice(chain.from_iterable(c.moves(state) for c in categories), max(limit, 0))
    return MoveList(state.to_move, tuple(listed), total)


def _player(state: FemhundraState) -> int:
    assert state.to_move is not None  # only called while the hand is in play
    return state.to_move


# --- draws: R500-DRAW-1, R500-DRAW-2, R500-DRAW-3, R500-DRAW-4, R500-PILE-1, R500-PILE-6 ---


def _draws(state: FemhundraState) -> Iterator[Move]:
    player = _player(state)
    # R500-DRAW-4 / R500-STOCK-3: an empty stock is refilled from a pile of two or more.
    if state.stock or len(state.pile) >= 2:
        yield Move(MoveType.DRAW, player, source=Source.STOCK)
    if state.pile:
        yield Move(MoveType.DRAW, player, source=Source.PILE)
    # R500-PILE-6: a one-card pile (also after a refill from an empty stock) is a top draw,
    # listed once as such; R500-PILE-1: the whole pile needs a meld in an earlier turn.
    if state.stock and len(state.pile) >= 2 and state.owns_meld(player):
        yield Move(MoveType.TAKE_PILE, player)


def _draw_count(state: FemhundraState) -> int:
    return sum(1 for _ in _draws(state))


# --- Taget claims (R500-VAR-5) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClaimFit:
    """A place a discarded card fits: the combination, the run end and the joker's card."""

    target: str
    end: End | None
    joker_as: Card | None


def claim_fits(state: FemhundraState, card: Card) -> list[ClaimFit]:
    """Every combination and placement ``card`` could be laid off on now (R500-VAR-5)."""
    on_table = state.on_table()
    found: list[ClaimFit] = []
    for combo in state.table:
        effective = combo.effective
        if combo.kind is Kind.SET:
            needed = _missing_set_card(effective)
            candidates: list[tuple[End | None, Card]] = [] if needed is None else [(None, needed)]
        else:
            candidates = [(end, extension(effective, end, 1)[0]) for end in (End.LOW, End.HIGH)]
        for end, wanted in candidates:
            if card not in (JOKER, wanted) or wanted in on_table:
                continue  # no fit, or R500-JOKER-3 / R500-JOKER-4 (decision D-2) forbid it
            placed = fit(combo.kind, effective, (wanted,), state.options.round_the_corner, end)
            if isinstance(placed, Misfit):
                continue
            found.append(ClaimFit(combo.id, end, wanted if card == JOKER else None))
    return found


def _claimers(state: FemhundraState) -> list[int]:
    assert state.last_discard is not None
    order = [(_player(state) + k) % state.players for k in range(state.players)]
    return [seat for seat in order if seat != state.last_discard.player]


def _claims_listed(state: FemhundraState) -> bool:
    # Decision D-3: no claim may leave nothing at all to draw.
    return claims_open(state) and leaves_something_to_draw(state)


def _claims(state: FemhundraState) -> Iterator[Move]:
    if not _claims_listed(state):
        return
    assert state.last_discard is not None
    fits = claim_fits(state, state.last_discard.card)
    for seat in _claimers(state):
        for place in fits:
            yield Move(
                MoveType.CLAIM,
                seat,
                card=state.last_discard.card,
                target=place.target,
                end=place.end,
                joker_as=place.joker_as,
            )


def _claim_count(state: FemhundraState) -> int:
    if not _claims_listed(state):
        return 0
    assert state.last_discard is not None
    return len(claim_fits(state, state.last_discard.card)) * len(_claimers(state))


# --- melds: R500-MELD-1, R500-MELD-5, R500-JOKER-1, R500-JOKER-2, R500-JOKER-3, R500-CORNER-2 ---


@dataclass(frozen=True, slots=True)
class _Interval:
    """A meld run candidate: positions start … start+length-1 (14 is the high ace) of a suit,
    with at most one position missing from the hand (to be filled by the joker)."""

    suit: str
    start: int
    length: int
    missing: int | None


def _intervals(hand: frozenset[Card], joker: bool) -> Iterator[_Interval]:
    for suit_code in SUITS:
        held = [False] + [make_card(pos, suit_code) in hand for pos in range(1, 15)]
        for start in range(1, 13):
            # R500-CORNER-2: a meld's ace is low (start 1, up to the K) or high (up to 14).
            last = 13 if start == 1 else 14
            missing: int | None = None
            for pos in range(start, last + 1):
                if not held[pos]:
                    if missing is not None or not joker:
                        break
                    missing = pos
                if pos - start + 1 >= 3:
                    yield _Interval(suit_code, start, pos - start + 1, missing)


def _interval_count(interval: _Interval, joker: bool, on_table: frozenset[Card]) -> int:
    if interval.missing is None:
        # All natural, or the joker standing for any one of them (the card stays in hand).
        return 1 + (interval.length if joker else 0)
    return 0 if make_card(interval.missing, interval.suit) in on_table else 1  # R500-JOKER-3


def _interval_moves(
    interval: _Interval, player: int, joker: bool, on_table: frozenset[Card]
) -> Iterator[Move]:
    cards = tuple(
        make_card(pos, interval.suit)
        for pos in range(interval.start, interval.start + interval.length)
    )
    ace = None
    if interval.length == MAX_RUN:
        ace = End.LOW if interval.start == 1 else End.HIGH
    if interval.missing is None:
        yield Move(MoveType.MELD, player, cards=cards, ace=ace)
        slots = range(interval.length) if joker else range(0)
    else:
        slots = range(interval.missing - interval.start, interval.missing - interval.start + 1)
    for slot in slots:
        if cards[slot] in on_table:
            continue
        with_joker = (*cards[:slot], JOKER, *cards[slot + 1 :])
        yield Move(MoveType.MELD, player, cards=with_joker, joker_as=cards[slot], ace=ace)


def _rank_cards(hand: frozenset[Card], number: int) -> list[Card]:
    return [
        make_card(number, suit_code) for suit_code in SUITS if make_card(number, suit_code) in hand
    ]


def _set_count(hand: frozenset[Card], joker: bool, on_table: frozenset[Card]) -> int:
    total = 0
    for number in range(1, 14):
        held = len(_rank_cards(hand, number))
        laid = sum(1 for s in SUITS if make_card(number, s) in on_table)
        total += comb(held, 3) + comb(held, 4)
        if joker:
            # Two naturals leave two suits to declare, three leave one; suits lying on the
            # table are excluded (R500-JOKER-3); they are never among the held suits.
            total += comb(held, 2) * max(0, 2 - laid) + comb(held, 3) * max(0, 1 - laid)
    return total


def _set_moves(
    hand: frozenset[Card], joker: bool, on_table: frozenset[Card], player: int
) -> Iterator[Move]:
    for number in range(1, 14):
        held = _rank_cards(hand, number)
        for size in (3, 4):
            for group in combinations(held, size):
                yield Move(MoveType.MELD, player, cards=group)
        if not joker:
            continue
        for size in (2, 3):
            for group in combinations(held, size):
                for suit_code in SUITS:
                    declared = make_card(number, suit_code)
                    if declared in group or declared in on_table:
                        continue
                    ordered = sorted((*group, declared), key=card_key)
                    cards = tuple(JOKER if c == declared else c for c in ordered)
                    yield Move(MoveType.MELD, player, cards=cards, joker_as=declared)


def _usable(hand: frozenset[Card], on_table: frozenset[Card]) -> frozenset[Card]:
    """Decision D-2 (R500-JOKER-4): a card the tabled joker stands for cannot be put down."""
    return hand - on_table


def _meld_context(state: FemhundraState) -> tuple[frozenset[Card], bool, frozenset[Card]] | None:
    """The hand, whether it holds the joker, and the table; None when melding is closed."""
    if state.turn.number < state.players:  # R500-FIRST-1
        return None
    hand = frozenset(state.hands[_player(state)])
    on_table = state.on_table()
    return _usable(hand, on_table), JOKER in hand, on_table


def _meld_count(state: FemhundraState) -> int:
    context = _meld_context(state)
    if context is None:
        return 0
    hand, joker, on_table = context
    runs = sum(_interval_count(i, joker, on_table) for i in _intervals(hand, joker))
    return _set_count(hand, joker, on_table) + runs


def _melds(state: FemhundraState) -> Iterator[Move]:
    context = _meld_context(state)
    if context is None:
        return
    hand, joker, on_table = context
    player = _player(state)
    yield from _set_moves(hand, joker, on_table, player)
    for interval in _intervals(hand, joker):
        yield from _interval_moves(interval, player, joker, on_table)


# --- lay-offs: R500-LAYOFF-1, R500-CORNER-1, R500-CORNER-3, R500-CORNER-4, R500-OUT-3 ---


def _missing_set_card(effective: tuple[Card, ...]) -> Card | None:
    """The one card a set of three still takes (R500-LAYOFF-1); None for a set of four."""
    if len(effective) >= MAX_SET:
        return None
    present = {suit(card) for card in effective}
    number = rank_number(effective[0])
    return next(make_card(number, s) for s in SUITS if s not in present)


@dataclass(frozen=True, slots=True)
class _Extension:
    """``cards`` (run order) would extend a combination at ``end``; ``missing`` is the index of
    the one card not in hand (the joker's place), or None."""

    combo: Combination
    end: End | None
    cards: tuple[Card, ...]
    missing: int | None


def _run_extensions(
    combo: Combination, hand: frozenset[Card], joker: bool, corner: bool
) -> Iterator[_Extension]:
    effective = combo.effective
    for end in (End.LOW, End.HIGH):
        step = next_rank if end is End.HIGH else prev_rank
        outer = effective[-1] if end is End.HIGH else effective[0]
        number = rank_number(outer)
        nearest_first: list[Card] = []
        missing: int | None = None
        for _ in range(MAX_RUN - len(effective)):  # R500-CORNER-3
            if not corner and rank_number(outer) == 1:
                break  # R500-CORNER-4: the ace at this end would end up inside the run
            number = step(number)
            card = make_card(number, suit(outer))
            nearest_first.append(card)
            outer = card
            if card not in hand:
                if missing is not None or not joker:
                    break
                missing = len(nearest_first) - 1
            cards = tuple(nearest_first) if end is End.HIGH else tuple(reversed(nearest_first))
            index = None
            if missing is not None:
                index = missing if end is End.HIGH else len(nearest_first) - 1 - missing
            yield _Extension(combo, end, cards, index)


def _extensions(state: FemhundraState) -> Iterator[_Extension]:
    if state.turn.number < state.players:  # R500-FIRST-2
        return
    hand = frozenset(state.hands[_player(state)])
    joker = JOKER in hand
    hand = _usable(hand, state.on_table())
    for combo in state.table:
        if combo.kind is Kind.SET:
            needed = _missing_set_card(combo.effective)
            if needed is not None and (needed in hand or joker):
                yield _Extension(combo, None, (needed,), None if needed in hand else 0)
        else:
            yield from _run_extensions(combo, hand, joker, state.options.round_the_corner)


def _extension_moves(
    extension_: _Extension, player: int, joker: bool, on_table: frozenset[Card], allowed: bool
) -> Iterator[Move]:
    cards, target, end = extension_.cards, extension_.combo.id, extension_.end
    if not allowed:  # R500-OUT-3: no lay-off of the last card without a meld this turn
        return
    if extension_.missing is None:
        yield Move(MoveType.LAY_OFF, player, cards=cards, target=target, end=end)
        slots = range(len(cards)) if joker else range(0)
    else:
        slots = range(extension_.missing, extension_.missing + 1)
    for slot in slots:
        if cards[slot] in on_table:  # R500-JOKER-3
            continue
        with_joker = (*cards[:slot], JOKER, *cards[slot + 1 :])
        yield Move(
            MoveType.LAY_OFF, player, cards=with_joker, target=target, end=end, joker_as=cards[slot]
        )


def _extension_count(
    extension_: _Extension, joker: bool, on_table: frozenset[Card], allowed: bool
) -> int:
    if not allowed:
        return 0
    if extension_.missing is None:
        return 1 + (len(extension_.cards) if joker else 0)
    return 0 if extension_.cards[extension_.missing] in on_table else 1


def _layoff_context(state: FemhundraState) -> tuple[int, bool, frozenset[Card], int, bool]:
    player = _player(state)
    hand = state.hands[player]
    return player, JOKER in hand, state.on_table(), len(hand), state.turn.melded


def _layoff_count(state: FemhundraState) -> int:
    _, joker, on_table, size, melded = _layoff_context(state)
    return sum(
        _extension_count(e, joker, on_table, melded or len(e.cards) < size)
        for e in _extensions(state)
    )


def _layoffs(state: FemhundraState) -> Iterator[Move]:
    player, joker, on_table, size, melded = _layoff_context(state)
    for extension_ in _extensions(state):
        allowed = melded or len(extension_.cards) < size
        yield from _extension_moves(extension_, player, joker, on_table, allowed)


# --- joker swap and discard: R500-JOKER-5, R500-JOKER-6, R500-DISCARD-1 ---


def _swaps(state: FemhundraState) -> Iterator[Move]:
    player = _player(state)
    hand = state.hands[player]
    for combo in state.table:
        for entry in combo.cards:
            if entry.card == JOKER and entry.joker_as in hand:
                yield Move(MoveType.SWAP_JOKER, player, card=entry.joker_as)


def _discards(state: FemhundraState) -> Iterator[Move]:
    player = _player(state)
    for card in sorted_hand(state.hands[player]):
        yield Move(MoveType.DISCARD, player, card=card)


def _swap_count(state: FemhundraState) -> int:
    return sum(1 for _ in _swaps(state))


def _discard_count(state: FemhundraState) -> int:
    return len(state.hands[_player(state)])


PHASE_CATEGORIES: dict[Phase, tuple[Category, ...]] = {
    Phase.DRAW: (Category(_draw_count, _draws), Category(_claim_count, _claims)),
    Phase.PLAY: (
        Category(_meld_count, _melds),
        Category(_layoff_count, _layoffs),
        Category(_swap_count, _swaps),
        Category(_discard_count, _discards),
    ),
    Phase.DEAL_OVER: (),
}

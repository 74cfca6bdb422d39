"""Legal-move listing: lazy, deterministic, and counted without being listed (contract §2).

A hand may hold dozens of cards after a pile is taken, and the joker multiplies the melds, so
moves are produced by generators in a fixed order and cut at ``limit``; ``count`` is computed
per run interval, per rank and per lay-off length by arithmetic, never by listing. The order:
draws, take_pile, Taget claims (seats in turn order); then melds (sets by rank, runs by suit
and start), lay-offs (table order, low end before high end), the joker swap, discards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
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
class _Interval:
    """A meld run candidate: positions start … start+length-1 (14 is the high ace) of a suit,
    with at most one position missing from the hand (to be filled by the joker)."""

    suit: str
    start: int
    length: int
    missing: int | None


@dataclass(frozen=True, slots=True)
class _Extension:
    """``cards`` (run order) would extend a combination at ``end``; ``missing`` is the index of
    the one card not in hand (the joker's place), or None."""

    combo: Combination
    end: End | None
    cards: tuple[Card, ...]
    missing: int | None


@dataclass(frozen=True, slots=True)
class Context:
    """What every family of moves needs, computed once per call.

    ``usable`` are the hand's cards that may be put down: not a card the tabled joker stands
    for (decision D-2, R500-JOKER-4).
    """

    state: FemhundraState
    player: int
    hand: tuple[Card, ...]
    usable: frozenset[Card]
    joker: bool
    on_table: frozenset[Card]
    intervals: tuple[_Interval, ...] = ()
    extensions: tuple[_Extension, ...] = ()


def _context(state: FemhundraState) -> Context:
    """The context; in the play phase also the run intervals and lay-off extensions, found
    once and shared by counting and listing."""
    player = state.to_move if state.to_move is not None else 0
    hand = state.hands[player]
    on_table = state.on_table()
    context = Context(state, player, hand, frozenset(hand) - on_table, JOKER in hand, on_table)
    if state.phase is not Phase.PLAY or state.turn.number < state.players:
        return context  # R500-FIRST-1, R500-FIRST-2: nothing is put down in round 1
    return replace(
        context,
        intervals=tuple(_intervals(context)),
        extensions=tuple(_extensions(context)),
    )


@dataclass(frozen=True, slots=True)
class Category:
    """One family of moves: how many there are, and the moves themselves in order."""

    count: Callable[[Context], int]
    moves: Callable[[Context], Iterator[Move]]


def legal_moves(state: FemhundraState, limit: int) -> MoveList[Move]:
    categories = PHASE_CATEGORIES[state.phase]
    if not categories:
        return MoveList(state.to_move, (), 0)
    context = _context(state)
    total = sum(category.count(context) for category in categories)
    listed = islice(chain.from_iterable(c.moves(context) for c in categories), max(limit, 0))
    return MoveList(state.to_move, tuple(listed), total)


# --- draws: R500-DRAW-1, R500-DRAW-2, R500-DRAW-3, R500-DRAW-4, R500-PILE-1, R500-PILE-6 ---


def _draws(context: Context) -> Iterator[Move]:
    state, player = context.state, context.player
    # R500-DRAW-4 / R500-STOCK-3: an empty stock is refilled from a pile of two or more.
    if state.stock or len(state.pile) >= 2:
        yield Move(MoveType.DRAW, player, source=Source.STOCK)
    if state.pile:
        yield Move(MoveType.DRAW, player, source=Source.PILE)
    # R500-PILE-6: a one-card pile (also after a refill from an empty stock) is a top draw,
    # listed once as such; R500-PILE-1: the whole pile needs a meld in an earlier turn.
    if state.stock and len(state.pile) >= 2 and state.owns_meld(player):
        yield Move(MoveType.TAKE_PILE, player)


def _draw_count(context: Context) -> int:
    return sum(1 for _ in _draws(context))


# --- Taget claims: R500-VAR-5 ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClaimFit:
    """A place a discarded card fits: the combination, the run end and the joker's card."""

    target: str
    end: End | None
    joker_as: Card | None


def claim_fits(state: FemhundraState, card: Card, on_table: frozenset[Card]) -> list[ClaimFit]:
    """Every combination and placement ``card`` could be laid off on now (R500-VAR-5)."""
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


def _claim_places(context: Context) -> tuple[list[int], list[ClaimFit]]:
    state = context.state
    # Decision D-3: no claim may leave nothing at all to draw.
    if not claims_open(state) or not leaves_something_to_draw(state):
        return [], []
    assert state.last_discard is not None
    order = [(context.player + k) % state.players for k in range(state.players)]
    claimers = [seat for seat in order if seat != state.last_discard.player]
    return claimers, claim_fits(state, state.last_discard.card, context.on_table)


def _claims(context: Context) -> Iterator[Move]:
    claimers, fits = _claim_places(context)
    discard = context.state.last_discard
    for seat in claimers:
        for place in fits:
            assert discard is not None
            yield Move(
                MoveType.CLAIM,
                seat,
                card=discard.card,
                target=place.target,
                end=place.end,
                joker_as=place.joker_as,
            )


def _claim_count(context: Context) -> int:
    claimers, fits = _claim_places(context)
    return len(claimers) * len(fits)


# --- melds: R500-MELD-1, R500-MELD-5, R500-JOKER-1, R500-JOKER-2, R500-JOKER-3, R500-CORNER-2 ---


def _intervals(context: Context) -> Iterator[_Interval]:
    usable, joker = context.usable, context.joker
    for suit_code in SUITS:
        held = [card in usable for card in _ROWS[suit_code]]
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


def _interval_count(interval: _Interval, context: Context) -> int:
    if interval.missing is None:
        # All natural, or the joker standing for any one of them (the card stays in hand).
        return 1 + (interval.length if context.joker else 0)
    missing = make_card(interval.missing, interval.suit)
    return 0 if missing in context.on_table else 1  # R500-JOKER-3


def _interval_moves(interval: _Interval, context: Context) -> Iterator[Move]:
    cards = tuple(
        make_card(pos, interval.suit)
        for pos in range(interval.start, interval.start + interval.length)
    )
    ace = None
    if interval.length == MAX_RUN:
        ace = End.LOW if interval.start == 1 else End.HIGH
    if interval.missing is None:
        yield Move(MoveType.MELD, context.player, cards=cards, ace=ace)
        slots = range(interval.length) if context.joker else range(0)
    else:
        slots = range(interval.missing - interval.start, interval.missing - interval.start + 1)
    for slot in slots:
        if cards[slot] in context.on_table:
            continue
        with_joker = (*cards[:slot], JOKER, *cards[slot + 1 :])
        yield Move(MoveType.MELD, context.player, cards=with_joker, joker_as=cards[slot], ace=ace)


# Cards by suit at run positions 0…14 (0 unused, 14 the high ace) and by rank number.
_ROWS: dict[str, tuple[Card, ...]] = {
    s: ("", *(make_card(pos, s) for pos in range(1, 15))) for s in SUITS
}
_COLUMNS: dict[int, tuple[Card, ...]] = {
    number: tuple(make_card(number, s) for s in SUITS) for number in range(1, 14)
}


def _rank_cards(usable: frozenset[Card], number: int) -> list[Card]:
    return [card for card in _COLUMNS[number] if card in usable]


def _set_count(context: Context) -> int:
    total = 0
    for number in range(1, 14):
        held = len(_rank_cards(context.usable, number))
        total += comb(held, 3) + comb(held, 4)
        if context.joker and held >= 2:
            laid = sum(1 for card in _COLUMNS[number] if card in context.on_table)
            # Two naturals leave two suits to declare, three leave one; suits lying on the
            # table are excluded (R500-JOKER-3); they are never among the held suits.
            total += comb(held, 2) * max(0, 2 - laid) + comb(held, 3) * max(0, 1 - laid)
    return total


def _set_moves(context: Context) -> Iterator[Move]:
    player = context.player
    for number in range(1, 14):
        held = _rank_cards(context.usable, number)
        for size in (3, 4):
            for group in combinations(held, size):
                yield Move(MoveType.MELD, player, cards=group)
        if not context.joker:
            continue
        for size in (2, 3):
            for group in combinations(held, size):
                for suit_code in SUITS:
                    declared = make_card(number, suit_code)
                    if declared in group or declared in context.on_table:
                        continue
                    ordered = sorted((*group, declared), key=card_key)
                    cards = tuple(JOKER if c == declared else c for c in ordered)
                    yield Move(MoveType.MELD, player, cards=cards, joker_as=declared)


def _may_meld(context: Context) -> bool:
    return context.state.turn.number >= context.state.players  # R500-FIRST-1


def _meld_count(context: Context) -> int:
    if not _may_meld(context):
        return 0
    runs = sum(_interval_count(interval, context) for interval in context.intervals)
    return _set_count(context) + runs


def _melds(context: Context) -> Iterator[Move]:
    if not _may_meld(context):
        return
    yield from _set_moves(context)
    for interval in context.intervals:
        yield from _interval_moves(interval, context)


# --- lay-offs: R500-LAYOFF-1, R500-CORNER-1, R500-CORNER-3, R500-CORNER-4, R500-OUT-3 ---


def _missing_set_card(effective: tuple[Card, ...]) -> Card | None:
    """The one card a set of three still takes (R500-LAYOFF-1); None for a set of four."""
    if len(effective) >= MAX_SET:
        return None
    present = {suit(card) for card in effective}
    number = rank_number(effective[0])
    return next(make_card(number, s) for s in SUITS if s not in present)


def _run_extensions(combo: Combination, context: Context) -> Iterator[_Extension]:
    effective = combo.effective
    corner = context.state.options.round_the_corner
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
            if card not in context.usable:
                if missing is not None or not context.joker or card in context.on_table:
                    break
                missing = len(nearest_first) - 1
            cards = tuple(nearest_first) if end is End.HIGH else tuple(reversed(nearest_first))
            index = None
            if missing is not None:
                index = missing if end is End.HIGH else len(nearest_first) - 1 - missing
            yield _Extension(combo, end, cards, index)


def _extensions(context: Context) -> Iterator[_Extension]:
    for combo in context.state.table:
        if combo.kind is Kind.SET:
            needed = _missing_set_card(combo.effective)
            if needed is None:
                continue
            if needed in context.usable:
                yield _Extension(combo, None, (needed,), None)
            elif context.joker and needed not in context.on_table:
                yield _Extension(combo, None, (needed,), 0)
        else:
            yield from _run_extensions(combo, context)


def _allowed(extension_: _Extension, context: Context) -> bool:
    """R500-OUT-3: no lay-off of the last card without a meld this turn."""
    return context.state.turn.melded or len(extension_.cards) < len(context.hand)


def _extension_moves(extension_: _Extension, context: Context) -> Iterator[Move]:
    if not _allowed(extension_, context):
        return
    cards, target, end = extension_.cards, extension_.combo.id, extension_.end
    player = context.player
    if extension_.missing is None:
        yield Move(MoveType.LAY_OFF, player, cards=cards, target=target, end=end)
        slots = range(len(cards)) if context.joker else range(0)
    else:
        slots = range(extension_.missing, extension_.missing + 1)
    for slot in slots:
        if cards[slot] in context.on_table:  # R500-JOKER-3
            continue
        with_joker = (*cards[:slot], JOKER, *cards[slot + 1 :])
        yield Move(
            MoveType.LAY_OFF,
            player,
            cards=with_joker,
            target=target,
            end=end,
            joker_as=cards[slot],
        )


def _extension_count(extension_: _Extension, context: Context) -> int:
    if not _allowed(extension_, context):
        return 0
    if extension_.missing is None:
        return 1 + (len(extension_.cards) if context.joker else 0)
    return 1  # the joker fills the gap; _extensions only yields a declarable gap


def _layoff_count(context: Context) -> int:
    return sum(_extension_count(e, context) for e in context.extensions)


def _layoffs(context: Context) -> Iterator[Move]:
    for extension_ in context.extensions:
        yield from _extension_moves(extension_, context)


# --- joker swap and discard: R500-JOKER-5, R500-JOKER-6, R500-DISCARD-1 ---


def _swaps(context: Context) -> Iterator[Move]:
    for combo in context.state.table:
        for entry in combo.cards:
            if entry.card == JOKER and entry.joker_as in context.hand:
                yield Move(MoveType.SWAP_JOKER, context.player, card=entry.joker_as)


def _discards(context: Context) -> Iterator[Move]:
    for card in sorted_hand(context.hand):
        yield Move(MoveType.DISCARD, context.player, card=card)


def _swap_count(context: Context) -> int:
    return sum(1 for _ in _swaps(context))


def _discard_count(context: Context) -> int:
    return len(context.hand)


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

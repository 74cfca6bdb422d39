"""How much a state or move of the tarot family (800, 1000, 150, Fjabbe) can hold.

Every bound follows from a rule: 62 cards (R800-DECK-1), so no zone or declaration shows more;
at most four seats (R800-SEAT-1, RFJB-1) and so four hands, discard piles, declarations (one
per seat, R800-DECL-1), won piles and cards in a trick (one from each player, R800-PLAY-2). A
deal's steps each lay away or play a card, declare once per seat or pay the Fjønt once per trick
(R800-FJ-7), so a replay is bounded by twice the deck. Matches: every deal played out shares at
least 93 points (R800-SCORE-1), but a Fjabbe partie marks only 0 or 1 (RFJB-5) and a match has
no length a rule fixes, so :data:`MAX_DEALS` is the service's own.
"""

from __future__ import annotations

from service.core.bounds import MAX_MEMBERS, Limit, too_many
from service.core.text import msg
from service.core.verdict import Problem
from service.games.tarot.deck import DECK
from service.games.tarot.state import TarotState
from service.games.tarot.variants import Variant

MAX_SEATS = 4
"""R800-SEAT-1 (800) and RFJB-1 (Fjabbe): four players; 1000 and 150 have two."""
MAX_CARDS = len(DECK)
"""R800-DECK-1: 62 cards."""
MAX_DEALS = 500
"""The service's own limit on a match history: no rule bounds a match's length."""
MAX_MOVES = 2 * MAX_CARDS
"""A deal's steps: each lays away or plays a card, or declares or pays the Fjønt (once a seat,
once a trick): fewer than two per card."""

SEATS = (msg("seats"), "R800-SEAT-1")
CARDS = (msg("cards"), "R800-DECK-1")
TRICK = (msg("cards, one from each player"), "R800-PLAY-2")
DECLARATIONS = (msg("declarations, one per seat"), "R800-DECL-1")
DEALS = (msg("finished deals"), None)


def _limit(path: str, most: int, named: tuple[str, str | None], total: int | None = None) -> Limit:
    return Limit(path, most, named[0], named[1], total)


STATE_LIMITS = (
    Limit("/options", MAX_MEMBERS, msg("options"), None),
    _limit("/hands", MAX_SEATS, SEATS),
    _limit("/hands/*", MAX_CARDS, CARDS, MAX_CARDS),
    _limit("/stock", MAX_CARDS, CARDS),
    _limit("/discards", MAX_SEATS, SEATS),
    _limit("/discards/*", MAX_CARDS, CARDS, MAX_CARDS),
    _limit("/declarations", MAX_SEATS, DECLARATIONS),
    _limit("/declarations/*/sets", MAX_CARDS, CARDS),
    _limit("/declarations/*/sets/*", MAX_CARDS, CARDS, MAX_SEATS * MAX_CARDS),
    _limit("/declarations/*/sequences", MAX_CARDS, CARDS),
    _limit("/declarations/*/sequences/*/cards", MAX_CARDS, CARDS, MAX_SEATS * MAX_CARDS),
    _limit("/trick", MAX_SEATS, TRICK),
    _limit("/tricks_won", MAX_SEATS, SEATS),
    _limit("/won", MAX_SEATS, SEATS),
    _limit("/won/*", MAX_CARDS, CARDS, MAX_CARDS),
    _limit("/match/scores", MAX_SEATS, SEATS),
    _limit("/match/history", MAX_DEALS, DEALS),
    _limit("/match/history/*", MAX_SEATS, SEATS),
    _limit("/match/winners", MAX_SEATS, SEATS),
)
MOVE_LIMITS = (
    _limit("/cards", MAX_CARDS, CARDS),
    _limit("/sets", MAX_CARDS, CARDS),
    _limit("/sets/*", MAX_CARDS, CARDS, MAX_CARDS),
    _limit("/sequences", MAX_CARDS, CARDS),
    _limit("/sequences/*/cards", MAX_CARDS, CARDS, MAX_CARDS),
)
REPLAY_LIMIT = Limit("/moves", MAX_MOVES, msg("moves: a deal's steps"), "R800-PLAY-2")


def bound_problems(variant: Variant, state: TarotState) -> list[Problem]:
    """Zones of ``state`` holding more than ``variant`` can: one problem per zone, and the
    state check stops there (the card, trick and declaration checks read them all)."""
    seats, sides = variant.players, variant.side_count
    found = [
        too_many("/state/hands", state.hands, seats, *SEATS),
        too_many("/state/discards", state.discards, seats, *SEATS),
        too_many("/state/tricks_won", state.tricks_won, seats, *SEATS),
        too_many("/state/won", state.won, sides, msg("sides"), "R800-SEAT-1"),
        too_many("/state/trick", state.trick, seats, *TRICK),
        too_many("/state/declarations", state.declarations, seats, *DECLARATIONS),
        too_many("/state/stock", state.stock, MAX_CARDS, *CARDS),
        too_many("/state/match/scores", state.match.scores, sides, msg("sides"), "R800-SEAT-1"),
        too_many("/state/match/history", state.match.history, MAX_DEALS, *DEALS),
    ]
    problems = [p for p in found if p is not None]
    if problems:
        return problems
    zones = [
        *((f"/state/hands/{seat}", hand) for seat, hand in enumerate(state.hands)),
        *((f"/state/discards/{seat}", pile) for seat, pile in enumerate(state.discards)),
        *((f"/state/won/{side}", pile) for side, pile in enumerate(state.won)),
        *((f"/state/match/history/{index}", row) for index, row in enumerate(state.match.history)),
    ]
    for pointer, zone in zones:
        most = sides if "/match/" in pointer else MAX_CARDS
        problem = too_many(pointer, zone, most, *(SEATS if "/match/" in pointer else CARDS))
        if problem is not None:
            problems.append(problem)
    shown = 0
    for declaration in state.declarations:
        shown += sum(map(len, declaration.sets))
        shown += sum(len(sequence.cards) for sequence in declaration.sequences)
    if shown > MAX_SEATS * MAX_CARDS:
        message = msg(
            "At most {most} cards can be shown in all (R800-DECK-1).",
            most=MAX_SEATS * MAX_CARDS,
        )
        problems.append(Problem("/state/declarations", "too_many_items", message, "R800-DECK-1"))
    return problems

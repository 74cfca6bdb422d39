"""How much a Femhundra state or move can hold, read before anything else.

Every bound follows from a rule: 2 to 6 players (R500-SETUP-1), so six hands, exposed lists,
penalties and scores at most; 53 cards (R500-DECK-1), so no zone, draw or move holds more; a
meld has at least three cards (R500-MELD-1), so the table holds at most 17 combinations; a run
holds each card once, 13 at most (R500-CORNER-3), and a set four (R500-MELD-2), so no
combination holds more than 13. Hand scores may be negative (R500-SCORE-2), so no rule bounds a
match's length: :data:`MAX_DEALS` is the service's own, as is :data:`MAX_MOVES` (stock
reshuffles, R500-STOCK-1, let a hand last as long as its players like).

The limits are checked on the plain state and move before they are read (``wire.py``): the
reader then never meets more items than a game can hold.
"""

from __future__ import annotations

from service.core.bounds import MAX_MEMBERS, Limit
from service.core.text import msg
from service.games.femhundra.cards import deck
from service.games.femhundra.melds import MAX_RUN, MIN_MELD

MAX_SEATS = 6
"""R500-SETUP-1: 2 to 6 players."""
MAX_CARDS = len(deck(use_joker=True))
"""R500-DECK-1: 52 cards and the joker."""
MAX_COMBINATIONS = MAX_CARDS // MIN_MELD
"""R500-MELD-1: every combination holds at least three of the 53 cards."""
MAX_DEALS = 500
"""The service's own limit on a match history: no rule bounds a match's length."""
MAX_MOVES = 400
"""The service's own limit on a replay: reshuffles (R500-STOCK-1) let a hand go on."""

SEATS = (msg("seats"), "R500-SETUP-1")
CARDS = (msg("cards"), "R500-DECK-1")


def _limit(path: str, most: int, named: tuple[str, str | None], total: int | None = None) -> Limit:
    return Limit(path, most, named[0], named[1], total)


STATE_LIMITS = (
    Limit("/options", MAX_MEMBERS, msg("options"), None),
    _limit("/hands", MAX_SEATS, SEATS),
    _limit("/hands/*", MAX_CARDS, CARDS, MAX_CARDS),
    _limit("/exposed", MAX_SEATS, SEATS),
    _limit("/exposed/*", MAX_CARDS, CARDS, MAX_CARDS),
    _limit("/stock", MAX_CARDS, CARDS),
    _limit("/pile", MAX_CARDS, CARDS),
    _limit("/table", MAX_COMBINATIONS, (msg("combinations of three cards or more"), "R500-MELD-1")),
    _limit("/table/*/cards", MAX_RUN, (msg("cards, each once"), "R500-CORNER-3"), MAX_CARDS),
    _limit("/turn/drawn/cards", MAX_CARDS, CARDS),
    _limit("/penalties", MAX_SEATS, SEATS),
    _limit("/match/scores", MAX_SEATS, SEATS),
    _limit("/match/history", MAX_DEALS, (msg("finished hands"), None)),
    _limit("/match/history/*", MAX_SEATS, SEATS),
    _limit("/match/winners", MAX_SEATS, SEATS),
)
MOVE_LIMITS = (
    _limit("/cards", MAX_CARDS, CARDS),
    _limit("/reshuffle", MAX_CARDS, CARDS),
)
REPLAY_LIMIT = Limit("/moves", MAX_MOVES, msg("moves"), None)

"""Dealing the building games in rounds (reference §6.1, §9), as plans for the fishing engine.

Byggkasino deals as Kasino does: two cards to each player from forehand, two to the table,
two more to each, two more to the table; later rounds four each in two packets, none to the
table; 6 / 4 / 3 rounds for 2 / 3 / 4 players, the last announced (BYGG-GEN-2, CORE-DEAL-3…6).
Mulle (Glimne) deals the 104-card double deck (MULLE-G-2) the same way with four table cards
instead of two each time — two to each, four to the table, two to each, four to the table —
then four each: 12 rounds for 2 players, 6 for 4 (MULLE-G-3, AKF-47).

>>> BYGG_ROUNDS.rounds(2, 52), BYGG_ROUNDS.rounds(3, 52), BYGG_ROUNDS.rounds(4, 52)
(6, 4, 3)
>>> GLIMNE_ROUNDS.rounds(2, len(DOUBLE_DECK)), GLIMNE_ROUNDS.rounds(4, len(DOUBLE_DECK))
(12, 6)
"""

from __future__ import annotations

from service.games.fishing.dealing import KASINO_ROUNDS, PLAYERS, TABLE, RoundDealing
from service.games.fishing.mulle import DOUBLE_DECK
from service.games.fishing.state import FishingState

__all__ = ["BYGG_ROUNDS", "DOUBLE_DECK", "GLIMNE_ROUNDS", "round_plays"]

#: BYGG-GEN-2: Kasino's deal (CORE-DEAL-3…5), cited under Byggkasino's own rule.
BYGG_ROUNDS = RoundDealing(
    first_plan=KASINO_ROUNDS.first_plan,
    later_plan=KASINO_ROUNDS.later_plan,
    rule="BYGG-GEN-2",
    last_rule="BYGG-GEN-2",
)

GLIMNE_TABLE_PACKET = 4  # MULLE-G-3, AKF-47: four table cards where Kasino deals two
#: MULLE-G-3, AKF-47: 2 each, 4 to the table, 2 each, 4 to the table; later 2 + 2 each.
GLIMNE_ROUNDS = RoundDealing(
    first_plan=(
        (PLAYERS, 2),
        (TABLE, GLIMNE_TABLE_PACKET),
        (PLAYERS, 2),
        (TABLE, GLIMNE_TABLE_PACKET),
    ),
    later_plan=((PLAYERS, 2), (PLAYERS, 2)),
    rule="MULLE-G-3",
    last_rule="MULLE-G-3",
)


def round_plays(dealing: RoundDealing, state: FishingState, deck_size: int) -> tuple[int, ...]:
    """The plays each seat has made in the state's round: the cards the round dealt it less
    those it still holds (every play spends one hand card; a default and a penalized trail
    spend none). Only for a deal in play whose round, hands and turn are sound.

    >>> from service.games.building.games import BYGGKASINO
    >>> s = BYGGKASINO.deal(2, BYGGKASINO.resolve_options({}, 2), 1, 7)
    >>> round_plays(BYGG_ROUNDS, s, 52)
    (0, 0)
    >>> after = BYGGKASINO.apply(s, BYGGKASINO.legal_moves(s, 1).moves[0]).state
    >>> round_plays(BYGG_ROUNDS, after, 52)
    (1, 0)
    """
    sizes = dealing.schedule(state.players, deck_size)[state.round - 1].sizes
    n = state.players
    return tuple(sizes[(seat - state.forehand) % n] - len(state.hands[seat]) for seat in range(n))

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

A default and a penalized trail spend no hand card, so the round's plays per seat are the
cards it was dealt less those it holds (``RoundDealing.round_plays``):

>>> from service.games.building.games import BYGGKASINO
>>> s = BYGGKASINO.deal(2, BYGGKASINO.resolve_options({}, 2), 1, 7)
>>> BYGG_ROUNDS.round_plays(s, 52)
(0, 0)
>>> after = BYGGKASINO.apply(s, BYGGKASINO.legal_moves(s, 1).moves[0]).state
>>> BYGG_ROUNDS.round_plays(after, 52)
(1, 0)
"""

from __future__ import annotations

from service.games.fishing.dealing import KASINO_ROUNDS, PLAYERS, TABLE, RoundDealing
from service.games.fishing.mulle import DOUBLE_DECK

__all__ = ["BYGG_ROUNDS", "DOUBLE_DECK", "GLIMNE_ROUNDS"]

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

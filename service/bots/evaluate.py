"""How well a seat stands, by the game's own scoring (no second scoring is written here).

``standing(game, state)`` is each side's points were the deal scored now: the fishing games'
score sheet over the piles captured so far (CORE-SCORE-1), Femhundra's hand sheet with the
cards still in hand counted against (R500-SCORE-1, R500-SCORE-2), the 800 family's cards won,
discards and declarations (R800-PTS-3). At the end of a deal it is the deal's real score.
A seat's *margin* is its side's points less the best other side's; in a game where the
lowest total wins (Kasino misär, MISAR-SCORE-2, MISAR-MATCH-1) the sign is turned.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from service.core.game import Game
from service.games.femhundra.options import Scoring
from service.games.femhundra.scoring import hand_score
from service.games.femhundra.state import FemhundraState
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import Elimination, LowestWins
from service.games.fishing.scoring import score_items, side_totals
from service.games.fishing.state import FishingState
from service.games.tarot.engine import TarotGame
from service.games.tarot.scoring import deal_items
from service.games.tarot.scoring import side_totals as tarot_totals
from service.games.tarot.state import TarotState


@dataclass(frozen=True)
class Sheet:
    """Points per side now, the seats of each side, and whether low totals win."""

    points: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    lowest_wins: bool = False

    def side_of(self, seat: int) -> int:
        return next(side for side, seats in enumerate(self.sides) if seat in seats)

    def margin(self, seat: int) -> int:
        """The seat's side's points less the best other side's (turned where low wins)."""
        mine = self.side_of(seat)
        sign = -1 if self.lowest_wins else 1
        others = [
            sign * p for side, p in enumerate(self.points) if side != mine and self.sides[side]
        ]
        return sign * self.points[mine] - (max(others) if others else 0)


def sheet(game: Game[Any, Any], state: Any) -> Sheet:
    """The score sheet of ``state`` as it stands."""
    if isinstance(state, FishingState) and isinstance(game, FishingGame):
        rules = game.rules(state.options)
        sides = game.sides(state)
        totals = side_totals(score_items(state, sides, rules.scoring), len(sides))
        return Sheet(totals, sides, isinstance(rules.match, Elimination | LowestWins))
    if isinstance(state, FemhundraState):
        if state.options.scoring is Scoring.COLLECT and state.went_out is None:
            # R500-VAR-4 scores nothing before someone goes out; until then the table sheet
            # (melds for, hand cards against) tells who is closer to collecting
            state = replace(state, options=replace(state.options, scoring=Scoring.TABLE))
        totals = hand_score(state).totals
        return Sheet(totals, tuple((seat,) for seat in range(state.players)))
    if isinstance(state, TarotState) and isinstance(game, TarotGame):
        variant = game.variant
        return Sheet(tarot_totals(variant, deal_items(variant, state)), variant.sides)
    raise TypeError(f"no scoring known for {type(state).__name__}")

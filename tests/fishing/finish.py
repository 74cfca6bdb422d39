"""Finishing a deal on purpose: every card already in chosen piles, one card left to play.

Scoring and match rules are about what the piles hold when the deal ends, so these tests
build the last play of a deal (the dealer trails ``last_card``) with the piles they need, and
apply it. The trail is onto one card that the last capturer then takes with it as leftovers,
so the piles end as if the table had been empty; an empty table could only follow a recorded
tabbe, which would score (CORE-TABBE-1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from service.core.cards import sorted_cards
from service.games.fishing.engine import FishingGame
from service.games.fishing.state import FishingMove, FishingState
from tests.fishing.positions import position


def finished(
    game: FishingGame,
    piles: Mapping[int, Sequence[str]],
    rest_to: int,
    *,
    players: int = 2,
    last_card: str = "KD",
    options: Mapping[str, Any] | None = None,
    scores: Sequence[int] | None = None,
    tabbar: Mapping[int, int] | None = None,
    last_player: int | None = None,
) -> FishingState:
    """The deal just ended: the last card trailed (by the dealer, seat n-1, unless the game's
    last round ends elsewhere), leftovers to ``rest_to``."""
    seat = players - 1 if last_player is None else last_player
    state = position(
        closing_table(game, piles, last_card),
        [last_card],
        players=players,
        dealer=players - 1,
        to_move=seat,
        piles=piles,
        rest_to=rest_to,
        options=options,
        scores=scores,
        tabbar=tabbar,
        game=game,
    )
    return game.apply(state, FishingMove(seat, last_card)).state


def closing_table(
    game: FishingGame, piles: Mapping[int, Sequence[str]], last_card: str
) -> list[str]:
    """The table before the deal's last trail: one card the piles leave over (it would have
    gone to the last capturer anyway), of another rank than ``last_card`` so that the card
    cannot take it (no capture, no forced tabbe); none when no card is left over."""
    used = Counter(c for pile in piles.values() for c in pile) + Counter([last_card])
    free = sorted_cards((Counter(game.deck) - used).elements())
    return next(([card] for card in free if card[:-1] != last_card[:-1]), [])


def items(game: FishingGame, state: FishingState) -> dict[tuple[int | None, str], int]:
    """Score items as ``{(seat, code): points}``."""
    return {(item.seat, item.code): item.points for item in game.score(state).items}

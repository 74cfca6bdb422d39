"""The building games' bot hooks: the fishing games' (:mod:`service.games.fishing.bot_hooks`)
with the moves split by hand card as the building lister lists them (trail, then each family
of builds and captures), on the state after any default was settled, as the listing reads it.
"""

from __future__ import annotations

from itertools import islice
from typing import Any, Protocol

from service.core.game import Event
from service.core.insight import Piece
from service.games.building.listing import Lister
from service.games.building.options import BuildingOptions
from service.games.fishing.bot_hooks import FishingEngine, FishingHooks
from service.games.fishing.listing import hand_order
from service.games.fishing.rules import Rules
from service.games.fishing.state import FishingMove, FishingState, Phase


class BuildingEngine(FishingEngine, Protocol):
    """What the hooks read of a building game: also the listing's first step and the
    building rules."""

    def _settled(
        self, state: FishingState
    ) -> tuple[FishingState, list[Event], dict[str, Any] | None]: ...

    def _building(self, state: FishingState) -> tuple[Rules, BuildingOptions]: ...


class BuildingHooks(FishingHooks):
    """The hooks of Byggkasino or Mulle (Glimne)."""

    def __init__(self, game: BuildingEngine) -> None:
        super().__init__(game)
        self.building = game

    def pieces(self, state: FishingState) -> list[Piece[FishingMove]] | None:
        """Each distinct hand card's plays (trail, then its families) as the game lists
        them, on the state after any default was settled, as the game's listing reads it."""
        if state.phase is not Phase.PLAY or state.to_move is None:
            return None
        settled, _, _ = self.building._settled(state)  # the listing's own first step
        if settled.phase is not Phase.PLAY:
            return None
        _, building = self.building._building(state)
        player = state.to_move
        lister = Lister(settled, player, building)

        def plays(card: str) -> Piece[FishingMove]:
            def first(n: int) -> tuple[FishingMove, ...]:
                moves = [FishingMove(player, card)] if lister.may_trail(card) else []
                for family in lister.families(card):
                    if len(moves) >= n:
                        break
                    moves += islice(lister.moves(family), n - len(moves))
                return tuple(moves[:n])

            return first

        return [plays(card) for card in hand_order(lister.hand)]

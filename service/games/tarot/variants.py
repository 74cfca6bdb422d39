"""The four games of the family as data: seats, dealing stages, discards, tricks and match.

One engine plays them all (R1000-*, R150-*, RFJB-* list the differences from 800); a variant
is this record plus the ``settle`` hook of its match, never a copied module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from service.core.text import Text, msg
from service.games.tarot.deck import DECK
from service.games.tarot.match import (
    DealResult,
    loss_winners,
    settle_fjabbe,
    settle_target,
    target_winners,
)
from service.games.tarot.state import MatchState

PACKET = 5  # R800-DEAL-1, R1000-2, R1000-4 (A800-24), R150-2, RFJB-2 (A800-26): five at a time


@dataclass(frozen=True, slots=True)
class DiscardStep:
    """One seat lays ``count`` cards away; ``offset`` is counted from the dealer (1: forehand).

    ``rule`` fixes the count; ``forbidden_rule`` forbids tarokker and kings in it.
    """

    offset: int
    count: int
    rule: str
    forbidden_rule: str = "R800-DEAL-3"


@dataclass(frozen=True, slots=True)
class Stage:
    """One dealing: ``each`` cards to every seat in packets, ``dealer_extra`` more to the dealer,
    then the discards, in order."""

    each: int
    dealer_extra: int
    discards: tuple[DiscardStep, ...]
    rule: str


@dataclass(frozen=True)
class Variant:
    """A game of the family as data (reference §11 … §13 against §1 … §10)."""

    id: str
    name: Text  # written with msg(): the catalogue answers it translated
    players: int
    side_count: int
    partnerships: str
    stages: tuple[Stage, ...]
    target: int | None
    target_rule: str
    discards_kept_rule: str
    discards_lost_rule: str
    settle: Callable[[MatchState, DealResult], MatchState]
    decided: Callable[[tuple[int, ...], int | None], tuple[int, ...] | None]
    fewest_points_wins: bool = False
    all_cards_rule: str | None = None
    """The rule by which every card is scored, so a deal played out gives 93 points plus its
    declarations; None where cards stay out of play (150, Fjabbe)."""

    @property
    def tricks(self) -> int:
        """Cards per hand once every discard is made = tricks per deal (the dealer's count)."""
        dealt = sum(stage.each + stage.dealer_extra for stage in self.stages)
        laid = sum(
            step.count for stage in self.stages for step in stage.discards if not step.offset
        )
        return dealt - laid

    @property
    def stock_sizes(self) -> tuple[int, ...]:
        """Cards still undealt after each stage (the last figure stays out of play)."""
        left, sizes = len(DECK), []
        for stage in self.stages:
            left -= stage.each * self.players + stage.dealer_extra
            sizes.append(left)
        return tuple(sizes)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seats per side: 800 pairs opposite seats (R800-SEAT-1, A800-20); else one each."""
        return tuple(
            tuple(range(side, self.players, self.side_count)) for side in range(self.side_count)
        )

    def side_of(self, seat: int) -> int:
        return seat % self.side_count

    def held_after(self, stage: int, seat: int, dealer: int) -> int:
        """Cards dealt to ``seat`` in stages 1 … ``stage``."""
        return sum(s.each + (s.dealer_extra if seat == dealer else 0) for s in self.stages[:stage])


EIGHT_HUNDRED = Variant(
    id="800",
    name=msg("800 (Snapphanalegen)"),
    players=4,
    side_count=2,
    partnerships="required",
    stages=(Stage(15, 2, (DiscardStep(0, 2, "R800-DEAL-2"),), "R800-DEAL-1"),),
    target=800,
    target_rule="R800-WIN-1",
    discards_kept_rule="R800-DEAL-4",
    discards_lost_rule="R800-DEAL-5",
    settle=settle_target,
    decided=target_winners,
    all_cards_rule="R800-SCORE-1",
)

THOUSAND = Variant(
    id="1000",
    name=msg("1000"),
    players=2,
    side_count=2,
    partnerships="none",
    stages=(
        # R1000-2 / R1000-3: 20 each and 2 more to the dealer; each lays ten away (forehand
        # first: the discards are simultaneous and hidden, so the order is only bookkeeping).
        Stage(
            20,
            2,
            (DiscardStep(1, 10, "R1000-3", "R1000-3"), DiscardStep(0, 10, "R1000-3", "R1000-3")),
            "R1000-2",
        ),
        # R1000-4 (A800-24) / R1000-5: the other 20 cards, ten each; the dealer lays 2 away.
        Stage(10, 0, (DiscardStep(0, 2, "R1000-5"),), "R1000-4"),
    ),
    target=1000,
    target_rule="R1000-1",
    discards_kept_rule="R1000-3",
    discards_lost_rule="R1000-8",
    settle=settle_target,
    decided=target_winners,
    all_cards_rule="R1000-7",
)

ONE_FIFTY = Variant(
    id="150",
    name=msg("150"),
    players=2,
    side_count=2,
    partnerships="none",
    # R150-2 (A800-25): one dealing of 15, the dealer gets 17 and lays 2 away; R150-3: 30 out.
    stages=(Stage(15, 2, (DiscardStep(0, 2, "R150-2"),), "R150-2"),),
    target=150,
    target_rule="R150-1",
    discards_kept_rule="R150-2",
    discards_lost_rule="R1000-8",
    settle=settle_target,
    decided=target_winners,
)

FJABBE = Variant(
    id="fjabbe",
    name=msg("Fjabbe"),
    players=4,
    side_count=4,  # RFJB-1: each for himself
    partnerships="none",
    # RFJB-2 (A800-26): ten each, no extra cards, no discards; 22 cards stay out of play.
    stages=(Stage(10, 0, (), "RFJB-2"),),
    target=None,
    target_rule="RFJB-6",
    discards_kept_rule="R800-DEAL-4",
    discards_lost_rule="R800-DEAL-5",
    settle=settle_fjabbe,
    decided=loss_winners,
    fewest_points_wins=True,  # RFJB-5
)

VARIANTS: tuple[Variant, ...] = (EIGHT_HUNDRED, THOUSAND, ONE_FIFTY, FJABBE)

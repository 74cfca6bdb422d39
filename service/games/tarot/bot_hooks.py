"""The 800 family's bot hooks (:class:`~service.core.insight.BotHooks`).

- ``world``: the other hands, their laid-away cards and the stock dealt anew;
- ``sheet``: the cards won, the discards and the declarations (R800-PTS-3);
- ``draw``: a discard drawn uniformly among all of them without listing them (1000's first
  discard has 352,716);
- ``trick_choices``: win the trick for one's side with the weakest card that does (R800-PLAY-8,
  :func:`~service.games.tarot.tricks.trick_winner`), else throw the card worth least
  (R800-PTS-1); declaring, laying away and the Fjønt exchange are not trick play.
"""

from __future__ import annotations

from dataclasses import replace
from math import comb
from random import Random

from service.core.insight import Piece, Sheet, offer_description, redeal
from service.core.text import Text, msg
from service.games.tarot.dealing import current_discard
from service.games.tarot.deck import POWER, UNDISCARDABLE, half_points, sorted_cards
from service.games.tarot.listing import _split
from service.games.tarot.scoring import deal_items, side_totals
from service.games.tarot.state import (
    Declare,
    DiscardWidow,
    Move,
    Phase,
    Play,
    Played,
    TarotState,
)
from service.games.tarot.tricks import trick_winner
from service.games.tarot.variants import Variant


def describe(move: Move, before: TarotState, after: TarotState) -> Text:
    """A move of the 800 family in words (by its type)."""
    if isinstance(move, Play):
        return msg("Plays {card}", card=move.card)
    if isinstance(move, Declare):
        shown = len(move.sets) + len(move.sequences)
        if shown == 0:
            return msg("Declares nothing")
        if shown == 1:
            return msg("Declares 1 combination")
        return msg("Declares {count} combinations", count=shown)
    if isinstance(move, DiscardWidow):
        return msg("Lays away {cards}", cards=" ".join(move.cards))
    return msg("Gives {card} for the Fjønt", card=move.card)


offer_description(TarotState, describe)


class TarotHooks:
    """The hooks of one game of the family (its variant's sides and discards)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant

    def world(self, state: TarotState, seat: int, rng: Random) -> TarotState:
        seed = rng.randrange(2**31)
        others = [s for s in range(state.players) if s != seat]
        zones = [state.hands[s] for s in others]
        zones += [state.discards[s] for s in others] + [state.stock]
        new = redeal(zones, [()] * len(zones), rng)
        hands, discards = list(state.hands), list(state.discards)
        for index, s in enumerate(others):
            hands[s] = new[index]
            discards[s] = new[len(others) + index]
        return replace(
            state,
            hands=tuple(hands),
            discards=tuple(discards),
            stock=new[-1],
            match=replace(state.match, seed=seed),
        )

    def sheet(self, state: TarotState) -> Sheet:
        variant = self.variant
        return Sheet(side_totals(variant, deal_items(variant, state)), variant.sides)

    def describe(self, move: Move, before: TarotState, after: TarotState) -> Text:
        return describe(move, before, after)

    def pieces(self, state: TarotState) -> list[Piece[Move]] | None:
        return None

    def draw(self, state: TarotState, rng: Random) -> Move | None:
        """A discard drawn uniformly among all of them, none listed: the number of copies of
        the repeated card (``T1``) by how many discards hold that many, then the other cards
        as a uniform sample of the distinct ones (as :func:`~service.games.tarot.listing.
        choices`)."""
        if state.phase is not Phase.DISCARD:
            return None
        step = current_discard(self.variant, state)
        if step is None:
            return None
        allowed = tuple(c for c in state.hands[step.seat] if c not in UNDISCARDABLE)
        singles, (repeated, copies) = _split(allowed)
        ways = [comb(len(singles), step.count - k) for k in range(min(copies, step.count) + 1)]
        drawn = rng.randrange(sum(ways))
        k = 0
        while drawn >= ways[k]:
            drawn -= ways[k]
            k += 1
        rest = rng.sample(singles, step.count - k)
        return DiscardWidow(step.seat, sorted_cards((*rest, *(repeated,) * k)))

    def taken(self, before: TarotState, after: TarotState, seat: int) -> int:
        return 0

    def unscored(self, before: TarotState, after: TarotState) -> bool:
        return False

    def trick_choices(self, state: TarotState, moves: tuple[Move, ...]) -> tuple[Move, ...] | None:
        plays = [move for move in moves if isinstance(move, Play)]
        if len(plays) != len(moves):
            return None
        variant = self.variant
        seat = state.to_move
        assert seat is not None  # a rollout stops when nobody is to move
        side = variant.side_of(seat)

        def wins(move: Play) -> bool:
            return variant.side_of(trick_winner((*state.trick, Played(seat, move.card)))) == side

        winning = [move for move in plays if wins(move)]
        if winning:
            low = min(POWER[move.card] for move in winning)
            return tuple(move for move in winning if POWER[move.card] == low)
        cheapest = min((half_points(m.card), POWER[m.card]) for m in plays)
        return tuple(m for m in plays if (half_points(m.card), POWER[m.card]) == cheapest)

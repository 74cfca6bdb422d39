"""Femhundra's bot hooks (:class:`~service.core.insight.BotHooks`).

- ``world``: the other hands and the stock dealt anew, each hand keeping the cards every
  player has seen it take (``exposed``);
- ``sheet``: the hand sheet with the cards still in hand counted against (R500-SCORE-1,
  R500-SCORE-2); under R500-VAR-4, which scores nothing before someone goes out, the table
  sheet until then, which tells who is closer to collecting.

The listing is never long enough to split, nothing is trick play, and every step scores.
"""

from __future__ import annotations

import random
from dataclasses import replace

from service.core.insight import Piece, Sheet, offer_description, redeal
from service.core.text import Text, msg
from service.games.femhundra.options import Scoring
from service.games.femhundra.scoring import hand_score
from service.games.femhundra.state import FemhundraState, Move


def describe(move: Move, before: FemhundraState, after: FemhundraState) -> Text:
    """A Femhundra move in words (by its type)."""
    kind = str(move.type.value)
    if kind == "draw":
        if move.source is not None and move.source.value == "pile":
            return msg("Draws from the pile")
        return msg("Draws from the stock")
    if kind == "take_pile":
        return msg("Takes the discard pile")
    if kind == "meld":
        return msg("Melds {cards}", cards=" ".join(move.cards))
    if kind == "lay_off":
        return msg("Lays off {cards}", cards=" ".join(move.cards) or move.card)
    if kind == "discard":
        return msg("Discards {card}", card=move.card)
    if kind == "swap_joker":
        return msg("Swap joker")
    return msg("Claims the discard (Taget!)")


offer_description(FemhundraState, describe)


class FemhundraHooks:
    """Femhundra's hooks (the game has no configuration they read)."""

    def world(self, state: FemhundraState, seat: int, rng: random.Random) -> FemhundraState:
        seed = rng.randrange(2**31)
        others = [s for s in range(state.players) if s != seat]
        zones = [state.hands[s] for s in others] + [state.stock]
        keep = [state.exposed[s] for s in others] + [()]  # cards all have seen taken
        new = redeal(zones, keep, rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = cards
        return replace(
            state,
            hands=tuple(hands),
            stock=new[-1],
            seed=seed,
            match=replace(state.match, seed=seed),
        )

    def sheet(self, state: FemhundraState) -> Sheet:
        if state.options.scoring is Scoring.COLLECT and state.went_out is None:
            state = replace(state, options=replace(state.options, scoring=Scoring.TABLE))
        totals = hand_score(state).totals
        return Sheet(totals, tuple((seat,) for seat in range(state.players)))

    def describe(self, move: Move, before: FemhundraState, after: FemhundraState) -> Text:
        return describe(move, before, after)

    def pieces(self, state: FemhundraState) -> list[Piece[Move]] | None:
        return None

    def draw(self, state: FemhundraState, rng: random.Random) -> Move | None:
        return None

    def taken(self, before: FemhundraState, after: FemhundraState, seat: int) -> int:
        return 0

    def unscored(self, before: FemhundraState, after: FemhundraState) -> bool:
        return False

    def trick_choices(
        self, state: FemhundraState, moves: tuple[Move, ...]
    ) -> tuple[Move, ...] | None:
        return None

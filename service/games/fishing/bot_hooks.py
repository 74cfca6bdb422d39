"""The fishing games' bot hooks (:class:`~service.core.insight.BotHooks`): what a bot needs
from Kasino, misär, Dragkasino, Finnish Kasino and Mulle beyond their rules.

- ``world``: the other hands and the stock dealt anew; another seat's exemption from a build
  (BYGG-PART-2), which only it knows, read as not exempt;
- ``sheet``: the score sheet over the piles captured so far (CORE-SCORE-1); in a game where
  the lowest total wins (MISAR-SCORE-2, MISAR-MATCH-1) the margin's sign is turned;
- ``pieces``: announcing out, then each distinct hand card's plays, as the game lists them;
- ``taken`` and ``unscored``: the cards a capture took (the most cards are worth points at the
  end, CORE-SCORE-2), and a play that took nothing and ended nothing.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import islice
from random import Random
from typing import Protocol

from service.core.insight import Piece, Sheet, offer_description, redeal
from service.core.text import Text, msg
from service.games.fishing import announce
from service.games.fishing.forced import sweeping_cards
from service.games.fishing.listing import TableIndex, card_captures, hand_order
from service.games.fishing.match import Elimination, LowestWins
from service.games.fishing.options import FishingOptions
from service.games.fishing.rules import Rules
from service.games.fishing.scoring import score_items, side_totals
from service.games.fishing.state import FishingMove, FishingState, Phase

Sides = tuple[tuple[int, ...], ...]


class FishingEngine(Protocol):
    """What the hooks read of a fishing game (a protocol: the engine builds the hooks)."""

    def rules(self, options: FishingOptions) -> Rules: ...

    def sides(self, state: FishingState) -> Sides: ...


def _cards(count: int) -> Text:
    return msg("{count} card", count=count) if count == 1 else msg("{count} cards", count=count)


def describe(move: FishingMove, before: FishingState, after: FishingState) -> Text:
    """A fishing play in words: announcing out, a build, a trail or a capture (and a tabbe)."""
    if move.announce_out:
        return msg("Announces out")
    if move.build is not None:
        return msg("Builds {value} with {card}", value=move.build.value, card=move.card)
    seat = move.player
    taken = len(after.captured[seat]) - len(before.captured[seat])
    if move.capture is None or taken <= 0:
        return msg("Trails {card}", card=move.card)
    if after.tabbar[seat] > before.tabbar[seat]:
        return msg(
            "Takes {cards} with {card} and makes a tabbe", cards=_cards(taken), card=move.card
        )
    return msg("Takes {cards} with {card}", cards=_cards(taken), card=move.card)


offer_description(FishingState, describe)


def _without_hidden_exempt(state: FishingState, seat: int) -> FishingState:
    """Another seat's addition to a build is exempt when it holds no card of the build's value
    (BYGG-PART-2), which only it knows: the bot reads every such flag as not exempt."""
    if not state.table.builds:
        return state
    builds = tuple(
        replace(
            build,
            history=tuple(
                action if action.seat == seat else replace(action, exempt=False)
                for action in build.history
            ),
        )
        for build in state.table.builds
    )
    return replace(state, table=replace(state.table, builds=builds))


class FishingHooks:
    """The hooks of one fishing game (its rules and sides come from the game)."""

    def __init__(self, game: FishingEngine) -> None:
        self.game = game

    def world(self, state: FishingState, seat: int, rng: Random) -> FishingState:
        seed = rng.randrange(2**31)
        others = [s for s in range(state.players) if s != seat]
        zones = [state.hands[s] for s in others] + [state.stock]
        new = redeal(zones, [()] * len(zones), rng)
        hands = list(state.hands)
        for s, cards in zip(others, new, strict=False):
            hands[s] = cards
        state = _without_hidden_exempt(state, seat)
        return replace(
            state, hands=tuple(hands), stock=new[-1], match=replace(state.match, seed=seed)
        )

    def sheet(self, state: FishingState) -> Sheet:
        rules = self.game.rules(state.options)
        sides = self.game.sides(state)
        totals = side_totals(score_items(state, sides, rules.scoring), len(sides))
        return Sheet(totals, sides, isinstance(rules.match, Elimination | LowestWins))

    def describe(self, move: FishingMove, before: FishingState, after: FishingState) -> Text:
        return describe(move, before, after)

    def pieces(self, state: FishingState) -> list[Piece[FishingMove]] | None:
        """Announcing out, then each distinct hand card's plays in the game's own order (the
        game's listing is their concatenation: :func:`~service.games.fishing.listing.
        list_plays` without its count); None where the split does not apply."""
        if state.phase is not Phase.PLAY or state.to_move is None:
            return None
        player = state.to_move
        rules = self.game.rules(state.options)
        capture = rules.capture
        hand = state.hands[player]
        if capture.forced_tabbe and sweeping_cards(hand, state.table.cards, capture):
            return None  # MISAR-FORCE-1: the sweeps alone, a handful
        index = TableIndex(state.table.cards, capture)
        pieces: list[Piece[FishingMove]] = []
        announcing = FishingMove(player, announce_out=True)
        if rules.announce_out and not announce.violations(
            state, announcing, rules, self.game.sides(state)
        ):
            pieces.append(lambda n: (announcing,)[:n])

        def plays(card: str) -> Piece[FishingMove]:
            def first(n: int) -> tuple[FishingMove, ...]:
                trail = not (capture.forced_capture and index.can_capture(card))
                moves = [FishingMove(player, card)] if trail else []
                selections = index.expander.selections
                for packed in card_captures(index, card, capture.forced_capture):
                    if len(moves) >= n:
                        break
                    moves += (
                        FishingMove(player, card, taken)
                        for taken in islice(selections(packed), n - len(moves))
                    )
                return tuple(moves[:n])

            return first

        pieces += [plays(card) for card in hand_order(hand)]
        return pieces

    def draw(self, state: FishingState, rng: Random) -> FishingMove | None:
        return None

    def taken(self, before: FishingState, after: FishingState, seat: int) -> int:
        return len(after.captured[seat]) - len(before.captured[seat])

    def unscored(self, before: FishingState, after: FishingState) -> bool:
        """A play that took nothing and ended nothing leaves the sheet as it was (a trail or a
        build: the sheet counts only the piles, the sweeps and the kept points)."""
        return (
            after.captured is before.captured
            and after.tabbar == before.tabbar
            and after.phase is before.phase
            and (after.mulles, after.penalties, after.mulle_points)
            == (before.mulles, before.penalties, before.mulle_points)
        )

    def trick_choices(
        self, state: FishingState, moves: tuple[FishingMove, ...]
    ) -> tuple[FishingMove, ...] | None:
        return None

"""What a computer player asks of a game beyond its rules: :class:`BotHooks`.

The bots (``service/bots``) and the research adapters know a game only through
:class:`~service.core.game.Game` and the hooks it offers as ``game.bot_hooks``: the hidden
cards dealt anew from one seat's view, the score sheet as it stands, a move in words, and the
few family-specific shortcuts a bounded search needs (a long listing split by first decision,
an exact draw where the listing is too long to list, the trick-play heuristic). Each family
implements them in its own package (``service/games/<family>/bot_hooks.py``), so a new game
never means editing the bots.

Also here, for the families to share: :class:`Sheet` (what ``sheet`` answers) and
:func:`redeal` (the determinization every family's ``world`` is made of).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from service.core.cards import Card
from service.core.text import Text, msg

S = TypeVar("S")
M = TypeVar("M")

Piece = Callable[[int], tuple[M, ...]]
"""One first decision's moves: the first ``n`` of them, in the game's order."""


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


def redeal(
    zones: Sequence[Sequence[Card]], keep: Sequence[Sequence[Card]], rng: random.Random
) -> list[tuple[Card, ...]]:
    """Pool the zones' cards less the ones each must keep (known to all), sorted so that the
    pool does not depend on where the cards lay, shuffle, and refill the same counts."""
    pool: list[Card] = []
    for zone, kept in zip(zones, keep, strict=True):
        pool += (Counter(zone) - Counter(kept)).elements()
    pool.sort()
    rng.shuffle(pool)
    out = []
    for zone, kept in zip(zones, keep, strict=True):
        take = len(zone) - len(kept)
        out.append((*sorted(kept), *pool[:take]))
        pool = pool[take:]
    return out


class BotHooks(Protocol[S, M]):
    """What a bot needs from a game, for its states ``S`` and moves ``M``."""

    def world(self, state: S, seat: int, rng: random.Random) -> S:
        """One state consistent with what ``seat`` sees of ``state``: every card it cannot
        see dealt anew with ``rng`` (in the same counts) and the seeds replaced, so that the
        result depends only on the seat's view and ``rng``."""
        ...

    def sheet(self, state: S) -> Sheet:
        """Each side's points were the deal scored now, by the game's own scoring (at the
        end of a deal, the deal's real score)."""
        ...

    def describe(self, move: M, before: S, after: S) -> Text:
        """What ``move`` did from ``before`` to ``after``, as a clause without a full stop
        (``Takes 3 cards with 7S``)."""
        ...

    def pieces(self, state: S) -> list[Piece[M]] | None:
        """The legal moves split by first decision, each listed only when asked, or None
        where no split is known; a piece may hold no move, and their concatenation is the
        game's listing."""
        ...

    def draw(self, state: S, rng: random.Random) -> M | None:
        """A legal move drawn uniformly among all of them without listing them, where the
        game knows how (and the listing may be long); None elsewhere."""
        ...

    def taken(self, before: S, after: S, seat: int) -> int:
        """Cards ``seat`` took with the move (a tie-break between equal gains), else 0."""
        ...

    def unscored(self, before: S, after: S) -> bool:
        """Whether the move certainly left the score sheet as it was (so it need not be
        read again); False when unsure."""
        ...

    def trick_choices(self, state: S, moves: tuple[M, ...]) -> tuple[M, ...] | None:
        """Where ``moves`` are all cards played to a trick: those a cheap trick policy picks
        among (win the trick for one's side as cheaply as possible, else throw the card worth
        least); None where the step is not trick play."""
        ...


Describer = Callable[[Any, Any, Any], Text]

_DESCRIBERS: dict[type[Any], Describer] = {}


def offer_description(state_type: type[Any], describe: Describer) -> None:
    """Make ``describe(move, before, after)`` the words for moves on ``state_type`` states,
    for :func:`described` (a family does this where it defines its hooks)."""
    _DESCRIBERS[state_type] = describe


def described(move: Any, before: Any, after: Any) -> Text:
    """A move in words where only the states are at hand, not the game (the family's
    :meth:`BotHooks.describe`, found by the state's type); ``Plays`` for an unknown state."""
    for kind in type(before).__mro__:
        found = _DESCRIBERS.get(kind)
        if found is not None:
            return found(move, before, after)
    return msg("Plays")

"""Femhundra's state and move as frozen dataclasses (contract §4, reference §0).

A state is a value: ``apply`` builds a new one with :func:`dataclasses.replace`. Everything a
rule needs is stored explicitly (the turn's draw, whether the player melded this turn, the
claimable discard, penalties), so a client can write a state by hand for a real table.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from service.games.femhundra.cards import JOKER, Card
from service.games.femhundra.options import TARGET, FemhundraOptions

GAME_ID = "femhundra"


class Phase(Enum):
    """Which steps are legal next (R500-TURN-2); the value is the wire spelling."""

    DRAW = "draw"  # the player to move draws (draw, take_pile); Taget claims are open
    PLAY = "play"  # after the draw: meld, lay_off, swap_joker, then discard (or go out)
    DEAL_OVER = "deal_over"  # somebody went out (R500-OUT-1)


class DrawSource(Enum):
    """How the turn's draw was made (R500-DRAW-1, R500-DRAW-2, R500-DRAW-3)."""

    STOCK = "stock"
    PILE = "pile"  # the top card of the pile
    WHOLE_PILE = "whole_pile"


class Source(Enum):
    """Where a ``draw`` move takes its card from (R500-DRAW-1, R500-DRAW-2)."""

    STOCK = "stock"
    PILE = "pile"


class Kind(Enum):
    """The two kinds of combination (R500-MELD-2, R500-MELD-3)."""

    SET = "set"
    RUN = "run"


class End(Enum):
    """An end of a run: where a lay-off goes, or where a full run's ace lies."""

    LOW = "low"
    HIGH = "high"


class MoveType(Enum):
    """One step of a turn (contract §4); ``claim`` is the Taget call (R500-VAR-5)."""

    DRAW = "draw"
    TAKE_PILE = "take_pile"
    MELD = "meld"
    LAY_OFF = "lay_off"
    SWAP_JOKER = "swap_joker"
    DISCARD = "discard"
    CLAIM = "claim"


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card on the table, the seat it is credited to (R500-LAYOFF-2) and, for the joker, the
    card it stands for (R500-JOKER-1, R500-JOKER-4)."""

    card: Card
    seat: int
    joker_as: Card | None = None

    @property
    def stands_for(self) -> Card:
        """The card this entry counts as for every rule (R500-JOKER-4)."""
        return self.joker_as if self.card == JOKER and self.joker_as is not None else self.card


@dataclass(frozen=True, slots=True)
class Combination:
    """A set or run on the table; runs list their cards from the low end to the high end."""

    id: str
    kind: Kind
    owner: int  # the player who melded it (R500-MELD-6)
    cards: tuple[TableCard, ...]

    @property
    def effective(self) -> tuple[Card, ...]:
        return tuple(entry.stands_for for entry in self.cards)


@dataclass(frozen=True, slots=True)
class Drawn:
    """The current turn's draw; ``cards`` are what came into the hand by it."""

    source: DrawSource
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Turn:
    """The current turn: its number in the hand (0 is the forehand's first) and what happened.

    ``melded`` feeds R500-OUT-2, R500-OUT-3 and R500-BONUS-1(a); ``pile_meld`` records that the meld
    required by R500-PILE-3 has been made.
    """

    number: int = 0
    drawn: Drawn | None = None
    melded: bool = False
    pile_meld: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """The discard lying on top of the pile until the next draw (claimable, R500-VAR-5)."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class MatchState:
    """The score sheet (R500-DEAL-4): totals per seat, one row per finished hand, the result.

    ``history`` holds each finished hand's points per seat and ``scores`` their sum; a finished
    hand is entered when it ends. ``seed`` is the match seed: deal 1 is dealt from it, later
    deals from ``derive_seed(seed, "deal", n)``.
    """

    seed: int
    target: int = TARGET
    deal_number: int = 1
    scores: tuple[int, ...] = ()
    history: tuple[tuple[int, ...], ...] = ()
    over: bool = False
    winners: tuple[int, ...] | None = None
    decided_by: str | None = None


@dataclass(frozen=True, slots=True)
class FemhundraState:
    """One hand of Femhundra in progress or just finished."""

    game: str
    options: FemhundraOptions
    players: int
    dealer: int
    to_move: int | None
    phase: Phase
    seed: int  # the deal's seed; reshuffles derive theirs from it (R500-STOCK-2)
    hands: tuple[tuple[Card, ...], ...]
    exposed: tuple[tuple[Card, ...], ...]  # hand cards every player has seen taken
    stock: tuple[Card, ...]  # next card first
    pile: tuple[Card, ...]  # bottom first: pile[0] is the up-card, pile[-1] the top
    table: tuple[Combination, ...]
    turn: Turn
    match: MatchState
    last_discard: Discard | None = None
    penalties: tuple[int, ...] = ()
    went_out: int | None = None
    reshuffles: int = 0
    version: int = 1

    @property
    def forehand(self) -> int:
        """A500-01: the seat after the dealer has the first turn (R500-TURN-1)."""
        return (self.dealer + 1) % self.players

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DEAL_OVER

    def on_table(self) -> frozenset[Card]:
        """Every card the table holds, jokers as their declared card (R500-JOKER-3)."""
        return frozenset(card for combo in self.table for card in combo.effective)

    def owns_meld(self, seat: int) -> bool:
        """Has the seat melded in this hand? Melds never leave the table (R500-MELD-6)."""
        return any(combo.owner == seat for combo in self.table)

    def combination(self, combo_id: str | None) -> tuple[int, Combination] | None:
        for index, combo in enumerate(self.table):
            if combo.id == combo_id:
                return index, combo
        return None


@dataclass(frozen=True, slots=True)
class Move:
    """One step of a turn (contract §4). Which fields a type uses is fixed in wire.py.

    ``cards`` list a meld's or lay-off's cards in any order; ``joker_as`` declares the joker
    (R500-JOKER-1); ``end`` picks the end of a run a lay-off or claim extends; ``ace`` places the
    ace of a full 13-card run meld; ``reshuffle`` is a client's explicit new stock order when
    this draw makes the stock run out (R500-STOCK-2).
    """

    type: MoveType
    player: int
    source: Source | None = None
    cards: tuple[Card, ...] = ()
    card: Card | None = None
    joker_as: Card | None = None
    target: str | None = None
    end: End | None = None
    ace: End | None = None
    reshuffle: tuple[Card, ...] | None = None

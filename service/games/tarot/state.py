"""The state and moves of the 800 family as frozen dataclasses (contract §4, turn-structured).

A state is a value; ``apply`` builds a new one with :func:`dataclasses.replace`. Every fact a
rule needs is stored explicitly, in card codes, so a client can write a state by hand for a real
table: hands, the undealt stock, each seat's discards, the declarations of trick 1, the trick in
progress, the cards each side has won, and a Fjønt debt still owed.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, ClassVar

from service.core.cards import Card
from service.games.tarot.options import TarotOptions


class Phase(Enum):
    """Which steps are legal next; the value is the wire spelling."""

    DISCARD = "discard"  # discard_widow (R800-DEAL-2, R1000-3/5, R150-2)
    PLAY = "play"  # play, and declare before one's first card (R800-DECL-1)
    FJONT_EXCHANGE = "fjont_exchange"  # fjont_exchange under option "any" (R800-FJ-7)
    DEAL_OVER = "deal_over"


class MoveType(Enum):
    """The ``type`` of a move (contract §4)."""

    DISCARD_WIDOW = "discard_widow"
    DECLARE = "declare"
    PLAY = "play"
    FJONT_EXCHANGE = "fjont_exchange"


class SequenceKind(Enum):
    """The seven kinds of sequence (R800-SEQ-1); the value is the wire spelling."""

    TRUMP = "trump"
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"
    SNAPPHANAR = "snapphanar"
    ACES = "aces"


@dataclass(frozen=True, slots=True)
class SequenceDecl:
    """One declared sequence: its kind and the cards shown (wild cards included)."""

    kind: SequenceKind
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DiscardWidow:
    """Lay cards away face down after a dealing (the dealer's two; ten each in 1000)."""

    player: int
    cards: tuple[Card, ...]
    type: ClassVar[MoveType] = MoveType.DISCARD_WIDOW


@dataclass(frozen=True, slots=True)
class Declare:
    """Show sets and sequences before one's first card of trick 1 (R800-DECL-1 … 3)."""

    player: int
    sets: tuple[tuple[Card, ...], ...] = ()
    sequences: tuple[SequenceDecl, ...] = ()
    type: ClassVar[MoveType] = MoveType.DECLARE


@dataclass(frozen=True, slots=True)
class Play:
    """Play one card to the trick."""

    player: int
    card: Card
    type: ClassVar[MoveType] = MoveType.PLAY


@dataclass(frozen=True, slots=True)
class FjontExchange:
    """Give one won card for the Fjønt (R800-FJ-6, option ``any``)."""

    player: int
    card: Card
    type: ClassVar[MoveType] = MoveType.FJONT_EXCHANGE


Move = DiscardWidow | Declare | Play | FjontExchange


@dataclass(frozen=True, slots=True)
class Declaration:
    """What one player declared in trick 1; points are recomputed from the cards."""

    player: int
    sets: tuple[tuple[Card, ...], ...]
    sequences: tuple[SequenceDecl, ...]


@dataclass(frozen=True, slots=True)
class Played:
    """One card of the trick in progress."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class FjontDebt:
    """A won card owed for the Fjønt (R800-FJ-6): by ``player``'s side to side ``creditor``."""

    player: int
    creditor: int


@dataclass(frozen=True, slots=True)
class MatchState:
    """The match so far (contract §4 ``match``).

    ``scores`` are points per side, or in Fjabbe lost partier per player (RFJB-6); ``history``
    holds each finished deal's addition to ``scores``. ``seed`` is the match seed: deal 1 is dealt
    from it, later deals from ``derive_seed(seed, "deal", n)``.
    """

    seed: int
    target: int | None
    deal_number: int = 1
    scores: tuple[int, ...] = ()
    history: tuple[tuple[int, ...], ...] = ()
    over: bool = False
    winners: tuple[int, ...] | None = None
    decided_by: str | None = None


@dataclass(frozen=True)
class TarotState:
    """A deal of 800, 1000, 150 or Fjabbe in progress or just finished.

    ``won`` is per side (in 800 a partnership, else a player); ``discards`` and ``tricks_won``
    per seat. ``stage`` is the dealing stage (1000 deals twice). ``trick`` lists the current
    trick in play order; its leader is the forehand in trick 1, later ``last_winner``.
    """

    game: str
    options: TarotOptions
    players: int
    dealer: int
    to_move: int | None
    phase: Phase
    stage: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]
    declarations: tuple[Declaration, ...]
    trick: tuple[Played, ...]
    tricks_played: int
    tricks_won: tuple[int, ...]
    won: tuple[tuple[Card, ...], ...]
    last_winner: int | None
    fjont_debt: FjontDebt | None
    match: MatchState
    ended_by: str | None = None
    version: int = 1

    @property
    def forehand(self) -> int:
        """R800-SEAT-3: the seat after the dealer in the direction of play."""
        return (self.dealer + 1) % self.players

    @property
    def leader(self) -> int:
        """Who led (or leads) the current trick (R800-PLAY-1, R800-PLAY-9)."""
        return self.forehand if self.last_winner is None else self.last_winner


_STATE_FIELDS = frozenset(f.name for f in fields(TarotState))


def evolve(state: TarotState, **changes: Any) -> TarotState:
    """``dataclasses.replace`` for the state on the hot path, without re-running ``__init__``.

    Every step builds a new state; copying the field dictionary is several times faster than
    ``replace`` and gives an equal value. Unknown field names are refused.
    """
    unknown = set(changes) - _STATE_FIELDS
    if unknown:
        raise TypeError(f"TarotState has no field {sorted(unknown)}")
    new = object.__new__(TarotState)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new

"""The one small interface every game implements, and the records it returns.

In spirit of OpenSpiel and PokerKit: a game is immutable configuration plus pure functions of
a state; ``apply`` returns a new state and a record of what happened. States and moves are
frozen dataclasses owned by each game family; the API layer translates them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from service.core.insight import BotHooks
from service.core.options import OptionSpec
from service.core.text import Text
from service.core.verdict import Problem, Violation

S = TypeVar("S")
M = TypeVar("M")

Event = Mapping[str, Any]
"""Plain data describing one thing that happened (``{"type": "captured", ...}``)."""


@dataclass(frozen=True)
class MoveList(Generic[M]):
    """Legal moves in a deterministic order, cut at ``limit``, and how many there are.

    ``count`` is the exact total unless ``count_exact`` is false: a game may stop counting at
    a work budget on pathological positions, and ``count`` is then a lower bound.
    """

    player: int | None
    moves: tuple[M, ...]
    count: int
    count_exact: bool = True

    @property
    def truncated(self) -> bool:
        return len(self.moves) < self.count


@dataclass(frozen=True)
class Verdict:
    """The answer to "is this move legal?", with the interpretation the referee used."""

    violations: tuple[Violation, ...]
    interpretation: Mapping[str, Any] = field(default_factory=dict)

    @property
    def legal(self) -> bool:
        return not self.violations


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """A successor state, the events that led to it, and the verdict on the move."""

    state: S
    events: tuple[Event, ...]
    verdict: Verdict


@dataclass(frozen=True)
class ScoreItem:
    """One line of a score sheet: who scores what, for which rule."""

    side: int
    rule: str
    code: str
    label: str
    points: int
    count: int | None = None
    seat: int | None = None


@dataclass(frozen=True)
class Standing:
    """The match after a deal: totals per side, whether it is over and who won."""

    scores: tuple[int, ...]
    target: int | None
    deal_number: int
    over: bool
    winners: tuple[int, ...] | None
    decided_by: str | None = None
    rule: str | None = None


@dataclass(frozen=True)
class ScoreReport:
    """An itemised deal score, per-side totals and the match standing."""

    sides: tuple[tuple[int, ...], ...]
    items: tuple[ScoreItem, ...]
    totals: tuple[int, ...]
    standing: Standing
    details: Mapping[str, Any] = field(default_factory=dict)


class Game(Protocol[S, M]):
    """What the registry, the API and the bots need from a game; nothing more.

    The descriptive members are read-only, so a plain class attribute satisfies them.
    """

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> Text:
        """Written with msg() where the game is declared, so the catalogue can translate it."""
        ...

    @property
    def family(self) -> str:
        """Which API codec (schemas and plain-data converters) the game's states use."""
        ...

    @property
    def player_counts(self) -> tuple[int, ...]: ...

    @property
    def partnerships(self) -> str:
        """``none``, ``optional`` or ``required``."""
        ...

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]: ...

    @property
    def bot_hooks(self) -> BotHooks[S, M]:
        """What a computer player asks of the game beyond its rules (service.core.insight)."""
        ...

    def resolve_options(self, raw: Mapping[str, Any], players: int) -> Any:
        """Typed options with every default filled in; raises ``InvalidInput``."""
        ...

    def pack(self, options: Any) -> tuple[str, ...]:
        """The game's deck in its canonical order: what a shuffle permutes."""
        ...

    def deal(
        self,
        players: int,
        options: Any,
        dealer: int,
        seed: int,
        match: Any | None = None,
        order: Sequence[str] | None = None,
    ) -> S:
        """A new deal, reproducible from ``seed``; or dealt from ``order`` (a permutation of
        ``pack(options)``, first card first) where the shuffle was made outside the game."""
        ...

    def check_state(self, state: S) -> Sequence[Problem]:
        """Every invariant the state breaks, all at once (empty when consistent)."""
        ...

    def legal_moves(self, state: S, limit: int) -> MoveList[M]:
        """All legal moves in a fixed order, the first ``limit`` of them listed."""
        ...

    def validate(self, state: S, move: M) -> Verdict:
        """Is the move legal? Never changes anything."""
        ...

    def apply(self, state: S, move: M) -> Outcome[S]:
        """The successor state; raises ``IllegalMove`` when the move is refused."""
        ...

    def score(self, state: S) -> ScoreReport:
        """The itemised score of a finished deal and the match standing."""
        ...

    def next_deal(self, state: S, order: Sequence[str] | None = None) -> S:
        """The next deal of the match (from ``order`` as in ``deal``); raises
        ``NotApplicable`` when there is none."""
        ...

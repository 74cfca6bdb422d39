"""What the referee says: violations of rules, problems with input, and the errors carrying them.

Three error kinds, as in python-chess, so a caller can tell them apart: the input is malformed
or impossible (:class:`InvalidInput`), the move is illegal here (:class:`IllegalMove`), or the
request makes no sense at this point of the game (:class:`NotApplicable`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Violation:
    """A broken rule: its reference ID, a stable snake_case code and one plain sentence."""

    rule: str
    code: str
    message: str


def token(name: object) -> str:
    """A JSON-pointer reference token (RFC 6901): '~' becomes '~0' and '/' becomes '~1'.

    >>> token("a/b~c")
    'a~1b~0c'
    """
    return str(name).replace("~", "~0").replace("/", "~1")


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong with the input at ``pointer`` (a JSON pointer into the request)."""

    pointer: str
    code: str
    message: str
    rule: str | None = None


class RefereeError(Exception):
    """Base of everything the referee refuses; never a crash."""


class InvalidInput(RefereeError):
    """Malformed or impossible input; ``kind`` is ``invalid_request`` or ``invalid_state``."""

    def __init__(self, kind: str, problems: tuple[Problem, ...] | list[Problem]) -> None:
        self.kind = kind
        self.problems = tuple(problems)
        super().__init__(_summary(kind, [p.message for p in self.problems[:4]], self.problems))


def _summary(kind: str, first: list[str], every: tuple[object, ...]) -> str:
    """The text of an error: its first few messages (a state may have thousands)."""
    more = f" (and {len(every) - len(first)} more)" if len(every) > len(first) else ""
    return f"{kind}: " + " ".join(first) + more


class IllegalMove(RefereeError):
    """A well-formed move that the rules forbid in this state."""

    def __init__(self, violations: tuple[Violation, ...] | list[Violation]) -> None:
        self.violations = tuple(violations)
        super().__init__(
            _summary("illegal_move", [v.message for v in self.violations[:4]], self.violations)
        )


class NotApplicable(RefereeError):
    """A request that does not fit the state, e.g. scoring a deal that is still in play."""

    def __init__(self, code: str, message: str, pointer: str = "/state") -> None:
        self.code = code
        self.message = message
        self.pointer = pointer
        super().__init__(message)

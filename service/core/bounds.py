"""How many items a zone of a state or a move can hold, checked before any costly work.

A request body of 256 KiB still holds 50,000 card codes. Every check after this one may then
assume each list is no longer than the game can make it, so none costs more than a game's worth
of cards however the body was written (issue 18). Two layers use the same records:

- :func:`plain_problems` reads the request's plain data (dicts and lists) before the schema
  loads it, with a family's widest limits: the schema's own per-item work, hundreds of
  microseconds for a malformed item, never meets more items than a game can hold;
- each family's ``bounds`` module checks a built state against its own game's limits at the
  top of the state check, and the checks that read the zones run only when every zone fits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from service.core.verdict import Problem, token


@dataclass(frozen=True, slots=True)
class Limit:
    """At most ``most`` items in the list (or members in the object) at ``path``; ``total``:
    at most that many in all the lists the path names (a ``*`` step stands for every item of
    a list).

    ``what`` names the items for the message; ``rule`` is the rule the bound follows from
    (``None`` for a limit of the service's own, where no rule bounds the zone)."""

    path: str
    most: int
    what: str
    rule: str | None
    total: int | None = None

    @property
    def steps(self) -> tuple[str, ...]:
        return tuple(self.path.split("/")[1:])


def too_many(
    pointer: str, items: Sequence[Any], most: int, what: str, rule: str | None
) -> Problem | None:
    """A ``too_many_items`` problem when ``items`` holds more than ``most``, else None.

    >>> too_many("/state/trick", [1, 2, 3, 4, 5], 4, "cards, one per player", "R800-PLAY-2")
    ... # doctest: +NORMALIZE_WHITESPACE
    Problem(pointer='/state/trick', code='too_many_items',
            message='at most 4 cards, one per player (R800-PLAY-2); there are 5',
            rule='R800-PLAY-2')
    """
    if len(items) <= most:
        return None
    return Problem(pointer, "too_many_items", _message(most, what, rule, len(items)), rule)


def _message(most: int, what: str, rule: str | None, count: int, in_all: str = "") -> str:
    cited = f" ({rule})" if rule else ""
    return f"at most {most} {what}{in_all}{cited}; there are {count}"


def _found(data: Any, steps: Sequence[str], prefix: str) -> Iterable[tuple[str, Any]]:
    """The values ``steps`` lead to in ``data``, with their pointers (missing ones skipped)."""
    if not steps:
        yield prefix, data
        return
    step, rest = steps[0], steps[1:]
    if step == "*":
        if type(data) is list:
            for index, item in enumerate(data):
                yield from _found(item, rest, f"{prefix}/{index}")
    elif type(data) is dict and step in data:
        yield from _found(data[step], rest, f"{prefix}/{step}")


def plain_problems(limits: Sequence[Limit], data: Any, prefix: str) -> list[Problem]:
    """Every list in plain ``data`` longer than its limit.

    ``limits`` go from the outside in (a ``*`` step only after its list's own limit): once a
    list is too long nothing inside it is looked at, so this costs a game's worth of items.
    """
    problems: list[Problem] = []
    for limit in limits:
        count = 0
        for pointer, items in _found(data, limit.steps, prefix):
            if type(items) is not list and type(items) is not dict:
                continue  # the schema says what is wrong with it
            count += len(items)
            if len(items) > limit.most:
                problems.append(
                    Problem(
                        pointer,
                        "too_many_items",
                        _message(limit.most, limit.what, limit.rule, len(items)),
                        limit.rule,
                    )
                )
        if limit.total is not None and count > limit.total and not problems:
            at = prefix + limit.path.split("/*")[0]
            message = _message(limit.total, limit.what, limit.rule, count, " in all")
            problems.append(Problem(at, "too_many_items", message, limit.rule))
        if problems:
            return problems  # inner limits would walk the lists found too long
    return problems


def under(prefix: str, limits: Sequence[Limit], total: int | None = None) -> tuple[Limit, ...]:
    """``limits`` for data found at ``prefix``; ``total`` caps each limit's items over every
    match of a ``*`` in the prefix (a replay's moves), where the limit has none of its own."""
    return tuple(
        Limit(
            prefix + limit.path,
            limit.most,
            limit.what,
            limit.rule,
            limit.total if total is None else min(total, limit.total or total),
        )
        for limit in limits
    )


def request_limits(
    state: Sequence[Limit], move: Sequence[Limit], replay: Limit, replay_total: int
) -> dict[str, tuple[Limit, ...]]:
    """The limits of each request of a family (``/state``, ``/move``, ``/moves``), outer first.

    A replay's moves together name no more than ``replay_total`` items in each of their lists
    (a deal's plays name each card a few times at most)."""
    states = under("/state", state)
    moves = under(f"{replay.path}/*", move, replay_total)
    deal = tuple(limit for limit in state if limit.path.startswith(("/options", "/match/")))
    return {
        "DealRequest": deal,
        "StateRequest": states,
        "LegalMovesRequest": states,
        "ViewRequest": states,
        "MoveRequest": (*states, *under("/move", move)),
        "ReplayRequest": (*states, replay, *moves),
    }


MAX_MEMBERS = 64
"""No object of any request has more fields than this (a state has about twenty)."""


def crowded_objects(data: Any, most: int = MAX_MEMBERS) -> list[Problem]:
    """Objects in plain ``data`` with more than ``most`` members, outermost first.

    A schema reports each unknown field of an object, at a cost per field: one object with
    15,000 made-up keys took half a second. Walked without recursion (bodies nest 1024 deep)."""
    problems: list[Problem] = []
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        pointer, value = stack.pop()
        if type(value) is dict:
            if len(value) > most:
                message = f"an object has at most {most} fields; this one has {len(value)}"
                problems.append(Problem(pointer or "/", "too_many_fields", message))
                continue
            stack.extend((f"{pointer}/{token(key)}", item) for key, item in value.items())
        elif type(value) is list:
            stack.extend((f"{pointer}/{index}", item) for index, item in enumerate(value))
    return sorted(problems, key=lambda problem: problem.pointer)

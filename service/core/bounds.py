"""How many items a zone of a state or a move can hold, checked before any costly work.

A request body of 256 KiB still holds 50,000 card codes. Every check after this one may then
assume each list is no longer than the game can make it, so none costs more than a game's worth
of cards however the body was written. Two layers use the same records:

- :class:`Bounds` reads the request's plain data (dicts and lists) before the schema
  loads it, with a family's widest limits: the schema's own per-item work, hundreds of
  microseconds for a malformed item, never meets more items than a game can hold;
- each family's ``bounds`` module checks a built state against its own game's limits at the
  top of the state check, and the checks that read the zones run only when every zone fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from service.core.text import msg
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
            message='There may be at most 4 cards, one per player (R800-PLAY-2); there are 5.',
            rule='R800-PLAY-2')
    """
    if len(items) <= most:
        return None
    return _too_many(pointer, most, what, rule, len(items))


def too_many_in_all(pointer: str, most: int, what: str, rule: str | None, count: int) -> Problem:
    """The ``too_many_items`` problem of ``count`` items summed over several lists, at most
    ``most`` in all (a state's cards over its zones, say)."""
    return _too_many(pointer, most, what, rule, count, in_all=True)


def _too_many(
    pointer: str, most: int, what: str, rule: str | None, count: int, in_all: bool = False
) -> Problem:
    if in_all and rule:
        message = msg(
            "There may be at most {most} {what} in all ({rule}); there are {count}.",
            most=most,
            what=what,
            rule=rule,
            count=count,
        )
    elif in_all:
        message = msg(
            "There may be at most {most} {what} in all; there are {count}.",
            most=most,
            what=what,
            count=count,
        )
    elif rule:
        message = msg(
            "There may be at most {most} {what} ({rule}); there are {count}.",
            most=most,
            what=what,
            rule=rule,
            count=count,
        )
    else:
        message = msg(
            "There may be at most {most} {what}; there are {count}.",
            most=most,
            what=what,
            count=count,
        )
    return Problem(pointer, "too_many_items", message, rule)


class _Node:
    """One step of the limits' paths: the limit of the value reached, and the next steps."""

    __slots__ = ("children", "limit")

    def __init__(self) -> None:
        self.limit: Limit | None = None
        self.children: dict[str, _Node] = {}


def _tree(limits: Sequence[Limit]) -> _Node:
    """The limits as one tree of path steps, so one walk of the data checks them all."""
    root = _Node()
    for limit in limits:
        node = root
        for step in limit.steps:
            node = node.children.setdefault(step, _Node())
        node.limit = limit
    return root


_Path = tuple[Any, ...]
"""A pointer under construction, ``(parent, step)``: written out only for a problem."""
_MISSING = object()


def _pointer(path: _Path) -> str:
    steps: list[str] = []
    while len(path) == 2:
        path, step = path
        steps.append(f"/{token(step)}")
    return str(path[0]) + "".join(reversed(steps))


class _Writer:
    """Writes the walk of a tree as one Python function (as ``service/api/fastload.py`` does
    for the schemas): a dictionary look-up and a length test per limit, no call per step.
    A path is built only for a list found too long."""

    def __init__(self, limits: tuple[Limit, ...]) -> None:
        self.index = {limit: number for number, limit in enumerate(limits)}
        self.names = 0
        self.lines: list[str] = []

    def name(self) -> str:
        self.names += 1
        return f"v{self.names}"

    def children(self, node: _Node, value: str, path: str, indent: str) -> None:
        for step, child in node.children.items():
            item = self.name()
            if step == "*":
                key = self.name()
                self.lines += [
                    f"{indent}if type({value}) is list:",
                    f"{indent}    for {key}, {item} in enumerate({value}):",
                ]
                self.node(child, item, f"({path}, {key})", indent + "        ")
            else:
                self.lines += [
                    f"{indent}if type({value}) is dict:",
                    f"{indent}    {item} = {value}.get({step!r}, MISSING)",
                    f"{indent}    if {item} is not MISSING:",
                ]
                self.node(child, item, f"({path}, {step!r})", indent + "        ")

    def node(self, node: _Node, value: str, path: str, indent: str) -> None:
        limit = node.limit
        if limit is None:
            self.children(node, value, path, indent)
            self.lines.append(f"{indent}pass")
            return
        number = self.index[limit]
        size = self.name()
        self.lines += [
            f"{indent}if type({value}) is list or type({value}) is dict:",
            f"{indent}    {size} = len({value})",
        ]
        if limit.total is not None:
            self.lines.append(f"{indent}    counts[{number}] += {size}")
        self.lines += [
            f"{indent}    if {size} > {limit.most}:",
            f"{indent}        found.append(({number}, {path}, {size}))",
            f"{indent}    else:",
        ]
        self.children(node, value, path, indent + "        ")
        self.lines.append(f"{indent}        pass")
        if node.children:
            self.lines.append(f"{indent}else:")
            self.children(node, value, path, indent + "    ")
            self.lines.append(f"{indent}    pass")

    def function(self, root: _Node) -> Any:
        self.lines = ["def walk(data, path, found, counts):"]
        self.children(root, "data", "path", "    ")
        self.lines.append("    pass")
        namespace: dict[str, Any] = {"MISSING": _MISSING}
        exec("\n".join(self.lines), namespace)  # our own source, written just above
        return namespace["walk"]


class Bounds:
    """Limits compiled once into a tree of path steps: one walk of the data checks them all."""

    def __init__(self, limits: Sequence[Limit]) -> None:
        self.limits = tuple(limits)
        self._walk = _Writer(self.limits).function(_tree(self.limits))

    def problems(self, data: Any, prefix: str) -> list[Problem]:
        """Every list (or object) in plain ``data`` longer than its limit, one problem each;
        the totals only when every list is within its own limit.

        The walk reads only the parts of ``data`` the limits name, and nothing inside a list
        too long, so it costs a game's worth of items whatever the data holds.
        """
        found: list[tuple[int, _Path, int]] = []
        counts = [0] * len(self.limits)
        self._walk(data, (prefix,), found, counts)
        limits = self.limits
        problems = [
            _too_many(
                _pointer(path), limits[number].most, limits[number].what, limits[number].rule, size
            )
            for number, path, size in found
        ]
        if problems:
            return problems
        for limit, count in zip(limits, counts, strict=True):
            if limit.total is not None and count > limit.total:
                at = prefix + limit.path.split("/*")[0]
                problems.append(
                    _too_many(at, limit.total, limit.what, limit.rule, count, in_all=True)
                )
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


#: The most seats a game seats, and so the most views a sealed request may ask for.
MAX_SEATS = 6
#: The most tokens of one game a chain to verify may hold (a deal's moves and more).
MAX_CHAIN = 400
VIEWS = Limit("/views", MAX_SEATS, "seats, one per player", None)
CHAIN = Limit("/tokens", MAX_CHAIN, "tokens of one game", None)


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
        "DealRequest": (*deal, VIEWS),
        "StateRequest": states,
        "NextDealRequest": states,
        "LegalMovesRequest": states,
        "ViewRequest": states,
        "SuggestRequest": states,
        "MoveRequest": (*states, *under("/move", move)),
        "ReplayRequest": (*states, replay, *moves),
        # sealed requests carry a token in place of the state: only their moves are bounded
        "SealedStateRequest": (VIEWS,),
        "SealedNextDealRequest": (VIEWS,),
        "SealedMoveRequest": (*under("/move", move), VIEWS),
        "SealedReplayRequest": (replay, *moves, VIEWS),
        "SealedChainRequest": (CHAIN, VIEWS),
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
                message = msg(
                    "An object has at most {most} fields; this one has {n_value}.",
                    most=most,
                    n_value=len(value),
                )
                problems.append(Problem(pointer or "/", "too_many_fields", message))
                continue
            stack.extend((f"{pointer}/{token(key)}", item) for key, item in value.items())
        elif type(value) is list:
            stack.extend((f"{pointer}/{index}", item) for index, item in enumerate(value))
    return sorted(problems, key=lambda problem: problem.pointer)

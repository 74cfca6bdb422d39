"""Fishing states and moves to and from plain Python data (dicts, lists, str, int, bool, None).

The HTTP layer validates the shape with its schemas and turns plain data into JSON; this module
only maps fields, so ``state_from_plain(state_to_plain(s)) == s`` holds exactly. Hand-written
rather than marshmallow ``dump`` because it runs on every response (performance.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.games.fishing.state import (
    Build,
    BuildAction,
    BuildPlay,
    FishingMove,
    FishingState,
    LastPlay,
    MatchState,
    Phase,
    Table,
)

Plain = dict[str, Any]
#: The per-seat count zones a game may keep (``Rules.zones`` names the ones it does).
ZONES = ("mulles", "penalties", "mulle_points")


def _build_to_plain(build: Build) -> Plain:
    return {
        "id": build.id,
        "value": build.value,
        "parts": [list(part) for part in build.parts],
        "created_by": build.created_by,
        "creation_value": build.creation_value,
        "last_builder": build.last_builder,
        "history": [{"seat": a.seat, "type": a.type, "exempt": a.exempt} for a in build.history],
    }


def _build_from_plain(data: Mapping[str, Any]) -> Build:
    return Build(
        id=data["id"],
        value=data["value"],
        parts=tuple(tuple(part) for part in data["parts"]),
        created_by=data["created_by"],
        creation_value=data["creation_value"],
        history=tuple(
            BuildAction(a["seat"], a["type"], a.get("exempt", False)) for a in data["history"]
        ),
    )


def match_to_plain(match: MatchState) -> Plain:
    plain: Plain = {
        "seed": match.seed,
        "target": match.target,
        "deal_number": match.deal_number,
        "scores": list(match.scores),
        "history": list(map(list, match.history)),
        "over": match.over,
        "winners": None if match.winners is None else list(match.winners),
        "decided_by": match.decided_by,
    }
    if match.remaining is not None:
        plain["remaining"] = list(match.remaining)
    return plain


def match_from_plain(data: Mapping[str, Any]) -> MatchState:
    winners = data.get("winners")
    remaining = data.get("remaining")
    return MatchState(
        seed=data["seed"],
        target=data["target"],
        deal_number=data["deal_number"],
        scores=tuple(data["scores"]),
        history=tuple(map(tuple, data.get("history", ()))),
        over=data.get("over", False),
        winners=None if winners is None else tuple(winners),
        decided_by=data.get("decided_by"),
        remaining=None if remaining is None else tuple(remaining),
    )


def state_to_plain(state: FishingState) -> Plain:
    """The state as the contract's JSON object (contract §4, fishing games)."""
    play = state.last_play
    plain: Plain = {
        "game": state.game,
        "version": state.version,
        "options": state.options.to_plain(),
        "players": state.players,
        "dealer": state.dealer,
        "to_move": state.to_move,
        "phase": state.phase.value,
        "round": state.round,
        "hands": list(map(list, state.hands)),
        "table": {
            "cards": list(state.table.cards),
            "builds": [_build_to_plain(b) for b in state.table.builds],
        },
        "captured": list(map(list, state.captured)),
        "tabbar": list(state.tabbar),
        "stock": list(state.stock),
        "last_capturer": state.last_capturer,
        "last_play": None
        if play is None
        else {
            "player": play.player,
            "card": play.card,
            "captured": list(play.captured),
            "tabbe": play.tabbe,
        },
        "ended_by": state.ended_by,
        "match": match_to_plain(state.match),
    }
    for name in ZONES:
        counts = getattr(state, name)
        if counts is not None:
            plain[name] = list(counts)
    if state.next_build is not None:
        plain["next_build"] = state.next_build
    return plain


def _zone(data: Mapping[str, Any], name: str, zones: frozenset[str]) -> tuple[int, ...] | None:
    """A per-seat count list: as given, zeros when a game that keeps it omits it, else None."""
    given = data.get(name)
    if given is not None:
        return tuple(given)
    return (0,) * len(data["hands"]) if name in zones else None


def state_from_plain(
    data: Mapping[str, Any], options: Any, zones: frozenset[str] = frozenset()
) -> FishingState:
    """A state from shape-checked plain data; ``options`` are already resolved and typed.

    ``zones`` are the per-seat counts the game keeps (``mulles``, ``penalties``,
    ``mulle_points``; see :data:`ZONES`); omitted ones start at zero, so a hand-written state
    need not spell them out.
    """
    play = data.get("last_play")
    table = data["table"]
    return FishingState(
        game=data["game"],
        version=data.get("version", 1),
        options=options,
        players=data["players"],
        dealer=data["dealer"],
        to_move=data["to_move"],
        phase=Phase(data["phase"]),
        round=data["round"],
        hands=tuple(map(tuple, data["hands"])),
        table=Table(
            tuple(table["cards"]),
            tuple(map(_build_from_plain, table.get("builds", ()))),
        ),
        captured=tuple(map(tuple, data["captured"])),
        tabbar=tuple(data["tabbar"]),
        stock=tuple(data["stock"]),
        last_capturer=data["last_capturer"],
        last_play=None
        if play is None
        else LastPlay(play["player"], play["card"], tuple(play["captured"]), play["tabbe"]),
        ended_by=data.get("ended_by"),
        match=match_from_plain(data["match"]),
        mulles=_zone(data, "mulles", zones),
        penalties=_zone(data, "penalties", zones),
        mulle_points=_zone(data, "mulle_points", zones),
        next_build=data.get("next_build"),
    )


def build_to_plain(build: BuildPlay) -> Plain:
    """A build play as the contract's ``build`` object; ``onto`` and ``merge`` only when used."""
    plain: Plain = {"value": build.value, "parts": [list(part) for part in build.parts]}
    if build.onto is not None:
        plain["onto"] = build.onto
    if build.merge:
        plain["merge"] = list(build.merge)
    return plain


def build_from_plain(data: Mapping[str, Any]) -> BuildPlay:
    return BuildPlay(
        value=data["value"],
        parts=tuple(tuple(part) for part in data["parts"]),
        onto=data.get("onto"),
        merge=tuple(data.get("merge") or ()),
    )


def move_to_plain(move: FishingMove) -> Plain:
    """The move as a client sends it; only the fields it uses."""
    plain: Plain = {"player": move.player}
    if move.announce_out:
        plain["announce_out"] = True
    if move.card is not None:
        plain["card"] = move.card
    if move.capture is not None:
        plain["capture"] = list(move.capture)
    if move.groups is not None:
        plain["groups"] = [list(group) for group in move.groups]
    if move.values:
        plain["values"] = dict(move.values)
    if move.build is not None:
        plain["build"] = build_to_plain(move.build)
    return plain


#: What a build play may not come with: a move captures or builds, never both (contract §4).
NOT_WITH_BUILD = {
    "capture": msg("A move either captures ('capture') or builds ('build'), never both."),
    "groups": msg(
        "The field 'groups' pins the grouping of a capture; a build play captures nothing."
    ),
    "values": msg(
        "The field 'values' pins the values of a capture; a build play gives its 'value'."
    ),
}


def move_shape_problems(data: Mapping[str, Any], pointer: str) -> list[Problem]:
    """Contract §4's move grammar: a card, then nothing (trail), a capture, or a build."""
    announce = data.get("announce_out", False)
    if announce == ("card" in data):
        text = msg("A move either plays a 'card' or is an announcement ('announce_out': true).")
        return [Problem(pointer, "invalid_move_shape", text)]
    if data.get("build") is None:
        return []
    if announce:
        text = msg("A build play plays a 'card'; an announcement builds nothing.")
        return [Problem(f"{pointer}/build", "invalid_move_shape", text)]
    return [
        Problem(f"{pointer}/{name}", "invalid_move_shape", text)
        for name, text in NOT_WITH_BUILD.items()
        if data.get(name) is not None
    ]


def move_from_plain(data: Mapping[str, Any], pointer: str = "/move") -> FishingMove:
    """A move from shape-checked plain data (contract §4): a move plays a card or announces,
    not both; a card is trailed, captures (``capture``, ``groups``, ``values``) or builds
    (``build``), never captures and builds. Refusals are ``invalid_move_shape`` with pointers.
    """
    problems = move_shape_problems(data, pointer)
    if problems:
        raise InvalidInput("invalid_request", problems)
    groups = data.get("groups")
    capture = data.get("capture")
    build = data.get("build")
    return FishingMove(
        player=data["player"],
        card=data.get("card"),
        capture=None if capture is None else tuple(capture),
        groups=None if groups is None else tuple(tuple(g) for g in groups),
        values=dict(data.get("values") or {}),
        announce_out=data.get("announce_out", False),
        build=None if build is None else build_from_plain(build),
    )


def view_plain(state: FishingState, seat: int) -> Plain:
    """What ``seat`` may see: its own hand; other hands and the stock as counts only."""
    plain = state_to_plain(state)
    plain["hands"] = [hand if i == seat else len(hand) for i, hand in enumerate(plain["hands"])]
    plain["stock"] = len(state.stock)
    plain["match"].pop("seed")  # the seed would reveal every hidden card
    for build in plain["table"]["builds"]:
        for action in build["history"]:
            if action["seat"] != seat:
                # BYGG-PART-2: an addition is exempt when its adder holds no card of the
                # build's value, which only the adder knows
                action["exempt"] = None
    plain["viewer"] = seat
    return plain


def events_view(events: Sequence[Mapping[str, Any]], seat: int) -> list[Mapping[str, Any]]:
    """The events as ``seat`` may see them. No fishing event names a hidden card: a new round
    is dealt as hand sizes and a draw as the stock's count (the drawn card reaches the drawer
    through its own view). Whether another seat's addition to a build was exempt tells whether
    that seat holds a card of the build's value (BYGG-PART-2), so it is left out."""
    return [
        {**event, "exempt": None} if "exempt" in event and event.get("player") != seat else event
        for event in events
    ]

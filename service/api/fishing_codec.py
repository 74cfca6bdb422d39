"""The fishing games' codec: Kasino family, Byggkasino and Mulle states over HTTP.

Besides the state's own fields, a response carries fields derived from it (``last_round``;
``credited`` in Finnish Kasino; ``duties`` in the building games): informative for clients,
and checked when a request gives them, so a hand-written state cannot contradict itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from itertools import chain, islice
from typing import Any

from service.api.family import Family, Plain
from service.api.fields import is_build_id
from service.api.problems import LIST_CAP
from service.api.schemas.common import family_schemas
from service.api.schemas.fishing import FishingMoveSchema, FishingStateSchema, FishingViewSchema
from service.core.bounds import request_limits
from service.core.cards import STANDARD_CARDS
from service.core.game import Game
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem, token
from service.games import find_game
from service.games.fishing import bounds as fishing_bounds
from service.games.fishing import wire as fishing_wire
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import continue_match

DERIVED_RULES = {"last_round": "CORE-DEAL-6", "credited": "FIN-SCORE-2", "duties": "BYGG-HOLD-1"}
DERIVED_TEXT = {
    "last_round": msg(
        "The last round is the one that emptied the stock; omit the field or fix it."
    ),
    "credited": msg(
        "Points credited at capture are those of the aces, lillan and storan in each "
        "side's pile; omit the field or fix it."
    ),
    "duties": msg("Who answers for a build follows from its history; omit the field or fix it."),
}


def _engine(game: Game[Any, Any]) -> FishingGame:
    if not isinstance(game, FishingGame):  # the registry gives this codec fishing games only
        raise TypeError(f"{game.id} is not a fishing game")
    return game


def _seal(state: Any) -> Plain:
    """The state as a token carries it, each build action's ``exempt`` as 0 or 1: ``true``
    and ``false`` differ in length, and a token's length must not tell whether another seat's
    addition was exempt, that is whether it holds a card of the build's value (BYGG-PART-2)."""
    plain = fishing_wire.state_to_plain(state)
    for build in plain["table"]["builds"]:
        for action in build["history"]:
            action["exempt"] = int(action["exempt"])
    return plain


def _sealed_state(game: Game[Any, Any], data: Mapping[str, Any]) -> Any:
    """A state from a token: shaped by the service itself, so no check runs."""
    engine = _engine(game)
    builds = [  # exempt sealed as 0 or 1 (_seal)
        {**build, "history": [{**a, "exempt": bool(a.get("exempt"))} for a in build["history"]]}
        for build in data["table"]["builds"]
    ]
    data = {**data, "table": {**data["table"], "builds": builds}}
    match = data["match"]
    players = len(match["scores"]) if match.get("remaining") is not None else data["players"]
    options = engine.resolve_options(data["options"], players, "/state/options")
    return fishing_wire.state_from_plain(data, options, engine.rules(options).zones)


def _fishing_state(game: Game[Any, Any], data: Mapping[str, Any]) -> Any:
    engine = _engine(game)
    # options belong to the match: a deal that seats only some of its players (misär's
    # elimination, a Byggkasino play-off, AKF-31) keeps the options resolved for all of them
    match = data["match"]
    players = len(match["scores"]) if match.get("remaining") is not None else data["players"]
    try:
        options = engine.resolve_options(data["options"], players, "/state/options")
    except InvalidInput as error:
        raise InvalidInput("invalid_state", error.problems) from None
    state = fishing_wire.state_from_plain(data, options, engine.rules(options).zones)
    problems = list(engine.check_state(state))
    if not problems:
        derived = engine.derived(state)
        problems += [
            Problem(f"/state/{name}", f"wrong_{name}", DERIVED_TEXT[name], DERIVED_RULES[name])
            for name in DERIVED_RULES
            if data.get(name) is not None and data[name] != derived.get(name)
        ]
    if problems:
        raise InvalidInput("invalid_state", problems)
    return state


def _move_items(data: Mapping[str, Any]) -> list[tuple[tuple[str | int, ...], str, bool]]:
    """Every card code or table item a move names: its path in the move, the item, and
    whether it may be a build id (capture and groups items: a build is captured whole; never
    in build parts, which hold the played card and loose cards only). Paths, not pointers:
    a pointer is spelled only for an item that is refused."""
    named: list[tuple[tuple[str | int, ...], str, bool]] = []
    if data.get("card") is not None:
        named.append((("card",), data["card"], False))
    named += [(("capture", i), c, True) for i, c in enumerate(data.get("capture") or ())]
    named += [
        (("groups", g, i), c, True)
        for g, group in enumerate(data.get("groups") or ())
        for i, c in enumerate(group)
    ]
    named += [(("values", c), c, False) for c in sorted(data.get("values") or {})]
    named += [
        (("build", "parts", p, i), c, False)
        for p, part in enumerate((data.get("build") or {}).get("parts") or ())
        for i, c in enumerate(part)
    ]
    return named


def _known_cards(data: Mapping[str, Any], deck: frozenset[str]) -> bool:
    """Whether every item a move without a build names is a card code, or a build id where
    a build may be captured: the common case, told without the pointers of
    :func:`_move_items`."""
    card = data.get("card")
    if card is not None and card not in deck:
        return False
    captured = [*(data.get("capture") or ()), *chain.from_iterable(data.get("groups") or ())]
    return deck.issuperset(data.get("values") or ()) and (
        deck.issuperset(captured) or all(item in deck or is_build_id(item) for item in captured)
    )


@lru_cache(maxsize=32)
def _deck(game_id: str) -> frozenset[str]:
    """The game's card codes (a game's deck never changes)."""
    return frozenset(getattr(find_game(game_id), "deck", STANDARD_CARDS))


_BUILDS: dict[str, bool] = {}


def _builds(game: Game[Any, Any]) -> bool:
    """Whether the game has builds (Byggkasino, Mulle Glimne): its rules, default options."""
    if game.id not in _BUILDS:
        engine = _engine(game)
        options = engine.resolve_options({}, game.player_counts[0])
        _BUILDS[game.id] = engine.rules(options).building is not None
    return _BUILDS[game.id]


def _fishing_move(game: Game[Any, Any], data: Mapping[str, Any], pointer: str) -> Any:
    """Every problem of the move's form at once, with pointers: its shape (contract §4),
    unknown card codes (build ids 'b1', … may be captured), and a build play in a game
    without builds (the variant's rule, e.g. KAS-GEN-3)."""
    deck = _deck(game.id)
    if data.get("build") is None and _known_cards(data, deck):
        return fishing_wire.move_from_plain(data, pointer)  # which checks the shape
    problems = fishing_wire.move_shape_problems(data, pointer)
    builds = _builds(game)
    invalid = (  # a problem document lists LIST_CAP of them: one more says there are more
        Problem(
            pointer + "".join(f"/{token(str(step))}" for step in path),
            "invalid_card",
            msg(
                "The card code '{item}' is not in this game's deck; a code is a rank "
                "(A, 2–10, J, Q, K) and a suit (S, H, D, C), such as '7S', or a build id such "
                "as 'b2'.",
                item=item,
            )
            if may_be_build and builds
            else msg(
                "The card code '{item}' is not in this game's deck; a code is a rank "
                "(A, 2–10, J, Q, K) and a suit (S, H, D, C), such as '7S'.",
                item=item,
            ),
        )
        for path, item, may_be_build in _move_items(data)
        if item not in deck and not (may_be_build and is_build_id(item))
    )
    problems += islice(invalid, LIST_CAP + 1)
    if data.get("build") is not None and not _builds(game):
        variant = getattr(game, "variant", None)
        problems.append(
            Problem(
                f"{pointer}/build",
                "no_builds",
                msg("There are no builds in {name}; capture or trail instead.", name=game.name),
                getattr(variant, "no_builds_rule", None),
            )
        )
    if problems:
        raise InvalidInput("invalid_request", problems)
    return fishing_wire.move_from_plain(data, pointer)


def _derived(state: Any) -> Plain:
    game = find_game(state.game)
    return _engine(game).derived(state) if game is not None else {"last_round": not state.stock}


def _fishing_state_to_plain(state: Any) -> Plain:
    return {**fishing_wire.state_to_plain(state), **_derived(state)}


def _fishing_view(state: Any, seat: int) -> Plain:
    """The engine's view and the derived fields, ``duties`` (BYGG-HOLD-1) of the viewer alone:
    another seat's duty can follow from whether its addition was exempt, that is from whether
    it holds a card of the build's value (BYGG-PART-2), which only that seat knows."""
    derived = _derived(state)
    if "duties" in derived:
        derived["duties"] = [duty for duty in derived["duties"] if duty["seat"] == seat]
    return {**fishing_wire.view_plain(state, seat), **derived}


def _fishing_match(
    game: Game[Any, Any], options: Any, players: int, seed: int, history: list[list[int]]
) -> Any:
    """A match continued from earlier deals' points per side (deals request ``match``)."""
    engine = _engine(game)
    rules = engine.rules(options).match
    return continue_match(rules, len(options.sides(players)), players, seed, history)


FISHING = Family(
    name="fishing",
    schema_classes=family_schemas(
        "Fishing", FishingStateSchema, FishingMoveSchema, FishingViewSchema
    ),
    state_from_plain=_fishing_state,
    state_to_plain=_fishing_state_to_plain,
    move_from_plain=_fishing_move,
    move_to_plain=fishing_wire.move_to_plain,
    view_plain=_fishing_view,
    new_match=_fishing_match,
    limits=request_limits(
        fishing_bounds.STATE_LIMITS,
        fishing_bounds.MOVE_LIMITS,
        fishing_bounds.REPLAY_LIMIT,
        3 * fishing_bounds.MAX_CARDS,
    ),
    seal_state=_seal,
    unseal_state=_sealed_state,
    events_view=fishing_wire.events_view,
)

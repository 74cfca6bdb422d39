"""The compiled fast loader (service/api/fastload.py) never drifts from marshmallow.

For every body: when marshmallow loads it, the fast loader gives the identical result; when
marshmallow refuses it, the fast loader declines (``None``), so the refusal and its messages
always come from marshmallow. Bodies are real requests of every family (states from seeded deals
played some random moves, legal moves, limits, replays, views) and random mutations of them:
fields deleted, nulled, retyped, unknown ones added, list items replaced.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import EXCLUDE, Schema, ValidationError, fields, post_load, validates_schema

from service.api.families import FAMILIES
from service.api.fastload import UnsupportedSchema, compile_loader
from service.games import GAMES

REQUESTS = (
    "StateRequest",
    "NextDealRequest",
    "MoveRequest",
    "LegalMovesRequest",
    "ReplayRequest",
    "ViewRequest",
    "SuggestRequest",
)


def real_bodies(game_index: int, seed: int, plays: int) -> list[tuple[str, str, dict[str, Any]]]:
    """(family, request name, body) for one game's state after ``plays`` random moves."""
    game = GAMES[game_index % len(GAMES)]
    family = FAMILIES[game.family]
    rng = random.Random(seed)
    players = rng.choice(game.player_counts)
    state = game.deal(players, game.resolve_options({}, players), 0, seed)
    moves: list[Any] = []
    for _ in range(plays):
        listing = game.legal_moves(state, 50)
        if not listing.moves:
            break
        move = rng.choice(listing.moves)
        moves.append(move)
        state = game.apply(state, move).state
    plain = family.state_to_plain(state)
    listing = game.legal_moves(state, 5)
    move = family.move_to_plain(listing.moves[0]) if listing.moves else {"player": 0}
    name = family.name
    return [
        (name, "StateRequest", {"state": plain}),
        (name, "MoveRequest", {"state": plain, "move": move}),
        (name, "LegalMovesRequest", {"state": plain, "limit": rng.randrange(0, 1001)}),
        (name, "LegalMovesRequest", {"state": plain}),
        (name, "ReplayRequest", {"state": plain, "moves": list(map(family.move_to_plain, moves))}),
        (name, "ViewRequest", {"state": plain, "player": rng.randrange(-1, players + 1)}),
        (name, "DealRequest", {"players": players, "seed": seed, "options": {}}),
    ]


def load_both(family: str, request: str, body: Any) -> tuple[Any, Any]:
    loaders = FAMILIES[family]._loaders  # type: ignore[attr-defined]
    fast = FAMILIES[family]._fast_loaders[request](body)  # type: ignore[attr-defined]
    try:
        slow = loaders[request].load(body)
    except ValidationError:
        slow = None
    return fast, slow


REPLACEMENTS: tuple[Any, ...] = (
    None, 0, 1, -1, 2**60, 1.5, True, False, "", "AS", "b1", "x", [], ["AS"], [1], [[]], {},
    {"a": 1}, [None], ["AS", 3],
)  # fmt: skip


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a member or item of ``value`` (a JSON document)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, member in value.items():
            found += paths(member, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def mutate(body: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``body`` with one to three random edits."""
    body = copy.deepcopy(body)
    for _ in range(rng.randint(1, 3)):
        candidates = paths(body)[1:]
        if not candidates:  # every member deleted already
            break
        path = rng.choice(candidates)
        parent = body
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        action = rng.randrange(4)
        if action == 0 and isinstance(parent, dict):
            del parent[last]
        elif action == 1 and isinstance(parent, dict):
            parent["unknown_" + str(rng.randrange(9))] = rng.choice(REPLACEMENTS)
        else:
            parent[last] = copy.deepcopy(rng.choice(REPLACEMENTS))
    return body


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_index=st.integers(0, 50),
    seed=st.integers(0, 2**32),
    plays=st.integers(0, 30),
)
def test_real_bodies_load_identically(game_index: int, seed: int, plays: int) -> None:
    for family, request, body in real_bodies(game_index, seed, plays):
        fast, slow = load_both(family, request, body)
        assert slow is not None, (request, body)
        assert fast == slow, request


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_index=st.integers(0, 50),
    seed=st.integers(0, 2**32),
    plays=st.integers(0, 20),
    mutation_seed=st.integers(0, 2**32),
)
def test_mutated_bodies_load_identically_or_fall_back(
    game_index: int, seed: int, plays: int, mutation_seed: int
) -> None:
    rng = random.Random(mutation_seed)
    for family, request, body in real_bodies(game_index, seed, plays):
        changed = mutate(body, rng)
        fast, slow = load_both(family, request, changed)
        assert fast == slow, (request, changed)


def test_every_request_schema_is_compiled() -> None:
    for family in FAMILIES.values():
        sealed = {f"Sealed{name}" for name in REQUESTS}
        compiled = set(family._fast_loaders)  # type: ignore[attr-defined]
        expected = {*REQUESTS, *sealed, "SealedChainRequest", "DealRequest", "CommitmentRequest"}
        assert compiled == expected


class Hooked(Schema):
    card = fields.String()

    @post_load
    def upper(self, data: dict[str, Any], **_: Any) -> dict[str, Any]:
        return {key: value.upper() for key, value in data.items()}


class Checked(Schema):
    card = fields.String()

    @validates_schema
    def check(self, data: dict[str, Any], **_: Any) -> None:
        raise ValidationError("never")


class Lenient(Schema):
    class Meta:
        unknown = EXCLUDE

    card = fields.String()


class Processed(Schema):
    card = fields.String(post_load=[str.upper])


@pytest.mark.parametrize(
    "schema",
    [Hooked(), Checked(), Lenient(), Processed(), Hooked(many=True)],
    ids=["post_load", "validates_schema", "unknown_exclude", "field_post_load", "many"],
)
def test_features_it_does_not_mirror_are_refused_when_compiling(schema: Schema) -> None:
    with pytest.raises(UnsupportedSchema):
        compile_loader(schema)


def test_nested_schema_features_are_refused_too() -> None:
    class Outer(Schema):
        inner = fields.Nested(Hooked)

    with pytest.raises(UnsupportedSchema):
        compile_loader(Outer())


def test_validators_decide_as_in_marshmallow() -> None:
    def only_ace(value: str) -> None:
        if value != "AS":
            raise ValidationError("not the ace")

    class Picky(Schema):
        card = fields.String(validate=only_ace)
        # marshmallow 4 ignores a validator's return value: False does not refuse
        rank = fields.String(validate=lambda value: False)

    fast = compile_loader(Picky())
    assert fast({"card": "AS", "rank": "A"}) == Picky().load({"card": "AS", "rank": "A"})
    assert fast({"card": "KS"}) is None
    with pytest.raises(ValidationError):
        Picky().load({"card": "KS"})


def test_inlined_validators_decide_as_marshmallow_at_their_bounds() -> None:
    from marshmallow import validate

    from service.api.fields import CardList, StrictInt

    class Bounded(Schema):
        closed = StrictInt(validate=validate.Range(min=1, max=3))
        open_ = StrictInt(
            data_key="open",
            validate=validate.Range(min=1, max=3, min_inclusive=False, max_inclusive=False),
        )
        low = StrictInt(validate=validate.Range(min=0))
        some = CardList(validate=validate.Length(min=1, max=2))
        word = fields.String(validate=validate.OneOf(["a", "b"]))

    schema = Bounded()
    fast = compile_loader(schema)
    for key in ("closed", "open", "low"):
        for number in range(-1, 6):
            body = {key: number}
            try:
                expected: Any = schema.load(body)
            except ValidationError:
                expected = None
            assert fast(body) == expected, body
    for body in ({"some": []}, {"some": ["AS"]}, {"some": ["AS", "KS", "QS"]}, {"word": "c"}):
        try:
            expected = schema.load(body)
        except ValidationError:
            expected = None
        assert fast(body) == expected, body

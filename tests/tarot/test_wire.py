"""Plain-data conversion: exact round trips, strict reading with JSON pointers, the view."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from service.core.verdict import InvalidInput
from service.games.tarot.options import TarotOptions
from service.games.tarot.state import (
    Declare,
    DiscardWidow,
    FjontExchange,
    Phase,
    Play,
    SequenceDecl,
    SequenceKind,
)
from service.games.tarot.wire import (
    FIELD_DOCS,
    move_from_plain,
    move_to_plain,
    state_from_plain,
    state_to_plain,
    view_plain,
)
from tests.tarot.builders import game, random_playout


def sample_states(game_id: str) -> list[Any]:
    g = game(game_id)
    state = g.deal(
        g.variant.players,
        g.resolve_options({"fjont_exchange_card": "any"}, g.variant.players),
        1,
        77,
    )
    return random_playout(game_id, state, random.Random(77))


@pytest.mark.parametrize("game_id", ["800", "1000", "150", "fjabbe"])
def test_round_trip_at_every_step(game_id: str) -> None:
    for state in sample_states(game_id):
        plain = state_to_plain(state)
        assert state_from_plain(copy.deepcopy(plain)) == state
        for move in game(game_id).legal_moves(state, 20).moves:
            assert move_from_plain(move_to_plain(move)) == move


def test_state_carries_the_common_fields() -> None:
    """Contract §4: game, version, resolved options, players, dealer, to_move, phase, match."""
    plain = state_to_plain(sample_states("800")[0])
    for name in ("game", "version", "options", "players", "dealer", "to_move", "phase", "match"):
        assert name in plain
    assert plain["options"] == {"fjont_exchange_card": "any"}
    assert plain["version"] == 1 and plain["phase"] == "discard"
    assert set(plain["match"]) == {
        "seed",
        "target",
        "deal_number",
        "scores",
        "history",
        "over",
        "winners",
        "decided_by",
    }
    assert plain["match"]["seed"] == 77


def test_every_field_is_documented() -> None:
    plain = state_to_plain(sample_states("800")[-1])
    for name in plain:
        assert name in FIELD_DOCS, name
    for name in plain["match"]:
        assert f"match.{name}" in FIELD_DOCS, name
    for move in (DiscardWidow(0, ("7S", "8S")), Declare(0), Play(0, "KS"), FjontExchange(0, "7S")):
        for name in move_to_plain(move):
            assert f"move.{name}" in FIELD_DOCS, name
    assert all(text.endswith(".") for text in FIELD_DOCS.values())


def test_bad_cards_and_types_are_reported_with_pointers() -> None:
    plain = state_to_plain(sample_states("800")[3])
    plain["hands"][1][3] = "XS"
    plain["hands"][2][0] = "ks"
    plain["dealer"] = True
    plain["phase"] = "bidding"
    plain["trick"] = [{"seat": 1}]
    plain["options"] = {"fjont_exchange_card": "best"}
    plain["colour"] = "red"
    del plain["stock"]
    with pytest.raises(InvalidInput) as raised:
        state_from_plain(plain)
    assert raised.value.kind == "invalid_state"
    found = {(p.pointer, p.code) for p in raised.value.problems}
    assert {("/state/colour", "unknown_field"), ("/state/stock", "missing_field")} <= found
    del plain["colour"]
    plain["stock"] = []
    with pytest.raises(InvalidInput) as raised:
        state_from_plain(plain)
    found = {(p.pointer, p.code) for p in raised.value.problems}
    assert found >= {
        ("/state/hands/1/3", "invalid_card"),
        ("/state/hands/2/0", "invalid_card"),
        ("/state/dealer", "invalid_type"),
        ("/state/phase", "invalid_value"),
        ("/state/trick/0/card", "missing_field"),
        ("/state/options/fjont_exchange_card", "invalid_option"),
    }


def test_state_must_be_an_object() -> None:
    with pytest.raises(InvalidInput) as raised:
        state_from_plain([1, 2])
    assert raised.value.problems[0].pointer == "/state"


@pytest.mark.parametrize(
    ("data", "pointer", "code"),
    [
        ({"type": "play", "player": 1, "card": "1S"}, "/move/card", "invalid_card"),
        ({"type": "play", "player": "1", "card": "KS"}, "/move/player", "invalid_type"),
        ({"type": "play", "player": 1}, "/move/card", "missing_field"),
        ({"type": "play", "player": 1, "card": "KS", "x": 1}, "/move/x", "unknown_field"),
        ({"type": "play", "player": 1, "card": "KS", "a/b~": 1}, "/move/a~1b~0", "unknown_field"),
        ({"type": "bid", "player": 1}, "/move/type", "invalid_value"),
        ({"player": 1}, "/move", "invalid_type"),
        ({"type": "discard_widow", "player": 0, "cards": "7S"}, "/move/cards", "invalid_type"),
        (
            {"type": "declare", "player": 0, "sequences": [{"kind": "jokers", "cards": []}]},
            "/move/sequences/0/kind",
            "invalid_value",
        ),
        (
            {"type": "declare", "player": 0, "sets": [["KS", "KX"]]},
            "/move/sets/0/1",
            "invalid_card",
        ),
    ],
)
def test_bad_moves_are_reported_with_pointers(
    data: dict[str, Any], pointer: str, code: str
) -> None:
    with pytest.raises(InvalidInput) as raised:
        move_from_plain(data)
    assert raised.value.kind == "invalid_request"
    assert (pointer, code) in {(p.pointer, p.code) for p in raised.value.problems}


def test_move_pointer_can_name_a_replay_position() -> None:
    with pytest.raises(InvalidInput) as raised:
        move_from_plain({"type": "play", "player": 1, "card": "1S"}, "/moves/3")
    assert raised.value.problems[0].pointer == "/moves/3/card"


def test_moves_read_from_plain() -> None:
    declare = move_from_plain(
        {
            "type": "declare",
            "player": 2,
            "sets": [["KS", "KH", "KD"]],
            "sequences": [{"kind": "trump", "cards": ["T20", "T19", "T0"]}],
        }
    )
    assert declare == Declare(
        2, (("KS", "KH", "KD"),), (SequenceDecl(SequenceKind.TRUMP, ("T20", "T19", "T0")),)
    )
    assert move_from_plain({"type": "declare", "player": 2}) == Declare(2)
    assert move_from_plain({"type": "fjont_exchange", "player": 0, "card": "T1"}) == (
        FjontExchange(0, "T1")
    )


def test_view_hides_hands_discards_stock_and_seed() -> None:
    """view_plain: own hand and discards only; counts for the rest; the seed reveals deals."""
    states = sample_states("800")
    state = next(s for s in states if s.phase is Phase.PLAY)
    for seat in range(4):
        view = view_plain(state, seat)
        assert view["hands"][seat] == list(state.hands[seat])
        assert all(h is None for s, h in enumerate(view["hands"]) if s != seat)
        assert view["hand_counts"] == [len(h) for h in state.hands]
        assert view["discards"][seat] == list(state.discards[seat])
        assert all(d is None for s, d in enumerate(view["discards"]) if s != seat)
        assert view["discard_counts"][state.dealer] == 2
        assert view["stock"] is None and view["match"]["seed"] is None
    one_fifty = sample_states("150")[-1]
    assert view_plain(one_fifty, 0)["stock_count"] == 30


def test_options_resolve_and_refuse_unknown() -> None:
    g = game("800")
    assert g.resolve_options({}, 4) == TarotOptions()
    with pytest.raises(InvalidInput):
        g.resolve_options({"target": 1000}, 4)
    with pytest.raises(InvalidInput):
        g.resolve_options({"fjont_exchange_card": 3}, 4)
    with pytest.raises(InvalidInput):
        g.resolve_options({}, 3)

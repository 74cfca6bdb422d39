"""Property: pinning never changes a verdict's rule.

Over random deals of every fishing game — Kasino, misär, Dragkasino, Finnish Kasino, Mulle and
the building games Byggkasino and Mulle Glimne — with random options (the strategies of the
random-play tests), random captures are probed at every position: a random hand card taking
a random selection of the table's items. For a legal capture, pinning the grouping (and the
special cards' values) the service itself reported in ``interpretation`` keeps it legal, read
the same way. For an illegal one, any grouping of its items, with any values the game's
scheme allows, is refused citing the same rule first.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games import find_game
from service.games.fishing.engine import FishingGame
from service.games.fishing.state import FishingMove, FishingState, Phase
from service.games.fishing.values import hand_values, special_kind, table_values
from tests.building.test_properties import BUILDING
from tests.fishing.test_properties import OPTIONS

PROBES = 3  # random captures per position
PINNINGS = 3  # random pinnings per illegal capture
PLAYS = 30  # positions per deal

GAMES: dict[str, tuple[tuple[int, ...], st.SearchStrategy[dict[str, Any]]]] = {
    "kasino": ((2, 3, 4), OPTIONS["kasino"]),
    "kasino-misar": ((2, 3, 4), OPTIONS["kasino-misar"]),
    "dragkasino": ((2, 3, 4), OPTIONS["dragkasino"]),
    "kasino-fi": ((2, 3, 4), OPTIONS["kasino-fi"]),
    "mulle-sassersson": ((2, 3, 4), OPTIONS["mulle-sassersson"]),
    "byggkasino": ((2, 3, 4), st.builds(lambda b: dict(b), BUILDING)),
    "mulle-glimne": ((2, 4), st.builds(lambda b: {"building": b}, BUILDING)),
}


def _engine(name: str) -> FishingGame:
    game = find_game(name)
    assert isinstance(game, FishingGame)
    return game


def _random_capture(state: FishingState, rng: random.Random) -> FishingMove | None:
    player = state.to_move
    assert player is not None
    items = list(state.table.cards) + [build.id for build in state.table.builds]
    if not items:
        return None
    taken = rng.sample(items, rng.randint(1, min(len(items), 5)))
    return FishingMove(player, rng.choice(state.hands[player]), tuple(taken))


def _random_pinning(
    game: FishingGame, state: FishingState, move: FishingMove, rng: random.Random
) -> FishingMove:
    """The capture with its items split into random groups and, where the scheme gives a
    special card a choice (or at random otherwise), values it may take."""
    assert move.card is not None and move.capture is not None
    items = list(move.capture)
    rng.shuffle(items)
    groups: list[list[str]] = []
    for item in items:
        if groups and rng.random() < 0.5:
            rng.choice(groups).append(item)
        else:
            groups.append([item])
    values: dict[str, int] = {}
    if rng.random() < 0.5:
        scheme = game.rules(state.options).capture.valuation
        if special_kind(move.card) is not None:
            values[move.card] = rng.choice(hand_values(move.card, scheme))
        for item in items:
            if item in state.table.cards and special_kind(item) is not None and rng.random() < 0.5:
                values[item] = rng.choice(table_values(item, scheme))
    return FishingMove(move.player, move.card, move.capture, tuple(map(tuple, groups)), values)


def _probe(game: FishingGame, state: FishingState, move: FishingMove, rng: random.Random) -> None:
    verdict = game.validate(state, move)
    if verdict.legal:
        reading = verdict.interpretation
        if reading.get("kind") != "capture":
            return  # a default settled before the play, a penalty: nothing was grouped
        groups = tuple(tuple(group) for group in reading["groups"])
        pinned = FishingMove(
            move.player, move.card, move.capture, groups, dict(reading.get("values", {}))
        )
        again = game.validate(state, pinned)
        assert again.legal, (move, pinned, again.violations)
        assert again.interpretation["value"] == reading["value"]
        assert [sorted(g) for g in again.interpretation["groups"]] == [sorted(g) for g in groups]
        return
    rule = verdict.violations[0].rule
    for _ in range(PINNINGS):
        pinned = _random_pinning(game, state, move, rng)
        again = game.validate(state, pinned)
        assert not again.legal, (move, pinned)
        assert again.violations[0].rule == rule, (move, pinned, verdict, again)


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data(), name=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 2**53 - 1))
def test_pinning_the_reported_reading_never_changes_the_rule(
    data: st.DataObject, name: str, seed: int
) -> None:
    counts, options = GAMES[name]
    players = data.draw(st.sampled_from(counts), label="players")
    raw = data.draw(options, label="options")
    game = _engine(name)
    resolved = game.resolve_options(raw, players)
    state = game.deal(players, resolved, seed % players, seed)
    rng = random.Random(seed)
    for _ in range(PLAYS):
        if state.phase is not Phase.PLAY:
            break
        for _ in range(PROBES):
            move = _random_capture(state, rng)
            if move is not None:
                _probe(game, state, move, rng)
        moves = game.legal_moves(state, 50).moves
        state = game.apply(state, rng.choice(moves)).state


def test_a_reading_with_two_copies_of_a_code_at_two_values_pins_back() -> None:
    """Found by the property above: in Mulle (two decks, valuation 'choice') a played 10D
    counted 16 takes the table's 10D counted 10 with 6S. ``values`` is keyed by card code, so
    the reading leaves 10D out (it once said {'10D': 16}, which pinned both copies to 16 and
    was refused); its groups alone pin it, read the same way."""
    game = _engine("mulle-sassersson")
    options = game.resolve_options({"valuation": "choice"}, 4)
    dealt = game.deal(4, options, 0, 7, None)
    player = dealt.to_move
    assert player is not None
    hands = list(dealt.hands)
    hands[player] = ("10D", *hands[player][1:])
    state = replace(dealt, hands=tuple(hands), table=replace(dealt.table, cards=("6S", "10D")))
    move = FishingMove(player, "10D", ("6S", "10D"))
    reading = game.validate(state, move).interpretation
    assert reading == {"kind": "capture", "value": 16, "groups": [["6S", "10D"]], "values": {}}
    _probe(game, state, move, random.Random(0))

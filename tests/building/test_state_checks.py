"""check_state refuses building-game states no play can reach. Each case tampers a state reached
by random legal play (or, for the penalty points, writes the zone by hand):

- piles, tabbes and the last play tied to the plays made (CORE-CAP-6, CORE-TABBE-1,
  CORE-TURN-1, BYGG-TURN-1): a default spends no card and a penalized trail takes its card
  back, so the hand sizes count the plays in the building games too;
- builds that fit the hands and the round (BYGG-HOLD-1/3/6): every seat but the one to move
  holds a card of every build it answers for (the one to move may be in default, D4), no
  build before the round's first play, no more actions per seat than its plays this round;
- penalty points that penalties can give (BYGG-PEN-2…5/7/8, AKF-30);
- Glimne's mulle points made of distinct twin pairs in the pile, one per play (MULLE-G-8);
- build histories (BYGG-ADD-4, BYGG-RAISE-1/2, BYGG-BUILD-5, BYGG-VAR-1/AKF-25);
- a deal lost by a penalty scores nothing (BYGG-PEN-2).

And states reached by play with penalties — forbidden trails under ``penalize`` and defaults
of a player to move — are all accepted.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations
from typing import Any

import pytest

from service.games import find_game
from service.games.building.checking import penalty_problems
from service.games.building.engine import BuildingGame
from service.games.building.responsibility import Duty, owed
from service.games.building.values import hand_value, table_value
from service.games.fishing.invariants import _mulle_points_possible
from service.games.fishing.state import (
    Build,
    BuildAction,
    FishingMove,
    FishingState,
    Phase,
    Table,
)
from service.games.fishing.values import Valuation

_BYGG = find_game("byggkasino")
_GLIMNE = find_game("mulle-glimne")
assert isinstance(_BYGG, BuildingGame) and isinstance(_GLIMNE, BuildingGame)
BYGG: BuildingGame = _BYGG
GLIMNE: BuildingGame = _GLIMNE
PENALIZE = {"enforcement": "penalize"}


def codes(game: BuildingGame, state: FishingState) -> set[tuple[str, str, str | None]]:
    return {(p.pointer, p.code, p.rule) for p in game.check_state(state)}


def plays_made(game: BuildingGame, state: FishingState) -> tuple[int, ...]:
    return game.variant.dealing.plays_made(state, len(game.deck))


def forced_trail(
    game: BuildingGame, state: FishingState, rng: random.Random
) -> FishingState | None:
    """A forbidden trail by a last builder under ``penalize``, if it is one (BYGG-PEN-3/5)."""
    seat = state.to_move
    assert seat is not None
    if state.options.enforcement != "penalize" or not any(
        item.duty is Duty.LAST for item in owed(state.table.builds, seat, state.players)
    ):
        return None
    outcome = game.apply(state, FishingMove(seat, rng.choice(state.hands[seat])))
    penalized = any(e["type"] in {"penalty", "deal_lost", "default"} for e in outcome.events)
    return outcome.state if penalized else None


def in_default(state: FishingState, rng: random.Random) -> FishingState | None:
    """The player to move made to answer for a build without a card of its value (AKF-28):
    his cards of the value swapped for loose cards of other values."""
    seat = state.to_move
    assert seat is not None
    dues = owed(state.table.builds, seat, state.players)
    if not dues:
        return None
    value = dues[0].build.value
    hand, loose = list(state.hands[seat]), list(state.table.cards)
    kept = state.last_play.card if state.last_play is not None else None
    for i, card in enumerate(hand):
        if hand_value(card) == value:
            others = [j for j, c in enumerate(loose) if hand_value(c) != value and c != kept]
            if not others:
                return None
            j = rng.choice(others)
            hand[i], loose[j] = loose[j], hand[i]
    hands = tuple(tuple(hand) if s == seat else h for s, h in enumerate(state.hands))
    return replace(state, hands=hands, table=Table(tuple(loose), state.table.builds))


def play(
    game: BuildingGame,
    players: int,
    options: dict[str, Any],
    seed: int,
    trails: float = 0.0,
    defaults: float = 0.0,
) -> Iterator[FishingState]:
    """Every state of random play over a whole match, preferring builds; with ``trails``
    forbidden trails are tried, with ``defaults`` the player to move is put in default."""
    state = game.deal(players, game.resolve_options(options, players), seed % players, seed)
    rng = random.Random(seed)
    yield state
    while True:
        if state.phase is Phase.DEAL_OVER:
            if state.match.over:
                return
            state = game.next_deal(state)
            yield state
            continue
        if defaults and rng.random() < defaults:
            forged = in_default(state, rng)
            if forged is not None:
                state = forged
                yield state
        if trails and rng.random() < trails:
            penalized = forced_trail(game, state, rng)
            if penalized is not None:
                state = penalized
                yield state
                continue
        moves = game.legal_moves(state, 300).moves
        seat = state.to_move
        assert seat is not None
        if not moves:  # D4: a single deal lost before any play
            state = game.apply(state, FishingMove(seat, state.hands[seat][0])).state
            assert state.ended_by == "penalty"
            yield state
            continue
        builds = [move for move in moves if move.build is not None]
        move = rng.choice(builds if builds and rng.random() < 0.6 else moves)
        state = game.apply(state, move).state
        yield state


def reach(
    game: BuildingGame,
    found: Callable[[FishingState], bool],
    players: int = 2,
    options: dict[str, Any] | None = None,
    **kw: float,
) -> FishingState:
    """The first state of random play (over seeds) for which ``found`` holds."""
    for seed in range(200):
        for state in play(game, players, options or {}, seed, **kw):
            assert not game.check_state(state)
            if found(state):
                return state
    raise AssertionError("no such state in 200 seeds")


def in_play(state: FishingState) -> bool:
    return state.phase is Phase.PLAY


# -- states reached by play with penalties ---------------------------------------------------


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [
        (BYGG, 2, PENALIZE),
        (BYGG, 3, PENALIZE),
        (BYGG, 4, {**PENALIZE, "raise_once_per_player": True}),
        (BYGG, 2, {**PENALIZE, "match": "single", "tabbe_cancellation": True}),
        (BYGG, 3, {"match": "single", "tabbe_points": False}),
        (GLIMNE, 4, {**PENALIZE, "target": 60}),
        (GLIMNE, 2, PENALIZE),
    ],
    ids=lambda v: getattr(v, "id", str(v)),
)
def test_states_reached_with_penalties_are_accepted(
    game: BuildingGame, players: int, options: dict[str, Any]
) -> None:
    seen: Counter[str] = Counter()
    for seed in range(2):
        for state in play(game, players, options, seed, trails=0.5, defaults=0.05):
            assert not game.check_state(state), (seed, game.check_state(state))
            seen["penalties"] += bool(state.penalties and any(state.penalties))
            seen["lost"] += state.ended_by == "penalty"
            seen["builds"] += bool(state.table.builds)
    assert seen["builds"]
    if "target" in options or (game is BYGG and options.get("match") != "single"):
        assert seen["penalties"]


# -- G3: piles, tabbes and the last play follow the plays made -------------------------------


def test_core_cap_6_core_tabbe_1_a_seat_that_has_not_played_has_no_pile_or_tabbe() -> None:
    state = reach(BYGG, lambda s: in_play(s) and sum(plays_made(BYGG, s)) == 1, players=3)
    plays = plays_made(BYGG, state)
    idle = next(s for s in range(3) if not plays[s] and s != state.to_move)
    cards = state.table.cards[:2]
    forged = replace(
        state,
        table=Table(state.table.cards[2:], state.table.builds),
        captured=tuple(tuple(cards) if s == idle else p for s, p in enumerate(state.captured)),
        tabbar=tuple(int(s == idle) for s in range(3)),
        last_capturer=idle,
        last_play=None,
    )
    found = codes(BYGG, forged)
    assert (f"/state/captured/{idle}", "wrong_captured", "CORE-CAP-6") in found
    assert (f"/state/tabbar/{idle}", "impossible_tabbar", "CORE-TABBE-1") in found


def test_core_tabbe_1_tabbar_at_most_one_per_play() -> None:
    state = reach(
        BYGG,
        lambda s: in_play(s) and plays_made(BYGG, s) == (1, 1) and len(s.table.cards) >= 4,
    )
    forged = replace(
        state,
        table=Table(state.table.cards[4:], state.table.builds),
        captured=(state.captured[0] + state.table.cards[:4], state.captured[1]),
        tabbar=(2, state.tabbar[1]),
        last_capturer=0,
        last_play=None,
    )
    assert ("/state/tabbar/0", "impossible_tabbar", "CORE-TABBE-1") in codes(BYGG, forged)


@pytest.mark.parametrize("game", [BYGG, GLIMNE], ids=lambda g: g.id)
def test_core_tabbe_1_bygg_tabbe_1_an_empty_table_in_play_was_a_recorded_tabbe(
    game: BuildingGame,
) -> None:
    state = reach(game, lambda s: in_play(s) and bool(s.last_play and s.last_play.tabbe))
    seat = state.last_capturer
    assert seat is not None and state.tabbar[seat]
    unrecorded = replace(state, tabbar=(0,) * state.players, last_play=None)
    assert (f"/state/tabbar/{seat}", "impossible_tabbar", "CORE-TABBE-1") in codes(game, unrecorded)


@pytest.mark.parametrize(
    "options", [{"tabbe_points": False}, {"tabbe_cancellation": True}], ids=["unmarked", "cancel"]
)
def test_bygg_var_5_6_an_empty_table_without_a_mark_is_accepted(options: dict[str, Any]) -> None:
    """Unmarked tabbes (BYGG-VAR-5) and cancelled ones (BYGG-VAR-6) leave no mark to find."""
    state = reach(
        BYGG,
        lambda s: (
            in_play(s) and s.table.is_empty and sum(plays_made(BYGG, s)) > 0 and not any(s.tabbar)
        ),
        options=options,
    )
    assert not BYGG.check_state(state)


def test_core_turn_1_bygg_turn_1_the_last_play_was_made_and_lies_on_the_table() -> None:
    def built_last(s: FishingState) -> bool:
        play = s.last_play
        return (
            in_play(s)
            and play is not None
            and not play.captured
            and s.round > 1
            and any(play.card in b.cards for b in s.table.builds)
        )

    state = reach(BYGG, built_last, players=3)
    play = state.last_play
    assert play is not None and state.to_move is not None
    assert ("/state/last_play/player", "wrong_last_play", "CORE-TURN-1") in codes(
        BYGG, replace(state, last_play=replace(play, player=state.to_move))
    )
    in_hand = state.hands[state.to_move][0]
    assert ("/state/last_play/card", "wrong_last_play", "BYGG-TURN-1") in codes(
        BYGG, replace(state, last_play=replace(play, card=in_hand))
    )


# -- G1: builds fit the hands and the round --------------------------------------------------


def forge_build(
    state: FishingState, seat: int, holds: bool, history: tuple[BuildAction, ...] | None = None
) -> FishingState | None:
    """Two loose cards made into a new simple build created by ``seat``, of a value he holds
    a card of or not."""
    cards = state.table.cards
    number = 1 + max((int(b.id[1:]) for b in state.table.builds), default=0)
    for a, b in combinations(range(len(cards)), 2):
        value = table_value(cards[a]) + table_value(cards[b])
        held = any(hand_value(c) == value for c in state.hands[seat])
        if not 2 <= value <= 16 or held != holds:
            continue
        build = Build(
            f"b{number}",
            value,
            ((cards[a], cards[b]),),
            seat,
            value,
            history or (BuildAction(seat, "create"),),
        )
        loose = tuple(c for i, c in enumerate(cards) if i not in (a, b))
        return replace(state, table=Table(loose, (*state.table.builds, build)))
    return None


def round_plays(state: FishingState) -> list[int]:
    return [4 - len(hand) for hand in state.hands]  # Byggkasino's rounds deal 4 each


def test_bygg_hold_6_no_build_before_the_rounds_first_play() -> None:
    def round_start(s: FishingState) -> bool:
        return in_play(s) and s.round > 1 and not any(round_plays(s)) and len(s.table.cards) > 3

    state = reach(BYGG, round_start)
    assert state.to_move is not None
    other = 1 - state.to_move
    forged = forge_build(state, other, holds=True)
    assert forged is not None
    assert codes(BYGG, forged) == {
        ("/state/table/builds", "build_from_earlier_round", "BYGG-HOLD-6")
    }


def test_bygg_hold_3_every_seat_but_the_one_to_move_holds_its_builds_value() -> None:
    def mid_round(s: FishingState) -> bool:
        return in_play(s) and len(s.table.cards) > 3 and all(round_plays(s)) and not s.table.builds

    state = reach(BYGG, mid_round, players=3)
    assert state.to_move is not None
    seat = (state.to_move + 1) % 3
    forged = forge_build(state, seat, holds=False)
    assert forged is not None
    index = len(forged.table.builds) - 1
    assert codes(BYGG, forged) == {(f"/state/table/builds/{index}", "unheld_build", "BYGG-HOLD-3")}
    held = forge_build(state, seat, holds=True)
    if held is not None:  # he could have made it: nothing to refuse
        assert not BYGG.check_state(held)


def test_bygg_hold_3_a_creator_under_1b_holds_the_value_too() -> None:
    """Four players: the creator answers for a build his partner built on last
    (BYGG-HOLD-1(b)); without a card of its value he could not have got there."""

    def without_card(s: FishingState) -> tuple[FishingState, int] | None:
        for seat in range(4):
            for item in owed(s.table.builds, seat, 4) if seat != s.to_move else ():
                if item.duty is not Duty.CREATOR:
                    continue
                value = item.build.value
                hand, loose = list(s.hands[seat]), list(s.table.cards)
                spare = [j for j, c in enumerate(loose) if hand_value(c) != value]
                mine = [i for i, c in enumerate(hand) if hand_value(c) == value]
                if len(spare) < len(mine):
                    continue
                for i, j in zip(mine, spare, strict=False):
                    hand[i], loose[j] = loose[j], hand[i]
                hands = tuple(tuple(hand) if k == seat else h for k, h in enumerate(s.hands))
                table = Table(tuple(loose), s.table.builds)
                forged = replace(s, hands=hands, table=table, last_play=None)
                return forged, s.table.builds.index(item.build)
        return None

    state = reach(BYGG, lambda s: in_play(s) and without_card(s) is not None, players=4)
    found = without_card(state)
    assert found is not None
    forged, index = found
    assert (f"/state/table/builds/{index}", "unheld_build", "BYGG-HOLD-3") in codes(BYGG, forged)


@pytest.mark.parametrize("match", ["target", "single"])
def test_d4_the_player_to_move_may_be_in_default(match: str) -> None:
    """A hand-written state may put the player to move in default (AKF-28): it is accepted,
    and the default is settled before his play (D4)."""
    rng = random.Random(1)
    state = reach(
        BYGG, lambda s: in_play(s) and in_default(s, rng) is not None, options={"match": match}
    )
    forged = in_default(state, rng)
    assert forged is not None and forged.to_move is not None
    assert not BYGG.check_state(forged)
    seat = forged.to_move
    outcome = BYGG.apply(forged, FishingMove(seat, forged.hands[seat][0]))
    kinds = {event["type"] for event in outcome.events}
    assert ("deal_lost" if match == "single" else "default") in kinds
    assert not BYGG.check_state(outcome.state)


def test_bygg_hold_6_no_more_build_actions_than_plays_this_round() -> None:
    state = reach(BYGG, lambda s: in_play(s) and any(len(b.parts) > 1 for b in s.table.builds))
    index = next(i for i, b in enumerate(state.table.builds) if len(b.parts) > 1)
    build = state.table.builds[index]
    seat = build.history[-1].seat
    history = build.history + (BuildAction(seat, "add"),) * 4
    builds = list(state.table.builds)
    builds[index] = replace(build, history=history)
    forged = replace(state, table=Table(state.table.cards, tuple(builds)))
    assert ("/state/table/builds", "too_many_build_actions", "BYGG-HOLD-6") in codes(BYGG, forged)


# -- G2: penalty points penalties can give ---------------------------------------------------


def test_bygg_pen_2_a_single_deal_keeps_no_penalty_points() -> None:
    state = reach(BYGG, in_play, options={"match": "single"})
    refused = ("/state/penalties", "impossible_penalties", "BYGG-PEN-2")
    for points in ((0, 5), (2, 0), (0, 8)):
        assert refused in codes(BYGG, replace(state, penalties=points))


def test_bygg_pen_4_5_7_points_on_the_first_seat_of_each_receiving_side() -> None:
    four = reach(BYGG, lambda s: in_play(s) and s.round == 2, players=4, options=PENALIZE)
    assert not BYGG.check_state(replace(four, penalties=(5, 7, 0, 0)))  # 5 + 2 one way, 5 back
    assert ("/state/penalties/2", "impossible_penalties", "BYGG-PEN-7") in codes(
        BYGG, replace(four, penalties=(0, 0, 5, 0))
    )
    for points in ((1, 0, 0, 0), (0, 3, 0, 0)):  # no penalty gives 1 or 3
        assert ("/state/penalties", "impossible_penalties", "BYGG-PEN-5") in codes(
            BYGG, replace(four, penalties=points)
        )


def test_bygg_pen_8_only_defaults_give_points_under_reject() -> None:
    two = reach(BYGG, lambda s: in_play(s) and s.round == 2)
    assert not BYGG.check_state(replace(two, penalties=(10, 5)))
    for points in ((2, 0), (0, 7)):
        assert ("/state/penalties", "impossible_penalties", "BYGG-PEN-4") in codes(
            BYGG, replace(two, penalties=points)
        )


def test_bygg_pen_4_5_three_players_each_penalty_pays_both_others() -> None:
    """Every penalty pays both other players: each seat's points are S − x, x what its own
    penalties gave each other seat and S the sum of the x (BYGG-PEN-4/5)."""
    state = reach(BYGG, lambda s: in_play(s) and s.round == 2, players=3, options=PENALIZE)
    assert not BYGG.check_state(replace(state, penalties=(5, 5, 0)))  # seat 2 defaulted
    assert not BYGG.check_state(replace(state, penalties=(7, 7, 4)))  # 2 trails and a default
    for points in ((5, 0, 0), (7, 0, 0), (5, 5, 1)):
        assert ("/state/penalties", "impossible_penalties", "BYGG-PEN-5") in codes(
            BYGG, replace(state, penalties=points)
        )
    reject = replace(state, options=BYGG.resolve_options({}, 3))
    assert ("/state/penalties", "impossible_penalties", "BYGG-PEN-4") in codes(
        BYGG, replace(reject, penalties=(7, 7, 4))
    )


def test_bygg_match_4_penalties_of_a_playoff_deal() -> None:
    """A three-player match's play-off between sides 0 and 2: two seats, both receivers."""
    sides = ((0,), (), (1,))
    assert not penalty_problems((0, 5), sides, single_deal=False, penalize=False)
    assert not penalty_problems((2, 5), sides, single_deal=False, penalize=True)
    assert [p.code for p in penalty_problems((2, 5), sides, False, False)] == [
        "impossible_penalties"
    ]


# -- G4: Glimne's mulle points ---------------------------------------------------------------


def test_mulle_g_8_mulle_points_are_twin_pairs_hand_values() -> None:
    def one_mulle(s: FishingState) -> bool:
        return in_play(s) and bool(s.mulle_points and any(s.mulle_points))

    state = reach(GLIMNE, one_mulle)
    assert state.mulle_points is not None
    seat = next(s for s, n in enumerate(state.mulle_points) if n)
    pairs = [c for c, n in Counter(state.captured[seat]).items() if n > 1]
    sums = {0}
    for card in pairs:
        sums |= {total + hand_value(card) for total in sums}
    impossible = next(n for n in range(1, 20) if n not in sums)
    points = tuple(impossible if s == seat else n for s, n in enumerate(state.mulle_points))
    pointer = f"/state/mulle_points/{seat}"
    assert (pointer, "impossible_mulle_points", "MULLE-G-8") in codes(
        GLIMNE, replace(state, mulle_points=points)
    )
    none = tuple(0 if s == seat else n for s, n in enumerate(state.mulle_points))
    assert not GLIMNE.check_state(replace(state, mulle_points=none))  # a pair taken otherwise


def test_mulle_g_8_one_mulle_per_play() -> None:
    pile = ("5C", "5C", "7H", "7H", "KD")
    assert _mulle_points_possible(pile, 12, Valuation.HANDTABLE, None)
    assert _mulle_points_possible(pile, 12, Valuation.HANDTABLE, 2)
    assert not _mulle_points_possible(pile, 12, Valuation.HANDTABLE, 1)
    assert _mulle_points_possible(pile, 7, Valuation.HANDTABLE, 1)
    assert not _mulle_points_possible(pile, 6, Valuation.HANDTABLE, None)
    assert _mulle_points_possible(("10D", "10D", "AS", "AS"), 30, Valuation.HANDTABLE, 2)
    assert not _mulle_points_possible(pile, 5, Valuation.HANDTABLE, 0)


# -- G5: build histories ---------------------------------------------------------------------


def with_build(state: FishingState, index: int, **changes: Any) -> FishingState:
    builds = list(state.table.builds)
    builds[index] = replace(builds[index], **changes)
    return replace(state, table=Table(state.table.cards, tuple(builds)))


def test_bygg_add_4_raise_1_no_raise_after_an_addition() -> None:
    def added(s: FishingState) -> bool:
        return in_play(s) and any(a.type == "add" for b in s.table.builds for a in b.history)

    state = reach(BYGG, added)
    index, build = next(
        (i, b) for i, b in enumerate(state.table.builds) if any(a.type == "add" for a in b.history)
    )
    history = (*build.history, BuildAction(build.history[-1].seat, "raise"))
    forged = with_build(state, index, history=history, creation_value=build.value - 2)
    pointer = f"/state/table/builds/{index}/history/{len(build.history)}/type"
    assert (pointer, "invalid_history", "BYGG-ADD-4") in codes(BYGG, forged)


def test_bygg_raise_2_build_5_each_raise_adds_two_to_thirteen() -> None:
    def simple(s: FishingState) -> bool:
        return in_play(s) and any(len(b.parts) == 1 and b.value >= 5 for b in s.table.builds)

    state = reach(BYGG, simple)
    index, build = next(
        (i, b) for i, b in enumerate(state.table.builds) if len(b.parts) == 1 and b.value >= 5
    )
    at = f"/state/table/builds/{index}/creation_value"
    raised = (*build.history, BuildAction(build.created_by, "raise"))
    by_one = with_build(state, index, history=raised, creation_value=build.value - 1)
    assert (at, "invalid_creation_value", "BYGG-RAISE-2") in codes(BYGG, by_one)
    three = (*build.history, *(BuildAction(build.created_by, "raise"),) * 3)
    small = with_build(state, index, history=three, creation_value=build.value - 4)
    assert (at, "invalid_creation_value", "BYGG-RAISE-2") in codes(BYGG, small)
    lowest = with_build(state, index, history=raised, creation_value=1)
    assert (at, "invalid_creation_value", "BYGG-BUILD-5") in codes(BYGG, lowest)
    fine = with_build(state, index, history=raised, creation_value=build.value - 2)
    assert not {c for c in codes(BYGG, fine) if c[0].startswith(f"/state/table/builds/{index}")}


def test_bygg_var_1_akf_25_one_raise_per_seat() -> None:
    def simple(s: FishingState) -> bool:
        return in_play(s) and any(len(b.parts) == 1 and b.value >= 6 for b in s.table.builds)

    options = {"raise_once_per_player": True}
    state = reach(BYGG, simple, options=options)
    index, build = next(
        (i, b) for i, b in enumerate(state.table.builds) if len(b.parts) == 1 and b.value >= 6
    )
    seat = 1 - build.created_by
    history = (build.history[0], BuildAction(seat, "raise"), BuildAction(seat, "raise"))
    twice = with_build(state, index, history=history, creation_value=build.value - 4)
    pointer = f"/state/table/builds/{index}/history/2/seat"
    assert (pointer, "invalid_history", "BYGG-VAR-1") in codes(BYGG, twice)
    plain = replace(twice, options=BYGG.resolve_options({}, 2))
    assert not {c for c in codes(BYGG, plain) if c[2] == "BYGG-VAR-1"}


# -- G6: a deal lost by a penalty scores nothing ---------------------------------------------


def test_bygg_pen_2_a_deal_lost_by_a_penalty_has_a_row_of_zeros() -> None:
    state = reach(
        BYGG,
        lambda s: s.ended_by == "penalty",
        options={"match": "single"},
        defaults=0.2,
    )
    assert state.match.history == ((0, 0),)
    match = replace(state.match, history=((4, 9),), scores=(4, 9))
    assert ("/state/match/history/0", "wrong_history", "BYGG-PEN-2") in codes(
        BYGG, replace(state, match=match)
    )


@pytest.mark.parametrize("game", [BYGG, GLIMNE], ids=lambda game: game.id)
def test_core_card_1_an_unknown_code_in_a_build_part_is_reported_not_summed(
    game: BuildingGame,
) -> None:
    # The build checks add up table values; a part holding a code of no card used to reach
    # them and crash (an HTTP 500) instead of being reported where it lies.
    state = reach(game, lambda s: in_play(s) and bool(s.table.builds))
    build = state.table.builds[0]
    forged_parts = (("x", *build.parts[0][1:]), *build.parts[1:])
    forged = replace(
        state,
        table=Table(
            state.table.cards, (replace(build, parts=forged_parts), *state.table.builds[1:])
        ),
    )
    found = codes(game, forged)
    assert ("/state/table/builds/0/parts/0/0", "invalid_card", None) in found
    assert all(code != "part_wrong_sum" for _pointer, code, _rule in found)


def test_bygg_match_4_a_match_without_scores_is_reported_not_judged() -> None:
    # The play-off seating (BYGG-MATCH-4) judges the match's scores; with none at all it used
    # to take the highest of nothing (an HTTP 500) instead of leaving the report to the
    # match's own check, which says the scores need one entry per side.
    state = reach(BYGG, in_play)
    forged = replace(state, match=replace(state.match, scores=()))
    assert ("/state/match/scores", "wrong_length", None) in codes(BYGG, forged)

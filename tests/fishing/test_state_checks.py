"""check_state refuses states no play can reach, found by counting each seat's plays this deal
(Dealing.plays_made): a forged last_play (KAS-VAR-8/AKF-10, CORE-TURN-1), penalties, tabbes,
mulles or piles beyond the plays made (MISAR-FORCE-2, CORE-TABBE-1, MULLE-S-7, CORE-CAP-6), an
unrecorded sweep (CORE-TABBE-1), a Finnish sweep at 10 (FIN-SWEEP-4) and negative deal rows
(CORE-SCORE-4). Each case tampers one field of a state reached by random legal play."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from service.core.verdict import InvalidInput
from service.games.fishing.dragkasino import DRAGKASINO
from service.games.fishing.engine import FishingGame
from service.games.fishing.finnish import FINNISH
from service.games.fishing.kasino import KASINO
from service.games.fishing.match import continue_match
from service.games.fishing.misar import MISAR
from service.games.fishing.mulle import MULLE
from service.games.fishing.state import FishingMove, FishingState, LastPlay, Phase
from tests.fishing.positions import position

GAMES = (KASINO, MISAR, DRAGKASINO, FINNISH, MULLE)


def reach(
    game: FishingGame,
    found: Callable[[FishingState], bool],
    players: int = 2,
    options: dict[str, Any] | None = None,
) -> FishingState:
    """The first state of random play (over seeds and deals) for which ``found`` holds."""
    for seed in range(200):
        state = game.deal(players, game.resolve_options(options or {}, players), 0, seed)
        rng = random.Random(seed)
        while True:
            while state.phase is Phase.PLAY:
                assert not game.check_state(state)
                if found(state):
                    return state
                moves = [m for m in game.legal_moves(state, 200).moves if not m.announce_out]
                state = game.apply(state, rng.choice(moves)).state
            if state.match.over:
                break
            state = game.next_deal(state)
    raise AssertionError("no such state in 200 seeds")


def codes(game: FishingGame, state: FishingState) -> set[tuple[str, str, str | None]]:
    return {(p.pointer, p.code, p.rule) for p in game.check_state(state)}


def after_trail(state: FishingState) -> bool:
    play = state.last_play
    return play is not None and not play.captured and state.last_capturer is not None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_core_turn_1_kas_var_8_last_play_is_the_previous_seats(game: FishingGame) -> None:
    state = reach(game, after_trail, players=3)
    play = state.last_play
    assert play is not None
    forged = replace(state, last_play=replace(play, player=state.to_move))
    assert ("/state/last_play/player", "wrong_last_play", "CORE-TURN-1") in codes(game, forged)
    hand_card = state.hands[0][0]
    assert ("/state/last_play/card", "wrong_last_play", "CORE-TRAIL-1") in codes(
        game, replace(state, last_play=replace(play, card=hand_card))
    )
    assert ("/state/last_play/tabbe", "wrong_last_play", "CORE-TABBE-1") in codes(
        game, replace(state, last_play=replace(play, tabbe=True))
    )
    seat = state.last_capturer
    assert seat is not None
    pile = state.captured[seat]
    made_up = LastPlay(seat, pile[0], (pile[1],), False)  # a capture that was not the last play
    assert ("/state/last_play/player", "wrong_last_play", "CORE-TURN-1") in codes(
        game, replace(state, last_play=made_up)
    ) or seat == play.player
    assert not game.check_state(replace(state, last_play=None))  # last_play is optional


def test_kas_var_8_forged_capture_cannot_open_an_announcement() -> None:
    state = reach(KASINO, after_trail, players=3, options={"announce_out": True, "target": 3})
    seat = state.last_capturer
    assert seat is not None and state.last_play is not None and seat != state.last_play.player
    pile = state.captured[seat]
    forged = replace(state, last_play=LastPlay(seat, pile[0], pile[1:2], False))
    assert ("/state/last_play/player", "wrong_last_play", "CORE-TURN-1") in codes(KASINO, forged)


def test_core_cap_6_last_capture_cards_are_in_the_pile() -> None:
    state = reach(KASINO, lambda s: bool(s.last_play and s.last_play.captured))
    play = state.last_play
    assert play is not None
    elsewhere = state.hands[state.to_move or 0][0]
    forged = replace(state, last_play=replace(play, captured=(elsewhere,)))
    assert ("/state/last_play/captured", "wrong_last_play", "CORE-CAP-6") in codes(KASINO, forged)


def test_misar_force_2_penalties_at_most_five_per_play() -> None:
    options = {"enforcement": "penalize"}
    opening = reach(MISAR, lambda s: s.last_play is None, options=options)
    assert ("/state/penalties/0", "impossible_penalties", "MISAR-FORCE-2") in codes(
        MISAR, replace(opening, penalties=(500, 0))
    )
    one = reach(MISAR, lambda s: s.last_play is not None, options=options)
    assert one.last_play is not None
    seat = one.last_play.player
    penalties = tuple(5 * (s == seat) for s in range(2))
    assert not MISAR.check_state(replace(one, penalties=penalties))
    assert (f"/state/penalties/{seat}", "impossible_penalties", "MISAR-FORCE-2") in codes(
        MISAR, replace(one, penalties=tuple(10 * (s == seat) for s in range(2)))
    )


@pytest.mark.parametrize("game", [KASINO, MISAR, DRAGKASINO, MULLE], ids=lambda g: g.id)
def test_core_tabbe_1_tabbar_at_most_one_per_play(game: FishingGame) -> None:
    def first_big_capture(s: FishingState) -> bool:
        p = s.last_play
        return bool(p and len(p.captured) >= 3 and not p.tabbe and len(s.captured[p.player]) >= 4)

    state = reach(game, first_big_capture)
    assert state.last_play is not None
    seat = state.last_play.player
    plays = game.variant.dealing.plays_made(state, len(game.deck))
    tabbar = tuple((plays[seat] + 1) * (s == seat) for s in range(2))
    if 2 * tabbar[seat] <= len(state.captured[seat]):
        assert (f"/state/tabbar/{seat}", "impossible_tabbar", "CORE-TABBE-1") in codes(
            game, replace(state, tabbar=tabbar)
        )


@pytest.mark.parametrize("game", [KASINO, MISAR, DRAGKASINO, MULLE], ids=lambda g: g.id)
def test_core_tabbe_1_an_empty_table_in_play_was_a_recorded_sweep(game: FishingGame) -> None:
    state = reach(game, lambda s: bool(s.last_play and s.last_play.tabbe))
    seat = state.last_capturer
    assert seat is not None and state.tabbar[seat]
    unrecorded = replace(state, tabbar=(0,) * state.players, last_play=None)
    assert (f"/state/tabbar/{seat}", "impossible_tabbar", "CORE-TABBE-1") in codes(game, unrecorded)


def test_mulle_s_7_mulles_at_most_one_per_play_and_the_last_one_counted() -> None:
    state = reach(
        MULLE, lambda s: bool(s.last_play and s.last_play.captured == (s.last_play.card,))
    )
    assert state.mulles is not None and state.last_play is not None
    seat = state.last_play.player
    plays = MULLE.variant.dealing.plays_made(state, len(MULLE.deck))
    none = replace(state, mulles=(0,) * state.players)
    assert (f"/state/mulles/{seat}", "impossible_mulles", "MULLE-S-7") in codes(MULLE, none)
    too_many = tuple(n + (plays[seat] + 1) * (s == seat) for s, n in enumerate(state.mulles))
    assert any(
        p.code == "impossible_mulles" for p in MULLE.check_state(replace(state, mulles=too_many))
    )


def test_core_cap_6_a_seat_that_has_not_played_has_no_pile() -> None:
    def first_trail(s: FishingState) -> bool:
        return s.round == 1 and sum(map(len, s.hands)) == 11 and s.last_play is not None

    state = reach(KASINO, first_trail, players=3)
    seat = state.to_move  # the deal's first play was just made: this seat has not played
    assert seat is not None
    cards = state.table.cards[:2]
    moved = replace(
        state,
        table=replace(state.table, cards=state.table.cards[2:]),
        captured=tuple(tuple(cards) * (s == seat) for s in range(3)),
        last_capturer=seat,
        last_play=None,
    )
    assert (f"/state/captured/{seat}", "wrong_captured", "CORE-CAP-6") in codes(KASINO, moved)


def test_fin_sweep_4_no_sweep_recorded_in_a_deal_begun_at_ten() -> None:
    state = reach(FINNISH, lambda s: max(s.match.scores) >= 10)
    forged = replace(state, tabbar=(1, 0))
    assert ("/state/tabbar", "uncounted_sweeps", "FIN-SWEEP-4") in codes(FINNISH, forged)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_core_score_4_no_negative_deal_rows(game: FishingGame) -> None:
    options = {"target": 40} if game is MULLE else {"match": "elimination"} if game is MISAR else {}
    state = reach(game, lambda s: s.match.deal_number == 2, options=options)
    row = (-3, 3 + sum(state.match.history[0]))
    match = replace(state.match, history=(row,), scores=row)
    assert ("/state/match/history/0/0", "negative_points", "CORE-SCORE-4") in codes(
        game, replace(state, match=match)
    )
    rules = game.rules(state.options).match
    with pytest.raises(InvalidInput) as refused:
        continue_match(rules, 2, 2, 1, [row])
    assert [p.code for p in refused.value.problems] == ["negative_points"]


def test_core_deal_5_a_deal_ended_by_a_claim_keeps_its_hands_as_play_left_them() -> None:
    """An announcement (KAS-VAR-8) or an immediate win (FIN-MATCH-1) stops the deal at some
    turn: its round, stock and hands are what that turn left, though nobody is to move."""
    state = position(
        ["5H"],
        ["5S", "2D"],
        options={"announce_out": True},
        scores=(13, 0),
        piles={0: ["10D", "AS"]},
        rest_to=1,
        round=2,
    )
    ended = KASINO.apply(state, FishingMove(0, announce_out=True)).state
    assert ended.ended_by == "announce_out" and not KASINO.check_state(ended)
    dealt_more = replace(
        ended, hands=(ended.hands[0] + ended.stock[:2], ended.hands[1]), stock=ended.stock[2:]
    )
    assert codes(KASINO, dealt_more) == {("/state/hands", "wrong_hands", "CORE-DEAL-5")}


def test_fin_match_1_a_win_by_a_rounds_last_capture_comes_before_the_next_deal() -> None:
    """The capture that empties the hands wins before the next round is dealt: empty hands
    and the stock of that round are a sound state, random play of low targets finds them."""
    found = 0
    for seed in range(40):
        options = FINNISH.resolve_options({"target": 2}, 2)
        state = FINNISH.deal(2, options, seed % 2, seed)
        rng = random.Random(seed)
        while state.phase is Phase.PLAY:
            state = FINNISH.apply(state, rng.choice(FINNISH.legal_moves(state, 300).moves)).state
        assert not FINNISH.check_state(state), seed
        found += state.ended_by == "immediate_win" and not any(state.hands) and bool(state.stock)
    assert found

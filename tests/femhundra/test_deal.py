"""Deck, deal, dealer rotation, options (R500-SETUP-1, R500-DECK-1, R500-DEAL-*, R500-TURN-1)."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from service.core.deal import derive_seed
from service.core.verdict import InvalidInput, NotApplicable
from service.games.femhundra.cards import JOKER, deck
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions, Scoring
from service.games.femhundra.state import FemhundraState, MatchState, Phase

from .builders import build, legal

STOCK = {2: 32, 3: 31, 4: 24, 5: 22, 6: 16}  # R500-DEAL-3, with the joker
STOCK_SEVEN = {2: 38, 3: 31, 4: 24, 5: 17, 6: 10}


def deal(players: int, seed: int = 11, dealer: int = 0, **raw: Any) -> FemhundraState:
    return FEMHUNDRA.deal(players, FEMHUNDRA.resolve_options(raw, players), dealer, seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_1_two_to_six_players(players: int) -> None:
    state = FEMHUNDRA.deal(players, FemhundraOptions(), 0, 5)
    assert FEMHUNDRA.check_state(state) == []
    assert FEMHUNDRA.player_counts == (2, 3, 4, 5, 6)


@pytest.mark.parametrize("players", [0, 1, 7])
def test_setup_1_other_counts_refused(players: int) -> None:
    with pytest.raises(InvalidInput) as refused:
        FEMHUNDRA.deal(players, FemhundraOptions(), 0, 5)
    assert refused.value.problems[0].rule == "R500-SETUP-1"
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 0, 5)
    problems = FEMHUNDRA.check_state(replace(state, players=players))
    assert problems[0].pointer == "/state/players"
    assert problems[0].rule == "R500-SETUP-1"


def test_deck_1_fifty_three_cards_each_once() -> None:
    state = FEMHUNDRA.deal(4, FemhundraOptions(), 0, 99)
    cards = [c for hand in state.hands for c in hand] + list(state.stock) + list(state.pile)
    assert sorted(cards) == sorted(deck(True))
    assert len(set(cards)) == 53 and JOKER in cards


def test_deck_1_var_1_fifty_two_without_joker() -> None:
    state = FEMHUNDRA.deal(4, FemhundraOptions(use_joker=False), 0, 99)
    cards = [c for hand in state.hands for c in hand] + list(state.stock) + list(state.pile)
    assert len(cards) == len(set(cards)) == 52 and JOKER not in cards


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_deal_1_hand_sizes(players: int, size: int) -> None:
    state = FEMHUNDRA.deal(players, FemhundraOptions(), 0, 3)
    assert [len(hand) for hand in state.hands] == [size] * players


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_deal_1_var_2_seven_cards_always(players: int) -> None:
    state = FEMHUNDRA.deal(players, FemhundraOptions(seven_cards_always=True), 0, 3)
    assert [len(hand) for hand in state.hands] == [7] * players
    assert len(state.stock) == STOCK_SEVEN[players]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("joker", [True, False])
def test_deal_2_3_stock_and_up_card(players: int, joker: bool) -> None:
    state = FEMHUNDRA.deal(players, FemhundraOptions(use_joker=joker), 1, 3)
    assert len(state.stock) == STOCK[players] - (0 if joker else 1)
    assert len(state.pile) == 1  # the up-card starts the pile
    assert state.phase is Phase.DRAW and state.table == ()


def test_deal_is_reproducible_and_seed_dependent() -> None:
    first = FEMHUNDRA.deal(4, FemhundraOptions(), 2, 123456789)
    assert first == FEMHUNDRA.deal(4, FemhundraOptions(), 2, 123456789)
    assert first.hands != FEMHUNDRA.deal(4, FemhundraOptions(), 2, 123456790).hands


def test_deal_is_the_same_under_any_hash_seed() -> None:
    code = (
        "from service.games.femhundra.game import FEMHUNDRA;"
        "from service.games.femhundra.options import FemhundraOptions;"
        "s = FEMHUNDRA.deal(5, FemhundraOptions(), 0, 2024);"
        "print(s.hands, s.stock, s.pile)"
    )
    root = Path(__file__).resolve().parents[2]
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            cwd=root,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        ).stdout
        for hash_seed in ("0", "1", "4242")
    }
    assert len(outputs) == 1


def test_turn_1_forehand_is_left_of_dealer_and_play_is_clockwise() -> None:
    state = FEMHUNDRA.deal(4, FemhundraOptions(), 2, 8)
    assert state.to_move == 3 and state.forehand == 3  # A500-01
    state = legal(state, "draw", 3, source="stock")
    state = legal(state, "discard", 3, card=state.hands[3][0])
    assert state.to_move == 0 and state.turn.number == 1
    bad = replace(state, to_move=2)
    problems = FEMHUNDRA.check_state(bad)
    assert [(p.pointer, p.rule) for p in problems] == [("/state/to_move", "R500-TURN-1")]


def test_deal_4_match_starts_at_zero_and_next_deal_rotates() -> None:
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 0, 77)
    assert state.match == MatchState(seed=77, scores=(0, 0, 0))
    over = build(
        players=3, hands={0: ["JS", "JH", "JD"]}, dealer=0, match={"seed": 77, "scores": [0, 0, 0]}
    )
    over = legal(over, "meld", 0, cards=["JS", "JH", "JD"])
    nxt = FEMHUNDRA.next_deal(over)
    assert nxt.dealer == 1 and nxt.to_move == 2  # A500-01: the deal passes clockwise
    assert nxt.match.deal_number == 2
    assert nxt.match.scores == over.match.scores and nxt.match.history == over.match.history
    assert nxt.seed == derive_seed(77, "deal", 2)
    assert FEMHUNDRA.check_state(nxt) == []


def test_next_deal_not_applicable() -> None:
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 0, 77)
    with pytest.raises(NotApplicable) as early:
        FEMHUNDRA.next_deal(state)
    assert early.value.code == "deal_not_over"
    over = build(
        players=2,
        hands={0: ["JS", "JH", "JD"]},
        match={"seed": 1, "scores": [480, 0], "history": [[480, 0]], "deal_number": 2},
    )
    over = legal(over, "meld", 0, cards=["JS", "JH", "JD"])
    assert over.match.over and over.match.winners == (0,)
    with pytest.raises(NotApplicable) as late:
        FEMHUNDRA.next_deal(over)
    assert late.value.code == "match_over"


def test_deal_continues_a_match_given_as_plain_data() -> None:
    match = {"seed": 5, "deal_number": 3, "scores": [40, -10], "history": [[20, 0], [20, -10]]}
    state = FEMHUNDRA.deal(2, FemhundraOptions(), 1, 9, match=match)
    assert state.match.scores == (40, -10) and state.match.deal_number == 3
    assert FEMHUNDRA.check_state(state) == []
    with pytest.raises(InvalidInput):
        FEMHUNDRA.deal(2, FemhundraOptions(), 1, 9, match={"seed": "x"})


def test_options_are_declared_typed_and_strict() -> None:
    specs = {spec.name: spec for spec in FEMHUNDRA.option_specs}
    assert {name: spec.rule for name, spec in specs.items()} == {
        "use_joker": "R500-VAR-1",
        "seven_cards_always": "R500-VAR-2",
        "round_the_corner": "R500-VAR-3",
        "scoring": "R500-VAR-4",
        "taget": "R500-VAR-5",
    }
    assert FEMHUNDRA.resolve_options({}, 3) == FemhundraOptions()
    resolved = FEMHUNDRA.resolve_options({"scoring": "collect", "taget": True}, 3)
    assert resolved.scoring is Scoring.COLLECT and resolved.taget
    for raw in ({"target": 300}, {"use_joker": "yes"}, {"scoring": "points"}, {"taget": 1}):
        with pytest.raises(InvalidInput) as refused:
            FEMHUNDRA.resolve_options(raw, 3)
        assert refused.value.problems[0].pointer.startswith("/options/")


def test_deal_refuses_bad_dealer_and_seed() -> None:
    with pytest.raises(InvalidInput) as refused:
        FEMHUNDRA.deal(3, FemhundraOptions(), 3, -1)
    assert [p.pointer for p in refused.value.problems] == ["/dealer", "/seed"]

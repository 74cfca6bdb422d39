"""The match to 500 (R500-GAME-*, R500-DEAL-4, A500-19)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.verdict import InvalidInput
from service.games.femhundra.dealing import continue_match
from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.scoring import decide, deciding_hand
from service.games.femhundra.state import MatchState

from .builders import build, legal, move


@pytest.mark.parametrize(
    ("scores", "hand", "out", "result"),
    [
        ((499, 300, 0), (80, 0, 0), 0, (False, None, None)),
        ((530, 300, 0), (80, 0, 0), 0, (True, (0,), "target")),
        ((520, 510, 0), (60, 30, 0), 0, (True, (0,), "total")),
        ((505, 540, 0), (90, 40, 0), 0, (True, (1,), "total")),
        ((520, 520, 0), (60, 40, 0), 1, (True, (1,), "went_out")),
        ((520, 520, 0), (60, 40, 80), 2, (True, (0,), "hand_score")),
        ((520, 520, 0), (50, 50, 80), 2, (True, (0, 1), "shared")),
    ],
)
def test_game_1_2_3_who_wins(
    scores: tuple[int, ...], hand: tuple[int, ...], out: int, result: tuple[object, ...]
) -> None:
    assert decide(scores, hand, out) == result


def test_game_1_the_match_ends_after_the_hand_that_reaches_500() -> None:
    s = build(
        players=3,
        to_move=0,
        hands={0: ["JS", "JH", "JD"]},
        # melded earlier: +40 on the table, so the hand holds 3 of the 8 cards (R500-DEAL-1)
        table=[
            {"owner": 0, "cards": ["4S", "4H", "4D", "4C"]},
            {"owner": 0, "cards": ["5S", "5H", "5D", "5C"]},
        ],
        match={"seed": 3, "deal_number": 2, "scores": [410, 470, 0], "history": [[410, 470, 0]]},
    )
    over = legal(s, "meld", 0, cards=["JS", "JH", "JD"])  # 410 + 40 + 30 + 50 (bonus)
    assert over.match.over and over.match.winners == (0,) and over.match.decided_by == "target"
    assert over.match.scores[0] == 530 and len(over.match.history) == 2
    standing = FEMHUNDRA.score(over).standing
    assert standing.over and standing.rule == "R500-GAME-2" and standing.deal_number == 2


def test_game_1_a_hand_in_play_cannot_carry_a_finished_match() -> None:
    s = build(
        players=3,
        match={"seed": 3, "deal_number": 2, "scores": [510, 0, 0], "history": [[510, 0, 0]]},
        check=False,
    )
    assert [p.rule for p in FEMHUNDRA.check_state(s)] == ["R500-GAME-1"]


def test_deal_4_the_sheet_adds_up() -> None:
    s = build(
        players=3,
        match={"seed": 3, "deal_number": 2, "scores": [40, 0, 0], "history": [[30, 0, 0]]},
        check=False,
    )
    assert [(p.pointer, p.rule) for p in FEMHUNDRA.check_state(s)] == [
        ("/state/match/scores", "R500-DEAL-4")
    ]
    over = legal(
        build(players=3, to_move=0, hands={0: ["JS", "JH", "JD"]}),
        "meld",
        0,
        cards=["JS", "JH", "JD"],
    )
    wrong = replace(over, match=replace(over.match, history=((0, 0, 0),), scores=(0, 0, 0)))
    assert "R500-SCORE-1" in [p.rule for p in FEMHUNDRA.check_state(wrong)]


# -- a match some row of the history already decided (R500-GAME-1) ---------------------------


@pytest.mark.parametrize(
    ("history", "row"),
    [
        ([[520, 100]], 0),
        ([[300, 200], [250, 310]], 1),  # both over 500: still decided by that row
        ([[300, 300], [200, 200]], 1),  # a tie at 500 ends the match too (R500-GAME-3)
        ([[520, 0], [-100, 0]], 0),  # back under 500 later: the first to reach it had won
        ([[100, 0, 0], [0, 450, 0], [0, 60, -500]], 2),
    ],
)
def test_game_1_no_hand_is_dealt_after_the_match_was_decided(
    history: list[list[int]], row: int
) -> None:
    players = len(history[0])
    scores = [sum(column) for column in zip(*history, strict=True)]
    match = {"seed": 5, "deal_number": len(history) + 1, "scores": scores, "history": history}
    with pytest.raises(InvalidInput) as refused:
        FEMHUNDRA.deal(players, FemhundraOptions(), 0, 9, match=match)
    assert [(p.pointer, p.code, p.rule) for p in refused.value.problems] == [
        (f"/match/history/{row}", "match_over", "R500-GAME-1")
    ]
    assert deciding_hand(history) == row
    with pytest.raises(InvalidInput):
        continue_match(players, 5, history)


def test_game_1_the_decision_row_by_row_is_decide_applied_to_running_totals() -> None:
    assert deciding_hand([]) is None
    assert deciding_hand([[499, 499], [0, 0]]) is None
    assert deciding_hand([[499, 499], [1, -50]]) == 1
    assert deciding_hand([[600, 0], [-200, 0], [200, 0]]) == 0


def test_deal_4_a_match_just_short_of_500_continues() -> None:
    state = FEMHUNDRA.deal(2, FemhundraOptions(), 0, 9, match=continue_match(2, 5, [[499, 0]]))
    assert state.match.deal_number == 2 and state.match.scores == (499, 0)
    assert FEMHUNDRA.check_state(state) == []
    fresh = continue_match(3, 5, [])
    assert fresh == MatchState(seed=5, scores=(0, 0, 0))


def test_deal_4_the_sheet_must_have_one_score_per_player_in_every_row() -> None:
    with pytest.raises(InvalidInput) as ragged:
        continue_match(2, 5, [[1, 2], [3], [4, 5, 6]])
    assert [(p.pointer, p.code) for p in ragged.value.problems] == [
        ("/match/history/1", "wrong_length"),
        ("/match/history/2", "wrong_length"),
    ]
    plain = {"seed": 5, "deal_number": 3, "scores": [4, 2], "history": [[1, 2], [3]]}
    with pytest.raises(InvalidInput) as engine:
        FEMHUNDRA.deal(2, FemhundraOptions(), 0, 9, match=plain)
    assert [(p.pointer, p.code) for p in engine.value.problems] == [
        ("/match/history/1", "wrong_length")
    ]
    short = {"seed": 5, "deal_number": 2, "scores": [3], "history": [[1, 2]]}
    with pytest.raises(InvalidInput) as scores:
        FEMHUNDRA.deal(2, FemhundraOptions(), 0, 9, match=short)
    assert [(p.pointer, p.code) for p in scores.value.problems] == [
        ("/match/scores", "wrong_length")
    ]


def test_deal_4_the_engine_deals_only_in_a_consistent_match() -> None:
    def refused(**fields: object) -> list[tuple[str, str]]:
        match = {"seed": 5, "deal_number": 2, "scores": [30, 0], "history": [[30, 0]], **fields}
        with pytest.raises(InvalidInput) as error:
            FEMHUNDRA.deal(2, FemhundraOptions(), 0, 9, match=match)
        return [(p.pointer, p.code) for p in error.value.problems]

    assert refused(scores=[520, 100]) == [("/match/scores", "wrong_total")]
    assert refused(deal_number=5) == [("/match/deal_number", "wrong_deal_number")]
    assert refused(over=True) == [("/match/over", "match_over")]
    assert refused(winners=[0]) == [("/match/winners", "wrong_result")]
    assert refused(target=300) == [("/match/target", "wrong_target")]


def test_game_1_check_state_refuses_a_hand_after_the_deciding_one() -> None:
    playing = build(
        players=2,
        match={"seed": 3, "deal_number": 3, "scores": [420, 0], "history": [[520, 0], [-100, 0]]},
        check=False,
    )
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(playing)] == [
        ("/state/match/history/0", "match_over", "R500-GAME-1")
    ]
    s = build(
        players=2,
        to_move=0,
        hands={0: ["JS", "JH", "JD"]},
        match={"seed": 3, "deal_number": 3, "scores": [420, 0], "history": [[520, 0], [-100, 0]]},
        check=False,
    )
    step = move("meld", 0, cards=["JS", "JH", "JD"])
    finished = FEMHUNDRA.apply(s, step).state  # a finished hand after the deciding one
    assert ("/state/match/history/0", "match_over") in [
        (p.pointer, p.code) for p in FEMHUNDRA.check_state(finished)
    ]

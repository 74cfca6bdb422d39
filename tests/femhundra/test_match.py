"""The match to 500 (R500-GAME-*, R500-DEAL-4, A500-19)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.scoring import decide

from .builders import build, legal


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
        match={"seed": 3, "deal_number": 2, "scores": [450, 470, 0], "history": [[450, 470, 0]]},
    )
    over = legal(s, "meld", 0, cards=["JS", "JH", "JD"])
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

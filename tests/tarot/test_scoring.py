"""Deal scores and matches (R800-PTS-*, R800-LAST-1, R800-SCORE-1, R800-DEAL-4/5, R800-WIN-*,
R1000-*, R150-*, RFJB-*)."""

from __future__ import annotations

import pytest

from service import create_app
from service.core.verdict import InvalidInput, NotApplicable
from service.games.tarot.deck import half_points
from service.games.tarot.match import (
    DealResult,
    fjabbe_losers,
    settle_fjabbe,
    settle_target,
)
from service.games.tarot.state import (
    Declaration,
    Declare,
    MatchState,
    Phase,
    Play,
    SequenceDecl,
    SequenceKind,
    TarotState,
)
from tests.tarot.builders import build, game

G = game("800")


def last_trick_800(declarations: tuple[Declaration, ...] = ()) -> TarotState:
    """Trick 15 of an 800 deal: seat 1 leads KS and wins it."""
    return build(
        "800",
        hands={1: ["KS"], 2: ["7S"], 3: ["8S"], 0: ["9S"]},
        tricks_won=[4, 3, 4, 3],
        last_winner=3,
        declarations=declarations,
    )


def finish(game_id: str, state: TarotState, cards: list[tuple[int, str]]) -> TarotState:
    g = game(game_id)
    for seat, card in cards:
        state = g.apply(state, Play(seat, card)).state
    return state


def test_800_deal_scores_93_with_the_last_trick() -> None:
    """R800-SCORE-1 / R800-PTS-3 / R800-PTS-5 / R800-LAST-1 / R800-DEAL-4."""
    end = finish("800", last_trick_800(), [(3, "8S"), (0, "9S"), (1, "KS"), (2, "7S")])
    assert end.phase is Phase.DEAL_OVER and end.to_move is None
    report = G.score(end)
    last = [i for i in report.items if i.code == "last_trick"]
    assert [(i.side, i.points, i.rule) for i in last] == [(1, 6, "R800-LAST-1")]
    cards = [i for i in report.items if i.code in ("card_points", "discards")]
    assert sum(i.points for i in cards) == 87
    discards = [i for i in report.items if i.code == "discards"]
    assert [(i.side, i.rule, i.seat) for i in discards] == [(0, "R800-DEAL-4", 0)]
    assert sum(report.totals) == 93
    assert report.totals == end.match.scores
    assert report.sides == ((0, 2), (1, 3))


def test_score_needs_a_finished_deal() -> None:
    with pytest.raises(NotApplicable) as raised:
        G.score(last_trick_800())
    assert raised.value.code == "deal_not_over"


def test_dealer_side_without_a_trick_loses_its_discards() -> None:
    """R800-DEAL-5: the dealer's side won nothing: its discards count for the opponents."""
    state = build(
        "800",
        hands={1: ["KS"], 2: ["7S"], 3: ["8S"], 0: ["9S"]},
        tricks_won=[0, 7, 0, 7],
        last_winner=3,
    )
    end = finish("800", state, [(3, "8S"), (0, "9S"), (1, "KS"), (2, "7S")])
    report = G.score(end)
    discards = [i for i in report.items if i.code.startswith("discards")]
    assert [(i.side, i.rule, i.code) for i in discards] == [(1, "R800-DEAL-5", "discards_lost")]
    assert report.totals[0] == 0 and report.totals[1] == 93


def test_1000_each_player_counts_his_discards_unless_trickless() -> None:
    """R1000-3 / R1000-7: both discards count, 93 in all; R1000-8 (A800-06): a trickless
    player's discards go to the opponent."""
    g = game("1000")
    state = build("1000", hands={1: ["KS"], 0: ["7S"]}, tricks_won=[10, 9], last_winner=0)
    end = finish("1000", state, [(0, "7S"), (1, "KS")])
    report = g.score(end)
    assert sum(report.totals) == 93
    kept = sorted((i.seat, i.side, i.rule) for i in report.items if i.code == "discards")
    assert kept == [(0, 0, "R1000-3"), (1, 1, "R1000-3")]
    alone = build("1000", hands={0: ["KS"], 1: ["7S"]}, tricks_won=[19, 0], last_winner=0)
    end = finish("1000", alone, [(0, "KS"), (1, "7S")])
    lost = [(i.seat, i.side, i.rule) for i in g.score(end).items if i.code.startswith("discards")]
    assert sorted(lost) == [(0, 0, "R1000-3"), (1, 0, "R1000-8")]


def test_150_counts_only_the_cards_in_play() -> None:
    """R150-3 / R150-4: the 30 cards out count for nobody; total = their complement + 6."""
    g = game("150")
    state = build("150", hands={1: ["KS"], 0: ["7S"]}, tricks_won=[7, 7], last_winner=0)
    end = finish("150", state, [(0, "7S"), (1, "KS")])
    report = g.score(end)
    in_play = 174 - sum(half_points(c) for c in end.stock)
    assert sum(report.totals) == in_play // 2 + 6


def test_declaration_points_join_the_deal_score() -> None:
    """R800-SCORE-1 / R800-DECL-3 / R800-DECL-4: declarations are added to the side."""
    declaration = Declaration(
        1, (("KH", "KD", "KC"),), (SequenceDecl(SequenceKind.TRUMP, ("T20", "T19", "T18")),)
    )
    state = last_trick_800(declarations=(declaration,))
    end = finish("800", state, [(3, "8S"), (0, "9S"), (1, "KS"), (2, "7S")])
    report = G.score(end)
    assert sum(report.totals) == 93 + 27
    assert {(i.rule, i.side, i.seat, i.points) for i in report.items if i.seat == 1} >= {
        ("R800-SET-2", 1, 1, 17),
        ("R800-SEQ-2", 1, 1, 10),
    }


def test_reaching_the_target_while_declaring_wins_at_once() -> None:
    """R800-WIN-2 / R800-DECL-8 (A800-23), EX800-W01: 790 + 10 = 800 ends the game there."""
    hand = [
        "T20",
        "T19",
        "T18",
        "KS",
        "7S",
        "8S",
        "9S",
        "6S",
        "AS",
        "7H",
        "8H",
        "9H",
        "10H",
        "6H",
        "AH",
    ]
    state = build("800", hands={1: hand}, scores=[0, 790])
    move = Declare(1, sequences=(SequenceDecl(SequenceKind.TRUMP, ("T20", "T19", "T18")),))
    outcome = G.apply(state, move)
    end = outcome.state
    assert end.phase is Phase.DEAL_OVER and end.ended_by == "declaration"
    assert end.match.over and end.match.winners == (1,) and end.match.decided_by == "declaration"
    assert end.match.scores == (0, 800)
    assert G.check_state(end) == []
    report = G.score(end)
    assert report.totals == (0, 10) and report.standing.rule == "R800-WIN-2"
    short = build("800", hands={1: hand}, scores=[0, 789])
    move = Declare(1, sequences=(SequenceDecl(SequenceKind.TRUMP, ("T20", "T19", "T18")),))
    assert not G.apply(short, move).state.match.over


@pytest.mark.parametrize(
    ("before", "deal", "over", "winners"),
    [
        ((700, 790), (50, 5), False, None),  # R800-WIN-1: nobody at 800
        ((700, 790), (50, 15), True, (1,)),  # exactly one side reaches it
        ((780, 790), (60, 45), True, (0,)),  # both: more points wins
        ((780, 790), (40, 30), False, None),  # R800-WIN-3 (A800-22): equal totals, play on
    ],
)
def test_race_to_800(
    before: tuple[int, int], deal: tuple[int, int], over: bool, winners: tuple[int, ...] | None
) -> None:
    """R800-WIN-1 / R800-WIN-3."""
    match = MatchState(seed=1, target=800, scores=before, history=(before,), deal_number=2)
    after = settle_target(match, DealResult(deal, (7, 8)))
    assert (after.over, after.winners) == (over, winners)
    assert after.scores == (before[0] + deal[0], before[1] + deal[1])


@pytest.mark.parametrize(("game_id", "target"), [("1000", 1000), ("150", 150), ("800", 800)])
def test_targets(game_id: str, target: int) -> None:
    """R1000-1 / R150-1 / R800-WIN-1: the fixed targets."""
    g = game(game_id)
    state = g.deal(g.variant.players, g.resolve_options({}, g.variant.players), 0, 5)
    assert state.match.target == target


@pytest.mark.parametrize(
    ("totals", "tricks", "losers"),
    [
        ((10, 30, 20, 33), (2, 3, 2, 3), (3,)),  # RFJB-5: the most points loses
        ((10, 33, 20, 33), (2, 3, 2, 3), (1, 3)),  # ties for most all lose (A800-26)
        ((10, 30, 20, 33), (0, 4, 3, 3), (0,)),  # a trickless player loses instead
        ((0, 30, 0, 63), (0, 4, 0, 6), (0, 2)),
    ],
)
def test_fjabbe_losers(
    totals: tuple[int, ...], tricks: tuple[int, ...], losers: tuple[int, ...]
) -> None:
    """RFJB-5 (A800-26)."""
    assert fjabbe_losers(DealResult(totals, tricks)) == losers


@pytest.mark.parametrize(
    ("losses", "over", "winners"),
    [
        ((2, 2, 0, 1), False, None),
        ((3, 2, 0, 1), False, None),
        ((3, 3, 0, 1), True, (2,)),  # RFJB-6: two players with three losses
        ((5, 1, 1, 2), True, (1, 2)),  # one player with five; fewest losses rank first
    ],
)
def test_fjabbe_match_end(losses: tuple[int, ...], over: bool, winners: tuple[int, ...]) -> None:
    """RFJB-6 (A800-26)."""
    before = tuple(n - (1 if i == 0 else 0) for i, n in enumerate(losses))
    match = MatchState(seed=1, target=None, scores=before, history=(before,), deal_number=2)
    after = settle_fjabbe(match, DealResult((40, 1, 2, 3), (3, 3, 2, 2)))
    assert after.scores == losses
    assert (after.over, after.winners) == (over, winners)


def test_fjabbe_deal_each_for_himself() -> None:
    """RFJB-1 / RFJB-3 / RFJB-4: four sides of one; declaration, card and last-trick points
    count against the player; the report names the losers."""
    g = game("fjabbe")
    declaration = Declaration(1, (("KH", "KD", "KC"),), ())
    state = build(
        "fjabbe",
        hands={1: ["KS"], 2: ["7S"], 3: ["8S"], 0: ["9S"]},
        tricks_won=[3, 3, 0, 3],
        last_winner=0,
        declarations=(declaration,),
    )
    end = finish("fjabbe", state, [(0, "9S"), (1, "KS"), (2, "7S"), (3, "8S")])
    report = g.score(end)
    assert report.sides == ((0,), (1,), (2,), (3,))
    assert report.details["losers"] == [2]  # won no trick
    assert end.match.scores == (0, 0, 1, 0) and end.match.target is None
    in_play = 174 - sum(half_points(c) for c in end.stock)
    assert sum(report.totals) == in_play // 2 + 6 + 17
    assert report.totals[1] >= 17 + 6


def test_fjabbe_has_no_declaration_win() -> None:
    """R800-WIN-2 needs a target; Fjabbe has none (RFJB-6)."""
    g = game("fjabbe")
    hand = ["KS", "KH", "KD", "KC", "7S", "8S", "9S", "6S", "AS", "7H"]
    state = build("fjabbe", hands={1: hand})
    after = g.apply(state, Declare(1, sets=(("KS", "KH", "KD", "KC"),))).state
    assert after.phase is Phase.PLAY


def test_a_match_resumes_from_its_history() -> None:
    """R800-WIN-1 / RFJB-6: a new deal of a match given the earlier deals' rows."""
    g = game("800")
    match = g.continue_match(9, [[100, 93], [40, 60]])
    assert match.scores == (140, 153) and match.deal_number == 3
    state = g.deal(4, g.resolve_options({}, 4), 2, 0, match)
    assert g.check_state(state) == []
    assert state == g.deal(4, g.resolve_options({}, 4), 2, 0, match)
    tied = g.continue_match(9, [[800, 800]])  # R800-WIN-3: equal totals decide nothing
    assert tied.scores == (800, 800)
    for history, code in (([[800, 10]], "match_over"), ([[1, 2, 3]], "invalid_row")):
        with pytest.raises(InvalidInput) as raised:
            g.continue_match(9, history)
        assert raised.value.problems[0].code == code
    fj = game("fjabbe")
    assert fj.continue_match(1, [[1, 0, 0, 0], [1, 0, 0, 0]]).scores == (2, 0, 0, 0)
    with pytest.raises(InvalidInput):
        fj.continue_match(1, [[1, 0, 0, 0]] * 5)  # RFJB-6: five losses end the match
    with pytest.raises(InvalidInput):
        fj.continue_match(1, [[2, 0, 0, 0]])


@pytest.mark.parametrize(
    ("game_id", "history", "problem"),
    [
        # R800-WIN-1: side 0 first reached 800 after deal 1; the 810–810 sums are no tie.
        ("800", [[810, 0], [0, 810]], ("/match/history/0", "match_over", "R800-WIN-1")),
        ("1000", [[500, 40], [520, 50], [0, 960]], ("/match/history/1", "match_over", "R1000-1")),
        ("150", [[150, 20], [0, 140]], ("/match/history/0", "match_over", "R150-1")),
        # RFJB-6: seat 0 and seat 1 had three losses each after the third partie.
        (
            "fjabbe",
            [[1, 1, 0, 0]] * 3 + [[0, 0, 1, 1]] * 3,
            ("/match/history/2", "match_over", "RFJB-6"),
        ),
        # R800-SCORE-1: no deal scores negative; where all cards score, 93 are shared out.
        ("800", [[-50, 143]], ("/match/history/0", "negative_score", "R800-SCORE-1")),
        ("150", [[30, -1]], ("/match/history/0", "negative_score", "R800-SCORE-1")),
        ("800", [[40, 50]], ("/match/history/0", "impossible_row", "R800-SCORE-1")),
        ("1000", [[100, 93], [0, 92]], ("/match/history/1", "impossible_row", "R1000-7")),
        # RFJB-5: losers 1, the others 0, and someone always loses.
        ("fjabbe", [[1, 0, 0, 0], [0, 0, 0, 0]], ("/match/history/1", "impossible_row", "RFJB-5")),
        ("fjabbe", [[2, 0, 0, 0]], ("/match/history/0", "impossible_row", "RFJB-5")),
    ],
)
def test_a_resumed_match_refuses_rows_no_match_can_have(
    game_id: str, history: list[list[int]], problem: tuple[str, str, str]
) -> None:
    """R800-WIN-1 / R1000-1 / R150-1 / RFJB-6 after every deal, not only on the sums; and rows
    that no deal can add (R800-SCORE-1, R1000-7, RFJB-5)."""
    with pytest.raises(InvalidInput) as raised:
        game(game_id).continue_match(9, history)
    assert [(p.pointer, p.code, p.rule) for p in raised.value.problems] == [problem]


@pytest.mark.parametrize(
    ("game_id", "history"),
    [
        ("800", [[93, 93], [707, 707]]),  # R800-WIN-3 (A800-22): level on 800, play on
        ("1000", [[0, 93], [93, 0]]),  # a side may score nothing in a deal
        ("150", [[0, 22], [23, 0]]),  # 150 scores only the 32 cards in play: no 93 floor
        ("fjabbe", [[1, 1, 1, 1], [0, 0, 1, 0]]),  # RFJB-5: a four-way tie all lose
    ],
)
def test_a_resumed_match_accepts_possible_rows(game_id: str, history: list[list[int]]) -> None:
    """Rows real deals can add, with no decision before the new deal (R800-WIN-3, RFJB-5)."""
    assert game(game_id).continue_match(9, history).deal_number == len(history) + 1


@pytest.mark.parametrize(
    ("game_id", "history", "pointer"),
    [
        ("800", [[810, 0], [0, 810]], "/match/history/0"),
        ("800", [[-50, 143]], "/match/history/0"),
        ("fjabbe", [[0, 0, 0, 0]], "/match/history/0"),
    ],
)
def test_deals_over_http_refuse_a_decided_or_impossible_history(
    game_id: str, history: list[list[int]], pointer: str
) -> None:
    """R800-WIN-1 / R800-SCORE-1 / RFJB-5: a 422 at the row, never a deal."""
    client = create_app({}).test_client()
    body = {"players": 4, "seed": 3, "match": {"history": history}}
    response = client.post(f"/v1/games/{game_id}/deals", json=body)
    assert response.status_code == 422, response.get_json()
    assert pointer in {e["pointer"] for e in response.get_json()["errors"]}

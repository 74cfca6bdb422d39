"""Finnish Kasino rule by rule (reference §7): each rule ID with a legal and an illegal case.

EX-FIN-01…02 and the sweep restrictions are vectors (tests/vectors/kasino-fi.yaml); here are
players and teams, the deal, scoring, points at capture and the match.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.cards import STANDARD_DECK
from service.core.verdict import InvalidInput
from service.games.fishing.finnish import FINNISH
from service.games.fishing.match import DealResult, FinnishMatch
from service.games.fishing.state import Build, BuildAction, FishingMove, MatchState, Phase, Table
from service.games.fishing.values import Valuation
from tests.fishing.finish import finished, items
from tests.fishing.positions import position

G = FINNISH
SPADES = ["AS", "2S", "3S", "4S", "5S", "6S", "7S"]


def codes_of(problems) -> set[str]:
    return {p.code for p in problems}


def test_fin_gen_1_players_and_teams() -> None:
    for players in (2, 3, 4):
        assert not G.check_state(G.deal(players, G.resolve_options({}, players), 0, 3))
    assert G.resolve_options({"teams": True}, 4).sides(4) == ((0, 2), (1, 3))  # FIN-VAR-4
    with pytest.raises(InvalidInput):
        G.resolve_options({"teams": True}, 3)
    assert "invalid_player_count" in codes_of(
        G.check_state(replace(G.deal(2, G.resolve_options({}, 2), 0, 1), players=5))
    )


def test_fin_gen_2_the_kasino_deal() -> None:
    state = G.deal(3, G.resolve_options({}, 3), 2, 17)
    assert all(len(hand) == 4 for hand in state.hands) and len(state.table.cards) == 4
    assert len(state.stock) == 52 - 16 and state.to_move == 0
    assert "wrong_stock_size" in codes_of(G.check_state(replace(state, round=2)))


def test_fin_gen_3_no_building() -> None:
    state = position(["5H", "3C"], ["8S"], game=G)
    build = Build("b1", 8, (("5H", "3C"),), 1, 8, (BuildAction(1, "create"),))
    problems = G.check_state(replace(state, table=Table((), (build,))))
    assert any(p.code == "no_builds" and p.rule == "FIN-GEN-3" for p in problems)


def test_fin_val_1_2_values_from_the_hand_and_on_the_table() -> None:
    rules = G.rules(G.resolve_options({}, 2))
    assert rules.capture.valuation is Valuation.HANDTABLE
    state = position(["AC", "KH"], ["AH", "4D"], game=G)
    assert G.validate(state, FishingMove(0, "AH", ("AC", "KH"))).legal  # 14 = 1 + 13
    verdict = G.validate(state, FishingMove(0, "AH", ("AC",)))
    assert [v.rule for v in verdict.violations] == ["FIN-VAL-2"]


def test_fin_sweep_1_a_sweep_scores_one_point() -> None:
    state = finished(G, {0: SPADES}, rest_to=1, tabbar={0: 1})
    assert items(G, state)[(0, "tabbar")] == 1
    assert [i.rule for i in G.score(state).items if i.code == "tabbar"] == ["FIN-SWEEP-1"]


def test_fin_sweep_2_cancelled_sweeps_never_coexist() -> None:
    state = position(["5H"], ["5S", "9C"], game=G, tabbar={1: 1}, piles={0: ["8C", "8H"]})
    both = replace(state, tabbar=(1, 1))
    assert "uncancelled_sweeps" in codes_of(G.check_state(both))
    off = position(
        ["5H"],
        ["5S", "9C"],
        game=G,
        tabbar={1: 1},
        piles={0: ["8C", "8H"]},
        options={"sweep_cancellation": False},
    )
    assert not G.check_state(replace(off, tabbar=(1, 1)))


def test_fin_sweep_2_teams_cancel_by_team() -> None:
    options = {"teams": True}
    state = position(
        ["5H"],
        ["5S", "9C", "2D"],
        game=G,
        players=4,
        options=options,
        tabbar={1: 1},
        piles={1: ["8C", "8H"]},
        round=2,
        dealer=3,
        to_move=0,
    )
    outcome = G.apply(state, FishingMove(0, "5S", ("5H",)))
    assert outcome.state.tabbar == (0, 0, 0, 0)
    assert any(e["type"] == "sweeps_cancelled" for e in outcome.events)


def test_fin_sweep_5_akf_34_sweeps_count_at_the_end_not_at_capture() -> None:
    state = position(["5H"], ["5S", "9C", "2D"], game=G, round=2, to_move=0)
    outcome = G.apply(state, FishingMove(0, "5S", ("5H",)))
    assert outcome.state.tabbar == (1, 0)
    assert not any(e["type"] == "points_credited" for e in outcome.events)
    assert G.derived(outcome.state)["credited"] == G.derived(state)["credited"]


def test_fin_end_1_akf_38_leftover_points_count_only_at_the_end() -> None:
    """15 before the deal; aces reaching seat 0 with the leftovers cannot win at capture,
    but they count in the end-of-deal total (FIN-MATCH-2). (The rest of the deck is in seat
    1's pile: in seat 0's, its storan, lillan and aces would have won at capture already.)"""
    state = position(
        ["AH", "AD"],
        ["KD"],
        game=G,
        dealer=1,
        to_move=1,
        piles={0: ["9C", "9H"]},
        rest_to=1,
        scores=(15, 0),
    )
    state = replace(state, last_capturer=0)  # seat 0 took 9C 9H last
    assert not G.check_state(state)
    outcome = G.apply(state, FishingMove(1, "KD"))
    assert outcome.state.ended_by is None and outcome.state.phase is Phase.DEAL_OVER
    assert not any(e["type"] == "points_credited" for e in outcome.events)
    got = items(G, outcome.state)
    assert (0, "sistan") not in got and (1, "sistan") not in got  # no point for last capture
    assert outcome.state.match.over and outcome.state.match.winners == (0,)


def test_fin_score_1_3_ten_points_a_deal_at_the_end() -> None:
    state = finished(G, {0: [*SPADES, "10D", "AH", "AD", "AC"]}, rest_to=1)
    assert sum(G.score(state).totals) == 10
    tie = finished(G, {0: [c for c in STANDARD_DECK if c != "KD"][:26]}, rest_to=1)
    assert not any(code == "most_cards" for _, code in items(G, tie))


def test_fin_score_2_credited_points_follow_the_piles() -> None:
    state = position(["5H"], ["5S", "9C"], game=G, piles={0: ["AS", "10D", "2S"]}, rest_to=1)
    assert G.derived(state)["credited"] == [4, 3]  # seat 1 holds the other three aces
    teams = position(
        ["5H"],
        ["5S", "9C", "2D"],
        game=G,
        players=4,
        round=2,
        dealer=3,
        to_move=0,
        options={"teams": True},
        piles={1: ["AH"], 3: ["10D"]},
        rest_to=0,
    )
    assert G.derived(teams)["credited"][1] == 3  # a team's two piles count together


def test_fin_score_4_akf_33_other_spade_ties_score_nothing() -> None:
    three_way = {0: SPADES[:4], 1: ["8S", "9S", "10S", "JS"], 2: ["5S", "6S", "7S", "QS"]}
    got = items(G, finished(G, three_way, rest_to=3, players=4))
    assert not any("spades" in code for _, code in got)
    two_way = {0: SPADES[:5], 1: ["6S", "7S", "8S", "9S", "10S"]}
    got = items(G, finished(G, two_way, rest_to=2, players=3))
    assert got[(0, "most_spades_shared")] == 1 and got[(1, "most_spades_shared")] == 1
    two_players = {0: SPADES}
    assert items(G, finished(G, two_players, rest_to=1))[(0, "most_spades")] == 2


def test_fin_match_1_no_deal_in_play_past_the_target() -> None:
    """A side whose running score reaches the target won at that capture (FIN-MATCH-1), so a
    state still in play with one there is impossible."""
    state = position(["5C", "3H"], ["9D", "8D"], game=G, piles={0: ["4C"]}, rest_to=1)
    reached = replace(
        state,
        captured=(("10D", "4C"), tuple(c for c in state.captured[1] if c != "10D")),
        match=replace(state.match, scores=(15, 3), history=((15, 3),), deal_number=2),
    )
    assert G.derived(reached)["credited"][0] == 2
    problems = G.check_state(reached)
    assert [(p.pointer, p.code, p.rule) for p in problems] == [
        ("/state/phase", "deal_should_be_over", "FIN-MATCH-1")
    ]
    short = replace(reached, match=replace(reached.match, scores=(13, 3), history=((13, 3),)))
    assert not G.check_state(short)


def test_fin_match_1_4_a_capture_reaching_the_target_wins_at_once() -> None:
    state = position(
        ["10D", "5C"],
        ["10H", "3D"],
        game=G,
        piles={0: ["AS"]},
        rest_to=1,
        scores=(13, 2),
        to_move=0,
    )
    outcome = G.apply(state, FishingMove(0, "10H", ("10D",)))
    match = outcome.state.match
    assert outcome.state.ended_by == "immediate_win" and match.over and match.winners == (0,)
    assert match.scores[0] == 16 and not G.check_state(outcome.state)
    assert G.score(outcome.state).standing.rule == "FIN-MATCH-1"
    assert not G.check_state(replace(outcome.state, last_play=None))  # optional on input
    # the won state as a client might tamper with it: another winner, another row
    swapped = replace(outcome.state, match=replace(match, winners=(1,)))
    assert [(p.code, p.rule) for p in G.check_state(swapped)] == [("wrong_decision", "FIN-MATCH-1")]
    row = (match.history[-1][0] - 1, match.history[-1][1])
    lowered = replace(
        outcome.state,
        match=replace(
            match, scores=(match.scores[0] - 1, match.scores[1]), history=(*match.history[:-1], row)
        ),
    )
    assert {(p.code, p.rule) for p in G.check_state(lowered)} == {
        ("wrong_claim_row", "FIN-MATCH-1"),
        ("wrong_decision", "FIN-MATCH-1"),
    }
    short = position(
        ["10D", "5C"],
        ["10H", "3D"],
        game=G,
        piles={0: ["AS"]},
        rest_to=1,
        scores=(12, 2),
        to_move=0,
    )
    assert G.apply(short, FishingMove(0, "10H", ("10D",))).state.phase is Phase.PLAY


def test_fin_match_2_3_akf_37_decision_and_tie_break() -> None:
    rules = FinnishMatch(16)
    start = MatchState(seed=1, target=16, scores=(12, 12), history=((12, 12),), deal_number=2)
    below = rules.after_deal(start, DealResult((2, 3), (6, 7), (26, 26), (1, 1)))
    assert not below.over
    points = rules.after_deal(start, DealResult((5, 4), (6, 7), (26, 26), (1, 1)))
    assert points.winners == (0,) and points.decided_by == "points"
    specials = rules.after_deal(start, DealResult((5, 5), (6, 7), (26, 26), (4, 2)))
    assert specials.winners == (0,) and specials.decided_by == "tiebreak"
    spades = rules.after_deal(start, DealResult((5, 5), (6, 7), (26, 26), (3, 3)))
    assert spades.winners == (1,)
    cards = rules.after_deal(start, DealResult((5, 5), (6, 6), (27, 25), (3, 3)))
    assert cards.winners == (0,)
    shared = rules.after_deal(start, DealResult((5, 5), (6, 6), (26, 26), (3, 3)))
    assert shared.winners == (0, 1) and rules.rule("shared") == "FIN-MATCH-3"


def test_fin_var_5_target() -> None:
    assert G.resolve_options({}, 2).target == 16
    assert G.resolve_options({"target": 21}, 2).target == 21
    with pytest.raises(InvalidInput):
        G.resolve_options({"target": None}, 2)


def test_fin_var_1_2_3_switches_are_booleans() -> None:
    defaults = G.resolve_options({}, 2)
    assert (
        defaults.sweep_cancellation and defaults.no_sweeps_last_round and defaults.no_sweeps_at_10
    )
    with pytest.raises(InvalidInput):
        G.resolve_options({"no_sweeps_at_10": "yes"}, 2)

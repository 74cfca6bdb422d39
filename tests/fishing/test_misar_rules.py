"""Kasino misär rule by rule (reference §4): each rule ID with a legal and an illegal case.

The worked examples EX-MISAR-01…02 and the forced plays are vectors
(tests/vectors/kasino-misar.yaml); here are the options, penalties, scoring and matches.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.verdict import IllegalMove, InvalidInput, NotApplicable
from service.games.fishing.match import DealResult, Elimination, LowestWins
from service.games.fishing.misar import MISAR
from service.games.fishing.state import FishingMove, MatchState, Phase
from service.games.fishing.values import Valuation
from tests.fishing.finish import finished, items
from tests.fishing.positions import position

G = MISAR
SEVEN_SPADES = ["AS", "2S", "3S", "4S", "5S", "6S", "7S"]


def rules_of(state, move: FishingMove) -> list[str]:
    return [v.rule for v in G.validate(state, move).violations]


# -- MISAR-GEN ---------------------------------------------------------------------------------


def test_misar_gen_1_fewest_points_win_a_single_deal() -> None:
    state = finished(G, {0: [*SEVEN_SPADES, "10D"]}, rest_to=1)
    assert state.match.over and state.match.winners == (1,)
    assert state.match.decided_by == "lowest"
    report = G.score(state)
    assert report.totals[0] > report.totals[1] and report.standing.rule == "MISAR-SCORE-2"


def test_misar_gen_2_akf_14_which_kasino_options_apply() -> None:
    options = G.resolve_options({"valuation": "aces", "sistan_point": True, "overspader": True}, 2)
    assert options.valuation is Valuation.ACES and options.sistan_point and options.overspader
    assert G.resolve_options({"profile": "s2"}, 3).valuation is Valuation.ACES  # KAS-VAR-9
    for name, value in (("announce_out", True), ("target", 16), ("tie_rule", "shared")):
        with pytest.raises(InvalidInput) as error:
            G.resolve_options({name: value}, 2)
        assert error.value.problems[0].code == "unknown_option"
    with pytest.raises(InvalidInput):
        G.resolve_options({"partnerships": True}, 4)


def test_misar_gen_2_sistan_and_overspader_score_as_in_kasino() -> None:
    spades = [*SEVEN_SPADES, "8S", "9S"]
    plain = items(G, finished(G, {0: spades}, rest_to=1))
    assert plain[(0, "most_spades")] == 2 and (1, "sistan") not in plain
    both = {"sistan_point": True, "overspader": True}
    got = items(G, finished(G, {0: spades}, rest_to=1, options=both))
    assert got[(0, "overspader")] == 3 and (0, "most_spades") not in got
    assert got[(1, "sistan")] == 1


# -- MISAR-FORCE -------------------------------------------------------------------------------


def test_misar_force_1_forced_tabbe_names_the_sweeping_cards() -> None:
    state = position(["5H", "3D"], ["8C", "2H", "KS"], game=G)
    assert G.validate(state, FishingMove(0, "8C", ("5H", "3D"))).legal
    verdict = G.validate(state, FishingMove(0, "KS"))
    assert [v.rule for v in verdict.violations] == ["MISAR-FORCE-1"]
    message = verdict.violations[0].message
    assert message.startswith("The hand's 8C could have made a tabbe (MISAR-FORCE-1)")
    listing = G.legal_moves(state, 10)
    assert [(m.card, m.capture) for m in listing.moves] == [("8C", ("5H", "3D"))]
    assert listing.count == 1


def test_misar_force_1_sweeping_with_special_values() -> None:
    """Under 'choice' an ace from the hand (14) sweeps KS + AC (13 + 1): it must."""
    state = position(["KS", "AC"], ["AH", "4D"], game=G)
    assert G.validate(state, FishingMove(0, "AH", ("KS", "AC"))).legal
    assert rules_of(state, FishingMove(0, "4D")) == ["MISAR-FORCE-1"]
    handtable = position(["KS", "AC"], ["AH", "4D"], game=G, options={"valuation": "aces"})
    assert G.validate(handtable, FishingMove(0, "AH", ("KS", "AC"))).legal


def test_misar_force_1_empty_table_forces_nothing() -> None:
    state = position([], ["5H", "2D"], game=G, tabbar={1: 1})  # seat 1 swept (CORE-TABBE-1)
    assert G.validate(state, FishingMove(0, "5H")).legal
    assert G.legal_moves(state, 10).count == 2


def test_misar_force_2_penalty_is_scored_and_refused_without_penalize() -> None:
    table, hand = ["5H", "3D"], ["8C", "2H", "KS"]
    rejecting = position(table, hand, game=G)
    with pytest.raises(IllegalMove):
        G.apply(rejecting, FishingMove(0, "KS"))
    state = position(table, hand, game=G, options={"enforcement": "penalize"})
    outcome = G.apply(state, FishingMove(0, "KS"))
    assert outcome.state.penalties == (5, 0)
    assert next(e for e in outcome.events if e["type"] == "penalty")["rule"] == "MISAR-FORCE-2"
    assert not G.check_state(outcome.state)
    done = outcome.state
    while done.phase is Phase.PLAY:
        done = G.apply(done, G.legal_moves(done, 1).moves[0]).state
    report = G.score(done)
    penalty = [i for i in report.items if i.code == "penalty"]
    assert penalty and penalty[0].points == 5 and penalty[0].rule == "MISAR-FORCE-2"
    assert penalty[0].count == 1


def test_misar_force_2_penalties_must_fit_the_game() -> None:
    state = position(["5H"], ["5S", "2D"], game=G, options={"enforcement": "penalize"})
    assert not G.check_state(replace(state, penalties=(5, 10)))
    codes = {p.code for p in G.check_state(replace(state, penalties=(-5, 0)))}
    assert "impossible_penalties" in codes
    assert {p.code for p in G.check_state(replace(state, penalties=None))} == {"missing_field"}
    # MISAR-FORCE-2: 5 points a missed forced tabbe, so a whole number of fives
    odd = G.check_state(replace(state, penalties=(3, 0)))
    assert [(p.pointer, p.code, p.rule) for p in odd] == [
        ("/state/penalties/0", "impossible_penalties", "MISAR-FORCE-2")
    ]


@pytest.mark.parametrize(
    "options", [{}, {"enforcement": "penalize", "forced_tabbe": False}], ids=["reject", "no-tabbe"]
)
def test_core_enf_1_no_penalties_where_a_missed_tabbe_is_refused(options) -> None:
    """CORE-ENF-1: under ``reject`` (the default), or without forced tabbe, no penalty is ever
    given, so a state claiming one is impossible (it would be scored at the end)."""
    state = position(["5H"], ["5S", "2D"], game=G, options=options)
    problems = G.check_state(replace(state, penalties=(5, 0)))
    assert [(p.pointer, p.code, p.rule) for p in problems] == [
        ("/state/penalties", "impossible_penalties", "CORE-ENF-1")
    ]


def test_misar_force_3_the_sweeping_value_is_announced() -> None:
    state = position(["7S"], ["4C", "2H"], game=G)
    outcome = G.apply(state, FishingMove(0, "4C"))
    announced = [e for e in outcome.events if e["type"] == "tabbe_on"]
    assert announced == [{"type": "tabbe_on", "values": [11], "rule": "MISAR-FORCE-3"}]
    quiet = position(["7S"], ["4C", "2H"], game=G, options={"forced_tabbe": False})
    assert not any(e["type"] == "tabbe_on" for e in G.apply(quiet, FishingMove(0, "4C")).events)


def test_misar_force_4_5_forced_capture_and_free_choice_of_card() -> None:
    state = position(["5H", "5D", "9C"], ["5S", "2D"], game=G)
    assert rules_of(state, FishingMove(0, "5S")) == ["MISAR-FORCE-4"]
    assert rules_of(state, FishingMove(0, "5S", ("5H",))) == ["MISAR-FORCE-4"]
    assert G.validate(state, FishingMove(0, "5S", ("5H", "5D"))).legal
    assert G.validate(state, FishingMove(0, "2D")).legal  # MISAR-FORCE-5


def test_misar_force_6_broken_forced_capture_is_refused_even_with_penalize() -> None:
    state = position(["5H", "5D", "9C"], ["5S", "2D"], game=G, options={"enforcement": "penalize"})
    with pytest.raises(IllegalMove) as error:
        G.apply(state, FishingMove(0, "5S", ("5H",)))
    assert [v.rule for v in error.value.violations] == ["MISAR-FORCE-4"]


# -- MISAR-SCORE -------------------------------------------------------------------------------


def test_misar_score_1_points_counted_as_in_kasino() -> None:
    state = finished(G, {0: [*SEVEN_SPADES, "10D", "AH", "AD"]}, rest_to=1)
    got = items(G, state)
    assert got[(0, "most_spades")] == 2 and got[(0, "storan")] == 2 and got[(0, "lillan")] == 1
    assert got[(0, "aces")] == 3 and got[(1, "most_cards")] == 1
    assert sum(G.score(state).totals) == 10


def test_misar_score_2_akf_16_ties_by_fewest_spades_then_shared() -> None:
    rules = LowestWins()
    start = MatchState(seed=1, target=None, scores=(0, 0, 0))
    spades = rules.after_deal(start, DealResult((3, 3, 4), (5, 2, 6), (1, 1, 1), (0, 0, 0)))
    assert spades.winners == (1,) and spades.decided_by == "fewest_spades"
    shared = rules.after_deal(start, DealResult((3, 3, 4), (2, 2, 9), (1, 1, 1), (0, 0, 0)))
    assert shared.winners == (0, 1) and shared.decided_by == "shared"
    lowest = rules.after_deal(start, DealResult((5, 3, 4), (0, 9, 4), (1, 1, 1), (0, 0, 0)))
    assert lowest.winners == (1,) and lowest.decided_by == "lowest"


# -- MISAR-MATCH and MISAR-VAR-3 ---------------------------------------------------------------

ELIMINATION = {"match": "elimination"}


def test_misar_var_3_single_deals_or_elimination() -> None:
    assert G.resolve_options({}, 2).match == "single"
    single = finished(G, {0: SEVEN_SPADES}, rest_to=1)
    assert single.match.target is None and single.match.over
    with pytest.raises(NotApplicable):
        G.next_deal(single)
    match = finished(G, {0: SEVEN_SPADES}, rest_to=1, options=ELIMINATION)
    assert match.match.target == 21 and not match.match.over
    with pytest.raises(InvalidInput):
        G.resolve_options({"match": "knockout"}, 2)


def test_misar_match_1_players_at_21_are_out_and_the_rest_play_on() -> None:
    """AKF-17: seat 0 reaches 21; seats 1 and 2 play a two-player deal, dealt by the next
    remaining player to the left of the last dealer (seat 2 dealt, seat 0 is out: seat 1)."""
    state = finished(
        G, {0: [*SEVEN_SPADES, "10D"]}, rest_to=1, players=3, options=ELIMINATION, scores=(16, 4, 3)
    )
    assert state.match.scores[0] >= 21 and not state.match.over
    report = G.score(state)
    assert report.details["eliminated"] == [0]
    following = G.next_deal(state)
    assert following.players == 2 and following.match.remaining == (1, 2)
    assert following.dealer == 0 and following.to_move == 1  # side 1 deals, side 2 leads
    assert not G.check_state(following)
    assert len(following.stock) == 52 - 4 - 2 * 4  # a two-player deal (CORE-DEAL-5)
    done = following
    while done.phase is Phase.PLAY:
        done = G.apply(done, G.legal_moves(done, 1).moves[0]).state
    assert G.score(done).sides == ((), (0,), (1,))
    assert done.match.history[-1][0] == 0 and not G.check_state(done)


def test_misar_match_1_remaining_must_be_the_players_below_21() -> None:
    state = finished(
        G, {0: [*SEVEN_SPADES, "10D"]}, rest_to=1, players=3, options=ELIMINATION, scores=(16, 4, 3)
    )
    following = G.next_deal(state)
    wrong = replace(following, match=replace(following.match, remaining=(0, 2)))
    assert "wrong_remaining" in {p.code for p in G.check_state(wrong)}
    single = position(["5H"], ["5S", "2D"], game=G)
    bogus = replace(single, match=replace(single.match, remaining=(0, 1)))
    assert "not_in_this_game" in {p.code for p in G.check_state(bogus)}


def test_misar_match_2_the_last_player_left_wins() -> None:
    state = finished(G, {0: [*SEVEN_SPADES, "10D"]}, rest_to=1, options=ELIMINATION, scores=(16, 4))
    assert state.match.over and state.match.winners == (1,)
    assert state.match.decided_by == "last_remaining"
    assert G.score(state).standing.rule == "MISAR-MATCH-2"


def test_misar_match_3_akf_18_everybody_out_at_once() -> None:
    rules = Elimination(21)
    start = MatchState(seed=1, target=21, scores=(18, 19), history=((18, 19),), deal_number=2)
    fewest = rules.after_deal(start, DealResult((5, 5), (3, 10), (20, 32), (2, 6)))
    assert fewest.over and fewest.winners == (0,) and fewest.decided_by == "fewest_points"
    tied = MatchState(seed=1, target=21, scores=(19, 19), history=((19, 19),), deal_number=2)
    spades = rules.after_deal(tied, DealResult((5, 5), (3, 10), (20, 32), (2, 6)))
    assert spades.winners == (0,) and spades.decided_by == "fewest_spades"
    shared = rules.after_deal(tied, DealResult((5, 5), (6, 6), (20, 32), (2, 6)))
    assert shared.winners == (0, 1) and shared.decided_by == "shared"
    assert rules.rule("shared") == "MISAR-MATCH-3"
    going = rules.after_deal(start, DealResult((1, 1), (3, 10), (20, 32), (2, 6)))
    assert not going.over


def test_misar_var_1_2_forced_rules_can_be_switched_off() -> None:
    options = {"forced_tabbe": False, "forced_capture": False}
    state = position(["5H", "3D"], ["8C", "2H", "KS"], game=G, options=options)
    assert G.validate(state, FishingMove(0, "KS")).legal
    assert G.validate(state, FishingMove(0, "8C")).legal
    assert G.legal_moves(state, 100).count == 4  # three trails and the sweep

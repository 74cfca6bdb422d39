"""Byggkasino and Mulle (Glimne): dealing, scoring and matches (reference §6.1, §6.14–6.16, §9).

The games are played here on the plain fishing engine (``FishingGame`` of a ``Variant`` made of
the building rules and dealing): scoring, tabbes, penalty points and the match do not depend on
builds. Finished deals are written by hand (every card in a pile) and scored.
"""

from __future__ import annotations

import doctest
import importlib
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from service.core.cards import STANDARD_DECK, is_spade
from service.core.verdict import InvalidInput, NotApplicable
from service.games.building.dealing import BYGG_ROUNDS, DOUBLE_DECK, GLIMNE_ROUNDS
from service.games.building.match import DECIDED_BY_RULES, ByggMatch, lost_by_penalty
from service.games.building.options import (
    BYGG_SPECS,
    GLIMNE_SPECS,
    ByggOptions,
    GlimneOptions,
)
from service.games.building.rules import (
    BYGG_DEFAULT_PENALTY,
    BYGG_TRAIL_PENALTY,
    bygg_rules,
    glimne_rules,
    penalty_receivers,
    received_penalties,
)
from service.games.fishing.effects import record_tabbe
from service.games.fishing.engine import FishingGame
from service.games.fishing.match import DealResult, continue_match
from service.games.fishing.rules import MISAR_PENALTY, kasino_scoring
from service.games.fishing.scoring import KeptPoints, deal_result, score_items, side_totals
from service.games.fishing.state import FishingMove, FishingState, MatchState, Phase, Table
from service.games.fishing.variant import Variant
from tests.fishing.positions import position

BYGG = FishingGame(
    Variant(
        id="byggkasino",
        name="Byggkasino",
        player_counts=(2, 3, 4),
        partnerships="required",
        option_specs=BYGG_SPECS,
        options=ByggOptions.resolve,
        rules=bygg_rules,
        dealing=BYGG_ROUNDS,
    )
)
GLIMNE = FishingGame(
    Variant(
        id="mulle-glimne",
        name="Mulle (Glimne)",
        player_counts=(2, 4),
        partnerships="required",
        option_specs=GLIMNE_SPECS,
        options=GlimneOptions.resolve,
        rules=glimne_rules,
        dealing=GLIMNE_ROUNDS,
        deck=DOUBLE_DECK,
    )
)
SPADES = [c for c in STANDARD_DECK if is_spade(c)]


def codes(problems: Sequence[Any]) -> set[str]:
    return {p.code for p in problems}


def done(
    game: FishingGame,
    piles: Mapping[int, Sequence[str]],
    rest_to: int,
    *,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    dealer: int = 0,
    tabbar: Mapping[int, int] | None = None,
    penalties: Sequence[int] | None = None,
    mulle_points: Sequence[int] | None = None,
    history: Sequence[Sequence[int]] = (),
    remaining: Sequence[int] | None = None,
) -> FishingState:
    """A finished deal: every card in a pile (the rest with ``rest_to``), scored and the match
    decided by the game's rules; ``history``: earlier deals' points per side; ``remaining``:
    the sides of a play-off deal (then ``players`` is their number)."""
    original = players if remaining is None else len(history[0])
    resolved = game.resolve_options(dict(options or {}), original)
    rules = game.rules(resolved)
    seats = players if remaining is None else len(remaining)
    captured = [list(piles.get(seat, ())) for seat in range(seats)]
    rest = list(game.deck)
    for pile in captured:
        for card in pile:
            rest.remove(card)
    captured[rest_to] += rest
    sides = len(resolved.sides(original))
    scores = tuple(sum(column) for column in zip(*history, strict=True)) or (0,) * sides
    zeros = (0,) * seats
    state = FishingState(
        game=game.id,
        options=resolved,
        players=seats,
        dealer=dealer,
        to_move=None,
        phase=Phase.DEAL_OVER,
        round=game.variant.dealing.rounds(seats, len(game.deck)),
        hands=((),) * seats,
        table=Table(()),
        captured=tuple(map(tuple, captured)),
        tabbar=tuple((tabbar or {}).get(seat, 0) for seat in range(seats)),
        stock=(),
        last_capturer=rest_to,
        match=MatchState(
            seed=1,
            target=rules.match.target,
            deal_number=len(history) + 1,
            scores=scores,
            history=tuple(map(tuple, history)),
            remaining=None if remaining is None else tuple(remaining),
        ),
        penalties=(tuple(penalties) if penalties else zeros)
        if "penalties" in rules.zones
        else None,
        mulle_points=(tuple(mulle_points) if mulle_points else zeros)
        if "mulle_points" in rules.zones
        else None,
    )
    deal_sides = game.sides(state)
    totals = side_totals(score_items(state, deal_sides, rules.scoring), len(deal_sides))
    match = rules.match.after_deal(
        state.match, deal_result(state, deal_sides, totals, rules.scoring)
    )
    state = replace(state, match=match)
    problems = game.check_state(state)
    assert not problems, problems
    return state


def items(game: FishingGame, state: FishingState) -> dict[tuple[int, str], int]:
    """Score items as ``{(side, code): points}``."""
    return {(item.side, item.code): item.points for item in game.score(state).items}


def test_doctests_of_the_building_modules() -> None:
    for name in ("dealing", "rules", "match"):
        module = importlib.import_module(f"service.games.building.{name}")
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, name


# -- dealing (BYGG-GEN-2, MULLE-G-3) -----------------------------------------------------------


@pytest.mark.parametrize(("players", "rounds"), [(2, 6), (3, 4), (4, 3)])
def test_bygg_gen_2_kasino_deal_in_6_4_3_rounds(players: int, rounds: int) -> None:
    assert BYGG_ROUNDS.rounds(players, 52) == rounds
    deck = list(STANDARD_DECK)
    dealt = BYGG_ROUNDS.deal(deck, players, players - 1)  # forehand is seat 0
    n = players
    for k in range(n):  # CORE-DEAL-3: 2 each, 2 to the table, 2 each, 2 to the table
        assert dealt.hands[k] == (
            deck[2 * k],
            deck[2 * k + 1],
            deck[2 * n + 2 + 2 * k],
            deck[2 * n + 3 + 2 * k],
        )
    assert dealt.table == (deck[2 * n], deck[2 * n + 1], deck[4 * n + 2], deck[4 * n + 3])
    state = BYGG.deal(players, BYGG.resolve_options({}, players), players - 1, 5)
    assert not BYGG.check_state(state) and state.penalties == (0,) * players
    wrong = [
        p.rule for p in BYGG.check_state(replace(state, round=2)) if p.code == "wrong_stock_size"
    ]
    assert wrong == ["BYGG-GEN-2"]


@pytest.mark.parametrize(("players", "rounds"), [(2, 12), (4, 6)])
def test_mulle_g_3_akf_47_double_deck_four_table_cards_a_packet(players: int, rounds: int) -> None:
    assert len(DOUBLE_DECK) == 104 and GLIMNE_ROUNDS.rounds(players, 104) == rounds
    deck = [f"{i}" for i in range(104)]
    dealt = GLIMNE_ROUNDS.deal(deck, players, players - 1)
    n = players
    for k in range(n):  # 2 each, 4 to the table, 2 each, 4 to the table
        assert dealt.hands[k] == (
            deck[2 * k],
            deck[2 * k + 1],
            deck[2 * n + 4 + 2 * k],
            deck[2 * n + 5 + 2 * k],
        )
    assert dealt.table == (*deck[2 * n : 2 * n + 4], *deck[4 * n + 4 : 4 * n + 8])
    assert len(dealt.stock) == 104 - 4 * n - 8
    shapes = GLIMNE_ROUNDS.schedule(players, 104)
    assert all(shape.sizes == (4,) * n and shape.table == 0 for shape in shapes[1:])


# -- Byggkasino scoring (BYGG-SCORE-1…3, BYGG-VAR-5/6, BYGG-PEN-7) ------------------------------


def test_bygg_score_1_3_eleven_points_a_deal_with_two_players() -> None:
    state = done(BYGG, {0: [*SPADES, "10D", "AH", "AD"]}, rest_to=1)
    got = items(BYGG, state)
    assert got == {
        (1, "most_cards"): 3,
        (0, "most_spades"): 1,
        (0, "storan"): 2,
        (0, "lillan"): 1,
        (0, "aces"): 3,
        (1, "aces"): 1,
    }
    assert sum(BYGG.score(state).totals) == 11  # BYGG-SCORE-3
    rules = {item.rule for item in BYGG.score(state).items}
    assert rules == {"BYGG-SCORE-1"}
    assert BYGG.score(done(BYGG, {}, rest_to=0)).totals == (11, 0)  # one side took all


def test_bygg_score_2_ties_for_cards_or_spades_give_nothing() -> None:
    """Three players: 20 / 20 / 12 cards and 5 / 5 / 3 spades — nobody gets 3 or 1."""
    others = [c for c in STANDARD_DECK if not is_spade(c)]
    piles = {0: SPADES[:5] + others[:15], 1: SPADES[5:10] + others[15:30]}
    state = done(BYGG, piles, rest_to=2, players=3, tabbar={0: 1, 2: 2})
    report = BYGG.score(state)
    assert not {"most_cards", "most_spades"} & {item.code for item in report.items}
    assert sum(report.totals) == 11 - 3 - 1 + 3  # BYGG-SCORE-3, plus three tabbes
    assert items(BYGG, state)[(2, "tabbar")] == 2


def test_bygg_gen_1_four_players_pool_partners_piles() -> None:
    """Partners 0 & 2 against 1 & 3: 26 cards each but seat 0's and seat 2's spades pooled."""
    side0 = [*SPADES[:7], *[c for c in STANDARD_DECK if not is_spade(c)][:19]]
    state = done(BYGG, {0: side0[:10], 2: side0[10:]}, rest_to=1, players=4, tabbar={1: 1})
    report = BYGG.score(state)
    assert report.sides == ((0, 2), (1, 3))
    got = items(BYGG, state)
    assert (0, "most_cards") not in got and (1, "most_cards") not in got  # 26 each
    assert got[(0, "most_spades")] == 1 and got[(1, "tabbar")] == 1
    assert all(item.seat is None for item in report.items)  # pooled sides, not seats
    assert sum(report.totals) == 11 - 3 + 1


def test_bygg_var_5_tabbes_not_marked_nor_scored() -> None:
    options = {"tabbe_points": False}
    state = position(["5H"], ["5S", "9C"], game=BYGG, options=options, piles={1: ["8C", "8H"]})
    outcome = BYGG.apply(state, FishingMove(0, "5S", ("5H",)))
    assert outcome.state.tabbar == (0, 0)
    assert {"type": "tabbe", "player": 0, "recorded": False, "rule": "BYGG-VAR-5"} in list(
        outcome.events
    )
    marked = replace(outcome.state, tabbar=(1, 0))
    assert [p.rule for p in BYGG.check_state(marked) if p.code == "unmarked_tabbar"] == [
        "BYGG-VAR-5"
    ]
    scoring = position(["5H"], ["5S", "9C"], game=BYGG, piles={1: ["8C", "8H"]})
    assert BYGG.apply(scoring, FishingMove(0, "5S", ("5H",))).state.tabbar == (1, 0)


def test_bygg_var_6_a_tabbe_cancels_one_of_the_other_sides_marks() -> None:
    options = {"tabbe_cancellation": True}
    pile = {1: ["8C", "8H", "7C", "7H"]}
    state = position(["5H"], ["5S", "9C"], game=BYGG, options=options, tabbar={1: 2}, piles=pile)
    outcome = BYGG.apply(state, FishingMove(0, "5S", ("5H",)))
    assert outcome.state.tabbar == (0, 1)  # max(0, own − the other side's) = 0 for seat 0
    cancelled = [e for e in outcome.events if e["type"] == "sweeps_cancelled"]
    assert cancelled and cancelled[0]["rule"] == "BYGG-VAR-6"
    both = replace(outcome.state, tabbar=(1, 1))
    assert [p.rule for p in BYGG.check_state(both) if p.code == "uncancelled_sweeps"] == [
        "BYGG-VAR-6"
    ]
    plain = position(["5H"], ["5S", "9C"], game=BYGG, tabbar={1: 2}, piles=pile)
    assert BYGG.apply(plain, FishingMove(0, "5S", ("5H",))).state.tabbar == (1, 2)
    with pytest.raises(InvalidInput):  # two sides only
        BYGG.resolve_options(options, 3)


def test_bygg_var_6_marks_are_own_tabbes_beyond_the_other_sides() -> None:
    """Every order of up to six tabbes by two sides leaves max(0, own − other's) marks."""
    state = position(["5H"], ["5S", "9C"], game=BYGG, options={"tabbe_cancellation": True})
    rules = BYGG.rules(state.options)
    sides = BYGG.sides(state)
    for length in range(7):
        for order in itertools.product((0, 1), repeat=length):
            tabbar = state.tabbar
            for seat in order:
                tabbar, _ = record_tabbe(replace(state, tabbar=tabbar), seat, rules, sides)
            own = (order.count(0), order.count(1))
            assert tabbar == (max(0, own[0] - own[1]), max(0, own[1] - own[0])), order


def test_bygg_var_6_partnerships_cancel_by_side() -> None:
    options = {"tabbe_cancellation": True}
    state = position(
        ["5H"],
        ["5S", "9C", "2D"],
        game=BYGG,
        players=4,
        options=options,
        tabbar={3: 1},
        piles={3: ["8C", "8H"]},
        round=2,
        dealer=3,
        to_move=0,
    )
    outcome = BYGG.apply(state, FishingMove(0, "5S", ("5H",)))
    assert outcome.state.tabbar == (0, 0, 0, 0)


def test_bygg_pen_7_penalty_points_received_score_for_the_receiving_side() -> None:
    state = done(BYGG, {0: [*SPADES, "10D", "AH", "AD"]}, rest_to=1, penalties=(0, 7))
    report = BYGG.score(state)
    penalty = [item for item in report.items if item.code == "penalty_received"]
    assert len(penalty) == 1
    assert (penalty[0].side, penalty[0].points, penalty[0].rule) == (1, 7, "BYGG-PEN-7")
    assert penalty[0].label == "penalty points received" and penalty[0].count is None
    assert sum(report.totals) == 11 + 7
    four = done(BYGG, {0: SPADES}, rest_to=1, players=4, penalties=(0, 5, 0, 0))
    assert items(BYGG, four)[(1, "penalty_received")] == 5
    negative = replace(four, penalties=(0, -5, 0, 0))
    assert "impossible_penalties" in codes(BYGG.check_state(negative))


def test_bygg_pen_4_5_every_other_side_receives_on_its_first_seat() -> None:
    partners = ((0, 2), (1, 3))
    assert penalty_receivers(partners, 2) == [1]
    assert received_penalties((0, 0, 0, 0), partners, 3, BYGG_DEFAULT_PENALTY) == (5, 0, 0, 0)
    alone = ((0,), (1,), (2,))
    assert received_penalties((0, 2, 0), alone, 1, BYGG_TRAIL_PENALTY) == (2, 2, 2)
    assert (BYGG_DEFAULT_PENALTY.points, BYGG_DEFAULT_PENALTY.rule) == (5, "BYGG-PEN-4")
    assert (BYGG_TRAIL_PENALTY.points, BYGG_TRAIL_PENALTY.rule) == (2, "BYGG-PEN-5")


def test_misar_penalty_scoring_is_unchanged() -> None:
    kept = kasino_scoring(sistan=False, overspader=False, pooled=True, penalty=MISAR_PENALTY)
    assert kept.penalty == KeptPoints(
        "MISAR-FORCE-2", "penalty", "penalty points (forced tabbe missed)", 5
    )


def test_bygg_rules_switches() -> None:
    single = bygg_rules(BYGG.resolve_options({"match": "single"}, 2))
    assert single.single_deal_penalties and "penalty" in single.ends_early
    target = bygg_rules(BYGG.resolve_options({}, 2))
    assert not target.single_deal_penalties and "penalty" not in target.ends_early
    assert target.zones == frozenset({"penalties"})
    assert target.building == BYGG.resolve_options({}, 2).building
    glimne = glimne_rules(GLIMNE.resolve_options({}, 2))
    assert glimne.zones == frozenset({"mulle_points"}) and glimne.single_deal_penalties
    assert glimne.building is not None and glimne.building.two_card_simple_builds


# -- Mulle (Glimne) scoring (MULLE-G-8, MULLE-G-9, MULLE-G-VAR-1) -------------------------------


@pytest.mark.parametrize(("ace_points", "card_total"), [("spade_aces", 36), ("all_aces", 48)])
def test_mulle_g_9_card_points_of_a_whole_deal(ace_points: str, card_total: int) -> None:
    options = {"ace_points": ace_points}
    state = done(GLIMNE, {}, rest_to=0, options=options, tabbar={0: 2}, mulle_points=(14, 0))
    got = items(GLIMNE, state)
    aces = "aces" if ace_points == "all_aces" else "spade_aces"
    assert got[(0, "storan")] == 6 and got[(0, "lillan")] == 4 and got[(0, "spades")] == 22
    assert got[(0, aces)] == (16 if ace_points == "all_aces" else 4)
    assert got[(0, "tabbar")] == 2 and got[(0, "mulle_points")] == 14
    assert not {"most_cards", "most_spades", "sistan"} & {code for _, code in got}
    assert GLIMNE.score(state).totals == (card_total + 2 + 14, 0)


def test_mulle_g_1_akf_47_partners_pool_and_mulle_points_score_one_each() -> None:
    half = len(DOUBLE_DECK) // 2
    state = done(
        GLIMNE, {0: list(DOUBLE_DECK[:half])}, rest_to=2, players=4, mulle_points=(6, 0, 16, 0)
    )
    report = GLIMNE.score(state)
    assert report.totals == (36 + 22, 0)
    mulle = [item for item in report.items if item.code == "mulle_points"]
    assert [(i.side, i.points, i.rule, i.count) for i in mulle] == [(0, 22, "MULLE-G-8", None)]


def test_mulle_g_8_mulle_points_zone_must_fit() -> None:
    state = done(GLIMNE, {}, rest_to=0)
    assert codes(GLIMNE.check_state(replace(state, mulle_points=None))) == {"missing_field"}
    assert "not_in_this_game" in codes(GLIMNE.check_state(replace(state, mulles=(0, 0))))
    impossible = replace(state, mulle_points=(0, 3))  # seat 1 holds no pair of twins
    assert "impossible_mulle_points" in codes(GLIMNE.check_state(impossible))
    too_many = replace(state, mulle_points=(16 * 52 + 1, 0))
    assert "impossible_mulle_points" in codes(GLIMNE.check_state(too_many))
    wrong_length = replace(state, mulle_points=(0,))
    assert "wrong_length" in codes(GLIMNE.check_state(wrong_length))
    kasino_like = done(BYGG, {}, rest_to=0)
    assert "not_in_this_game" in codes(BYGG.check_state(replace(kasino_like, mulle_points=(0, 0))))


def test_mulle_g_12_single_deals_or_a_target() -> None:
    single = done(GLIMNE, {}, rest_to=1)
    assert single.match.over and single.match.winners == (1,)
    assert GLIMNE.score(single).standing.rule == "MULLE-G-12"
    match = done(GLIMNE, {}, rest_to=1, options={"target": 100})
    assert not match.match.over and match.match.target == 100


# -- Byggkasino matches (BYGG-MATCH-1…5) --------------------------------------------------------


def result(*totals: int) -> DealResult:
    zeros = (0,) * len(totals)
    return DealResult(tuple(totals), zeros, zeros, zeros)


def test_bygg_match_2_first_to_21_most_points_wins() -> None:
    rules = ByggMatch("target", 21)
    start = MatchState(seed=1, target=21, deal_number=2, scores=(15, 12), history=((15, 12),))
    won = rules.after_deal(start, result(8, 3))
    assert won.over and won.winners == (0,) and won.decided_by == "points"
    assert rules.rule("points") == "BYGG-MATCH-2"
    overtaken = rules.after_deal(start, result(6, 13))  # 21 against 25: the most points win
    assert overtaken.winners == (1,)
    below = rules.after_deal(start, result(5, 8))
    assert not below.over and rules.still_in(below) == [0, 1]
    assert rules.seating_events(start, below) == []
    state = done(BYGG, {0: [*SPADES, "10D", "AH", "AD"]}, rest_to=1, history=[(13, 10)])
    assert state.match.scores == (13 + 7, 10 + 4) and not state.match.over
    won_state = done(BYGG, {0: [*SPADES, "10D", "AH", "AD"]}, rest_to=1, history=[(14, 10)])
    assert won_state.match.over and BYGG.score(won_state).standing.rule == "BYGG-MATCH-2"
    with pytest.raises(NotApplicable):
        BYGG.next_deal(won_state)


def test_bygg_match_4_akf_31_tie_at_the_target_plays_off_on_totals() -> None:
    rules = ByggMatch("target", 21)
    start = MatchState(seed=1, target=21, deal_number=2, scores=(15, 12), history=((15, 12),))
    tied = rules.after_deal(start, result(7, 10))
    assert tied.scores == (22, 22) and not tied.over
    assert rules.still_in(tied) == [0, 1]
    assert rules.seating_events(start, tied) == [
        {"type": "playoff", "sides": [0, 1], "rule": "BYGG-MATCH-4"}
    ]
    again = rules.after_deal(replace(tied, deal_number=3), result(5, 5))
    assert not again.over  # still tied on the totals: another deal
    decided = rules.after_deal(replace(again, deal_number=4), result(4, 6))
    assert decided.over and decided.winners == (1,) and decided.decided_by == "playoff"
    assert rules.rule("playoff") == "BYGG-MATCH-4"
    assert not rules.is_decided((22, 22), 2) and rules.is_decided((26, 28), 4)


def test_bygg_match_4_partnership_playoff_is_the_usual_next_deal() -> None:
    state = done(BYGG, {0: SPADES}, rest_to=1, players=4, dealer=2, history=[(18, 13)])
    totals = BYGG.score(state).totals  # side 0: spades, lillan, AS; side 1: cards, 10D, aces
    assert totals == (1 + 1 + 1, 3 + 2 + 3) and state.match.scores == (21, 21)
    assert not state.match.over
    following = BYGG.next_deal(state)
    assert following.players == 4 and following.dealer == 3 and following.match.remaining is None
    assert not BYGG.check_state(following)


def test_bygg_match_3_three_deals_then_the_most_points() -> None:
    rules = ByggMatch("three_deals")
    assert rules.target is None
    early = rules.after_deal(MatchState(seed=1, target=None, scores=(0, 0, 0)), result(9, 1, 1))
    assert not early.over and not rules.is_decided((9, 1, 1), 1)
    assert rules.still_in(early) == [0, 1, 2]
    before = MatchState(
        seed=1, target=None, deal_number=3, scores=(8, 9, 9), history=((4, 5, 4), (4, 4, 5))
    )
    won = rules.after_deal(before, result(1, 2, 0))  # 9 / 11 / 9
    assert won.over and won.winners == (1,) and won.decided_by == "three_deals"
    assert rules.rule("three_deals") == "BYGG-MATCH-3" and rules.is_decided((9, 11, 9), 3)
    everyone = rules.after_deal(before, result(1, 0, 0))  # 9 / 9 / 9: all three play off
    assert not everyone.over and rules.still_in(everyone) == [0, 1, 2]
    two = rules.after_deal(before, result(2, 1, 0))  # 10 / 10 / 9
    assert not two.over and rules.still_in(two) == [0, 1]
    assert rules.seating_events(before, two) == [
        {"type": "playoff", "sides": [0, 1], "rule": "BYGG-MATCH-4"}
    ]
    assert rules.seating_events(before, won) == []


def test_bygg_match_4_akf_31_two_tied_of_three_play_a_two_player_deal() -> None:
    """Sides 0 and 2 tie after deal 3, dealt by seat 0: side 2 is the tied player nearest to
    the dealer's left (the latest dealer himself comes last), so side 2 deals and side 0
    leads; side 1 sits out."""
    piles = {0: [*SPADES, "10D"], 1: ["AH", "AD", "AC"]}
    tied = done(BYGG, piles, rest_to=2, players=3, dealer=0, history=[(4, 3, 6), (3, 3, 3)])
    assert BYGG.score(tied).totals == (1 + 2 + 1 + 1, 3, 3)
    assert tied.match.scores == (12, 9, 12) and not tied.match.over
    following = BYGG.next_deal(tied)
    assert following.players == 2 and following.match.remaining == (0, 2)
    assert following.dealer == 1 and following.to_move == 0  # side 2 deals, side 0 leads
    assert len(following.stock) == 52 - 4 - 2 * 4  # a two-player deal: 6 rounds
    assert BYGG.variant.dealing.rounds(following.players, 52) == 6
    assert not BYGG.check_state(following)
    assert BYGG.sides(following) == ((0,), (), (1,))
    wrong = replace(following, match=replace(following.match, remaining=(0, 1)))
    assert [p.rule for p in BYGG.check_state(wrong) if p.code == "wrong_remaining"] == [
        "BYGG-MATCH-4"
    ]
    finished = following
    while finished.phase is Phase.PLAY:
        finished = BYGG.apply(finished, BYGG.legal_moves(finished, 1).moves[0]).state
    assert finished.match.history[-1][1] == 0 and not BYGG.check_state(finished)
    row = finished.match.history[-1]
    if row[0] == row[2]:
        assert not finished.match.over and BYGG.next_deal(finished).match.remaining == (0, 2)
    else:
        assert finished.match.over and finished.match.decided_by == "playoff"
        assert finished.match.winners == ((0,) if row[0] > row[2] else (2,))


def test_bygg_match_4_the_playoff_deal_decides_on_totals() -> None:
    """A play-off deal of sides 0 and 2 (12 / 10 / 12 after three deals) written by hand:
    side 2 takes all but one ace and wins on the totals; side 1 scores nothing."""
    history = [(5, 3, 7), (7, 7, 5), (0, 0, 0)]
    state = done(
        BYGG, {0: ["AH"]}, rest_to=1, players=2, dealer=1, history=history, remaining=(0, 2)
    )
    assert state.match.history[-1] == (1, 0, 10)
    assert state.match.over and state.match.winners == (2,)
    assert state.match.decided_by == "playoff"
    assert BYGG.score(state).standing.rule == "BYGG-MATCH-4"
    sitting_out = replace(state, match=replace(state.match, remaining=(0, 1)))
    assert "wrong_remaining" in codes(BYGG.check_state(sitting_out))


def test_bygg_match_4_the_end_of_a_tied_deal_announces_the_playoff() -> None:
    from tests.fishing.finish import closing_table

    piles = {0: [*SPADES, "10D", "AH", "AD"]}
    table = closing_table(BYGG, piles, "KD")
    state = position(
        table, ["KD"], dealer=1, to_move=1, piles=piles, rest_to=1, scores=(14, 17), game=BYGG
    )
    outcome = BYGG.apply(state, FishingMove(1, "KD"))
    assert outcome.state.match.scores == (21, 21) and not outcome.state.match.over
    assert {"type": "playoff", "sides": [0, 1], "rule": "BYGG-MATCH-4"} in list(outcome.events)


def test_misar_elimination_still_announces_who_is_out() -> None:
    from service.games.fishing.misar import MISAR
    from tests.fishing.finish import closing_table

    piles = {0: ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "10D"]}
    state = position(
        closing_table(MISAR, piles, "KD"),
        ["KD"],
        players=3,
        dealer=2,
        to_move=2,
        piles=piles,
        rest_to=1,
        scores=(16, 4, 3),
        options={"match": "elimination"},
        game=MISAR,
    )
    outcome = MISAR.apply(state, FishingMove(2, "KD"))
    assert {"type": "eliminated", "sides": [0], "rule": "MISAR-MATCH-1"} in list(outcome.events)
    assert MISAR.next_deal(outcome.state).match.remaining == (1, 2)


def test_bygg_match_5_akf_32_single_deal_ties_are_shared() -> None:
    rules = ByggMatch("single")
    start = MatchState(seed=1, target=None, scores=(0, 0, 0))
    shared = rules.after_deal(start, result(4, 4, 3))
    assert shared.over and shared.winners == (0, 1) and shared.decided_by == "single_deal"
    assert rules.rule("single_deal") == "BYGG-MATCH-5" and rules.is_decided((4, 4, 3), 1)
    state = done(BYGG, {0: [*SPADES, "10D", "AH", "AD"]}, rest_to=1, options={"match": "single"})
    assert state.match.over and state.match.winners == (0,)  # 7 against 4
    assert BYGG.score(state).standing.rule == "BYGG-MATCH-5"


def test_bygg_pen_2_akf_30_a_single_deal_lost_by_penalty() -> None:
    options = {"match": "single"}
    state = position(["5H"], ["5S", "9C"], game=BYGG, players=3, options=options)
    lost = replace(
        state,
        phase=Phase.DEAL_OVER,
        to_move=None,
        ended_by="penalty",
        match=lost_by_penalty(state.match, 0),
    )
    assert lost.match.winners == (1, 2) and lost.match.history == ((0, 0, 0),)
    assert not BYGG.check_state(lost)
    assert BYGG.rules(lost.options).match.rule("penalty") == "BYGG-PEN-2"
    one = replace(lost, match=replace(lost.match, winners=(1,)))
    assert [p.rule for p in BYGG.check_state(one) if p.code == "wrong_decision"] == ["BYGG-PEN-2"]
    target = position(["5H"], ["5S", "9C"], game=BYGG)
    no_penalty_end = replace(
        target,
        phase=Phase.DEAL_OVER,
        to_move=None,
        ended_by="penalty",
        match=lost_by_penalty(target.match, 0),
    )
    assert "not_in_this_game" in codes(BYGG.check_state(no_penalty_end))
    assert DECIDED_BY_RULES["penalty"] == "BYGG-PEN-2"


def test_mulle_g_6_a_glimne_deal_lost_by_penalty_ends_the_match() -> None:
    match = lost_by_penalty(MatchState(seed=1, target=None, scores=(0, 0)), 1)
    assert match.winners == (0,) and match.decided_by == "penalty"
    assert GLIMNE.rules(GLIMNE.resolve_options({}, 4)).match.rule("penalty") == "BYGG-PEN-2"


def test_bygg_match_continued_from_history() -> None:
    rules = BYGG.rules(BYGG.resolve_options({}, 3)).match
    all_tied = [[5, 3, 7], [7, 7, 5], [0, 2, 0]]  # 12 / 12 / 12: all three play off
    everyone = continue_match(rules, 3, 3, 9, all_tied)
    assert everyone.remaining is None and everyone.deal_number == 4
    tied = [[5, 3, 7], [7, 6, 5]]  # after two deals nothing is decided yet
    assert continue_match(rules, 3, 3, 9, tied).remaining is None
    with pytest.raises(InvalidInput):  # all three play deal 3
        continue_match(rules, 2, 2, 9, tied)
    playoff = continue_match(rules, 2, 2, 9, [*tied, [0, 0, 0]])  # 12 / 9 / 12
    assert playoff.remaining == (0, 2) and playoff.scores == (12, 9, 12)
    with pytest.raises(InvalidInput):
        continue_match(rules, 3, 3, 9, [*tied, [0, 0, 0]])
    with pytest.raises(InvalidInput):
        continue_match(rules, 3, 3, 9, [*tied, [1, 0, 0]])  # decided by deal 3


def test_bygg_var_7_match_formats_and_their_rules() -> None:
    assert BYGG.rules(BYGG.resolve_options({}, 2)).match == ByggMatch("target", 21)
    assert BYGG.rules(BYGG.resolve_options({}, 3)).match == ByggMatch("three_deals")
    assert BYGG.rules(BYGG.resolve_options({"target": 31}, 4)).match == ByggMatch("target", 31)
    with pytest.raises(ValueError, match="format"):
        ByggMatch("knockout")
    with pytest.raises(ValueError, match="target"):
        ByggMatch("single", 21)

"""Kasino rule by rule (reference §2 and §3): each rule ID with a legal and an illegal case."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.cards import STANDARD_DECK
from service.core.deal import shuffled
from service.core.verdict import IllegalMove, InvalidInput, NotApplicable
from service.games.dealer import draw_dealer, draw_rank
from service.games.fishing.announce import claimable
from service.games.fishing.dealing import rounds_per_deal
from service.games.fishing.invariants import located_cards
from service.games.fishing.kasino import KASINO
from service.games.fishing.state import FishingMove, LastPlay, MatchState, Phase
from service.games.fishing.values import Valuation, hand_values, table_values
from tests.fishing.finish import closing_table
from tests.fishing.positions import position

G = KASINO


def rules_of(state, move: FishingMove) -> list[str]:
    return [v.rule for v in G.validate(state, move).violations]


def codes_of(problems) -> set[str]:
    return {p.code for p in problems}


def play_out(state, pick=0):
    """Play to the end of the deal choosing the ``pick``-th legal move (clamped)."""
    while state.phase is Phase.PLAY:
        moves = G.legal_moves(state, 10_000).moves
        state = G.apply(state, moves[min(pick, len(moves) - 1)]).state
    return state


# -- CORE-CARD ---------------------------------------------------------------------------------


def test_core_card_1_deck_is_52_cards_and_every_card_once() -> None:
    state = G.deal(2, G.resolve_options({}, 2), 0, 5)
    assert sorted(card for _, card in located_cards(state)) == sorted(STANDARD_DECK)
    broken = replace(state, stock=state.stock[:-1] + (state.hands[0][0],))
    assert {"duplicate_card", "missing_cards"} <= codes_of(G.check_state(broken))


@pytest.mark.parametrize(
    ("card", "scheme", "hand", "table"),
    [
        ("10D", Valuation.CHOICE, (16, 10), (16, 10)),  # CORE-CARD-2/4 V-CHOICE
        ("2S", Valuation.CHOICE, (15, 2), (15, 2)),
        ("AH", Valuation.CHOICE, (14, 1), (14, 1)),
        ("10D", Valuation.ACES, (10,), (10,)),  # V-ACES
        ("2S", Valuation.ACES, (2,), (2,)),
        ("AC", Valuation.ACES, (14, 1), (14, 1)),
        ("10D", Valuation.HANDTABLE, (16,), (10,)),  # V-HANDTABLE
        ("2S", Valuation.HANDTABLE, (15,), (2,)),
        ("AS", Valuation.HANDTABLE, (14,), (1,)),
        ("10H", Valuation.CHOICE, (10,), (10,)),  # CORE-CARD-3: never special
        ("2H", Valuation.HANDTABLE, (2,), (2,)),
        ("JC", Valuation.CHOICE, (11,), (11,)),
        ("QD", Valuation.ACES, (12,), (12,)),
        ("KS", Valuation.HANDTABLE, (13,), (13,)),
    ],
)
def test_core_card_2_3_4_values(card: str, scheme: Valuation, hand: tuple, table: tuple) -> None:
    assert hand_values(card, scheme) == hand
    assert table_values(card, scheme) == table


def test_core_card_6_kasino_defaults_to_choice() -> None:
    assert G.resolve_options({}, 2).valuation is Valuation.CHOICE


def test_core_card_5_played_card_has_one_value_for_all_groups() -> None:
    state = position(["AC", "KS", "AD"], ["AH"])
    # AH = 14 takes KS + AC (1) and AD (14): legal
    assert G.validate(state, FishingMove(0, "AH", ("KS", "AC", "AD"))).legal
    # with both table aces pinned to 1, AH would need 14 for KS + AC and 1 for AD at once
    move = FishingMove(0, "AH", ("KS", "AC", "AD"), values={"AC": 1, "AD": 1})
    assert rules_of(state, move) == ["CORE-CARD-5"]


# -- CORE-SEAT ---------------------------------------------------------------------------------


def test_core_seat_1_player_counts() -> None:
    for players in (2, 3, 4):
        assert not G.check_state(G.deal(players, G.resolve_options({}, players), 0, 1))
    state = G.deal(2, G.resolve_options({}, 2), 0, 1)
    assert codes_of(G.check_state(replace(state, players=5))) == {"invalid_player_count"}


def test_core_seat_2_partnerships_only_with_four() -> None:
    assert G.resolve_options({"partnerships": True}, 4).sides(4) == ((0, 2), (1, 3))
    with pytest.raises(InvalidInput) as error:
        G.resolve_options({"partnerships": True}, 2)
    assert error.value.problems[0].pointer == "/options/partnerships"


def test_core_seat_3_turn_passes_clockwise() -> None:
    state = G.deal(3, G.resolve_options({}, 3), 1, 9)
    assert state.to_move == 2  # forehand: the dealer's left
    first = G.legal_moves(state, 1).moves[0]
    assert G.apply(state, first).state.to_move == 0


# -- CORE-DEAL ---------------------------------------------------------------------------------


def test_core_deal_1_dealer_drawn_from_seed_highest_card_ace_high() -> None:
    assert draw_rank("AS") == 14 and draw_rank("KH") == 13 and draw_rank("2C") == 2
    for seed in range(30):
        dealer = draw_dealer(seed, 4)
        assert dealer == draw_dealer(seed, 4)
        assert 0 <= dealer < 4


@pytest.mark.parametrize(("players", "dealer"), [(2, 0), (3, 1), (4, 3)])
def test_core_deal_3_packets_of_two(players: int, dealer: int) -> None:
    pack = shuffled(STANDARD_DECK, 77)
    state = G.deal(players, G.resolve_options({}, players), dealer, 77)
    n = players
    for k in range(n):
        seat = (dealer + 1 + k) % n
        assert state.hands[seat] == (
            pack[2 * k],
            pack[2 * k + 1],
            pack[2 * n + 2 + 2 * k],
            pack[2 * n + 3 + 2 * k],
        )
    assert state.table.cards == (pack[2 * n], pack[2 * n + 1], pack[4 * n + 2], pack[4 * n + 3])
    assert state.stock == tuple(pack[4 * n + 4 :])


def test_core_deal_4_later_rounds_deal_only_to_players() -> None:
    state = G.deal(2, G.resolve_options({}, 2), 0, 3)
    stock = state.stock
    while state.round == 1:
        state = G.apply(state, G.legal_moves(state, 1).moves[0]).state
    assert state.hands[1] == (stock[0], stock[1], stock[4], stock[5])  # forehand first
    assert state.hands[0] == (stock[2], stock[3], stock[6], stock[7])
    assert state.stock == stock[8:]


@pytest.mark.parametrize(("players", "rounds"), [(2, 6), (3, 4), (4, 3)])
def test_core_deal_5_rounds_per_deal(players: int, rounds: int) -> None:
    assert rounds_per_deal(players) == rounds
    state = G.deal(players, G.resolve_options({}, players), 0, 11)
    seen = {state.round}
    while state.phase is Phase.PLAY:
        state = G.apply(state, G.legal_moves(state, 1).moves[0]).state
        seen.add(state.round)
    assert seen == set(range(1, rounds + 1))


def test_core_deal_6_sistan_is_announced_for_the_last_round() -> None:
    state = G.deal(4, G.resolve_options({}, 4), 0, 12)
    events = []
    while state.phase is Phase.PLAY:
        outcome = G.apply(state, G.legal_moves(state, 1).moves[0])
        events += outcome.events
        state = outcome.state
    sistan = [e for e in events if e["type"] == "sistan"]
    assert sistan == [{"type": "sistan", "round": 3, "rule": "CORE-DEAL-6"}]


def test_core_deal_7_next_deal_passes_to_the_left() -> None:
    state = play_out(G.deal(3, G.resolve_options({}, 3), 2, 4))
    following = G.next_deal(state)
    assert following.dealer == 0 and following.to_move == 1
    assert following.match.deal_number == 2 and following.match.scores == state.match.scores
    with pytest.raises(NotApplicable):
        G.next_deal(following)  # CORE-MATCH-1: a started deal is played to its end


# -- CORE-TURN ---------------------------------------------------------------------------------


def test_core_turn_1_only_the_player_on_turn_plays() -> None:
    state = position(["5H"], ["5S"])
    assert rules_of(state, FishingMove(1, state.hands[1][0])) == ["CORE-TURN-1"]
    assert G.validate(state, FishingMove(0, "5S")).legal


def test_core_turn_2_a_card_from_the_hand() -> None:
    state = position(["5H"], ["5S"])
    assert rules_of(state, FishingMove(0, "5D")) == ["CORE-TURN-2"]
    after = G.apply(state, FishingMove(0, "5S", ("5H",))).state
    assert "5S" not in after.hands[0]


def test_core_turn_3_and_kas_gen_3_no_building_in_kasino() -> None:
    from service.games.fishing.state import Build, BuildAction, Table

    state = position(["5H", "3C"], ["8S"])
    build = Build("b1", 8, (("5H", "3C"),), 1, 8, (BuildAction(1, "create"),))
    with_build = replace(state, table=Table((), (build,)))
    assert "no_builds" in codes_of(G.check_state(with_build))


# -- CORE-CAP ----------------------------------------------------------------------------------


def test_core_cap_6_captured_cards_go_to_the_pile() -> None:
    state = position(["5H", "9C"], ["5S", "2D"])
    after = G.apply(state, FishingMove(0, "5S", ("5H",))).state
    assert after.captured[0][-2:] == ("5S", "5H")
    assert after.table.cards == ("9C",) and after.last_capturer == 0


def test_core_cap_7_capture_must_name_loose_table_cards() -> None:
    state = position(["5H", "9C"], ["5S", "2D"])
    assert rules_of(state, FishingMove(0, "5S", ())) == ["CORE-CAP-7"]
    assert rules_of(state, FishingMove(0, "5S", ("5D",))) == ["CORE-CAP-7"]
    assert rules_of(state, FishingMove(0, "5S", ("5H", "5H"))) == ["CORE-CAP-3"]
    mismatch = FishingMove(0, "5S", ("5H",), groups=(("9C",),))
    assert "CORE-CAP-7" in rules_of(state, mismatch)


def test_core_cap_1_group_must_add_up() -> None:
    state = position(["5H", "3C", "4D"], ["9S", "2D"])
    assert G.validate(state, FishingMove(0, "9S", ("5H", "4D"))).legal
    assert rules_of(state, FishingMove(0, "9S", ("5H", "3C"))) == ["CORE-CAP-1"]
    pinned = FishingMove(0, "9S", groups=(("5H", "3C"),))
    assert rules_of(state, pinned) == ["CORE-CAP-1"]


def test_pinned_values_must_be_allowed() -> None:
    state = position(["AH", "3C"], ["4S", "2D"])
    assert G.validate(state, FishingMove(0, "4S", ("AH", "3C"), values={"AH": 1})).legal
    assert rules_of(state, FishingMove(0, "4S", ("AH", "3C"), values={"AH": 2})) == ["CORE-CARD-4"]
    assert rules_of(state, FishingMove(0, "4S", ("AH", "3C"), values={"QH": 12})) == ["CORE-CARD-5"]


def test_pinned_values_count_for_a_capture_given_by_its_groups_alone() -> None:
    """Contract §4: with ``groups`` the ``capture`` may be omitted; a value pinned for a card in
    those groups is in play (it was once refused as CORE-CARD-5)."""
    state = position(["AH", "3C"], ["4S", "2D"])
    grouped = FishingMove(0, "4S", groups=(("AH", "3C"),), values={"AH": 1})
    assert G.validate(state, grouped).legal
    wrong = FishingMove(0, "4S", groups=(("AH", "3C"),), values={"AH": 2})
    assert rules_of(state, wrong) == ["CORE-CARD-4"]


# -- CORE-TRAIL and CORE-TABBE -----------------------------------------------------------------


def test_core_trail_2_and_tabbe_5_empty_table_only_trail_never_a_tabbe() -> None:
    # the table is empty mid-deal: seat 1, the last capturer, swept it (CORE-TABBE-1)
    state = position([], ["5S", "2D"], tabbar={1: 1})
    moves = G.legal_moves(state, 100).moves
    assert moves and all(m.capture is None for m in moves)
    outcome = G.apply(state, FishingMove(0, "5S"))
    assert not any(e["type"] == "tabbe" for e in outcome.events)
    assert outcome.state.tabbar == (0, 1)
    assert rules_of(state, FishingMove(0, "5S", ("5H",))) == ["CORE-CAP-7"]


def test_core_trail_1_trail_with_values_is_refused() -> None:
    state = position(["5H"], ["AS", "2D"])
    assert rules_of(state, FishingMove(0, "AS", values={"AS": 1})) == ["CORE-TRAIL-1"]


def test_core_tabbe_1_tabbe_is_recorded() -> None:
    state = position(["5H"], ["5S", "2D"], tabbar={1: 1})
    after = G.apply(state, FishingMove(0, "5S", ("5H",))).state
    assert after.tabbar == (1, 1)


# -- CORE-END ----------------------------------------------------------------------------------


def test_core_end_2_nobody_captured_leftovers_go_to_nobody() -> None:
    opts = G.resolve_options({}, 2)
    state = G.deal(2, opts, 0, 21)
    while state.phase is Phase.PLAY:  # always trail: nobody ever captures
        trails = [m for m in G.legal_moves(state, 1000).moves if m.capture is None]
        state = G.apply(state, trails[0]).state
    assert state.last_capturer is None
    assert len(state.table.cards) == 52 and not any(state.captured)
    report = G.score(state)
    assert sum(report.totals) == 0
    assert not G.check_state(state)


# -- CORE-SCORE and KAS-SCORE ------------------------------------------------------------------


def finished(piles: dict[int, list[str]], rest_to: int, last_card: str = "KD", **kw):
    players = kw.pop("players", 2)
    state = position(
        closing_table(G, piles, last_card),
        [last_card],
        players=players,
        dealer=players - 1,
        to_move=players - 1,
        piles=piles,
        rest_to=rest_to,
        **kw,
    )
    return G.apply(state, FishingMove(players - 1, last_card)).state


def items(state) -> dict[tuple[int | None, str], int]:
    return {(i.seat, i.code): i.points for i in G.score(state).items}


def test_kas_score_1_items_and_total_of_ten() -> None:
    spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S"]
    state = finished({0: [*spades, "10D", "AH", "AD"]}, rest_to=1)
    got = items(state)
    assert got[(0, "most_spades")] == 2
    assert got[(0, "storan")] == 2 and got[(0, "lillan")] == 1
    assert got[(0, "aces")] == 3 and got[(1, "aces")] == 1
    assert got[(1, "most_cards")] == 1
    assert sum(G.score(state).totals) == 10


def test_core_score_2_and_kas_score_2_ties_give_nobody_the_points() -> None:
    spade_tie = {0: ["AS", "2S", "3S", "4S"], 1: ["5S", "6S", "7S", "8S"], 2: ["9S", "10S", "JS"]}
    state = finished(spade_tie, rest_to=3, players=4)
    assert not any(code == "most_spades" for _, code in items(state))
    cards = [c for c in STANDARD_DECK if c != "KD"]
    tie = finished({0: cards[:26]}, rest_to=1)  # 26 cards each: nobody gets most cards
    got = items(tie)
    assert not any(code == "most_cards" for _, code in got)
    assert got[(0, "most_spades")] == 2
    assert sum(G.score(tie).totals) == 9  # KAS-SCORE-3: a tie for cards removes 1


def test_kas_score_3_sistan_makes_eleven_plus_tabbes() -> None:
    state = finished(
        {0: ["AS", "2S", "3S"]}, rest_to=1, options={"sistan_point": True}, tabbar={1: 2}
    )
    assert sum(G.score(state).totals) == 11 + 2


def test_kas_var_7_overspader_replaces_most_spades() -> None:
    spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"]
    state = finished({0: spades}, rest_to=1, options={"overspader": True})
    got = items(state)
    assert got[(0, "overspader")] == 4 and (0, "most_spades") not in got
    assert G.resolve_options({"overspader": True}, 2).target == 21  # AKF-11
    assert G.resolve_options({"overspader": True, "target": 16}, 2).target == 16


# -- KAS-PART ----------------------------------------------------------------------------------


def test_kas_part_1_2_partners_add_points_or_pool_piles() -> None:
    cards = [c for c in STANDARD_DECK if c != "KD"]
    spades = [c for c in cards if c.endswith("S")]
    others = [c for c in cards if not c.endswith("S")]
    piles = {0: spades[:7] + others[:10], 2: spades[7:] + others[10:20], 1: others[20:30]}
    added = finished(piles, rest_to=3, players=4, options={"partnerships": True})
    pooled = finished(
        piles,
        rest_to=3,
        players=4,
        options={"partnerships": True, "partner_scoring": "pooled_piles"},
    )
    report_added, report_pooled = G.score(added), G.score(pooled)
    assert report_added.sides == ((0, 2), (1, 3))
    # added points: seat 0 (7 spades) takes most spades alone; pooled: side 0 has all 13
    assert any(i.code == "most_spades" and i.seat == 0 for i in report_added.items)
    assert any(
        i.code == "most_spades" and i.side == 0 and i.seat is None for i in report_pooled.items
    )
    assert len(report_added.totals) == 2


# -- KAS-MATCH, KAS-VAR-5, KAS-VAR-6 -----------------------------------------------------------


def test_kas_match_1_match_ends_at_target() -> None:
    state = finished({0: ["AS", "2S", "3S"]}, rest_to=1, scores=(14, 3))
    assert state.match.scores == (16, 11)
    assert state.match.over and state.match.winners == (0,)
    assert state.match.decided_by == "points"
    below = finished({0: ["AS", "2S", "3S"]}, rest_to=1, scores=(10, 3))
    assert not below.match.over and below.match.winners is None


def test_kas_match_2_single_deals_shared_win_on_tie() -> None:
    cards = [c for c in STANDARD_DECK if c != "KD"]
    state = finished({0: cards[:26]}, rest_to=1, options={"target": None})
    assert state.match.over and state.match.decided_by == "single_deal"


def test_kas_match_3_tie_broken_by_spades_in_last_deal() -> None:
    from service.games.fishing.match import after_deal

    match = MatchState(seed=1, target=16, scores=(12, 12), history=((12, 12),), deal_number=2)
    decided = after_deal(match, (5, 5), (9, 4), "spades_last_deal")
    assert decided.over and decided.winners == (0,) and decided.decided_by == "spades_last_deal"
    shared = after_deal(match, (5, 5), (4, 4), "spades_last_deal")
    assert shared.winners == (0, 1) and shared.decided_by == "shared"  # AKF-07
    more = after_deal(match, (5, 5), (9, 4), "play_more_deals")  # KAS-VAR-6, AKF-08
    assert not more.over
    unique = after_deal(more, (1, 0), (3, 3), "play_more_deals")
    assert unique.over and unique.winners == (0,)
    below = after_deal(
        MatchState(seed=1, target=16, scores=(0, 0)), (5, 3), (1, 1), "spades_last_deal"
    )
    assert not below.over


def test_next_deal_refused_when_match_over() -> None:
    state = finished({0: ["AS", "2S"]}, rest_to=1, options={"target": 1})
    assert state.match.over
    with pytest.raises(NotApplicable) as error:
        G.next_deal(state)
    assert error.value.code == "match_over"


# -- KAS-VAR-3: forced capture -----------------------------------------------------------------


def test_kas_var_3_forced_capture_must_capture_and_be_maximal() -> None:
    opts = {"forced_capture": True}
    state = position(["5H", "5D", "9C"], ["5S", "2D"], options=opts)
    assert rules_of(state, FishingMove(0, "5S")) == ["MISAR-FORCE-4"]
    assert rules_of(state, FishingMove(0, "5S", ("5H",))) == ["MISAR-FORCE-4"]
    assert G.validate(state, FishingMove(0, "5S", ("5H", "5D"))).legal
    assert G.validate(state, FishingMove(0, "2D")).legal  # MISAR-FORCE-5: any card may be played
    listed = [m for m in G.legal_moves(state, 100).moves if m.card == "5S"]
    assert [m.capture for m in listed] == [("5H", "5D")]


def test_kas_var_3_ace_beside_ace_must_take_it() -> None:
    state = position(["AD", "9C"], ["AC", "5H"], options={"forced_capture": True})
    assert rules_of(state, FishingMove(0, "AC")) == ["MISAR-FORCE-4"]
    assert G.validate(state, FishingMove(0, "AC", ("AD",))).legal


def test_kas_var_3_maximal_at_the_value_used() -> None:
    """AKF-13: lillan used as 2 need not also take what lillan as 15 could."""
    state = position(["2C", "9D", "6H"], ["2S", "KH"], options={"forced_capture": True})
    assert G.validate(state, FishingMove(0, "2S", ("2C",))).legal
    assert G.validate(state, FishingMove(0, "2S", ("9D", "6H"))).legal


# -- KAS-VAR-8: announcing out -----------------------------------------------------------------


def test_kas_var_8_announce_out() -> None:
    opts = {"announce_out": True}
    state = position(
        ["5H"], ["5S", "2D"], options=opts, scores=(13, 0), piles={0: ["10D", "AS"]}, rest_to=1
    )
    announce = FishingMove(0, announce_out=True)
    assert claimable(state, 0, G.rules(state.options), G.sides(state)) == 16
    outcome = G.apply(state, announce)
    assert outcome.state.match.over and outcome.state.match.winners == (0,)
    assert outcome.state.ended_by == "announce_out" and not G.check_state(outcome.state)
    won = outcome.state.match
    assert won.history[-1] == (3, 0)  # storan and an ace, taken this deal
    swapped = replace(outcome.state, match=replace(won, winners=(1,)))
    assert {(p.code, p.rule) for p in G.check_state(swapped)} >= {("wrong_decision", "KAS-VAR-8")}
    padded = replace(
        outcome.state, match=replace(won, scores=(16, 1), history=(*won.history[:-1], (3, 1)))
    )
    assert [(p.code, p.rule) for p in G.check_state(padded)] == [("wrong_claim_row", "KAS-VAR-8")]
    short = position(
        ["5H"], ["5S", "2D"], options=opts, scores=(12, 0), piles={0: ["10D", "AS"]}, rest_to=1
    )
    assert rules_of(short, announce) == ["KAS-VAR-8"]
    off = position(["5H"], ["5S", "2D"], scores=(13, 0), piles={0: ["10D", "AS"]}, rest_to=1)
    assert rules_of(off, announce) == ["KAS-VAR-8"]
    other = FishingMove(1, announce_out=True)
    assert rules_of(state, other) == ["KAS-VAR-8"]  # not his turn and no capture just made
    just = replace(
        state,
        last_play=LastPlay(1, "9C", ("9H",), False),
        last_capturer=1,
        captured=(state.captured[0], ("9C", "9H")),
    )
    assert G.validate(just, other).violations[0].code == "target_not_reached"


def test_kas_var_8_no_announcing_in_a_tie_break_deal() -> None:
    """KAS-VAR-6/AKF-08: the further deals after a tie at the target are complete deals; a
    player who began one at the target does not "reach" it by announcing (the first to move
    would otherwise win at once, with the totals still level)."""
    opts = {"announce_out": True, "tie_rule": "play_more_deals"}
    announce = FishingMove(0, announce_out=True)
    level = position(["5H"], ["5S", "2D"], options=opts, scores=(16, 16), rest_to=1)
    assert not G.check_state(level)  # a sound state: the match goes on to break the tie
    assert rules_of(level, announce) == ["KAS-VAR-6"]
    assert G.validate(level, announce).violations[0].code == "tie_break_deal"
    assert not any(m.announce_out for m in G.legal_moves(level, 100).moves)
    # a player below the target in a three-player tie-break deal cannot announce either
    behind = position(
        ["5H"],
        ["5S", "2D"],
        players=3,
        options=opts,
        scores=(15, 17, 17),
        piles={0: ["10D", "AS"]},
        rest_to=1,
    )
    assert not G.check_state(behind)
    assert claimable(behind, 0, G.rules(behind.options), G.sides(behind)) == 18
    assert rules_of(behind, announce) == ["KAS-VAR-6"]
    # the same totals short of the target in an ordinary match: the announcement stands
    ordinary = position(
        ["5H"], ["5S", "2D"], options=opts, scores=(13, 2), piles={0: ["10D", "AS"]}, rest_to=1
    )
    assert G.validate(ordinary, announce).legal


# -- KAS-VAR-9 and CORE-ENF-1 ------------------------------------------------------------------


def test_kas_var_9_s2_profile_is_a_preset() -> None:
    s2 = G.resolve_options({"profile": "s2"}, 2)
    assert s2.valuation is Valuation.ACES and s2.sistan_point and s2.target == 16
    override = G.resolve_options({"profile": "s2", "valuation": "choice"}, 2)
    assert override.valuation is Valuation.CHOICE


def test_core_enf_1_enforcement_option() -> None:
    assert G.resolve_options({}, 2).enforcement == "reject"
    state = position(["5H"], ["5S", "2D"], options={"enforcement": "penalize"})
    with pytest.raises(IllegalMove):  # Kasino defines no penalty: still refused
        G.apply(state, FishingMove(0, "5D"))
    with pytest.raises(InvalidInput):
        G.resolve_options({"enforcement": "lenient"}, 2)


def test_unknown_and_ill_typed_options_are_refused() -> None:
    with pytest.raises(InvalidInput) as error:
        G.resolve_options({"valuation": "high", "target": "16", "nonsense": 1}, 2)
    pointers = {p.pointer for p in error.value.problems}
    assert pointers == {"/options/valuation", "/options/target", "/options/nonsense"}
    with pytest.raises(InvalidInput) as error:  # the same raw options, given in a state
        G.resolve_options({"valuation": "high", "target": "16", "nonsense": 1}, 2, "/state/options")
    assert {p.pointer for p in error.value.problems} == {
        "/state/options/valuation",
        "/state/options/target",
        "/state/options/nonsense",
    }


def test_equal_options_are_one_object_however_given() -> None:
    """A state's options resolve to the very object a deal's did, so per-options caches find
    them by identity (engine._resolve_frozen)."""
    dealt = G.resolve_options({}, 2)
    spelled_out = G.resolve_options(dealt.to_plain(), 2, "/state/options")
    assert spelled_out is dealt
    assert G.resolve_options({"target": 21}, 2) is not dealt

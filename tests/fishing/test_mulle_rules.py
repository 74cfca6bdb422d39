"""Mulle (Sassersson) rule by rule (reference §8): each rule ID with a legal and an illegal case.

EX-MULLE-S-01 and the mulle captures are vectors (tests/vectors/mulle-sassersson.yaml); here
are the double deck, the deal with its short last round, scoring and matches.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from service.core.cards import STANDARD_DECK
from service.core.deal import shuffled
from service.core.verdict import InvalidInput
from service.games.fishing.invariants import located_cards
from service.games.fishing.mulle import DOUBLE_DECK, MULLE
from service.games.fishing.state import Build, BuildAction, FishingMove, Phase, Table
from service.games.fishing.values import Valuation
from tests.fishing.finish import finished, items
from tests.fishing.positions import position

G = MULLE


def codes_of(problems) -> set[str]:
    return {p.code for p in problems}


def play_out(state, pick=0):
    order, events = [], []
    while state.phase is Phase.PLAY:
        moves = G.legal_moves(state, 1000).moves
        move = moves[min(pick, len(moves) - 1)]
        order.append(move.player)
        outcome = G.apply(state, move)
        events += outcome.events
        state = outcome.state
    return state, order, events


def test_mulle_s_1_104_cards_every_code_twice() -> None:
    assert len(DOUBLE_DECK) == 104 and Counter(DOUBLE_DECK) == Counter(STANDARD_DECK * 2)
    state = G.deal(2, G.resolve_options({}, 2), 0, 9)
    assert Counter(card for _, card in located_cards(state)) == Counter(DOUBLE_DECK)
    hand = state.hands[0]
    third = replace(state, stock=(*state.stock[:-1], hand[0]))  # a third copy, one missing
    third = replace(third, hands=(hand, state.hands[1]))
    assert {"duplicate_card", "missing_cards"} <= codes_of(G.check_state(third))


def test_mulle_s_2_akf_40_two_to_four_players_each_for_himself() -> None:
    for players in (2, 3, 4):
        assert not G.check_state(G.deal(players, G.resolve_options({}, players), 0, 4))
    assert G.resolve_options({}, 4).sides(4) == ((0,), (1,), (2,), (3,))
    with pytest.raises(InvalidInput):
        G.resolve_options({"partnerships": True}, 4)
    state = G.deal(2, G.resolve_options({}, 2), 0, 1)
    assert codes_of(G.check_state(replace(state, players=5))) == {"invalid_player_count"}


def test_mulle_s_3_play_as_kasino_without_building() -> None:
    assert G.resolve_options({}, 2).valuation is Valuation.ACES
    state = position(["5H", "3C"], ["8S", "2D"], game=G, to_move=0)
    build = Build("b1", 8, (("5H", "3C"),), 1, 8, (BuildAction(1, "create"),))
    problems = G.check_state(replace(state, table=Table((), (build,))))
    assert any(p.code == "no_builds" and p.rule == "MULLE-S-3" for p in problems)
    assert G.validate(state, FishingMove(0, "8S", ("5H", "3C"))).legal
    assert G.validate(state, FishingMove(0, "2D")).legal  # capturing is optional


def test_mulle_s_4_akf_41_five_each_one_at_a_time_then_five_to_the_table() -> None:
    state = G.deal(3, G.resolve_options({}, 3), 1, 21)
    pack = shuffled(DOUBLE_DECK, 21)
    order = [2, 0, 1]  # forehand first, the dealer last
    for k, seat in enumerate(order):
        assert state.hands[seat] == tuple(pack[k + 3 * i] for i in range(5))
    assert state.table.cards == tuple(pack[15:20]) and state.stock == tuple(pack[20:])
    assert "wrong_table" in codes_of(
        G.check_state(
            replace(
                state,
                table=Table(state.table.cards[:4]),
                stock=(*state.stock, state.table.cards[4]),
            )
        )
    )


@pytest.mark.parametrize(
    ("players", "dealer", "rounds", "last_sizes"),
    [(2, 1, 10, {0: 5, 1: 4}), (3, 0, 7, {0: 3, 1: 3, 2: 3}), (4, 0, 5, {1: 5, 2: 5, 3: 5, 0: 4})],
)
def test_mulle_s_5_the_short_last_round(
    players: int, dealer: int, rounds: int, last_sizes: dict[int, int]
) -> None:
    state = G.deal(players, G.resolve_options({}, players), dealer, 6)
    last_events = []
    while state.phase is Phase.PLAY:
        outcome = G.apply(state, G.legal_moves(state, 1).moves[0])
        last_events += [e for e in outcome.events if e["type"] in ("dealt", "sistan")]
        if any(e["type"] == "sistan" for e in outcome.events):
            sizes = {seat: len(hand) for seat, hand in enumerate(outcome.state.hands)}
            assert sizes == last_sizes
            assert outcome.state.round == rounds and not outcome.state.stock
        state = outcome.state
    assert [e for e in last_events if e["type"] == "sistan"] == [
        {"type": "sistan", "round": rounds, "rule": "MULLE-S-5"}
    ]


@pytest.mark.parametrize(("players", "dealer", "last"), [(2, 1, 0), (4, 0, 3), (3, 2, 2)])
def test_mulle_s_6_the_dealer_is_not_always_last(players: int, dealer: int, last: int) -> None:
    """2 players: forehand plays last; 4 players: the dealer's right-hand neighbour; with 3
    the last round is 3 cards each and the dealer is last again."""
    state = G.deal(players, G.resolve_options({}, players), dealer, 13)
    final, order, _ = play_out(state)
    assert order[-1] == last and len(order) == 104 - 5
    assert not G.check_state(final)


def test_mulle_s_6_a_player_without_cards_is_skipped() -> None:
    state = position(["5H"], ["9C"], game=G, to_move=0)  # forehand's fifth, the dealer has none
    assert state.hands[1] == () and state.to_move == 0
    assert "wrong_player_to_move" in codes_of(G.check_state(replace(state, to_move=1)))


def test_mulle_s_7_8_a_mulle_is_the_twin_alone() -> None:
    state = position(["9H", "4C", "5D"], ["9H", "2C"], game=G, to_move=0)
    mulle = G.apply(state, FishingMove(0, "9H", ("9H",))).state
    assert mulle.mulles == (1, 0) and not G.check_state(mulle)
    ordinary = G.apply(state, FishingMove(0, "9H", ("9H", "4C", "5D"))).state
    assert ordinary.mulles == (0, 0)
    other = position(["9S", "4C"], ["9H", "2C"], game=G, to_move=0)
    assert G.apply(other, FishingMove(0, "9H", ("9S",))).state.mulles == (0, 0)
    assert "impossible_mulles" in codes_of(G.check_state(replace(state, mulles=(1, 0))))


def test_mulle_s_9_10_scoring() -> None:
    spades = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"]
    state = finished(G, {0: spades * 2}, rest_to=1, last_player=0)
    got = items(G, state)
    assert got[(0, "most_spades")] == 1 and (1, "most_cards") not in got
    assert got[(0, "aces")] == 2 and got[(1, "aces")] == 6 and got[(0, "lillan")] == 2
    assert got[(1, "storan")] == 4 and got[(1, "sistan")] == 1
    assert sum(G.score(state).totals) == 16  # 1 + 8 + 4 + 2 + 1, no tabbes or mulles


def test_mulle_s_8_mulles_score_five_each() -> None:
    state = finished(G, {0: ["9H", "9H", "4C", "4C"]}, rest_to=1, last_player=0)
    scored = replace(state, mulles=(2, 0))
    assert items(G, scored)[(0, "mulles")] == 10


def test_mulle_s_11_var_2_akf_45_single_deals_or_a_target() -> None:
    single = finished(G, {0: ["AS", "AH"]}, rest_to=1, last_player=0)
    assert single.match.over and single.match.decided_by == "single_deal"
    assert G.score(single).standing.rule == "MULLE-S-11"
    target = finished(G, {0: ["AS", "AH"]}, rest_to=1, last_player=0, options={"target": 30})
    assert not target.match.over and target.match.target == 30
    assert G.next_deal(target).dealer == 0
    with pytest.raises(InvalidInput):
        G.resolve_options({"target": 0}, 2)


def test_mulle_s_var_1_valuation() -> None:
    options = {"valuation": "handtable"}
    state = position(["9D", "7C"], ["10D", "2C"], game=G, to_move=0, options=options)
    assert G.validate(state, FishingMove(0, "10D", ("9D", "7C"))).legal  # storan 16
    plain = position(["9D", "7C"], ["10D", "2C"], game=G, to_move=0)
    assert not G.validate(plain, FishingMove(0, "10D", ("9D", "7C"))).legal
    with pytest.raises(InvalidInput):
        G.resolve_options({"valuation": "high"}, 2)

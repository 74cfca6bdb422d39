"""Dragkasino rule by rule (reference §5): each rule ID with a legal and an illegal case."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.cards import STANDARD_DECK
from service.core.deal import shuffled
from service.core.verdict import InvalidInput, NotApplicable
from service.games.fishing.dragkasino import DRAGKASINO
from service.games.fishing.state import FishingMove, Phase
from service.games.fishing.values import Valuation
from tests.fishing.positions import position

G = DRAGKASINO


def codes_of(problems) -> set[str]:
    return {p.code for p in problems}


def play_out(state, pick=0):
    events = []
    plays = [0] * state.players
    while state.phase is Phase.PLAY:
        moves = G.legal_moves(state, 1000).moves
        move = moves[min(pick, len(moves) - 1)]
        plays[move.player] += 1
        outcome = G.apply(state, move)
        events += outcome.events
        state = outcome.state
    return state, events, plays


@pytest.mark.parametrize(("players", "stock"), [(2, 40), (3, 36), (4, 32)])
def test_drag_deal_1_kasino_first_round_then_a_stock(players: int, stock: int) -> None:
    state = G.deal(players, G.resolve_options({}, players), 0, 31)
    pack = shuffled(STANDARD_DECK, 31)
    n = players
    assert state.table.cards == (pack[2 * n], pack[2 * n + 1], pack[4 * n + 2], pack[4 * n + 3])
    assert all(len(hand) == 4 for hand in state.hands) and len(state.stock) == stock
    assert state.round == 1 and not G.check_state(state)
    short = replace(state, stock=state.stock[1:], captured=(state.stock[:1], *state.captured[1:]))
    assert "wrong_player_to_move" in codes_of(G.check_state(short))


def test_drag_draw_1_every_play_is_followed_by_a_draw() -> None:
    state = G.deal(2, G.resolve_options({}, 2), 0, 5)
    top = state.stock[0]
    player = state.to_move
    move = G.legal_moves(state, 1).moves[0]
    after = G.apply(state, move).state
    assert top in after.hands[player] and len(after.hands[player]) == 4
    assert after.stock == state.stock[1:]
    thin = replace(after, hands=(after.hands[0], after.hands[1][:3]), stock=after.stock)
    assert "wrong_hand_size" in codes_of(G.check_state(replace(thin, table=after.table)))


@pytest.mark.parametrize(("players", "each"), [(2, 24), (3, 16), (4, 12)])
def test_drag_draw_2_3_plays_per_player_and_one_last_round(players: int, each: int) -> None:
    """No deal after the first (DRAG-DRAW-2); after the dealer's last draw the last four
    cards each are played without drawing (DRAG-DRAW-3, AKF-19)."""
    state = G.deal(players, G.resolve_options({}, players), players - 1, 8)
    final, events, plays = play_out(state)
    assert plays == [each] * players
    assert not any(e["type"] == "dealt" for e in events)
    sistan = [e for e in events if e["type"] == "sistan"]
    assert sistan == [{"type": "sistan", "round": 2, "rule": "DRAG-DRAW-3"}]
    draws = [e for e in events if e["type"] == "drew"]
    assert len(draws) == 52 - 4 - 4 * players and draws[-1]["player"] == players - 1
    assert not G.check_state(final)


def test_drag_draw_3_round_2_means_an_empty_stock() -> None:
    state = position(["5H"], ["5S", "2D", "9C", "KH"], game=G, round=1, to_move=1)
    assert state.round == 1 and state.stock
    assert "wrong_stock_size" in codes_of(G.check_state(replace(state, round=2)))
    last = position(["5H"], ["5S", "2D", "9C", "KH"], game=G, to_move=0)
    assert last.round == 2 and not last.stock
    assert "wrong_stock_size" in codes_of(G.check_state(replace(last, round=1)))
    assert "invalid_round" in codes_of(G.check_state(replace(last, round=3)))


def test_drag_end_1_and_gen_1_kasino_rules_and_options() -> None:
    options = G.resolve_options(
        {"partnerships": True, "announce_out": True, "valuation": "aces"}, 4
    )
    assert options.sides(4) == ((0, 2), (1, 3)) and options.valuation is Valuation.ACES
    assert options.target == 16 and options.match is None and not options.forced_tabbe
    assert G.resolve_options({"overspader": True}, 2).target == 21  # AKF-11
    state = G.deal(2, G.resolve_options({"target": 5}, 2), 0, 2)
    final, _events, _plays = play_out(state, pick=1)
    assert final.match.over and final.match.scores == (10, 0)  # leftovers, KAS-SCORE-1
    assert G.score(final).standing.rule == "KAS-MATCH-1"
    going = G.deal(2, G.resolve_options({"target": 50}, 2), 0, 2)
    assert G.next_deal(play_out(going, pick=1)[0]).dealer == 1  # CORE-DEAL-7


def test_drag_var_1_base_misar_plays_misar_with_drawing() -> None:
    options = G.resolve_options({"base": "misar"}, 3)
    assert options.forced_tabbe and options.forced_capture and options.match == "single"
    assert options.target is None
    state = position(
        ["5H", "3D"],
        ["8C", "2H", "KS", "9D"],
        game=G,
        options={"base": "misar"},
        round=1,
        to_move=1,
    )
    move = FishingMove(1, "KS")
    assert [v.rule for v in G.validate(state, move).violations] == ["MISAR-FORCE-1"]
    assert G.validate(state, FishingMove(1, "8C", ("5H", "3D"))).legal
    final, _events, _plays = play_out(G.deal(2, G.resolve_options({"base": "misar"}, 2), 0, 4))
    assert final.match.over and final.match.decided_by in ("lowest", "fewest_spades", "shared")
    with pytest.raises(NotApplicable):
        G.next_deal(final)


def test_drag_var_1_options_of_the_other_base_are_refused() -> None:
    with pytest.raises(InvalidInput) as error:
        G.resolve_options({"base": "misar", "target": 21, "announce_out": True}, 2)
    assert {p.pointer for p in error.value.problems} == {"/options/target", "/options/announce_out"}
    assert {p.code for p in error.value.problems} == {"option_not_applicable"}
    with pytest.raises(InvalidInput) as error:
        G.resolve_options({"forced_tabbe": True, "match": "elimination"}, 2)
    assert {p.rule for p in error.value.problems} == {"DRAG-VAR-1"}
    assert G.resolve_options({"base": "misar", "target": None, "forced_tabbe": False}, 2)
    with pytest.raises(InvalidInput):
        G.resolve_options({"base": "byggkasino"}, 2)  # AKF-20


def test_drag_var_1_misar_elimination_with_drawing() -> None:
    options = G.resolve_options({"base": "misar", "match": "elimination"}, 3)
    state = G.deal(3, options, 0, 12)
    assert state.match.target == 21 and state.penalties == (0, 0, 0)
    final, _events, _plays = play_out(state)
    assert not final.match.over and not G.check_state(final)
    assert G.next_deal(final).players == 3

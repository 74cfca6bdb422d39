"""Turn structure: draw, discard, first turns (R500-TURN-2, R500-DRAW-*, R500-DISCARD-*,
R500-FIRST-*, R500-OUT-1)."""

from __future__ import annotations

from dataclasses import replace

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.options import FemhundraOptions
from service.games.femhundra.state import Drawn, DrawSource, Phase

from .builders import build, illegal, legal

ROUND_ONE_HAND = ["JS", "JH", "JD", "2C", "3D", "4H", "5S", "9C"]


def test_turn_2_exactly_one_draw_then_play() -> None:
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 2, 31)
    assert illegal(state, "R500-TURN-2", "discard", 0, card=state.hands[0][0]) == "draw_first"
    assert illegal(state, "R500-TURN-2", "draw", 1, source="stock") == "not_your_turn"
    after = legal(state, "draw", 0, source="stock")
    assert after.phase is Phase.PLAY
    assert illegal(after, "R500-TURN-2", "draw", 0, source="pile") == "already_drawn"
    assert illegal(after, "R500-TURN-2", "take_pile", 0) == "already_drawn"
    done = legal(after, "discard", 0, card=after.hands[0][0])
    assert done.phase is Phase.DRAW and done.to_move == 1


def test_draw_1_stock_card_goes_to_the_hand() -> None:
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 2, 31)
    after = legal(state, "draw", 0, source="stock")
    assert state.stock[0] in after.hands[0] and after.stock == state.stock[1:]
    assert after.turn.drawn is not None and after.turn.drawn.source is DrawSource.STOCK
    assert after.exposed[0] == ()  # seen by the drawer only


def test_turn_2_check_state_refuses_a_drawn_card_in_another_hand() -> None:
    # R500-TURN-2: the card drawn this turn is in the mover's hand (or on the table).
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 2, 31)
    after = legal(state, "draw", 0, source="stock")
    other = after.hands[1][0]
    forged = replace(after, turn=replace(after.turn, drawn=Drawn(DrawSource.STOCK, (other,))))
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(forged)] == [
        ("/state/turn/drawn/cards/0", "drawn_card_elsewhere", "R500-TURN-2")
    ]
    top = legal(state, "draw", 0, source="pile")  # R500-DRAW-2: the top card is seen taken
    unseen = replace(top, exposed=((), (), ()))
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(unseen)] == [
        ("/state/turn/drawn/cards/0", "drawn_card_not_exposed", "R500-DRAW-2")
    ]


def test_draw_2_top_card_open_to_everybody_from_the_first_turn() -> None:
    state = FEMHUNDRA.deal(3, FemhundraOptions(), 2, 31)
    up_card = state.pile[-1]
    after = legal(state, "draw", 0, source="pile")
    assert up_card in after.hands[0] and after.pile == ()
    assert after.exposed[0] == (up_card,)  # everybody saw it taken


def test_draw_2_empty_pile_refused() -> None:
    state = build(players=3, phase="draw", pile=[], hands={0: ["2C", "5D"]})
    assert illegal(state, "R500-DRAW-2", "draw", 0, source="pile") == "pile_empty"
    legal(state, "draw", 0, source="stock")


def test_draw_3_whole_pile_needs_a_pile() -> None:
    state = build(
        players=3,
        phase="draw",
        pile=[],
        hands={0: ["2C", "5D"]},
        table=[{"owner": 0, "cards": ["JS", "JH", "JD"]}],
    )
    assert illegal(state, "R500-DRAW-3", "take_pile", 0) == "pile_empty"


def test_discard_1_any_card_of_the_hand() -> None:
    state = build(players=3, hands={0: ["2C", "5D", "KH"]})
    assert illegal(state, "R500-DISCARD-1", "discard", 0, card="3C") == "card_not_in_hand"
    after = legal(state, "discard", 0, card="KH")
    assert after.pile[-1] == "KH" and after.hands[0] == ("5D", "2C")


def test_discard_1_a500_03_the_card_just_taken_may_go_back() -> None:
    state = build(players=3, phase="draw", hands={0: ["2C", "5D"]}, pile=["9S", "KH"])
    after = legal(state, "draw", 0, source="pile")
    after = legal(after, "discard", 0, card="KH")
    assert after.pile == ("9S", "KH") and after.hands[0] == ("5D", "2C")


def test_discard_2_forehand_taking_the_up_card_discards_in_its_place() -> None:
    state = FEMHUNDRA.deal(4, FemhundraOptions(), 0, 5)
    after = legal(state, "draw", 1, source="pile")
    card = after.hands[1][0]
    after = legal(after, "discard", 1, card=card)
    assert after.pile == (card,)
    other = legal(legal(state, "draw", 1, source="stock"), "discard", 1, card=state.hands[1][0])
    assert other.pile == (state.pile[0], state.hands[1][0])  # on top of the up-card


def test_first_1_no_meld_in_the_first_turn() -> None:
    state = build(players=3, turn=0, to_move=0, hands={0: ROUND_ONE_HAND})
    assert illegal(state, "R500-FIRST-1", "meld", 0, cards=["JS", "JH", "JD"]) == "first_turn"
    later = build(players=3, turn=1, to_move=1, hands={1: ROUND_ONE_HAND})
    illegal(later, "R500-FIRST-1", "meld", 1, cards=["JS", "JH", "JD"])


def test_first_1_forehand_melds_from_his_second_turn_others_from_theirs() -> None:
    forehand = build(players=3, turn=3, to_move=0, hands={0: ROUND_ONE_HAND})
    legal(forehand, "meld", 0, cards=["JS", "JH", "JD"])
    second = build(players=3, turn=4, to_move=1, hands={1: ROUND_ONE_HAND})
    legal(second, "meld", 1, cards=["JS", "JH", "JD"])


def test_first_1_check_state_refuses_a_meld_of_a_seat_before_its_second_turn() -> None:
    # R500-FIRST-1: 3 players, forehand 0; turn 4 is seat 1's second turn, turn 5 seat 2's.
    meld = [{"owner": 2, "cards": ["QS", "QH", "QD"]}]
    early = build(check=False, players=3, turn=4, to_move=1, table=meld)
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(early)] == [
        ("/state/table/0/owner", "meld_before_second_turn", "R500-FIRST-1")
    ]
    not_drawn = build(check=False, players=3, turn=5, to_move=2, phase="draw", table=meld)
    assert [p.code for p in FEMHUNDRA.check_state(not_drawn)] == ["meld_before_second_turn"]
    build(players=3, turn=5, to_move=2, table=meld)  # drawn in his second turn: may have melded
    build(players=3, turn=6, to_move=0, phase="draw", table=meld)


def test_first_2_no_lay_off_in_round_one_and_an_empty_table() -> None:
    state = build(players=3, turn=2, to_move=2, hands={2: ROUND_ONE_HAND})
    assert illegal(state, "R500-FIRST-2", "lay_off", 2, target="m1", cards=["2C"]) == "first_turn"
    bad = build(
        check=False,
        players=3,
        turn=2,
        to_move=2,
        hands={2: ROUND_ONE_HAND},
        table=[{"owner": 0, "cards": ["QS", "QH", "QD"]}],
    )
    rules = [problem.rule for problem in FEMHUNDRA.check_state(bad)]
    assert "R500-FIRST-2" in rules


def test_round_one_listing_is_draw_and_discard_only() -> None:
    state = FEMHUNDRA.deal(2, FemhundraOptions(), 0, 1)
    for seat in (1, 0):
        listed = FEMHUNDRA.legal_moves(state, 100).moves
        assert {m.type.value for m in listed} == {"draw"}
        state = legal(state, "draw", seat, source="stock")
        listed = FEMHUNDRA.legal_moves(state, 100).moves
        assert {m.type.value for m in listed} == {"discard"}
        state = legal(state, "discard", seat, card=state.hands[seat][0])


def test_out_1_nothing_after_the_hand_ends() -> None:
    state = build(players=3, hands={0: ["JS", "JH", "JD"]})
    over = legal(state, "meld", 0, cards=["JS", "JH", "JD"])
    assert over.phase is Phase.DEAL_OVER and over.to_move is None
    assert illegal(over, "R500-OUT-1", "draw", 1, source="stock") == "deal_over"
    listed = FEMHUNDRA.legal_moves(over, 10)
    assert listed.moves == () and listed.count == 0 and listed.player is None

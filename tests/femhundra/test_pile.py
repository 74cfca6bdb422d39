"""Taking the whole pile (R500-PILE-*, R500-DRAW-3, R500-OUT-4, R500-JOKER-10)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from service.games.femhundra.game import FEMHUNDRA
from service.games.femhundra.state import Drawn, DrawSource, FemhundraState

from .builders import build, illegal, legal, move

OWN = {"owner": 0, "cards": ["5H", "6H", "7H"]}


def pile_state(hand: list[str], pile: list[str], **kwargs: Any) -> FemhundraState:
    table = kwargs.pop("table", [OWN])
    return build(
        players=3, to_move=0, phase="draw", hands={0: hand}, pile=pile, table=table, **kwargs
    )


def test_pile_1_only_after_a_meld_in_an_earlier_turn() -> None:
    # a seat that never melded holds the seven cards dealt, less what he laid off
    never = pile_state(["2C", "9D", "3H", "5S", "JC", "KD", "AH"], ["4S", "QD"], table=[])
    assert illegal(never, "R500-PILE-1", "take_pile", 0) == "no_earlier_meld"
    laid_off = pile_state(
        ["2C", "9D", "3H", "5S", "JC", "KD"],
        ["4S", "QD"],
        table=[{"owner": 1, "cards": ["5C", "6C", "7C", "8C@0"]}],
    )
    illegal(laid_off, "R500-PILE-1", "take_pile", 0)  # lay-offs do not qualify
    legal(pile_state(["2C", "9D"], ["4S", "QD"]), "take_pile", 0)


def test_pile_1_check_state_refuses_a_whole_pile_draw_without_an_earlier_meld() -> None:
    # R500-PILE-1: a state whose turn began with the whole pile, by a seat owning no meld, or
    # before his third turn (his first meld comes in his second at the earliest, R500-FIRST-1).
    taken = {0: ["4S", "QD"]}
    s = build(players=3, to_move=0, hands={0: ["2C", "9D", "4S", "QD"]}, table=[OWN], exposed=taken)
    whole = Drawn(DrawSource.WHOLE_PILE, ("4S", "QD"))
    assert FEMHUNDRA.check_state(replace(s, turn=replace(s.turn, drawn=whole))) == []
    other = build(  # seat 0 owns no meld: he holds 7 dealt + 2 from the pile
        players=3,
        to_move=0,
        hands={0: ["2C", "9D", "4S", "QD", "3H", "5S", "JC", "KD", "AH"]},
        table=[{"owner": 1, "cards": ["5H", "6H", "7H"]}],
        exposed=taken,
    )
    for forged in (
        replace(other, turn=replace(other.turn, drawn=whole)),
        replace(s, turn=replace(s.turn, number=3, drawn=whole)),
    ):
        assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(forged)] == [
            ("/state/turn/drawn/source", "no_earlier_meld", "R500-PILE-1")
        ]


def test_pile_2_the_whole_pile_is_the_draw() -> None:
    s = pile_state(["2C", "9D"], ["4S", "QD", "8C"])
    after = legal(s, "take_pile", 0)
    assert after.pile == () and set(after.hands[0]) == {"2C", "9D", "4S", "QD", "8C"}
    assert after.turn.drawn is not None and after.turn.drawn.source is DrawSource.WHOLE_PILE
    assert set(after.exposed[0]) == {"4S", "QD", "8C"}


def test_pile_3_a_new_meld_with_a_pile_card_avoids_the_penalty() -> None:
    s = pile_state(["QS", "QH", "9D"], ["4S", "QD", "8C"])
    after = legal(s, "take_pile", 0)
    after = legal(after, "meld", 0, cards=["QS", "QH", "QD"])  # QD came from the pile
    assert after.turn.pile_meld
    after = legal(after, "discard", 0, card="9D")
    assert after.penalties == (0, 0, 0)


def test_pile_3_a_meld_without_pile_cards_or_a_lay_off_does_not_count() -> None:
    s = pile_state(["QS", "QH", "QC", "9D"], ["4H", "8H", "KD"])
    after = legal(s, "take_pile", 0)
    after = legal(after, "meld", 0, cards=["QS", "QH", "QC"])
    after = legal(after, "lay_off", 0, target="m1", cards=["4H"])  # a pile card laid off
    assert not after.turn.pile_meld
    after = legal(after, "discard", 0, card="9D")
    assert after.penalties == (-50, 0, 0)


def test_joker_10_a_swap_does_not_meet_the_pile_obligation() -> None:
    table = [OWN, {"owner": 1, "cards": ["JS", "QS", "JK=KS"]}]
    s = pile_state(["2C", "9D"], ["KS", "4D"], table=table)
    after = legal(s, "take_pile", 0)
    after = legal(after, "swap_joker", 0, card="KS")
    after = legal(after, "discard", 0, card="2C")
    assert after.penalties == (-50, 0, 0)


def test_pile_4_5_7_one_penalty_the_cards_are_kept_the_turn_goes_on() -> None:
    s = pile_state(["2C", "9D"], ["4S", "QD", "8C"])
    outcome = FEMHUNDRA.apply(legal(s, "take_pile", 0), move("discard", 0, card="9D"))
    assert [e["type"] for e in outcome.events] == ["discarded", "penalty"]
    assert outcome.state.penalties == (-50, 0, 0)
    after = legal(s, "take_pile", 0)
    after = legal(after, "discard", 0, card="QD")  # a pile card may be discarded
    assert after.penalties == (-50, 0, 0) and "4S" in after.hands[0] and "8C" in after.hands[0]
    assert after.to_move == 1


def test_pile_6_a_one_card_pile_is_a_top_card_draw() -> None:
    s = pile_state(["2C", "9D"], ["QD"], table=[])
    verdict = FEMHUNDRA.validate(s, move("take_pile", 0))
    assert verdict.legal and verdict.interpretation["rule"] == "R500-PILE-6"
    after = legal(s, "take_pile", 0)  # no meld of his own needed
    assert after.turn.drawn is not None and after.turn.drawn.source is DrawSource.PILE
    after = legal(after, "discard", 0, card="2C")
    assert after.penalties == (0, 0, 0)
    listed = {m.type.value for m in FEMHUNDRA.legal_moves(s, 10).moves}
    assert listed == {"draw"}  # listed once, as the top-card draw


def test_out_4_going_out_in_a_pile_turn_still_pays_the_penalty() -> None:
    s = pile_state(["QS", "QH", "QC"], ["4H", "8D"])
    after = legal(s, "take_pile", 0)
    after = legal(after, "meld", 0, cards=["QS", "QH", "QC"])
    after = legal(after, "lay_off", 0, target="m1", cards=["4H"])
    after = legal(after, "discard", 0, card="8D")
    assert after.went_out == 0 and after.penalties == (-50, 0, 0)
    codes = {(i.seat, i.code): i.points for i in FEMHUNDRA.score(after).items}
    assert codes[(0, "pile_penalty")] == -50
    t = pile_state(["QS", "QH"], ["QD", "4H"])
    clean = legal(legal(t, "take_pile", 0), "meld", 0, cards=["QS", "QH", "QD"])
    clean = legal(clean, "lay_off", 0, target="m1", cards=["4H"])
    assert clean.went_out == 0 and clean.penalties == (0, 0, 0)


def test_pile_3_4_check_state_refuses_a_pile_meld_without_a_pile_card_on_the_table() -> None:
    # R500-PILE-3/4: ``pile_meld`` waives the -50; it needs a meld of the mover holding a card
    # of the pile he took (here he melded QS QH QC from his hand and owns m1 from before).
    s = pile_state(["QS", "QH", "QC", "9D"], ["4H", "8H", "KD"])
    after = legal(legal(s, "take_pile", 0), "meld", 0, cards=["QS", "QH", "QC"])
    forged = replace(after, turn=replace(after.turn, pile_meld=True))
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(forged)] == [
        ("/state/turn/pile_meld", "inconsistent", "R500-PILE-3")
    ]
    fresh = legal(s, "take_pile", 0)  # no meld at all this turn: melded is forged too
    both = replace(fresh, turn=replace(fresh.turn, melded=True, pile_meld=True))
    assert ("/state/turn/pile_meld", "inconsistent") in [
        (p.pointer, p.code) for p in FEMHUNDRA.check_state(both)
    ]


def test_pile_3_joker_7_a_pile_joker_swapped_out_of_the_pile_meld_keeps_it() -> None:
    # R500-JOKER-7/8: the pile's joker melded, then swapped back out for a card from the hand;
    # the meld still met R500-PILE-3 although no pile card lies on the table any more.
    s = pile_state(["QS", "QH", "QD", "9D"], ["4H", "JK"], options={"use_joker": True})
    after = legal(legal(s, "take_pile", 0), "meld", 0, cards=["QS", "QH", "JK"], joker_as="QD")
    after = legal(after, "swap_joker", 0, card="QD")
    assert after.turn.pile_meld and "JK" in after.hands[0]
    assert legal(after, "discard", 0, card="9D").penalties == (0, 0, 0)


def test_pile_3_check_state_locates_the_cards_of_the_pile_taken() -> None:
    # R500-PILE-3 turns on which cards came from the pile: while the turn goes on they lie in
    # the mover's hand, seen taken (exposed), or on the table (R500-TURN-2).
    s = pile_state(["3H", "3D", "3C", "9D"], ["4H", "AD"])
    after = legal(s, "take_pile", 0)
    hand_card = replace(
        after, turn=replace(after.turn, drawn=Drawn(DrawSource.WHOLE_PILE, ("3H", "AD")))
    )
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(hand_card)] == [
        ("/state/turn/drawn/cards/0", "drawn_card_not_exposed", "R500-PILE-3")
    ]
    twice = replace(
        after, turn=replace(after.turn, drawn=Drawn(DrawSource.WHOLE_PILE, ("AD", "AD")))
    )
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(twice)] == [
        ("/state/turn/drawn/cards/1", "duplicate_card", "R500-DECK-1")
    ]  # R500-DECK-1: 4H, seen taken, dropped from the record by naming AD twice
    elsewhere = ("4H", after.hands[1][0])  # a card of seat 1's hand
    moved = replace(after, turn=replace(after.turn, drawn=Drawn(DrawSource.WHOLE_PILE, elsewhere)))
    assert [(p.pointer, p.code, p.rule) for p in FEMHUNDRA.check_state(moved)] == [
        ("/state/turn/drawn/cards/1", "drawn_card_elsewhere", "R500-TURN-2")
    ]
    melded = legal(after, "meld", 0, cards=["3H", "3D", "3C"])
    melded = legal(melded, "lay_off", 0, target="m1", cards=["4H"])  # on the table: fine
    assert melded.turn.drawn is not None and "4H" in melded.turn.drawn.cards

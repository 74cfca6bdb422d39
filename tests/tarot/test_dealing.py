"""Seating, dealing in fives and the discards of every variant (R800-SEAT-*, R800-DEAL-*,
R1000-2 … 6, R150-2/3, RFJB-2), and reproducible seeded deals."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace

import pytest

from service.core.deal import derive_seed, shuffled
from service.core.verdict import IllegalMove, InvalidInput, NotApplicable
from service.games.tarot.deck import DECK, UNDISCARDABLE, sorted_cards
from service.games.tarot.options import TarotOptions
from service.games.tarot.state import (
    Declare,
    DiscardWidow,
    Phase,
    Play,
    SequenceDecl,
    SequenceKind,
    TarotState,
)
from service.games.tarot.wire import state_to_plain
from tests.tarot.builders import build, discard_state, game, random_playout

SEED = 2024


def fresh(game_id: str, dealer: int = 0, seed: int = SEED) -> TarotState:
    g = game(game_id)
    return g.deal(g.variant.players, TarotOptions(), dealer, seed)


def test_800_deals_fifteen_each_in_fives_from_the_forehand() -> None:
    """R800-DEAL-1 / R800-SEAT-2: packets of five counter-clockwise from the forehand, then two
    more to the dealer (17); the whole deck is dealt."""
    state = fresh("800", dealer=2)
    pack = shuffled(DECK, SEED)
    order = [3, 0, 1, 2]  # forehand = dealer + 1 first (R800-SEAT-3)
    expected: dict[int, list[str]] = {seat: [] for seat in range(4)}
    for round_ in range(3):
        for k, seat in enumerate(order):
            start = 20 * round_ + 5 * k
            expected[seat] += pack[start : start + 5]
    expected[2] += pack[60:62]
    assert [len(h) for h in state.hands] == [15, 15, 17, 15]
    assert state.hands == tuple(sorted_cards(expected[s]) for s in range(4))
    assert state.stock == ()


def test_wrong_hand_size_is_refused() -> None:
    """R800-DEAL-1: a hand of the wrong size is an impossible state."""
    state = fresh("800")
    hands = list(state.hands)
    hands[1], hands[2] = hands[1] + (hands[2][0],), hands[2][1:]
    problems = game("800").check_state(replace(state, hands=tuple(hands)))
    assert {(p.pointer, p.rule) for p in problems} >= {("/state/hands/1", "R800-DEAL-1")}


def test_dealer_discards_two_before_play() -> None:
    """R800-DEAL-2: the dealer lays exactly two away, then the forehand leads."""
    g = game("800")
    state = fresh("800")
    assert state.phase is Phase.DISCARD and state.to_move == 0
    plain = [c for c in state.hands[0] if c not in UNDISCARDABLE]
    for wrong in (plain[:1], plain[:3]):
        verdict = g.validate(state, DiscardWidow(0, tuple(wrong)))
        assert [v.rule for v in verdict.violations] == ["R800-DEAL-2"]
    assert g.validate(state, Play(1, state.hands[1][0])).violations[0].rule == "R800-DEAL-2"
    assert g.validate(state, DiscardWidow(1, tuple(state.hands[1][:2]))).violations[0].code == (
        "not_your_turn"
    )
    after = g.apply(state, DiscardWidow(0, tuple(plain[:2]))).state
    assert after.phase is Phase.PLAY and after.to_move == 1  # R800-PLAY-1: forehand leads
    assert [len(h) for h in after.hands] == [15] * 4
    assert after.discards[0] == sorted_cards(plain[:2])


@pytest.mark.parametrize("card", ["KH", "KS", "T19", "T20", "T0", "FJ"])
def test_dealer_may_not_discard_tarokker_or_kings(card: str) -> None:
    """R800-DEAL-3: never a tarok nor a king; EX800-D01."""
    g = game("800")
    hand = [
        card,
        "T18",
        "QS",
        "CS",
        "JS",
        "10S",
        "9S",
        "8S",
        "7S",
        "6S",
        "AS",
        "QH",
        "CH",
        "JH",
        "10H",
        "9H",
        "8H",
    ]
    state = discard_state("800", hand)
    verdict = g.validate(state, DiscardWidow(0, (card, "T18")))
    assert [(v.rule, v.code) for v in verdict.violations] == [("R800-DEAL-3", "forbidden_discard")]
    assert g.validate(state, DiscardWidow(0, ("T18", "QS"))).legal
    listed = g.legal_moves(state, 1000)
    assert listed.count == len(listed.moves) == 16 * 15 // 2
    assert all(isinstance(m, DiscardWidow) and card not in m.cards for m in listed.moves)


def test_discard_listing_counts_snapphanar_once() -> None:
    """R800-DEAL-2: the four T1 are one card for choosing; counts match the listing."""
    hand = [
        "T1",
        "T1",
        "T1",
        "KS",
        "KH",
        "KD",
        "KC",
        "T20",
        "T19",
        "T0",
        "FJ",
        "QS",
        "CS",
        "JS",
        "10S",
        "9S",
        "8S",
    ]
    g = game("800")
    listed = g.legal_moves(discard_state("800", hand), 1000)
    distinct = {m.cards for m in listed.moves if isinstance(m, DiscardWidow)}
    assert listed.count == len(listed.moves) == len(distinct) == 15 + 6 + 1


def test_seats_and_sides_of_800() -> None:
    """R800-SEAT-1 (A800-20): partners opposite; R800-SEAT-3: forehand is dealer + 1."""
    g = game("800")
    state = fresh("800", dealer=3)
    assert state.forehand == 0
    assert g.variant.sides == ((0, 2), (1, 3))
    assert g.partnerships == "required"
    with pytest.raises(InvalidInput):
        g.deal(2, TarotOptions(), 0, 1)  # R800-SEAT-1: four players


def test_next_deal_passes_to_the_forehand_with_a_derived_seed() -> None:
    """R800-SEAT-3: the deal passes counter-clockwise; later deals use derive_seed."""
    g = game("150")
    state = fresh("150", dealer=1)
    with pytest.raises(NotApplicable):
        g.next_deal(state)
    end = random_playout("150", state, random.Random(3))[-1]
    following = g.next_deal(end)
    assert following.dealer == 0
    assert following.match.deal_number == 2
    assert following.match.scores == end.match.scores
    again = g.deal(2, TarotOptions(), 0, 0, following.match)
    assert again == following
    pack = shuffled(DECK, derive_seed(state.match.seed, "deal", 2))
    assert sorted_cards(pack[0:5] + pack[10:15] + pack[20:25]) == following.hands[1]


def test_match_over_has_no_next_deal() -> None:
    g = game("150")
    end = build("150", hands={0: [], 1: []}, tricks_won=[15, 0], check=False)
    over = replace(
        end,
        phase=Phase.DEAL_OVER,
        to_move=None,
        ended_by="last_trick",
        match=replace(end.match, over=True, winners=(0,)),
    )
    with pytest.raises(NotApplicable) as raised:
        g.next_deal(over)
    assert raised.value.code == "match_over"


def test_1000_deals_in_two_stages() -> None:
    """R1000-2 … R1000-6: 20 each + 2 to the dealer; ten away each; the other 20 cards dealt
    ten each in fives (A800-24); the dealer lays two more away; the forehand leads 20 tricks."""
    g = game("1000")
    state = fresh("1000", dealer=0)
    pack = shuffled(DECK, SEED)
    assert [len(h) for h in state.hands] == [22, 20] and len(state.stock) == 20  # R1000-2
    assert state.stock == tuple(pack[42:])
    assert state.to_move == 1  # forehand discards first (our order, both hidden)
    non_dealer = tuple(c for c in state.hands[1] if c not in UNDISCARDABLE)[:10]
    bad = (*non_dealer[:9], next(c for c in state.hands[1] if c in UNDISCARDABLE))
    verdict = g.validate(state, DiscardWidow(1, bad))
    assert [v.rule for v in verdict.violations] == ["R1000-3"]
    assert g.validate(state, DiscardWidow(1, non_dealer[:9])).violations[0].rule == "R1000-3"
    state = g.apply(state, DiscardWidow(1, non_dealer)).state
    assert state.phase is Phase.DISCARD and state.to_move == 0 and state.stage == 1
    dealer_away = tuple(c for c in state.hands[0] if c not in UNDISCARDABLE)[:10]
    outcome = g.apply(state, DiscardWidow(0, dealer_away))
    state = outcome.state
    assert state.stage == 2 and state.stock == ()  # R1000-4: the rest of the deck dealt
    assert [e["type"] for e in outcome.events] == ["discarded", "dealt"]
    stock = pack[42:]
    assert set(stock[0:5] + stock[10:15]) <= set(state.hands[1])
    assert set(stock[5:10] + stock[15:20]) <= set(state.hands[0])
    assert [len(h) for h in state.hands] == [22, 20]
    assert state.phase is Phase.DISCARD and state.to_move == 0  # R1000-5
    wrong = tuple(c for c in state.hands[0] if c not in UNDISCARDABLE)[:3]
    assert g.validate(state, DiscardWidow(0, wrong)).violations[0].rule == "R1000-5"
    state = g.apply(state, DiscardWidow(0, wrong[:2])).state
    assert [len(h) for h in state.hands] == [20, 20]  # R1000-5
    assert [len(d) for d in state.discards] == [12, 10]
    assert state.phase is Phase.PLAY and state.to_move == 1  # R1000-6: the forehand leads
    assert g.variant.tricks == 20


def test_150_is_one_dealing_with_thirty_cards_out() -> None:
    """R150-2 (A800-25) / R150-3: 17 and 15, the dealer discards 2, 30 cards out of play."""
    g = game("150")
    state = fresh("150", dealer=1)
    assert [len(h) for h in state.hands] == [15, 17]
    assert len(state.stock) == 30 and state.to_move == 1
    away = tuple(c for c in state.hands[1] if c not in UNDISCARDABLE)[:2]
    state = g.apply(state, DiscardWidow(1, away)).state
    assert state.phase is Phase.PLAY and state.to_move == 0
    assert [len(d) for d in state.discards] == [0, 2]
    assert len(state.stock) == 30  # R150-3: they stay out
    assert g.variant.tricks == 15


def test_fjabbe_deals_ten_each_and_plays_at_once() -> None:
    """RFJB-2 (A800-26): ten each in two packets, no extra cards, no discards, 22 out."""
    state = fresh("fjabbe", dealer=0)
    pack = shuffled(DECK, SEED)
    assert [len(h) for h in state.hands] == [10] * 4
    assert state.hands[1] == sorted_cards(pack[0:5] + pack[20:25])
    assert len(state.stock) == 22 and state.stock == tuple(pack[40:])
    assert state.phase is Phase.PLAY and state.to_move == 1
    assert all(d == () for d in state.discards)
    with pytest.raises(IllegalMove):
        game("fjabbe").apply(state, DiscardWidow(0, state.hands[0][:2]))


@pytest.mark.parametrize("game_id", ["800", "1000", "150", "fjabbe"])
def test_every_deal_holds_the_whole_deck(game_id: str) -> None:
    """R800-DECK-1: dealt zones together are the 62 cards."""
    state = fresh(game_id, seed=99)
    cards = Counter(state.stock)
    for hand in state.hands:
        cards.update(hand)
    assert cards == Counter(DECK)


def test_same_seed_same_deal_in_other_processes() -> None:
    """Seeded dealing is reproducible across processes and PYTHONHASHSEED values."""
    script = (
        "from service.games.tarot.games import TAROT_GAMES\n"
        "from service.games.tarot.options import TarotOptions\n"
        "from service.games.tarot.wire import state_to_plain\n"
        "g = TAROT_GAMES[0]\n"
        "s = g.deal(4, TarotOptions(), 1, 123456789)\n"
        "m = g.legal_moves(s, 5)\n"
        "print(state_to_plain(s)['hands'], m.count, m.moves)\n"
    )
    here = state_to_plain(game("800").deal(4, TarotOptions(), 1, 123456789))["hands"]
    outputs = set()
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert str(here) in outputs.pop()


def test_discards_are_not_in_the_dealers_hand_for_declaring() -> None:
    """R800-DECL-5 / R800-DEAL-4: the dealer shows only cards in his hand, never a discard."""
    g = game("800")
    hand = [
        "KS",
        "QS",
        "JS",
        "T1",
        "T1",
        "T1",
        "T5",
        "T6",
        "T7",
        "T8",
        "T9",
        "T10",
        "T11",
        "T12",
        "T13",
    ]
    state = build(
        "800",
        dealer=0,
        hands={0: hand},
        discards={0: ["CS", "AS"]},
        trick=[(1, "7H"), (2, "8H"), (3, "9H")],
    )
    assert state.to_move == 0
    legal = Declare(0, sequences=(SequenceDecl(SequenceKind.SPADES, ("KS", "QS", "JS")),))
    assert g.validate(state, legal).legal
    shown = Declare(0, sequences=(SequenceDecl(SequenceKind.SPADES, ("KS", "QS", "JS", "CS")),))
    assert [v.rule for v in g.validate(state, shown).violations] == ["R800-DECL-5"]

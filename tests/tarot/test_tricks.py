"""Trick play: leads, turns, following, trumping and the trick's winner (R800-PLAY-*)."""

from __future__ import annotations

import pytest

from service.games.tarot.state import Phase, Play, Played, TarotState
from service.games.tarot.tricks import trick_winner
from tests.tarot.builders import build, game

G = game("800")

SPADE_HAND = [
    "KS",
    "7S",
    "KH",
    "7H",
    "T20",
    "T5",
    "T1",
    "QD",
    "7D",
    "QC",
    "7C",
    "AC",
    "6C",
    "8C",
    "9C",
]
NO_SPADES = [
    "KH",
    "7H",
    "T10",
    "T5",
    "QD",
    "7D",
    "QC",
    "7C",
    "AC",
    "6C",
    "8C",
    "9C",
    "8D",
    "9D",
    "10D",
]
NO_SPADES_NO_TRUMPS = [
    "KH",
    "7H",
    "6H",
    "8H",
    "QD",
    "7D",
    "QC",
    "7C",
    "AC",
    "6C",
    "8C",
    "9C",
    "8D",
    "9D",
    "10D",
]


def rules_of(state: TarotState, card: str, seat: int | None = None) -> list[str]:
    seat = state.to_move if seat is None else seat
    assert seat is not None
    return [v.rule for v in G.validate(state, Play(seat, card)).violations]


def test_forehand_leads_any_card() -> None:
    """R800-PLAY-1: the forehand leads trick 1 with any card; nobody else may lead it."""
    state = build("800", hands={1: SPADE_HAND})
    assert state.to_move == 1
    assert all(rules_of(state, card) == [] for card in SPADE_HAND)
    assert rules_of(state, state.hands[2][0], seat=2) == ["R800-PLAY-1"]


def test_play_goes_counter_clockwise() -> None:
    """R800-PLAY-2: seat i+1 plays after seat i; a trick is one card per player."""
    state = build("800", hands={1: SPADE_HAND})
    state = G.apply(state, Play(1, "7S")).state
    assert state.to_move == 2
    assert rules_of(state, state.hands[3][0], seat=3) == ["R800-PLAY-2"]
    two = build(
        "1000",
        hands={1: ["KS"] + [c for c in NO_SPADES if c != "KH"] + ["QH", "CH", "JH", "AH", "6H"]},
    )
    after = game("1000").apply(two, Play(1, "KS")).state
    assert after.to_move == 0 and len(after.trick) == 1


def test_must_follow_suit() -> None:
    """R800-PLAY-3: holding the led suit, play it."""
    state = build("800", hands={2: SPADE_HAND}, trick=[(1, "9S")])
    assert rules_of(state, "7S") == [] and rules_of(state, "KS") == []
    assert rules_of(state, "KH") == ["R800-PLAY-3"]
    assert rules_of(state, "T20") == ["R800-PLAY-3"]


def test_void_in_suit_must_trump() -> None:
    """R800-PLAY-4: no card of the led suit: any trump, even a low one, even when the partner
    is winning; no other suit."""
    state = build("800", hands={3: NO_SPADES}, trick=[(1, "9S"), (2, "KS")])
    assert rules_of(state, "T5") == [] and rules_of(state, "T10") == []
    assert rules_of(state, "KH") == ["R800-PLAY-4"]


def test_void_in_suit_and_trumps_plays_anything() -> None:
    """R800-PLAY-5: neither the led suit nor a trump: any card."""
    state = build("800", hands={2: NO_SPADES_NO_TRUMPS}, trick=[(1, "9S")])
    assert all(rules_of(state, card) == [] for card in NO_SPADES_NO_TRUMPS)
    listed = G.legal_moves(state, 100)
    assert listed.count == len(set(NO_SPADES_NO_TRUMPS))


@pytest.mark.parametrize("led", ["T10", "T1", "T0"])
def test_trump_lead_must_be_followed_with_a_trump(led: str) -> None:
    """R800-PLAY-6: T0 and T1 are trumps; any trump will do; without trumps, anything."""
    state = build("800", hands={2: SPADE_HAND}, trick=[(1, led)])
    assert rules_of(state, "T5") == [] and rules_of(state, "T1") == []
    assert rules_of(state, "KS") == ["R800-PLAY-6"]
    assert rules_of(state, "FJ", seat=2) != ["R800-PLAY-6"]
    free = build("800", hands={2: NO_SPADES_NO_TRUMPS}, trick=[(1, led)])
    assert rules_of(free, "KH") == []


def test_fjont_is_an_exception_to_following() -> None:
    """R800-PLAY-7 / R800-FJ-1: FJ may be played while holding the led suit or a trump."""
    hand = SPADE_HAND[:-1] + ["FJ"]
    state = build("800", hands={2: hand}, trick=[(1, "9S")])
    assert rules_of(state, "FJ") == []
    assert rules_of(state, "KH") == ["R800-PLAY-3"]


@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        (["9S", "KS", "T0", "7S"], 2),  # the only trump wins (T0 too)
        (["9S", "KS", "QS", "7S"], 1),  # highest of the led suit
        (["9S", "KH", "AD", "7C"], 0),  # off-suit cards never win
        (["T1", "T5", "T1", "FJ"], 1),  # R800-RANK-4 ties, FJ never wins
        (["FJ", "7H", "6H", "T5"], 3),  # R800-FJ-3: 7H sets hearts, a trump still wins
    ],
)
def test_trick_winner(cards: list[str], winner: int) -> None:
    """R800-PLAY-8: highest trump, else the highest card of the led suit."""
    assert trick_winner(tuple(Played(seat, card) for seat, card in enumerate(cards))) == winner


def test_completed_trick_goes_to_its_winner() -> None:
    """R800-PLAY-8: the fourth card completes the trick; its cards go to the winner's side."""
    state = build(
        "800", hands={0: ["T0", *NO_SPADES_NO_TRUMPS[1:]]}, trick=[(1, "9S"), (2, "KS"), (3, "7S")]
    )
    outcome = G.apply(state, Play(0, "T0"))
    won = next(e for e in outcome.events if e["type"] == "trick_won")
    assert won["player"] == 0 and won["side"] == 0
    assert sorted(outcome.state.won[0]) == sorted(["9S", "KS", "7S", "T0"])
    assert outcome.state.to_move == 0


def test_winner_leads_the_next_trick() -> None:
    """R800-PLAY-9: the trick's winner leads; nobody else may."""
    hands = {
        1: ["9S", *NO_SPADES_NO_TRUMPS[1:]],
        2: [
            "KS",
            "QS",
            "CS",
            "JS",
            "10S",
            "AH",
            "QH",
            "CH",
            "JH",
            "9H",
            "10H",
            "6D",
            "AD",
            "CD",
            "JD",
        ],
    }
    state = build("800", hands=hands)
    state = G.apply(state, Play(1, "9S")).state
    state = G.apply(state, Play(2, "KS")).state
    for _ in range(2):
        seat = state.to_move
        move = next(m for m in G.legal_moves(state, 99).moves if isinstance(m, Play))
        assert move.player == seat
        state = G.apply(state, move).state
    assert state.tricks_played == 1 and state.phase is Phase.PLAY
    leader = state.last_winner
    assert leader is not None and state.to_move == leader
    other = (leader + 1) % 4
    assert rules_of(state, state.hands[other][0], seat=other) == ["R800-PLAY-9"]


def test_no_duty_to_head_or_overtrump() -> None:
    """R800-PLAY-10 (A800-21): a low card of the suit, or a low trump after a high one."""
    state = build("800", hands={3: SPADE_HAND}, trick=[(1, "9S"), (2, "QS")])
    assert rules_of(state, "7S") == []
    trumped = build("800", hands={3: NO_SPADES}, trick=[(1, "9S"), (2, "T19")])
    assert rules_of(trumped, "T5") == []


def _without(hand: list[str], card: str) -> list[str]:
    rest = list(hand)
    rest.remove(card)
    return rest


@pytest.mark.parametrize(
    ("hand", "trick", "problem"),
    [
        # R800-PLAY-3: seat 2 still holds 7S, so KH on a spade lead was a revoke.
        (SPADE_HAND, [(1, "9S"), (2, "KH")], ("must_follow_suit", "R800-PLAY-3")),
        # R800-PLAY-4: no spade but trumps in hand, so KH was a revoke.
        (NO_SPADES, [(1, "9S"), (2, "KH")], ("must_trump", "R800-PLAY-4")),
        # R800-PLAY-6: trumps in hand on a trump lead, so KS was a revoke.
        (SPADE_HAND, [(1, "T10"), (2, "KS")], ("must_follow_trump", "R800-PLAY-6")),
        # R800-PLAY-5: neither spades nor trumps, so KH was free.
        (NO_SPADES_NO_TRUMPS, [(1, "9S"), (2, "KH")], None),
        # R800-PLAY-3: 7S followed suit.
        (SPADE_HAND, [(1, "9S"), (2, "7S")], None),
    ],
)
def test_no_revoke_in_the_trick_on_the_table(
    hand: list[str], trick: list[tuple[int, str]], problem: tuple[str, str] | None
) -> None:
    """R800-PLAY-3/4/6: a hand only shrinks, so a card in the trick was played from the seat's
    hand now plus that card; check_state refuses it when that was no legal play."""
    played = trick[-1][1]
    state = build("800", hands={2: _without(hand, played)}, trick=trick, check=False)
    found = [(p.pointer, p.code, p.rule) for p in G.check_state(state)]
    assert found == ([] if problem is None else [("/state/trick/1/card", *problem)])


def test_fjont_in_the_trick_is_never_a_revoke() -> None:
    """R800-PLAY-7 / R800-FJ-1: FJ on a spade lead while holding spades is legal."""
    state = build("800", hands={2: SPADE_HAND[:-1]}, trick=[(1, "9S"), (2, "FJ")])
    assert G.check_state(state) == []

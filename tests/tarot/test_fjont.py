"""The Fjønt: played any time, never winning, taken back, paid for or lost (R800-FJ-*)."""

from __future__ import annotations

from service.games.tarot.fjont import allowed_payment
from service.games.tarot.options import FjontExchangeCard
from service.games.tarot.state import FjontDebt, FjontExchange, Phase, Play, TarotState
from tests.tarot.builders import build, game

G = game("800")
ANY = {"fjont_exchange_card": "any"}
SPADES_3 = ["8S", "QH", "CH", "JH", "AH", "6H", "7H", "8H", "9H", "10H", "QD", "CD", "JD", "AD"]


def fj_trick(winner_card: str, options: dict[str, str] | None = None) -> TarotState:
    """Trick 2 of an 800 deal: seat 0 (side 0) has won trick 1 and led FJ; seat 1 and 2 have
    played; seat 3 plays 8S. ``winner_card`` is seat 1's spade (KS: side 1 wins) and seat 2 plays
    the other of KS/7S."""
    other = "7S" if winner_card == "KS" else "KS"
    return build(
        "800",
        hands={3: SPADES_3},
        tricks_won=[1, 0, 0, 0],
        won={0: ["KC", "7C", "8C", "9C"]},
        trick=[(0, "FJ"), (1, winner_card), (2, other)],
        options=options,
    )


def test_fjont_may_lead_or_follow_at_any_time() -> None:
    """R800-FJ-1: as the lead, or while holding the led suit and trumps."""
    lead = build("800", hands={1: ["FJ", "KS", "T20", *SPADES_3[1:13]]})
    assert G.validate(lead, Play(1, "FJ")).legal
    follow = build("800", hands={2: ["FJ", "KS", "T20", *SPADES_3[1:13]]}, trick=[(1, "9S")])
    assert G.validate(follow, Play(2, "FJ")).legal
    assert [v.rule for v in G.validate(follow, Play(2, "T20")).violations] == ["R800-PLAY-3"]


def test_fjont_never_wins_even_when_led_in_two_handed_play() -> None:
    """R800-FJ-2 / R800-FJ-3: led FJ; the other player's card wins whatever it is."""
    g = game("150")
    state = build("150", hands={1: ["FJ", *SPADES_3]})
    state = g.apply(state, Play(1, "FJ")).state
    card = next(m for m in g.legal_moves(state, 99).moves if isinstance(m, Play)).card
    outcome = g.apply(state, Play(0, card))
    won = next(e for e in outcome.events if e["type"] == "trick_won")
    assert won["player"] == 0


def test_after_a_fjont_lead_the_next_card_sets_the_suit() -> None:
    """R800-FJ-3 (A800-18): the next player plays freely; then his card is the led card."""
    hand2 = ["KS", "7S", "T20", "KH", *SPADES_3[3:]]
    state = build("800", hands={2: hand2}, trick=[(1, "FJ")])
    assert all(G.validate(state, Play(2, card)).legal for card in hand2)
    trump_set = build("800", hands={3: ["KS", *SPADES_3]}, trick=[(1, "FJ"), (2, "T5")])
    assert G.validate(trump_set, Play(3, "KS")).legal  # no trump in hand: anything
    hearts = build("800", hands={3: ["KS", *SPADES_3]}, trick=[(1, "FJ"), (2, "KH")])
    assert [v.rule for v in G.validate(hearts, Play(3, "KS")).violations] == ["R800-PLAY-3"]
    assert G.validate(hearts, Play(3, "QH")).legal


def test_fjont_goes_back_to_its_side_and_partner_win_costs_nothing() -> None:
    """R800-FJ-4 / R800-FJ-5: the partner wins: FJ joins side 0's cards, no debt."""
    state = fj_trick("7S")
    after = G.apply(state, Play(3, "8S")).state
    assert "FJ" in after.won[0] and after.fjont_debt is None
    assert {"7S", "KS", "8S"} <= set(after.won[0])
    assert after.to_move == 2


def test_opponents_win_costs_the_lowest_valued_won_card() -> None:
    """R800-FJ-6 / R800-FJ-7 (A800-16/17): with lowest_value the exchange is automatic and
    immediate: a hacka, never the king, never FJ."""
    state = fj_trick("KS")
    outcome = G.apply(state, Play(3, "8S"))
    after = outcome.state
    exchanged = next(e for e in outcome.events if e["type"] == "fjont_exchanged")
    assert exchanged["card"] == "9C" and exchanged["to_side"] == 1
    assert sorted(after.won[0]) == sorted(["KC", "7C", "8C", "FJ"])
    assert "9C" in after.won[1] and "FJ" not in after.won[1]
    assert after.fjont_debt is None and after.to_move == 1 and after.phase is Phase.PLAY


def test_any_option_lets_the_fjonts_player_name_the_card() -> None:
    """R800-FJ-6 / R800-FJ-7 with ``any``: the exchange is his next step; any won card, but not
    FJ, not a discard, not a card his side does not hold."""
    state = fj_trick("KS", ANY)
    after = G.apply(state, Play(3, "8S")).state
    assert after.phase is Phase.FJONT_EXCHANGE and after.to_move == 0
    listed = G.legal_moves(after, 99)
    assert {m.card for m in listed.moves if isinstance(m, FjontExchange)} == {
        "KC",
        "7C",
        "8C",
        "9C",
    }
    for card in ("FJ", after.discards[0][0], "KS"):
        verdict = G.validate(after, FjontExchange(0, card))
        assert [(v.rule, v.code) for v in verdict.violations] == [("R800-FJ-6", "not_eligible")]
    assert G.validate(after, Play(1, after.hands[1][0])).violations[0].rule == "R800-FJ-7"
    assert G.validate(after, FjontExchange(2, "KC")).violations[0].rule == "R800-FJ-7"
    paid = G.apply(after, FjontExchange(0, "KC")).state
    assert "KC" in paid.won[1] and paid.phase is Phase.PLAY and paid.to_move == 1


def test_lowest_value_option_pays_only_with_a_lowest_card() -> None:
    """R800-FJ-6 (A800-16): under lowest_value only a lowest-valued card may pay, and it pays
    at once, so a state still owing with such a card is impossible (R800-FJ-7)."""
    pile = ("KC", "7C", "8C", "FJ")
    assert allowed_payment(pile, FjontExchangeCard.LOWEST_VALUE) == ("8C", "7C")
    assert allowed_payment(pile, FjontExchangeCard.ANY) == ("KC", "8C", "7C")
    state = build(
        "800",
        tricks_won=[1, 1, 0, 0],
        # One trick each; side 1's held the Fjønt, which came back to side 0 (R800-FJ-4).
        won={0: ["KC", "7C", "8C", "9D", "FJ"], 1: ["9C", "T5", "T6"]},
        won_sizes={0: 5, 1: 3},
        last_winner=1,
        fjont_debt=FjontDebt(0, 1),
        check=False,
    )
    assert G.validate(state, FjontExchange(0, "KC")).violations[0].code == "wrong_phase"
    problems = G.check_state(state)
    assert ("exchange_overdue", "R800-FJ-7") in {(p.code, p.rule) for p in problems}


def test_nothing_won_yet_leaves_fjont_as_a_reminder_then_pays() -> None:
    """R800-FJ-8 / R800-FJ-7: no won card: FJ lies among the side's cards; the exchange follows
    the first trick the side wins."""
    state = build(
        "800",
        hands={0: SPADES_3},
        tricks_won=[0, 1, 0, 0],
        last_winner=1,
        trick=[(1, "7S"), (2, "FJ"), (3, "KS")],
    )
    after = G.apply(state, Play(0, "8S")).state
    assert after.fjont_debt == FjontDebt(2, 1) and "FJ" in after.won[0]
    assert G.check_state(after) == []
    while after.fjont_debt is not None and after.phase is Phase.PLAY:
        moves = [m for m in G.legal_moves(after, 99).moves if isinstance(m, Play)]
        seat = after.to_move
        # side 0 plays its highest card, side 1 its lowest, so side 0 soon wins a trick
        pick = moves[0] if seat in (0, 2) else moves[-1]
        outcome = G.apply(after, pick)
        after = outcome.state
        if any(e["type"] == "trick_won" and e["side"] == 0 for e in outcome.events):
            assert any(e["type"] == "fjont_exchanged" for e in outcome.events)
            assert after.fjont_debt is None
    assert after.fjont_debt is None


def test_side_without_a_trick_loses_the_fjont() -> None:
    """R800-FJ-9: no trick won all deal: FJ goes to the opponent, no exchange."""
    g = game("150")
    state = build(
        "150",
        hands={0: ["7S"], 1: ["KS"]},
        tricks_won=[0, 14],
        won={0: ["FJ"]},
        won_sizes={0: 1, 1: 27},
        last_winner=1,
        fjont_debt=FjontDebt(0, 1),
    )
    state = g.apply(state, Play(1, "KS")).state
    outcome = g.apply(state, Play(0, "7S"))
    end = outcome.state
    assert any(e["type"] == "fjont_lost" for e in outcome.events)
    assert end.phase is Phase.DEAL_OVER and end.won[0] == () and "FJ" in end.won[1]


def test_side_that_wins_the_last_trick_pays_instead() -> None:
    """R800-FJ-7 / R800-FJ-9: winning any trick means paying, here after the last one."""
    g = game("150")
    state = build(
        "150",
        hands={0: ["KS"], 1: ["7S"]},
        tricks_won=[0, 14],
        won={0: ["FJ"]},
        won_sizes={0: 1, 1: 27},
        last_winner=1,
        fjont_debt=FjontDebt(0, 1),
    )
    state = g.apply(state, Play(1, "7S")).state
    outcome = g.apply(state, Play(0, "KS"))
    assert [e["type"] for e in outcome.events if e["type"].startswith("fjont")] == [
        "fjont_exchanged"
    ]
    assert "FJ" in outcome.state.won[0] and len(outcome.state.won[0]) == 2


def test_fjabbe_fjont_goes_to_the_winner_of_its_trick() -> None:
    """R800-FJ-9 / RFJB-3 (A800-26): in Fjabbe the lost FJ goes to its trick's winner."""
    g = game("fjabbe")
    state = build(
        "fjabbe",
        hands={1: ["KS"], 2: ["7S"], 3: ["8S"], 0: ["9S"]},
        tricks_won=[3, 3, 0, 3],
        won={2: ["FJ"], 3: ["QS"]},
        won_sizes={2: 1, 3: 11},
        last_winner=1,
        fjont_debt=FjontDebt(2, 3),
    )
    for seat, card in ((1, "KS"), (2, "7S"), (3, "8S"), (0, "9S")):
        state = g.apply(state, Play(seat, card)).state
    assert "FJ" in state.won[3] and "FJ" not in state.won[2]
    assert state.phase is Phase.DEAL_OVER

"""check_state: every broken invariant reported at once, each at its JSON pointer."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.games.tarot import invariants
from service.games.tarot.match import settle_declaration_win
from service.games.tarot.options import TarotOptions
from service.games.tarot.state import (
    Declaration,
    Declare,
    FjontDebt,
    MatchState,
    Phase,
    Played,
    SequenceDecl,
    SequenceKind,
    TarotState,
)
from tests.tarot.builders import build, game

G = game("800")


def codes(state: TarotState, game_id: str = "800") -> set[tuple[str, str]]:
    return {(p.pointer, p.code) for p in game(game_id).check_state(state)}


@pytest.mark.parametrize("game_id", ["800", "1000", "150", "fjabbe"])
def test_fresh_deals_are_consistent(game_id: str) -> None:
    g = game(game_id)
    for seed in range(5):
        assert g.check_state(g.deal(g.variant.players, TarotOptions(), seed % 2, seed)) == []


def test_card_in_two_places_and_missing_card() -> None:
    """R800-DECK-1: duplicates and missing cards, both reported."""
    state = build("800")
    hands = list(state.hands)
    moved = hands[1][0]
    hands[2] = (moved, *hands[2][1:])
    found = codes(replace(state, hands=tuple(hands)))
    assert ("/state/hands/2/0", "duplicate_card") in found
    assert ("/state", "missing_cards") in found


def test_unknown_card_code() -> None:
    state = build("800")
    hands = list(state.hands)
    hands[3] = ("XS", *hands[3][1:])
    assert ("/state/hands/3/0", "invalid_card") in codes(replace(state, hands=tuple(hands)))


def test_wrong_game_and_player_count() -> None:
    state = build("800")
    assert ("/state/game", "wrong_game") in codes(replace(state, game="1000"))
    assert ("/state/players", "wrong_player_count") in codes(replace(state, players=2))


def test_turn_and_trick_order() -> None:
    """R800-PLAY-2: the seat to move and the trick's seats follow the lead."""
    state = build("800", trick=[(1, "7H")], hands={1: []})
    assert ("/state/to_move", "wrong_turn") in codes(replace(state, to_move=3))
    wrong_seat = replace(state, trick=(Played(2, "7H"),))
    assert ("/state/trick/0/seat", "wrong_seat") in codes(wrong_seat)
    over = replace(state, to_move=None)
    assert ("/state/to_move", "wrong_turn") in codes(over)


def _finished_150() -> TarotState:
    """A 150 deal played to its last trick: seat 0 leads 7S, seat 1 wins with KS."""
    g = game("150")
    state = build("150", hands={1: ["KS"], 0: ["7S"]}, tricks_won=[7, 7], last_winner=0)
    state = g.apply(state, g.legal_moves(state, 1).moves[0]).state
    end = g.apply(state, g.legal_moves(state, 1).moves[0]).state
    assert g.check_state(end) == []
    return end


def test_play_after_the_last_trick_is_refused() -> None:
    """R800-PLAY-2 / R800-SCORE-1: after the last trick nobody has a card; the deal is over."""
    end = _finished_150()
    assert end.last_winner is not None
    stuck = replace(
        end,
        phase=Phase.PLAY,
        to_move=end.last_winner,
        ended_by=None,
        match=replace(
            end.match, scores=(0, 0), history=(), over=False, winners=None, decided_by=None
        ),
    )
    assert game("150").legal_moves(stuck, 10).count == 0
    found = [(p.pointer, p.code, p.rule) for p in game("150").check_state(stuck)]
    assert found == [("/state/phase", "deal_not_finished", "R800-PLAY-2")]


def test_forbidden_card_among_discards() -> None:
    """R800-DEAL-3: a discarded king is impossible."""
    state = build("800", hands={1: ["KS"]}, discards={0: ["7S", "8S"]})
    hands = list(state.hands)
    discards = list(state.discards)
    hands[1] = ("7S", *hands[1][1:])
    discards[0] = ("KS", "8S")
    bad = replace(state, hands=tuple(hands), discards=tuple(discards))
    problems = G.check_state(bad)
    assert ("forbidden_discard", "R800-DEAL-3") in {(p.code, p.rule) for p in problems}


def test_fjont_debt_needs_the_fjont_among_the_owing_sides_cards() -> None:
    """R800-FJ-8: the reminder FJ lies among the owing side's cards."""
    won = {0: ["7C"], 1: ["FJ", "8C", "9C"]}  # sizes fit the debt (R800-FJ-4), FJ is astray
    state = build("800", tricks_won=[0, 1, 0, 0], won=won, won_sizes={0: 1, 1: 3}, check=False)
    found = codes(replace(state, fjont_debt=FjontDebt(0, 1)))
    assert ("/state/fjont_debt", "invalid_debt") in found


def test_won_piles_follow_the_tricks_won() -> None:
    """R800-PTS-3 / R800-DEAL-5: a side holds the cards of its own tricks, not another's."""
    state = build("800", tricks_won=[1, 0, 0, 0])
    moved = replace(state, won=((), state.won[0]))  # trick 1's cards moved to side 1
    found = {(p.pointer, p.code, p.rule) for p in G.check_state(moved)}
    assert found == {
        ("/state/won/0", "wrong_won_count", "R800-PTS-3"),
        ("/state/won/1", "wrong_won_count", "R800-PTS-3"),
    }


def test_an_open_fjont_debt_shifts_one_card() -> None:
    """R800-FJ-4 / R800-FJ-8: side 0 won nothing yet and owes for its Fjønt, so it holds just
    FJ and side 1 three cards of its four-card trick; any other split is impossible."""
    won = {0: ["FJ"], 1: ["7C", "8C", "9C"]}
    state = build("800", tricks_won=[0, 1, 0, 0], won=won, won_sizes={0: 1, 1: 3}, check=False)
    owing = replace(state, fjont_debt=FjontDebt(0, 1))
    assert G.check_state(owing) == []
    assert ("/state/won/0", "wrong_won_count") in codes(state)  # no debt: FJ has no place
    full = replace(owing, won=(("FJ",), (*owing.won[1], owing.hands[2][0])))
    full = replace(full, hands=(*full.hands[:2], full.hands[2][1:], *full.hands[3:]))
    found = {(p.pointer, p.code, p.rule) for p in G.check_state(full)}
    assert ("/state/won/1", "wrong_won_count", "R800-FJ-4") in found


def test_fjabbe_fjont_debt_to_the_trick_winner() -> None:
    """RFJB-3 / R800-FJ-6: in Fjabbe the debt is the winner's own; the other players' piles
    follow their own tricks."""
    won = {0: ["FJ"], 2: ["7C", "8C", "9C"], 1: ["6C", "10C", "JC", "QC"]}
    sizes = {0: 1, 1: 4, 2: 3, 3: 0}
    state = build(
        "fjabbe",
        tricks_won=[0, 1, 1, 0],
        won=won,
        won_sizes=sizes,
        last_winner=2,
        fjont_debt=FjontDebt(0, 2),
        check=False,
    )
    assert game("fjabbe").check_state(state) == []
    wrong_creditor = replace(state, fjont_debt=FjontDebt(0, 1))
    found = codes(wrong_creditor, "fjabbe")
    assert {("/state/won/1", "wrong_won_count"), ("/state/won/2", "wrong_won_count")} <= found


@pytest.mark.parametrize(("game_id", "rule"), [("150", "R800-FJ-9"), ("fjabbe", "RFJB-3")])
def test_finished_deal_owes_no_fjont(game_id: str, rule: str) -> None:
    """R800-FJ-9 / RFJB-3: seat 0 plays FJ to the last trick and won no trick, so FJ is lost to
    the trick's winner before the score; the same deal with the debt still open is refused."""
    g = game(game_id)
    tricks = [0] * g.variant.players
    tricks[1] = g.variant.tricks - 1
    state = build(game_id, hands={1: ["KS"], 0: ["FJ"]}, tricks_won=tricks, last_winner=1)
    while state.phase is Phase.PLAY:
        state = g.apply(state, g.legal_moves(state, 1).moves[0]).state
    assert state.phase is Phase.DEAL_OVER and g.check_state(state) == []
    assert "FJ" in state.won[g.variant.side_of(1)]
    creditor = g.variant.side_of(1)
    won = list(state.won)
    won[creditor] = tuple(c for c in won[creditor] if c != "FJ")
    won[0] = (*won[0], "FJ")
    owing = replace(state, won=tuple(won), fjont_debt=FjontDebt(0, creditor))
    before = invariants._match_before(owing.match)
    owing = replace(owing, match=invariants._match_after(g.variant, owing, before))
    found = [(p.pointer, p.code, p.rule) for p in g.check_state(owing)]
    assert found == [("/state/fjont_debt", "debt_not_settled", rule)]


def test_exchange_phase_only_with_a_card_to_give() -> None:
    """R800-FJ-8: side 0 won nothing yet, so FJ waits as a reminder and play goes on; an
    exchange phase here would have no legal step (R800-FJ-7)."""
    won = {0: ["FJ"], 1: ["7C", "8C", "9C"]}
    state = build(
        "800",
        tricks_won=[0, 1, 0, 0],
        won=won,
        won_sizes={0: 1, 1: 3},
        fjont_debt=FjontDebt(0, 1),
        last_winner=1,
        options={"fjont_exchange_card": "any"},
    )
    stuck = replace(state, phase=Phase.FJONT_EXCHANGE, to_move=0)
    assert G.legal_moves(stuck, 10).count == 0
    found = {(p.pointer, p.code, p.rule) for p in G.check_state(stuck)}
    assert found == {("/state/phase", "nothing_to_pay", "R800-FJ-8")}


def test_exchange_phase_only_with_the_any_option() -> None:
    """R800-FJ-7 (A800-17): lowest_value pays automatically, so it never waits for a step."""
    state = build(
        "800",
        tricks_won=[1, 1, 0, 0],
        won={0: ["FJ", "7C", "8C", "9C", "T5"], 1: ["T6", "T7", "T8"]},
        won_sizes={0: 5, 1: 3},
        fjont_debt=FjontDebt(0, 1),
        last_winner=1,
        check=False,
        options={"fjont_exchange_card": "any"},
    )
    exchange = replace(state, phase=Phase.FJONT_EXCHANGE, to_move=0)
    assert G.check_state(exchange) == []
    lowest = replace(exchange, options=TarotOptions())
    assert ("/state/phase", "automatic_exchange") in codes(lowest)


def test_declarations_are_checked() -> None:
    """R800-SET-1 / R800-DECL-1: valid combinations, made in turn, from the hand."""
    bad_set = Declaration(1, (("AS", "AH", "AD"),), ())
    state = build("800", hands={1: ["AS", "AH", "AD"]}, check=False)
    found = codes(replace(state, declarations=(bad_set,)))
    assert ("/state/declarations/0", "not_a_set") in found
    early = Declaration(3, (), (SequenceDecl(SequenceKind.ACES, ("AS", "AH", "AD")),))
    state = build("800", hands={3: ["AS", "AH", "AD"]}, check=False)
    assert ("/state/declarations/0", "declared_too_early") in codes(
        replace(state, declarations=(early,))
    )
    missing = Declaration(1, (), (SequenceDecl(SequenceKind.ACES, ("AS", "AH", "AD")),))
    state = build("800", hands={2: ["AS"]}, check=False)
    assert ("/state/declarations/0", "card_not_in_hand") in codes(
        replace(state, declarations=(missing,))
    )


KINGS = Declaration(1, (("KS", "KH", "KD", "KC"),), ())


@pytest.mark.parametrize(
    ("hands", "won", "accepted"),
    [
        ({1: ["KS", "KH", "KD", "KC"]}, {}, True),  # all still in his hand
        ({1: ["KH", "KD", "KC"]}, {0: ["KS"]}, True),  # KS played to trick 1, won by side 0
        ({1: ["KH", "KD", "KC"], 2: ["KS"]}, {}, False),  # KS in another hand
        ({1: ["KD", "KC"]}, {0: ["KS", "KH"]}, False),  # two gone, one card played
    ],
)
def test_declared_cards_are_located_after_trick_1(
    hands: dict[int, list[str]], won: dict[int, list[str]], accepted: bool
) -> None:
    """R800-DECL-5: shown cards were in the declarer's hand; after trick 1 they are in his hand,
    his trick card or won piles, and at most one per finished trick has left his hand."""
    state = build("800", hands=hands, tricks_won=[1, 0, 0, 0], won=won, check=False)
    found = [
        (p.pointer, p.code, p.rule) for p in G.check_state(replace(state, declarations=(KINGS,)))
    ]
    assert found == (
        [] if accepted else [("/state/declarations/0", "declared_card_astray", "R800-DECL-5")]
    )


@pytest.mark.parametrize(
    ("hands", "won", "accepted"),
    [
        ({1: ["T1", "T1"], 2: ["T1"]}, {0: ["T1"]}, True),  # a T1 won in trick 1 may be his
        ({1: ["T1", "T1"], 2: ["T1", "T1"]}, {}, False),  # the other two T1 are seat 2's
    ],
)
def test_declared_snapphanar_counted_as_a_multiset(
    hands: dict[int, list[str]], won: dict[int, list[str]], accepted: bool
) -> None:
    """R800-DECL-5 / R800-SEQ-6: three T1 shown need three of the four T1 where his can be."""
    three = Declaration(1, (), (SequenceDecl(SequenceKind.SNAPPHANAR, ("T1", "T1", "T1")),))
    state = build("800", hands=hands, tricks_won=[1, 0, 0, 0], won=won, check=False)
    found = [(p.code, p.rule) for p in G.check_state(replace(state, declarations=(three,)))]
    assert found == ([] if accepted else [("declared_card_astray", "R800-DECL-5")])


def test_genuine_card_in_two_sequences_after_trick_1() -> None:
    """R800-DECL-7: AS cannot serve both the ace and the spade sequence, after trick 1 too."""
    both = Declaration(
        1,
        (),
        (
            SequenceDecl(SequenceKind.SPADES, ("KS", "QS", "CS", "AS")),
            SequenceDecl(SequenceKind.ACES, ("AS", "AH", "AD")),
        ),
    )
    hands = {1: ["KS", "QS", "CS", "AS", "AH", "AD"]}
    state = build("800", hands=hands, tricks_won=[1, 0, 0, 0])
    found = [(p.code, p.rule) for p in G.check_state(replace(state, declarations=(both,)))]
    assert found == [("card_in_two_sequences", "R800-DECL-7")]


def test_declared_card_never_among_discards() -> None:
    """R800-DECL-5: the dealer's discards are not in his hand, so never shown, before or after
    trick 1."""
    aces = Declaration(0, (), (SequenceDecl(SequenceKind.ACES, ("AS", "AH", "AD")),))
    state = build(
        "800", hands={0: ["AH", "AD"]}, discards={0: ["AS", "7S"]}, tricks_won=[1, 0, 0, 0]
    )
    found = [
        (p.pointer, p.code, p.rule) for p in G.check_state(replace(state, declarations=(aces,)))
    ]
    assert found == [("/state/declarations/0", "declared_card_astray", "R800-DECL-5")]
    swapped = build(
        "800", hands={0: ["AS", "AH", "AD"]}, discards={0: ["6S", "7S"]}, tricks_won=[1, 0, 0, 0]
    )
    assert G.check_state(replace(swapped, declarations=(aces,))) == []


def test_target_reached_while_declaring_ends_the_deal() -> None:
    """R800-WIN-2: a state still in play past the target is impossible."""
    declaration = Declaration(1, (), (SequenceDecl(SequenceKind.ACES, ("AS", "AH", "AD")),))
    state = build("800", hands={1: ["AS", "AH", "AD"]}, scores=[0, 795], check=False)
    found = codes(replace(state, declarations=(declaration,)))
    assert ("/state/declarations", "target_reached") in found


TRUMP_THREE = Declaration(1, (), (SequenceDecl(SequenceKind.TRUMP, ("T20", "T19", "T18")),))


def test_deal_ended_by_a_declaration_reached_the_target() -> None:
    """R800-DECL-8 / R800-WIN-2: at 789 the 10 points of three trumps make 799; the deal goes
    on, so the same state marked as ended by that declaration is refused."""
    state = build("800", hands={1: ["T20", "T19", "T18"]}, scores=[0, 789])
    move = Declare(1, sequences=TRUMP_THREE.sequences)
    going_on = G.apply(state, move).state
    assert going_on.phase is Phase.PLAY and G.check_state(going_on) == []
    ended = replace(
        going_on,
        phase=Phase.DEAL_OVER,
        to_move=None,
        ended_by="declaration",
        match=settle_declaration_win(going_on.match, 1, (0, 10)),
    )
    found = [(p.pointer, p.code, p.rule) for p in G.check_state(ended)]
    assert found == [("/state/ended_by", "target_not_reached", "R800-DECL-8")]


def test_no_declaration_after_the_winning_one() -> None:
    """R800-WIN-2: the declaration that reaches the target ends the deal; seat 2 cannot declare
    after it, though his declaration is the last and ends the deal."""
    late = Declaration(2, (), (SequenceDecl(SequenceKind.ACES, ("AS", "AH", "AD")),))
    state = build(
        "800",
        hands={1: ["T20", "T19", "T18"], 2: ["AS", "AH", "AD"]},
        trick=[(1, "7S")],
        scores=[0, 790],
        check=False,
    )
    ended = replace(
        state,
        declarations=(TRUMP_THREE, late),
        phase=Phase.DEAL_OVER,
        to_move=None,
        ended_by="declaration",
    )
    before = replace(ended.match, scores=(0, 790))
    ended = replace(ended, match=invariants._match_after(G.variant, ended, before))
    found = [(p.pointer, p.code, p.rule) for p in G.check_state(ended)]
    assert found == [("/state/declarations/1", "target_reached", "R800-WIN-2")]


@pytest.mark.parametrize(("level", "accepted"), [(139, True), (140, False)])
def test_deal_played_on_past_a_declaration_win(level: int, accepted: bool) -> None:
    """R800-DECL-8 / R800-WIN-2: in 150 seat 1 declared 10 in trick 1. From 139 the deal is
    played out; from 140 it was won at that declaration, so a deal played to its last trick
    (or any later phase) is impossible."""
    g = game("150")
    state = build(
        "150",
        hands={1: ["KS"], 0: ["7S"]},
        tricks_won=[7, 7],
        last_winner=0,
        won={1: ["T20", "T19", "T18"]},
        declarations=[TRUMP_THREE],
        scores=[0, 139],
    )
    while state.phase is Phase.PLAY:
        state = g.apply(state, g.legal_moves(state, 1).moves[0]).state
    assert state.ended_by == "last_trick" and g.check_state(state) == []
    rows = ((0, level), state.match.history[-1])
    before = MatchState(state.match.seed, 150, 2, (0, level), rows[:1])
    end = replace(state, match=invariants._match_after(g.variant, state, before))
    found = [(p.pointer, p.code, p.rule) for p in g.check_state(end)]
    assert found == ([] if accepted else [("/state/declarations", "target_reached", "R800-WIN-2")])


def test_match_must_add_up() -> None:
    state = build("800", scores=[100, 50])
    wrong = replace(state, match=replace(state.match, scores=(100, 60)))
    assert ("/state/match/scores", "wrong_scores") in codes(wrong)
    target = replace(state, match=replace(state.match, target=1000))
    assert ("/state/match/target", "wrong_target") in codes(target)
    over = replace(state, match=replace(state.match, over=True, winners=(0,)))
    assert ("/state/match/over", "match_over") in codes(over)
    seed = replace(state, match=replace(state.match, seed=-1))
    assert ("/state/match/seed", "invalid_seed") in codes(seed)


def _with_history(state: TarotState, rows: tuple[tuple[int, ...], ...]) -> TarotState:
    scores = tuple(sum(column) for column in zip(*rows, strict=True))
    deal_number = len(rows) + (0 if state.phase is Phase.DEAL_OVER else 1)
    return replace(
        state, match=replace(state.match, scores=scores, history=rows, deal_number=deal_number)
    )


@pytest.mark.parametrize(
    ("game_id", "rows", "problem"),
    [
        # R800-WIN-1: side 0 reached 800 first, after deal 1; 810–810 is no tie to play on.
        ("800", ((810, 0), (0, 810)), ("/state/match/history/0", "match_over", "R800-WIN-1")),
        ("800", ((850, 0),), ("/state/match/history/0", "match_over", "R800-WIN-1")),
        ("fjabbe", ((1, 0, 0, 0),) * 5, ("/state/match/history/4", "match_over", "RFJB-6")),
        ("800", ((-50, 143),), ("/state/match/history/0", "negative_score", "R800-SCORE-1")),
        ("800", ((40, 50),), ("/state/match/history/0", "impossible_row", "R800-SCORE-1")),
        ("fjabbe", ((0, 0, 0, 0),), ("/state/match/history/0", "impossible_row", "RFJB-5")),
        ("fjabbe", ((2, 0, 0, 0),), ("/state/match/history/0", "impossible_row", "RFJB-5")),
    ],
)
def test_history_of_a_deal_in_play_is_possible_and_undecided(
    game_id: str, rows: tuple[tuple[int, ...], ...], problem: tuple[str, str, str]
) -> None:
    """R800-WIN-1 / RFJB-6 asked after every row; rows no deal adds (R800-SCORE-1, RFJB-5)."""
    state = _with_history(build(game_id), rows)
    found = [(p.pointer, p.code, p.rule) for p in game(game_id).check_state(state)]
    assert found == [problem]


def test_history_level_above_the_target_is_still_in_play() -> None:
    """R800-WIN-3 (A800-22): 800–800 decides nothing, so a deal in play is fine."""
    assert G.check_state(_with_history(build("800"), ((93, 93), (707, 707)))) == []


def test_finished_deal_after_a_decided_match_is_refused() -> None:
    """R150-1: the match was won after deal 1; the deal just finished should not exist."""
    end = _finished_150()
    finished = _with_history(end, ((0, 150), *end.match.history))
    assert ("/state/match/history/0", "match_over") in codes(finished, "150")


def test_finished_deal_must_match_its_score() -> None:
    g = game("150")
    state = build("150", hands={1: ["KS"], 0: ["7S"]}, tricks_won=[7, 7], last_winner=0)
    state = g.apply(state, g.legal_moves(state, 1).moves[0]).state
    end = g.apply(state, g.legal_moves(state, 1).moves[0]).state
    assert g.check_state(end) == []
    fake = MatchState(seed=1, target=150, deal_number=1, scores=(1, 1), history=((1, 1),))
    assert ("/state/match/history", "wrong_result") in codes(replace(end, match=fake), "150")


def test_many_problems_at_once() -> None:
    state = build("800")
    hands = list(state.hands)
    hands[0] = hands[0][1:]
    broken = replace(state, hands=tuple(hands), stage=1, to_move=3)
    assert len(G.check_state(broken)) >= 2

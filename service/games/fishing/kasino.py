"""Swedish Kasino (reference §2 common core and §3), the first fishing game end to end.

Implemented: the four-card deal with sistan (CORE-DEAL-3…7), turns (CORE-TURN-1…3), captures
with groups, partial and multiple (CORE-CAP-1…7, KAS-CAP-1…3), the three valuations
(KAS-VAR-1), trails (CORE-TRAIL-1…2), tabbe (CORE-TABBE-1…5), leftovers (CORE-END-1…2),
scoring with ties, sistan, Överspader and partnerships (KAS-SCORE-1…4, KAS-PART-1…2), matches
and their tie rules (KAS-MATCH-1…3), forced capture (KAS-VAR-3) and announcing out (KAS-VAR-8).
Kasino has no building (KAS-GEN-3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from service.core.cards import LILLAN, STANDARD_DECK, STORAN, Card, is_ace
from service.core.deal import derive_seed, shuffled
from service.core.game import Event, MoveList, Outcome, ScoreItem, ScoreReport, Verdict
from service.core.verdict import IllegalMove, NotApplicable, Problem, Violation
from service.games.fishing import invariants
from service.games.fishing.dealing import first_round, later_round, rounds_per_deal
from service.games.fishing.listing import TableIndex, forced_keep, list_plays
from service.games.fishing.match import after_deal, standing
from service.games.fishing.options import KASINO_SPECS, KasinoOptions
from service.games.fishing.play import CaptureRules, can_capture, judge_capture
from service.games.fishing.scoring import kasino_items, side_spades, side_totals, units_for
from service.games.fishing.state import (
    FishingMove,
    FishingState,
    LastPlay,
    MatchState,
    Phase,
    Table,
)


def _remove_one(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _remove_all(cards: tuple[Card, ...], taken: tuple[Card, ...]) -> tuple[Card, ...]:
    left = Counter(taken)
    kept: list[Card] = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return tuple(kept)


class KasinoGame:
    """Kasino: a game object is configuration; every method is a pure function of a state."""

    id = "kasino"
    name = "Kasino (Swedish)"
    family = "fishing"
    player_counts = (2, 3, 4)
    partnerships = "optional"
    option_specs = KASINO_SPECS
    deck: tuple[Card, ...] = STANDARD_DECK

    # -- configuration ---------------------------------------------------------------------

    def resolve_options(
        self, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> KasinoOptions:
        return KasinoOptions.resolve(raw, players, pointer)

    def capture_rules(self, options: KasinoOptions) -> CaptureRules:
        return CaptureRules(options.valuation, options.forced_capture)

    def sides(self, state: FishingState) -> tuple[tuple[int, ...], ...]:
        options: KasinoOptions = state.options
        return options.sides(state.players)

    # -- dealing ---------------------------------------------------------------------------

    def deal(
        self,
        players: int,
        options: KasinoOptions,
        dealer: int,
        seed: int,
        match: MatchState | None = None,
    ) -> FishingState:
        """Deal 1 of a match from ``seed``, or the next deal of ``match`` (CORE-DEAL-3)."""
        if match is None:
            sides = len(options.sides(players))
            match = MatchState(seed=seed, target=options.target, scores=(0,) * sides)
        deal_seed = (
            match.seed
            if match.deal_number == 1
            else derive_seed(match.seed, "deal", match.deal_number)
        )
        pack = tuple(shuffled(self.deck, deal_seed))
        dealt = first_round(pack, players, dealer)
        return FishingState(
            game=self.id,
            options=options,
            players=players,
            dealer=dealer,
            to_move=(dealer + 1) % players,
            phase=Phase.PLAY,
            round=1,
            hands=dealt.hands,
            table=Table(dealt.table),
            captured=((),) * players,
            tabbar=(0,) * players,
            stock=dealt.stock,
            last_capturer=None,
            match=match,
        )

    def next_deal(self, state: FishingState) -> FishingState:
        """The following deal: the deal passes to the left (CORE-DEAL-7), scores carried."""
        if state.phase is not Phase.DEAL_OVER:
            raise NotApplicable("deal_not_over", "the deal is still in play", "/state/phase")
        if state.match.over:
            raise NotApplicable("match_over", "the match is over", "/state/match/over")
        match = replace(state.match, deal_number=state.match.deal_number + 1)
        return self.deal(state.players, state.options, (state.dealer + 1) % state.players, 0, match)

    # -- checking a state ------------------------------------------------------------------

    def check_state(self, state: FishingState) -> list[Problem]:
        """Every problem at once; checks that need sound seats wait for them (no crash)."""
        problems = invariants.seat_problems(state, self.player_counts)
        problems += invariants.conservation_problems(state, self.deck)
        if state.game != self.id:
            problems.append(
                Problem("/state/game", "wrong_game", f"this is a state of '{state.game}'")
            )
        if state.table.builds:
            problems.append(
                Problem("/state/table/builds", "no_builds", "Kasino has no builds", "KAS-GEN-3")
            )
        if any(
            p.code in {"invalid_player_count", "wrong_length", "invalid_seat"} for p in problems
        ):
            return problems
        problems += invariants.round_problems(
            state, rounds_per_deal(state.players, len(self.deck)), len(self.deck)
        )
        problems += invariants.capture_problems(state)
        problems += invariants.match_problems(state, len(self.sides(state)), state.options.target)
        return problems

    # -- judging a move --------------------------------------------------------------------

    def validate(self, state: FishingState, move: FishingMove) -> Verdict:
        if move.announce_out:
            return Verdict(tuple(self._announce_violations(state, move)))
        if state.phase is not Phase.PLAY:
            return Verdict((Violation("CORE-END-1", "deal_over", "the deal is over"),))
        if move.player != state.to_move:
            return Verdict(
                (
                    Violation(
                        "CORE-TURN-1",
                        "not_your_turn",
                        f"it is seat {state.to_move}'s turn, not seat {move.player}'s",
                    ),
                )
            )
        card = move.card
        if card is None or card not in state.hands[move.player]:
            return Verdict(
                (
                    Violation(
                        "CORE-TURN-2",
                        "card_not_in_hand",
                        f"seat {move.player} does not hold {card}",
                    ),
                )
            )
        rules = self.capture_rules(state.options)
        if move.capture is None and move.groups is None:
            return Verdict(tuple(self._trail_violations(state, move, rules)), {"kind": "trail"})
        judgement = judge_capture(state, move, rules)
        capture = judgement.capture
        if capture is None:
            return Verdict(judgement.violations)
        return Verdict(
            (),
            {
                "kind": "capture",
                "value": capture.value,
                "groups": [list(group) for group in capture.groups],
                "values": dict(capture.values),
            },
        )

    def _trail_violations(
        self, state: FishingState, move: FishingMove, rules: CaptureRules
    ) -> list[Violation]:
        assert move.card is not None
        problems: list[Violation] = []
        if move.values:
            problems.append(
                Violation(
                    "CORE-TRAIL-1",
                    "values_without_capture",
                    "values are chosen only for a capture; a trail takes nothing",
                )
            )
        if rules.forced_capture and can_capture(move.card, state.table.cards, rules):
            problems.append(
                Violation(
                    "MISAR-FORCE-4",
                    "must_capture",
                    f"{move.card} can capture, and with forced capture (KAS-VAR-3) a card "
                    "that can capture may not be trailed",
                )
            )
        return problems

    # -- announcing out (KAS-VAR-8, AKF-10) ------------------------------------------------

    def claimable(self, state: FishingState, side: int) -> int:
        """Match total plus storan, lillan and aces this side captured in this deal."""
        seats = self.sides(state)[side]
        pile = [card for seat in seats for card in state.captured[seat]]
        specials = 2 * pile.count(STORAN) + pile.count(LILLAN) + sum(map(is_ace, pile))
        return state.match.scores[side] + specials

    def side_of(self, state: FishingState, seat: int) -> int:
        return next(i for i, seats in enumerate(self.sides(state)) if seat in seats)

    def _announce_violations(self, state: FishingState, move: FishingMove) -> list[Violation]:
        options: KasinoOptions = state.options
        rule = "KAS-VAR-8"
        if not options.announce_out:
            return [Violation(rule, "announce_not_allowed", "announcing out is not played here")]
        if options.target is None:
            return [Violation(rule, "no_target", "single deals have no target to announce")]
        if state.phase is not Phase.PLAY:
            return [Violation("CORE-END-1", "deal_over", "the deal is over")]
        if move.card is not None or move.capture is not None or move.groups is not None:
            return [
                Violation(rule, "announce_is_separate", "an announcement plays no card (AKF-10)")
            ]
        just_captured = (
            state.last_play is not None
            and state.last_play.player == move.player
            and bool(state.last_play.captured)
        )
        if move.player != state.to_move and not just_captured:
            return [
                Violation(
                    rule,
                    "not_your_announcement",
                    "a player announces on his turn or right after his own capture (AKF-10)",
                )
            ]
        side = self.side_of(state, move.player)
        total = self.claimable(state, side)
        if total < options.target:
            return [
                Violation(
                    rule,
                    "target_not_reached",
                    f"seat {move.player} can claim {total} points (match total plus storan, "
                    f"lillan and aces taken this deal), short of the target {options.target}",
                )
            ]
        return []

    # -- listing ---------------------------------------------------------------------------

    def legal_moves(self, state: FishingState, limit: int) -> MoveList[FishingMove]:
        if state.phase is not Phase.PLAY or state.to_move is None:
            return MoveList(None, (), 0)
        player = state.to_move
        rules = self.capture_rules(state.options)
        index = TableIndex(state.table.cards, rules)
        announce = FishingMove(player, announce_out=True)
        moves: list[FishingMove] = []
        if not self._announce_violations(state, announce):
            moves.append(announce)
        listing = list_plays(
            index,
            state.hands[player],
            max(0, limit - len(moves)),
            may_trail=lambda card: not (rules.forced_capture and index.can_capture(card)),
            keep=forced_keep(index) if rules.forced_capture else None,
        )
        moves += [FishingMove(player, card, captured) for card, captured in listing.plays]
        return MoveList(
            player,
            tuple(moves[:limit]),
            len(moves) - len(listing.plays) + listing.count,
            listing.exact,
        )

    # -- applying --------------------------------------------------------------------------

    def apply(self, state: FishingState, move: FishingMove) -> Outcome[FishingState]:
        verdict = self.validate(state, move)
        if not verdict.legal:
            raise IllegalMove(verdict.violations)
        if move.announce_out:
            return self._announce(state, move, verdict)
        assert move.card is not None
        player = move.player
        events: list[Event] = []
        hands = list(state.hands)
        hands[player] = _remove_one(hands[player], move.card)
        if verdict.interpretation["kind"] == "trail":
            table = Table((*state.table.cards, move.card), state.table.builds)
            events.append({"type": "trailed", "player": player, "card": move.card})
            successor = replace(
                state,
                hands=tuple(hands),
                table=table,
                last_play=LastPlay(player, move.card, (), False),
            )
        else:
            successor, capture_events = self._capture(state, move, verdict, tuple(hands))
            events += capture_events
        successor, turn_events = self._advance(successor)
        return Outcome(successor, tuple(events + turn_events), verdict)

    def _capture(
        self,
        state: FishingState,
        move: FishingMove,
        verdict: Verdict,
        hands: tuple[tuple[Card, ...], ...],
    ) -> tuple[FishingState, list[Event]]:
        """CORE-CAP-6: the played and captured cards go to the player's pile."""
        assert move.card is not None
        player = move.player
        groups = [tuple(group) for group in verdict.interpretation["groups"]]
        taken = tuple(card for group in groups for card in group)
        table = Table(_remove_all(state.table.cards, taken), state.table.builds)
        captured = list(state.captured)
        captured[player] = (*captured[player], move.card, *taken)
        tabbe = table.is_empty  # CORE-TABBE-1: only a capture that clears the table
        tabbar = list(state.tabbar)
        events: list[Event] = [
            {
                "type": "captured",
                "player": player,
                "card": move.card,
                "cards": list(taken),
                "value": verdict.interpretation["value"],
                "groups": [list(group) for group in groups],
                "values": verdict.interpretation["values"],
            }
        ]
        if tabbe:
            tabbar[player] += 1
            events.append({"type": "tabbe", "player": player, "tabbar": tabbar[player]})
        successor = replace(
            state,
            hands=hands,
            table=table,
            captured=tuple(captured),
            tabbar=tuple(tabbar),
            last_capturer=player,
            last_play=LastPlay(player, move.card, taken, tabbe),
        )
        return successor, events

    def _advance(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """Pass the turn; deal the next round, or end the deal, when all hands are empty."""
        assert state.to_move is not None
        if any(state.hands):
            return replace(state, to_move=(state.to_move + 1) % state.players), []
        if state.stock:
            dealt = later_round(state.stock, state.players, state.dealer)
            rounds = rounds_per_deal(state.players, len(self.deck))
            next_round = state.round + 1
            events: list[Event] = [
                {
                    "type": "dealt",
                    "round": next_round,
                    "last_round": next_round == rounds,
                    "hand_sizes": [len(hand) for hand in dealt.hands],
                }
            ]
            if next_round == rounds:
                events.append({"type": "sistan", "round": next_round, "rule": "CORE-DEAL-6"})
            return (
                replace(
                    state,
                    hands=dealt.hands,
                    stock=dealt.stock,
                    round=next_round,
                    to_move=state.forehand,
                ),
                events,
            )
        return self._end_deal(state)

    def _end_deal(self, state: FishingState) -> tuple[FishingState, list[Event]]:
        """CORE-END-1: leftovers to the last capturer (not a tabbe), then score the deal."""
        events: list[Event] = []
        captured = list(state.captured)
        table = state.table
        if state.last_capturer is not None and not table.is_empty:
            leftovers = table.all_cards
            captured[state.last_capturer] = (*captured[state.last_capturer], *leftovers)
            table = Table(())
            events.append(
                {"type": "leftovers", "player": state.last_capturer, "cards": list(leftovers)}
            )
        elif not table.is_empty:
            events.append({"type": "leftovers", "player": None, "cards": list(table.all_cards)})
        finished = replace(
            state, captured=tuple(captured), table=table, to_move=None, phase=Phase.DEAL_OVER
        )
        items = self.score_items(finished)
        sides = self.sides(finished)
        totals = side_totals(items, len(sides))
        match = after_deal(
            finished.match, totals, side_spades(finished, sides), state.options.tie_rule
        )
        finished = replace(finished, match=match)
        events.append({"type": "deal_over", "totals": list(totals), "scores": list(match.scores)})
        if match.over:
            events.append(
                {"type": "match_over", "winners": list(match.winners or ()), "by": match.decided_by}
            )
        return finished, events

    def _announce(
        self, state: FishingState, move: FishingMove, verdict: Verdict
    ) -> Outcome[FishingState]:
        side = self.side_of(state, move.player)
        gained = self.claimable(state, side) - state.match.scores[side]
        row = tuple(gained if s == side else 0 for s in range(len(state.match.scores)))
        match = replace(
            state.match,
            scores=tuple(a + b for a, b in zip(state.match.scores, row, strict=True)),
            history=(*state.match.history, row),
            over=True,
            winners=(side,),
            decided_by="announce_out",
        )
        finished = replace(
            state, to_move=None, phase=Phase.DEAL_OVER, match=match, ended_by="announce_out"
        )
        events: tuple[Event, ...] = (
            {"type": "announced_out", "player": move.player, "side": side, "points": gained},
            {"type": "match_over", "winners": [side], "by": "announce_out"},
        )
        return Outcome(finished, events, verdict)

    # -- scoring ---------------------------------------------------------------------------

    def score_items(self, state: FishingState) -> list[ScoreItem]:
        options: KasinoOptions = state.options
        pooled = not options.partnerships or options.partner_scoring == "pooled_piles"
        units = units_for(self.sides(state), pooled)
        return kasino_items(
            state, units, sistan_point=options.sistan_point, overspader=options.overspader
        )

    def score(self, state: FishingState) -> ScoreReport:
        if state.phase is not Phase.DEAL_OVER:
            raise NotApplicable("deal_not_over", "the deal is still in play", "/state/phase")
        sides = self.sides(state)
        if state.ended_by == "announce_out":
            row = state.match.history[-1]
            items = [
                ScoreItem(side, "KAS-VAR-8", "announced_out", "announced out", points)
                for side, points in enumerate(row)
                if points
            ]
        else:
            items = self.score_items(state)
        totals = side_totals(items, len(sides))
        return ScoreReport(
            sides=sides,
            items=tuple(items),
            totals=totals,
            standing=standing(state.match),
            details={"spades": list(side_spades(state, sides))},
        )


KASINO = KasinoGame()

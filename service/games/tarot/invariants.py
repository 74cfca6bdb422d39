"""Every invariant of a state, reported all at once with JSON pointers into the request.

The API never trusts a state it has not checked (contract §5), and a client may write one by
hand, so this is strict: the 62 cards exactly once each (``T1`` four times), hand sizes for the
phase, stage and turn, the trick's seats, the Fjønt debt, the declarations, and the match
recomputed from the deal that ended it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from service.core.cards import Card
from service.core.deal import SEED_LIMIT
from service.core.text import msg
from service.core.verdict import Problem, Violation
from service.games.tarot.bounds import bound_problems
from service.games.tarot.dealing import current_discard, schedule
from service.games.tarot.deck import (
    CARD_CODES,
    DECK,
    DECK_COUNTS,
    FJONT,
    UNDISCARDABLE,
    WILD_CARDS,
    sorted_cards,
)
from service.games.tarot.declarations import combination_violations, declaration_violations
from service.games.tarot.fjont import allowed_payment
from service.games.tarot.match import DealResult, settle_declaration_win
from service.games.tarot.options import FjontExchangeCard, TarotOptions
from service.games.tarot.scoring import (
    LAST_TRICK_POINTS,
    count_in_pairs,
    deal_items,
    declaration_items,
    side_totals,
    side_tricks,
)
from service.games.tarot.state import Declaration, MatchState, Phase, TarotState, evolve
from service.games.tarot.tricks import play_violation
from service.games.tarot.variants import Variant

ENDINGS = ("last_trick", "declaration")
ALL_CARDS_POINTS = count_in_pairs(DECK) + LAST_TRICK_POINTS
"""R800-PTS-5: 87 card points and the last trick, 93, shared out when every card is scored."""


def _seat_ok(value: object, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def _shape_problems(variant: Variant, state: TarotState) -> list[Problem]:
    problems: list[Problem] = []
    if state.game != variant.id:
        problems.append(
            Problem(
                "/state/game",
                "wrong_game",
                msg("The state is a '{game}' state, not one of this game.", game=state.game),
            )
        )
    if state.version != 1:
        problems.append(
            Problem("/state/version", "unsupported_version", msg("The version must be 1."))
        )
    if state.players != variant.players:
        problems.append(
            Problem(
                "/state/players",
                "wrong_player_count",
                msg(
                    "The game {id} is played by {players} players.",
                    id=variant.id,
                    players=variant.players,
                ),
                "R800-SEAT-1" if variant.players == 4 else "R1000-1",
            )
        )
        return problems
    if not isinstance(state.options, TarotOptions):
        problems.append(
            Problem(
                "/state/options",
                "invalid_option",
                msg("The options are not resolved; send them as the service returned them."),
            )
        )
    if not _seat_ok(state.dealer, state.players):
        problems.append(
            Problem("/state/dealer", "invalid_seat", msg("The dealer must be one of the seats."))
        )
    if state.to_move is not None and not _seat_ok(state.to_move, state.players):
        problems.append(
            Problem(
                "/state/to_move", "invalid_seat", msg("The seat to move must be one of the seats.")
            )
        )
    sizes = {
        "hands": (state.hands, state.players),
        "discards": (state.discards, state.players),
        "tricks_won": (state.tricks_won, state.players),
        "won": (state.won, variant.side_count),
    }
    for name, (zone, size) in sizes.items():
        if len(zone) != size:
            problems.append(
                Problem(
                    f"/state/{name}",
                    "wrong_length",
                    msg("The field '{name}' needs {size} entries.", name=name, size=size),
                )
            )
    if not 1 <= state.stage <= len(variant.stages):
        problems.append(
            Problem(
                "/state/stage", "invalid_stage", msg("There is no such dealing stage in this game.")
            )
        )
    return problems


def _zones(state: TarotState) -> list[tuple[str, tuple[Card, ...]]]:
    return [
        *((f"/state/hands/{seat}", hand) for seat, hand in enumerate(state.hands)),
        ("/state/stock", state.stock),
        *((f"/state/discards/{seat}", cards) for seat, cards in enumerate(state.discards)),
        ("/state/trick", tuple(p.card for p in state.trick)),
        *((f"/state/won/{side}", pile) for side, pile in enumerate(state.won)),
    ]


def _card_problems(state: TarotState) -> list[Problem]:
    """R800-DECK-1: the 62 cards, each once and ``T1`` four times, across all zones."""
    problems: list[Problem] = []
    seen: Counter[Card] = Counter()
    for pointer, cards in _zones(state):
        for index, card in enumerate(cards):
            at = f"{pointer}/{index}/card" if pointer == "/state/trick" else f"{pointer}/{index}"
            if card not in CARD_CODES:
                problems.append(
                    Problem(
                        at,
                        "invalid_card",
                        msg(
                            "The card code '{card}' is not in the 800 deck; a code is a suit card "
                            "such as 'KS' (ranks K, Q, C, J, 10–6, A; suits S, H, D, C), a trump "
                            "'T0' to 'T20', or 'FJ'.",
                            card=card,
                        ),
                    )
                )
                continue
            seen[card] += 1
            if seen[card] > DECK_COUNTS[card]:
                problems.append(
                    Problem(
                        at,
                        "duplicate_card",
                        msg(
                            "The card {card} is in two places; a card is in one place only.",
                            card=card,
                        ),
                        "R800-DECK-1",
                    )
                )
    missing = [card for card, n in DECK_COUNTS.items() for _ in range(n - seen[card])]
    if missing:
        problems.append(
            Problem(
                "/state",
                "missing_cards",
                msg(
                    "Cards missing from every zone: {sorted_cards}.",
                    sorted_cards=" ".join(sorted_cards(missing)),
                ),
                "R800-DECK-1",
            )
        )
    return problems


def _expected_discards(variant: Variant, state: TarotState) -> list[int]:
    """Cards each seat has laid away by now: every step before the one due is made."""
    due = current_discard(variant, state) if state.phase is Phase.DISCARD else None
    done = [0] * state.players
    for step in schedule(variant, state.dealer):
        if due is not None and (step.stage, step.total, step.seat) == (
            due.stage,
            due.total,
            due.seat,
        ):
            break
        if step.stage > state.stage:
            break
        done[step.seat] = step.total
    return done


def _hand_size_problems(variant: Variant, state: TarotState) -> list[Problem]:
    problems: list[Problem] = []
    discards = _expected_discards(variant, state)
    in_trick = {p.seat for p in state.trick}
    for seat in range(state.players):
        if len(state.discards[seat]) != discards[seat]:
            problems.append(
                Problem(
                    f"/state/discards/{seat}",
                    "wrong_discard_count",
                    msg(
                        "Seat {seat} should have {discards} cards laid away by now.",
                        seat=seat,
                        discards=discards[seat],
                    ),
                )
            )
        if state.phase is Phase.DISCARD:
            size = variant.held_after(state.stage, seat, state.dealer) - discards[seat]
        elif state.ended_by == "last_trick":
            size = 0
        else:
            size = variant.tricks - state.tricks_played - (seat in in_trick)
        if len(state.hands[seat]) != size:
            problems.append(
                Problem(
                    f"/state/hands/{seat}",
                    "wrong_hand_size",
                    msg(
                        "Seat {seat} should hold {size} cards, not {n_hands}.",
                        seat=seat,
                        size=size,
                        n_hands=len(state.hands[seat]),
                    ),
                    variant.stages[state.stage - 1].rule,
                )
            )
        forbidden = sorted_cards(c for c in state.discards[seat] if c in UNDISCARDABLE)
        if forbidden:
            problems.append(
                Problem(
                    f"/state/discards/{seat}",
                    "forbidden_discard",
                    msg(
                        "Tarokker and kings are never laid away: {forbidden}.",
                        forbidden=" ".join(forbidden),
                    ),
                    "R800-DEAL-3",
                )
            )
    expected_stock = variant.stock_sizes[state.stage - 1]
    if len(state.stock) != expected_stock:
        problems.append(
            Problem(
                "/state/stock",
                "wrong_stock_size",
                msg("The stock holds {expected_stock} cards.", expected_stock=expected_stock),
            )
        )
    return problems


def _phase_problems(variant: Variant, state: TarotState) -> list[Problem]:
    problems: list[Problem] = []

    def add(pointer: str, code: str, message: str, rule: str | None = None) -> None:
        problems.append(Problem(pointer, code, message, rule))

    over = state.phase is Phase.DEAL_OVER
    if over != (state.to_move is None):
        add(
            "/state/to_move",
            "wrong_turn",
            msg("The field 'to_move' is null exactly when the deal is over."),
        )
    if over != (state.ended_by is not None) or state.ended_by not in (None, *ENDINGS):
        add(
            "/state/ended_by",
            "invalid_ending",
            msg("The field 'ended_by' is 'last_trick' or 'declaration' at the end, null before."),
        )
    if state.phase is Phase.DISCARD:
        due = current_discard(variant, state)
        if due is None:
            add("/state/phase", "no_discard_due", msg("No discard is due in this stage."))
        elif state.to_move != due.seat:
            add(
                "/state/to_move",
                "wrong_turn",
                msg("Seat {seat} lays cards away now.", seat=due.seat),
                due.rule,
            )
    elif state.stage != len(variant.stages) or current_discard(variant, state) is not None:
        add("/state/stage", "discards_pending", msg("Play starts after the last discard."))
    before_play = state.phase is Phase.DISCARD or state.ended_by == "declaration"
    if before_play and (state.tricks_played or any(state.won) or state.fjont_debt):
        add(
            "/state/tricks_played", "play_too_early", msg("No trick is played before the discards.")
        )
    if state.phase is Phase.DISCARD and (state.trick or state.declarations):
        add("/state/trick", "play_too_early", msg("No card is played before the discards."))
    if state.ended_by == "last_trick" and (state.trick or state.tricks_played != variant.tricks):
        add(
            "/state/tricks_played",
            "deal_not_played",
            msg("A deal has {tricks} tricks.", tricks=variant.tricks),
        )
    if not 0 <= state.tricks_played <= variant.tricks:
        add(
            "/state/tricks_played",
            "invalid_count",
            msg("A deal has {tricks} tricks.", tricks=variant.tricks),
        )
    elif state.phase is Phase.PLAY and state.tricks_played == variant.tricks:
        # R800-PLAY-2 / R800-SCORE-1: the deal is scored as its last trick is gathered; play
        # after it would have no card to play and no legal step.
        add(
            "/state/phase",
            "deal_not_finished",
            msg("All {tricks} tricks are played, so the deal is over.", tricks=variant.tricks),
            "R800-PLAY-2",
        )
    return problems


def _trick_problems(variant: Variant, state: TarotState) -> list[Problem]:
    problems: list[Problem] = []
    if any(n < 0 for n in state.tricks_won) or sum(state.tricks_won) != state.tricks_played:
        problems.append(
            Problem(
                "/state/tricks_won",
                "wrong_trick_count",
                msg("The tricks won must add up to the tricks played."),
            )
        )
    if (state.last_winner is None) != (state.tricks_played == 0) or (
        state.last_winner is not None
        and (
            not _seat_ok(state.last_winner, state.players)
            or not state.tricks_won[state.last_winner]
        )
    ):
        problems.append(
            Problem(
                "/state/last_winner",
                "invalid_seat",
                msg(
                    "The last winner must be the seat that won the latest trick, null before any "
                    "trick."
                ),
            )
        )
        return problems
    if len(state.trick) >= state.players:
        problems.append(
            Problem(
                "/state/trick",
                "trick_too_long",
                msg(
                    "A full trick is gathered at once, so the trick holds fewer cards than players."
                ),
            )
        )
    for index, played in enumerate(state.trick):
        seat = (state.leader + index) % state.players
        if played.seat != seat:
            problems.append(
                Problem(
                    f"/state/trick/{index}/seat",
                    "wrong_seat",
                    msg(
                        "Seat {seat} plays card {index} of this trick.", seat=seat, index=index + 1
                    ),
                    "R800-PLAY-2",
                )
            )
    problems += _revoke_problems(state)
    if state.phase is Phase.PLAY:
        seat = (state.leader + len(state.trick)) % state.players
        if state.to_move != seat:
            problems.append(
                Problem(
                    "/state/to_move",
                    "wrong_turn",
                    msg("Seat {seat} plays next.", seat=seat),
                    "R800-PLAY-2",
                )
            )
    problems += _won_pile_problems(variant, state)
    return problems


def _revoke_problems(state: TarotState) -> list[Problem]:
    """No revoke in the trick on the table (R800-PLAY-3/4/6, the Fjønt free, R800-PLAY-7).

    A hand only shrinks, so when a card was played its holder held his current hand and that
    card; it must have been a legal play from those, after the cards before it in the trick.
    """
    problems: list[Problem] = []
    for index, played in enumerate(state.trick[1:], start=1):
        if not _seat_ok(played.seat, state.players):
            continue  # reported as wrong_seat
        held = (*state.hands[played.seat], played.card)
        before = state.trick[:index]
        if any(c not in CARD_CODES for c in (*held, *(p.card for p in before))):
            continue  # reported as invalid_card
        violation = play_violation(held, before, played.card)
        if violation is not None:
            problems.append(
                Problem(
                    f"/state/trick/{index}/card", violation.code, violation.message, violation.rule
                )
            )
    return problems


def _won_pile_problems(variant: Variant, state: TarotState) -> list[Problem]:
    """Each side holds the cards of the tricks it won (R800-PTS-3; R800-DEAL-5 and R1000-8 go by
    tricks won): a trick's cards go to its winner's side, except ``FJ``, taken back by its own
    side (R800-FJ-4). Won by the other side (R800-FJ-6), that leaves the owing side one card up
    and the creditor one down until the exchange (R800-FJ-7/8) or the loss of ``FJ`` at the end
    (R800-FJ-9; in Fjabbe to the trick's winner, RFJB-3) moves one card back."""
    debt = state.fjont_debt
    if debt is not None and not (
        _seat_ok(debt.player, state.players) and _seat_ok(debt.creditor, variant.side_count)
    ):
        return []  # _fjont_problems reports the debt itself
    debtor = None if debt is None else variant.side_of(debt.player)
    creditor = None if debt is None else debt.creditor
    problems: list[Problem] = []
    for side, tricks in enumerate(side_tricks(variant, state)):
        size = state.players * tricks + (side == debtor) - (side == creditor)
        if len(state.won[side]) != size:
            problems.append(
                Problem(
                    f"/state/won/{side}",
                    "wrong_won_count",
                    msg(
                        "Side {side} should hold {size} won cards, not {won}: {players} for each "
                        "of its {tricks} tricks, ±1 for the open Fjønt debt.",
                        side=side,
                        size=size,
                        won=len(state.won[side]),
                        players=state.players,
                        tricks=tricks,
                    )
                    if side in (debtor, creditor)
                    else msg(
                        "Side {side} should hold {size} won cards, not {won}: {players} for each "
                        "of its {tricks} tricks.",
                        side=side,
                        size=size,
                        won=len(state.won[side]),
                        players=state.players,
                        tricks=tricks,
                    ),
                    "R800-FJ-4" if side in (debtor, creditor) else "R800-PTS-3",
                )
            )
    return problems


def _fjont_problems(variant: Variant, state: TarotState) -> list[Problem]:
    problems: list[Problem] = []
    debt = state.fjont_debt
    exchange = state.phase is Phase.FJONT_EXCHANGE
    if exchange and (debt is None or state.trick or state.to_move != debt.player):
        problems.append(
            Problem(
                "/state/phase",
                "no_fjont_debt",
                msg("The exchange phase needs a debt."),
                "R800-FJ-7",
            )
        )
    if exchange and state.options.fjont_exchange_card is not FjontExchangeCard.ANY:
        problems.append(
            Problem(
                "/state/phase",
                "automatic_exchange",
                msg("With 'lowest_value' the Fjønt debt is paid automatically; no exchange phase."),
            )
        )
    if debt is None:
        return problems
    if not _seat_ok(debt.player, state.players) or not _seat_ok(debt.creditor, variant.side_count):
        problems.append(
            Problem(
                "/state/fjont_debt",
                "invalid_seat",
                msg("The debt's player must be a seat and its creditor a side."),
            )
        )
        return problems
    if state.phase is Phase.DEAL_OVER:
        # R800-FJ-9 (RFJB-3 in Fjabbe): a debt still open at the end is settled by losing FJ to
        # the creditor before the deal is scored, so a finished deal owes nothing.
        problems.append(
            Problem(
                "/state/fjont_debt",
                "debt_not_settled",
                msg("A Fjønt debt open at the end of the deal is settled by the loss of FJ."),
                "RFJB-3" if variant.fewest_points_wins else "R800-FJ-9",
            )
        )
    debtor = variant.side_of(debt.player)
    if debtor == debt.creditor or FJONT not in state.won[debtor]:
        problems.append(
            Problem(
                "/state/fjont_debt",
                "invalid_debt",
                msg("A debt is owed to another side, with FJ among the owing side's cards."),
                "R800-FJ-8",
            )
        )
    payable = allowed_payment(state.won[debtor], state.options.fjont_exchange_card)
    if exchange and not payable:
        # R800-FJ-8: with nothing eligible FJ lies as a reminder and play goes on; the exchange
        # phase comes only once a card can be given (R800-FJ-7), else it has no legal step.
        problems.append(
            Problem(
                "/state/phase",
                "nothing_to_pay",
                msg("Side {debtor} has no won card to give for the Fjønt yet.", debtor=debtor),
                "R800-FJ-8",
            )
        )
    if not exchange and payable:
        problems.append(
            Problem(
                "/state/fjont_debt",
                "exchange_overdue",
                msg("The card for the Fjønt is given as soon as possible."),
                "R800-FJ-7",
            )
        )
    return problems


def _shown_cards(declaration: Declaration) -> Counter[Card]:
    """The fewest cards a declaration shows: one card may serve a set and a sequence, a wild card
    several sequences, a genuine card one sequence only (R800-DECL-7, R800-SEQ-11); ``T1`` is
    counted as a multiset."""
    shown: Counter[Card] = Counter()
    for cards in declaration.sets:
        shown |= Counter(cards)
    shown |= Counter(c for s in declaration.sequences for c in s.cards if c not in WILD_CARDS)
    for sequence in declaration.sequences:
        shown |= Counter(c for c in sequence.cards if c in WILD_CARDS)
    return shown


def _declared_card_violations(state: TarotState, declaration: Declaration) -> list[Violation]:
    """After trick 1 the shown cards are located (R800-DECL-5: they were in the declarer's hand).

    A card leaves a hand only when its holder plays it, and a played card stays in the trick or
    goes to a won pile (the Fjønt and its exchange card too, R800-FJ-4 … 9). So each shown card
    is in his hand, is his card in the trick, or lies in a won pile, and no more of them lie in
    won piles than the cards he played to finished tricks. Never in another hand or trick card,
    the stock, or any discards (R800-DECL-5: discards are not in the hand).
    """
    player = declaration.player
    shown = _shown_cards(declaration)
    twice = sorted_cards(card for card, n in shown.items() if n > DECK_COUNTS.get(card, 0))
    if twice:
        message = msg(
            "A genuine card may belong to one sequence only: {twice}.", twice=" ".join(twice)
        )
        return [Violation("R800-DECL-7", "card_in_two_sequences", message)]
    kept = Counter(state.hands[player]) + Counter(p.card for p in state.trick if p.seat == player)
    gone = shown - kept
    astray = gone - Counter(card for pile in state.won for card in pile)
    if astray:
        message = msg(
            "The cards {sorted_cards} were shown by seat {player} in trick 1, so they are in "
            "his hand, his card in this trick or a won trick, not elsewhere.",
            sorted_cards=" ".join(sorted_cards(astray.elements())),
            player=player,
        )
        return [Violation("R800-DECL-5", "declared_card_astray", message)]
    if gone.total() > state.tricks_played:
        message = msg(
            "The cards {sorted_cards} were shown by seat {player} in trick 1 and went to won "
            "tricks, but he has played only {tricks_played} cards to them.",
            sorted_cards=" ".join(sorted_cards(gone.elements())),
            player=player,
            tricks_played=state.tricks_played,
        )
        return [Violation("R800-DECL-5", "declared_card_astray", message)]
    return []


def _declaration_problems(variant: Variant, state: TarotState) -> list[Problem]:
    problems: list[Problem] = []
    seen: set[int] = set()
    played = {p.seat: p.card for p in state.trick}
    # The seat whose first card is next: it may just have declared; nobody after it may have.
    mover = (state.leader + len(state.trick)) % state.players
    for index, declaration in enumerate(state.declarations):
        pointer = f"/state/declarations/{index}"
        player = declaration.player
        if not _seat_ok(player, state.players) or player in seen:
            problems.append(
                Problem(
                    pointer,
                    "invalid_declarer",
                    msg("Each seat declares at most once."),
                    "R800-DECL-1",
                )
            )
            continue
        seen.add(player)
        last = index == len(state.declarations) - 1
        if state.tricks_played:
            found = combination_violations(declaration) or _declared_card_violations(
                state, declaration
            )
        elif (player not in played and player != mover) or (
            state.ended_by == "declaration" and last and player != mover
        ):
            found = [
                Violation(
                    "R800-DECL-1", "declared_too_early", msg("The seat declared before its turn.")
                )
            ]
        else:
            hand = (*state.hands[player], *([played[player]] if player in played else []))
            found = declaration_violations(hand, declaration)
        problems += [Problem(pointer, v.code, v.message, v.rule) for v in found]
    return problems or _target_problems(variant, state)


def _scores_before(variant: Variant, state: TarotState) -> tuple[int, ...] | None:
    """The match scores the deal started from; None when the match does not add up, which
    ``_match_problems`` reports."""
    match = state.match
    over = state.phase is Phase.DEAL_OVER
    widths = {len(row) for row in match.history} | {len(match.scores)}
    if len(match.history) != match.deal_number - (0 if over else 1):
        return None
    if widths != {variant.side_count} or (over and not match.history):
        return None
    sums = tuple(sum(col) for col in zip(*match.history, strict=True)) or (0,) * variant.side_count
    if sums != match.scores:
        return None
    return _match_before(match).scores if over else sums


def _target_problems(variant: Variant, state: TarotState) -> list[Problem]:
    """R800-DECL-8 / R800-WIN-2: a side whose score before the deal plus its declarations
    reaches the target wins at that declaration, and the deal ends there. So a deal ended by a
    declaration reached the target with its last declaration and not before, and any other deal
    never reached it. Each declaration adds only to its declarer's side, so the running totals
    are the totals of each prefix of the declarations."""
    target = state.match.target
    by_declaration = state.ended_by == "declaration"
    if by_declaration and (target is None or not state.declarations):
        message = msg("Only a declaration that reaches the target ends a deal before its tricks.")
        return [Problem("/state/ended_by", "target_not_reached", message, "R800-DECL-8")]
    before = _scores_before(variant, state)
    if target is None or before is None:
        return []
    reached = None
    for count in range(1, len(state.declarations) + 1):
        prefix = evolve(state, declarations=state.declarations[:count])
        totals = side_totals(variant, declaration_items(variant, prefix))
        if any(a + b >= target for a, b in zip(before, totals, strict=True)):
            reached = count
            break
    last = len(state.declarations)
    if by_declaration and reached is None:
        message = msg(
            "No side reached {target} with its declarations, so the deal goes on.", target=target
        )
        return [Problem("/state/ended_by", "target_not_reached", message, "R800-DECL-8")]
    if by_declaration and reached is not None and reached < last:
        message = msg("The target was reached by the declaration before; nothing more is declared.")
        return [Problem(f"/state/declarations/{reached}", "target_reached", message, "R800-WIN-2")]
    if not by_declaration and reached is not None:
        message = msg(
            "Declarations reached {target}: the deal was won and not played on.", target=target
        )
        return [Problem("/state/declarations", "target_reached", message, "R800-WIN-2")]
    return []


def _match_before(match: MatchState) -> MatchState:
    last = match.history[-1]
    scores = tuple(a - b for a, b in zip(match.scores, last, strict=True))
    return replace(
        match, scores=scores, history=match.history[:-1], over=False, winners=None, decided_by=None
    )


def _row_problems(
    variant: Variant, row: Sequence[int], pointer: str, played_out: bool
) -> list[Problem]:
    """A row no deal can add: Fjabbe marks each partie's losers 1 and someone always loses
    (RFJB-5, ties all lose); elsewhere points are never negative (R800-SCORE-1), and where every
    card is scored a deal played to its last trick shares out at least 93 (R800-SCORE-1, R1000-7;
    a deal ended by a declaration win ends the match, so it is never followed by another)."""
    if variant.fewest_points_wins:
        if any(n not in (0, 1) for n in row) or 1 not in row:
            message = msg("A partie marks its losers 1 and the others 0; someone always loses.")
            return [Problem(pointer, "impossible_row", message, "RFJB-5")]
        return []
    if any(n < 0 for n in row):
        message = msg(
            "A deal adds declaration, card and last-trick points, never a negative score."
        )
        return [Problem(pointer, "negative_score", message, "R800-SCORE-1")]
    rule = variant.all_cards_rule
    if played_out and rule is not None and sum(row) < ALL_CARDS_POINTS:
        message = msg(
            "A deal played out shares {points} points plus its declarations.",
            points=ALL_CARDS_POINTS,
        )
        return [Problem(pointer, "impossible_row", message, rule)]
    return []


def history_problems(
    variant: Variant, history: Sequence[Sequence[int]], pointer: str, *, ends_match: bool
) -> list[Problem]:
    """Rows no deal can add, and any deal after the one that decided the match.

    R800-WIN-1 ("the side that *first* reaches 800", checked after every deal; RFJB-6 in Fjabbe):
    the variant's own decision (with the A800-22 tie) is asked after every row, not only of the
    sums. ``ends_match``: the last row is the deal just finished and may decide the match;
    otherwise another deal follows the history. Rows must hold ``side_count`` integers.
    """
    problems: list[Problem] = []
    scores = (0,) * variant.side_count
    for index, row in enumerate(history):
        at = f"{pointer}/{index}"
        followed = index < len(history) - 1 or not ends_match
        problems += _row_problems(variant, row, at, played_out=followed)
        scores = tuple(a + b for a, b in zip(scores, row, strict=True))
        if followed and variant.decided(scores, variant.target) is not None:
            message = msg("The match was decided after this deal; no deal follows it.")
            problems.append(Problem(at, "match_over", message, variant.target_rule))
            break
    return problems


def _match_problems(variant: Variant, state: TarotState) -> list[Problem]:
    match = state.match
    problems: list[Problem] = []

    def add(field: str, code: str, message: str, rule: str | None = None) -> None:
        problems.append(Problem(f"/state/match/{field}", code, message, rule))

    if not isinstance(match.seed, int) or not 0 <= match.seed < SEED_LIMIT:
        add("seed", "invalid_seed", msg("The seed is an integer in [0, 2**53)."))
    if match.target != variant.target:
        add(
            "target",
            "wrong_target",
            msg("The target is fixed at {target}.", target=variant.target),
            variant.target_rule,
        )
    if match.deal_number < 1:
        add("deal_number", "invalid_count", msg("Deals are numbered from 1."))
    rows = match.deal_number - (0 if state.phase is Phase.DEAL_OVER else 1)
    widths = {len(row) for row in match.history} | {len(match.scores)}
    if len(match.history) != rows or widths != {variant.side_count}:
        add(
            "history",
            "wrong_history",
            msg(
                "The history has one row of {side_count} per finished deal.",
                side_count=variant.side_count,
            ),
        )
        return problems
    sums = tuple(sum(col) for col in zip(*match.history, strict=True)) or (0,) * variant.side_count
    if match.scores != sums:
        add("scores", "wrong_scores", msg("Scores are the sums of the history rows."))
        return problems
    over = state.phase is Phase.DEAL_OVER
    problems += history_problems(variant, match.history, "/state/match/history", ends_match=over)
    if problems:
        return problems
    if state.phase is not Phase.DEAL_OVER:
        if match.over or match.winners is not None or match.decided_by is not None:
            add("over", "match_over", msg("A match that is over has no deal in play."))
        return problems
    expected = _match_after(variant, state, _match_before(match))
    if expected != match:
        add("history", "wrong_result", msg("The match does not follow from this deal's score."))
    return problems


def _match_after(variant: Variant, state: TarotState, before: MatchState) -> MatchState:
    totals = side_totals(variant, deal_items(variant, state))
    if state.ended_by == "declaration" and state.declarations:
        side = variant.side_of(state.declarations[-1].player)
        return settle_declaration_win(before, side, totals)
    return variant.settle(before, DealResult(totals, side_tricks(variant, state)))


def check(variant: Variant, state: TarotState) -> list[Problem]:
    """Every problem of the state; shape errors stop the checks that rely on the shape."""
    problems = bound_problems(variant, state)
    if problems:
        return problems  # every later check reads the zones: none runs on an oversized one
    problems = _shape_problems(variant, state)
    if problems:
        return problems
    problems = _card_problems(state)
    problems += _phase_problems(variant, state)
    problems += _trick_problems(variant, state)
    if problems:
        return problems
    problems += _hand_size_problems(variant, state)
    problems += _fjont_problems(variant, state)
    declared = _declaration_problems(variant, state)
    # The match is recomputed from the deal's score, which needs valid declarations.
    return problems + (declared or _match_problems(variant, state))

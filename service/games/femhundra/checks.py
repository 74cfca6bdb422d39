"""Every invariant of a Femhundra state, reported all at once with JSON pointers.

The API checks each request's state before any rule runs, so these checks are what lets the
rules trust a state: the deck is complete and every card lies in one place (R500-DECK-1), the
table holds valid combinations (R500-MELD-*, R500-CORNER-*, R500-JOKER-*), the turn and phase
fit together (R500-TURN-*), no seat holds fewer cards than play can leave him (``hand_floor``,
R500-DEAL-1), and the score sheet adds up (R500-SCORE-1, R500-GAME-*).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from service.core.cards import STANDARD_CARDS
from service.core.deal import SEED_LIMIT
from service.core.text import msg
from service.core.verdict import Problem
from service.games.femhundra.cards import ALL_CARDS, JOKER, Card, deck, sorted_hand
from service.games.femhundra.dealing import PLAYER_COUNTS, decided_problem, hand_size
from service.games.femhundra.melds import MIN_MELD, run_orders, set_order, table_run_problem
from service.games.femhundra.options import FEMHUNDRA_SPECS, TARGET
from service.games.femhundra.scoring import PENALTY, decide, hand_score
from service.games.femhundra.state import (
    GAME_ID,
    Combination,
    DrawSource,
    FemhundraState,
    Kind,
    Phase,
)

ROOT = "/state"
Check = Callable[[FemhundraState], list[Problem]]


def _p(path: str, code: str, message: str, rule: str | None = None) -> Problem:
    return Problem(f"{ROOT}{path}", code, message, rule)


def _basics(state: FemhundraState) -> list[Problem]:
    problems: list[Problem] = []
    if state.game != GAME_ID:
        problems.append(_p("/game", "wrong_game", msg("This is the '{game}' game.", game=GAME_ID)))
    if state.version != 1:
        problems.append(_p("/version", "unsupported_version", msg("Only state version 1 exists.")))
    if state.players not in PLAYER_COUNTS:
        problems.append(
            _p(
                "/players",
                "invalid_players",
                msg("Femhundra is for 2 to 6 players."),
                "R500-SETUP-1",
            )
        )
        return problems
    if not 0 <= state.dealer < state.players:
        problems.append(_p("/dealer", "invalid_seat", msg("The dealer is one of the seats.")))
    plain = state.options.to_plain()
    for spec in FEMHUNDRA_SPECS:
        why = spec.problem(plain[spec.name])
        if why:
            problems.append(_p(f"/options/{spec.name}", "invalid_option", why, spec.rule))
    if not 0 <= state.seed < SEED_LIMIT:
        problems.append(_p("/seed", "invalid_seed", msg("The seed is an integer in [0, 2**53).")))
    if state.reshuffles < 0:
        problems.append(_p("/reshuffles", "invalid_count", msg("Reshuffles are counted from 0.")))
    for name in ("hands", "exposed", "penalties"):
        if len(getattr(state, name)) != state.players:
            problems.append(
                _p(
                    f"/{name}",
                    "wrong_length",
                    msg("The field '{name}' has one entry per seat.", name=name),
                )
            )
    if len(state.match.scores) != state.players:
        problems.append(_p("/match/scores", "wrong_length", msg("One score per seat.")))
    return problems


def _locations(state: FemhundraState) -> Iterator[tuple[str, Card]]:
    """Every card of the state with its pointer, in a fixed order."""
    for seat, hand in enumerate(state.hands):
        for index, card in enumerate(hand):
            yield f"/hands/{seat}/{index}", card
    for index, card in enumerate(state.stock):
        yield f"/stock/{index}", card
    for index, card in enumerate(state.pile):
        yield f"/pile/{index}", card
    for number, combo in enumerate(state.table):
        for index, entry in enumerate(combo.cards):
            yield f"/table/{number}/cards/{index}/card", entry.card


def _cards(state: FemhundraState) -> list[Problem]:
    """R500-DECK-1 / R500-VAR-1: each card of the deck exactly once, nothing else."""
    problems: list[Problem] = []
    expected = set(deck(state.options.use_joker))
    seen: set[Card] = set()
    for path, card in _locations(state):
        if card not in ALL_CARDS:
            problems.append(
                _p(
                    path,
                    "invalid_card",
                    msg(
                        "The card code '{card}' is not in this game's deck; a code is a rank (A, "
                        "2–10, J, Q, K) and a suit (S, H, D, C), such as '7S', or the joker 'JK'.",
                        card=card,
                    ),
                )
            )
        elif card not in expected:
            problems.append(
                _p(
                    path,
                    "unexpected_card",
                    msg("This game is played without the joker."),
                    "R500-VAR-1",
                )
            )
        elif card in seen:
            problems.append(
                _p(
                    path,
                    "duplicate_card",
                    msg(
                        "The card {card} lies in two places; a card is in one place only.",
                        card=card,
                    ),
                    "R500-DECK-1",
                )
            )
        seen.add(card)
    missing = sorted_hand(card for card in expected if card not in seen)
    if missing:
        problems.append(
            _p(
                "",
                "missing_card",
                msg("Cards missing from the state: {missing}.", missing=" ".join(missing)),
                "R500-DECK-1",
            )
        )
    return problems


def _combination_problems(state: FemhundraState, number: int) -> list[Problem]:
    combo = state.table[number]
    base = f"/table/{number}"
    problems: list[Problem] = []
    if not 0 <= combo.owner < state.players:
        problems.append(_p(f"{base}/owner", "invalid_seat", msg("The owner is one of the seats.")))
    for index, entry in enumerate(combo.cards):
        path = f"{base}/cards/{index}"
        if not 0 <= entry.seat < state.players:
            problems.append(
                _p(f"{path}/seat", "invalid_seat", msg("The credited player is a seat."))
            )
        if entry.card == JOKER and entry.joker_as is None:
            problems.append(
                _p(
                    f"{path}/joker_as",
                    "undeclared_joker",
                    msg("A joker on the table carries the card it stands for."),
                    "R500-JOKER-1",
                )
            )
        elif entry.card != JOKER and entry.joker_as is not None:
            problems.append(
                _p(
                    f"{path}/joker_as",
                    "declaration_without_joker",
                    msg("Only the joker is declared."),
                    "R500-JOKER-1",
                )
            )
        elif entry.joker_as is not None and entry.joker_as not in STANDARD_CARDS:
            problems.append(
                _p(
                    f"{path}/joker_as",
                    "invalid_card",
                    msg("The joker stands for a card of the 52-card deck."),
                    "R500-JOKER-2",
                )
            )
    if problems or any(entry.card not in ALL_CARDS for entry in combo.cards):
        return problems
    effective = combo.effective
    if combo.kind is Kind.SET and set_order(effective) is None:
        problems.append(
            _p(
                f"{base}/cards",
                "invalid_set",
                msg("A set is 3 or 4 cards of one rank in different suits."),
                "R500-MELD-2",
            )
        )
    if combo.kind is Kind.RUN:
        why = table_run_problem(effective, state.options.round_the_corner)
        if why is not None:
            problems.append(
                _p(f"{base}/cards", "invalid_run", msg("Not a run: {why}.", why=why[1]), why[0])
            )
    if sum(1 for entry in combo.cards if entry.seat == combo.owner) < MIN_MELD:
        problems.append(
            _p(
                f"{base}/owner",
                "owner_cards",
                msg("The owner's meld of at least 3 cards stays in the combination."),
                "R500-MELD-6",
            )
        )
    elif combo.kind is Kind.RUN and not problems:
        problems += _run_meld_problems(combo, base)
    return problems


def _owner_blocks(combo: Combination) -> list[tuple[int, int]]:
    """The maximal stretches ``[start, stop)`` of at least 3 adjacent cards credited to the
    owner: only inside one of them can his meld lie."""
    blocks: list[tuple[int, int]] = []
    start = 0
    for index, entry in enumerate((*combo.cards, None)):
        if entry is None or entry.seat != combo.owner:
            if index - start >= MIN_MELD:
                blocks.append((start, index))
            start = index + 1
    return blocks


def _run_meld_problems(combo: Combination, base: str) -> list[Problem]:
    """A run on the table is its owner's meld with lay-offs added at its ends (R500-LAYOFF-1);
    the meld never went round the corner (R500-CORNER-2), and a swapped-in card keeps the
    joker's credit (R500-JOKER-7). So some 3 or more adjacent cards credited to the owner are,
    as they lie, a run that could be melded; everything else may go round the corner when the
    option allows (R500-CORNER-1, A500-12)."""
    effective = combo.effective
    blocks = _owner_blocks(combo)
    for start, stop in blocks:
        for low in range(start, stop - MIN_MELD + 1):
            for high in range(low + MIN_MELD, stop + 1):
                window = effective[low:high]
                if window in run_orders(window):
                    return []
    if blocks:
        return [
            _p(
                f"{base}/cards",
                "meld_round_the_corner",
                msg(
                    "The owner's cards go round the corner (K-A-2); no meld does, only lay-offs "
                    "may."
                ),
                "R500-CORNER-2",
            )
        ]
    return [
        _p(
            f"{base}/cards",
            "meld_split",
            msg("The owner's meld lies together; other players' cards are laid off at its ends."),
            "R500-LAYOFF-1",
        )
    ]


def _table(state: FemhundraState) -> list[Problem]:
    problems: list[Problem] = []
    ids: set[str] = set()
    for number, combo in enumerate(state.table):
        if not combo.id or combo.id in ids:
            problems.append(
                _p(f"/table/{number}/id", "duplicate_id", msg("Ids are unique and non-empty."))
            )
        ids.add(combo.id)
        problems += _combination_problems(state, number)
    naturals = {entry.card for combo in state.table for entry in combo.cards}
    for number, combo in enumerate(state.table):
        for index, entry in enumerate(combo.cards):
            if entry.card == JOKER and entry.joker_as in naturals:
                problems.append(
                    _p(
                        f"/table/{number}/cards/{index}/joker_as",
                        "declared_card_on_table",
                        msg(
                            "The card {joker_as} lies on the table; the joker may not stand for "
                            "it.",
                            joker_as=entry.joker_as,
                        ),
                        "R500-JOKER-3",
                    )
                )
    if state.table and state.turn.number < state.players:
        problems.append(
            _p("/table", "table_in_round_one", msg("Nobody melds in round 1."), "R500-FIRST-2")
        )
    else:
        problems += _early_owner_problems(state)
    return problems


def _early_owner_problems(state: FemhundraState) -> list[Problem]:
    """R500-FIRST-1: nobody melds in his first turn, so each owner has begun his second turn
    (turn ``players`` + his place after the forehand), and has drawn in it if it is this one."""
    problems: list[Problem] = []
    for number, combo in enumerate(state.table):
        if not 0 <= combo.owner < state.players:
            continue
        second = (combo.owner - state.forehand) % state.players + state.players
        if state.turn.number < second or (
            state.turn.number == second and state.phase is Phase.DRAW
        ):
            problems.append(
                _p(
                    f"/table/{number}/owner",
                    "meld_before_second_turn",
                    msg(
                        "Seat {owner} has not yet drawn in his second turn (turn {second}), and "
                        "nobody melds in his first.",
                        owner=combo.owner,
                        second=second,
                    ),
                    "R500-FIRST-1",
                )
            )
    return problems


def _turn(state: FemhundraState) -> list[Problem]:
    problems: list[Problem] = []
    turn, phase = state.turn, state.phase
    if turn.number < 0:
        problems.append(_p("/turn/number", "invalid_count", msg("Turns are counted from 0.")))
        return problems
    if phase is Phase.DEAL_OVER:
        if state.to_move is not None:
            problems.append(
                _p("/to_move", "deal_over", msg("Nobody moves after the hand ends."), "R500-OUT-1")
            )
        if state.went_out is None or not 0 <= state.went_out < state.players:
            problems.append(
                _p(
                    "/went_out",
                    "invalid_seat",
                    msg("A finished hand names who went out."),
                    "R500-OUT-1",
                )
            )
        elif state.hands[state.went_out]:
            problems.append(
                _p(
                    f"/hands/{state.went_out}",
                    "not_out",
                    msg("Who went out holds no cards."),
                    "R500-OUT-1",
                )
            )
        elif state.went_out != _turn_seat(state):
            # Only the player in turn empties his hand (a claim takes no card from one), and the
            # hand ends in that turn: its number still names him (R500-TURN-1).
            problems.append(
                _p(
                    "/went_out",
                    "not_in_turn",
                    msg(
                        "Turn {number} is seat {turn_seat}'s; only he can have gone out.",
                        number=turn.number,
                        turn_seat=_turn_seat(state),
                    ),
                    "R500-OUT-1",
                )
            )
    else:
        expected = _turn_seat(state)
        if state.to_move != expected:
            problems.append(
                _p(
                    "/to_move",
                    "wrong_player",
                    msg(
                        "Turn {number} is seat {expected}'s (clockwise from the forehand).",
                        number=turn.number,
                        expected=expected,
                    ),
                    "R500-TURN-1",
                )
            )
        if state.went_out is not None:
            problems.append(
                _p("/went_out", "not_over", msg("Nobody has gone out in a hand in play."))
            )
        for seat, hand in enumerate(state.hands):
            if not hand:
                problems.append(
                    _p(
                        f"/hands/{seat}",
                        "empty_hand",
                        msg("An empty hand ends the hand."),
                        "R500-OUT-1",
                    )
                )
    drawn = turn.drawn
    if phase is Phase.DRAW and not state.stock and not state.pile:
        problems.append(
            _p(
                "/stock",
                "nothing_to_draw",
                msg("The player to move has nothing to draw: stock and pile are both empty."),
                "R500-DRAW-4",
            )
        )
    if phase is Phase.DRAW and (drawn is not None or turn.melded or turn.pile_meld):
        problems.append(
            _p(
                "/turn",
                "turn_not_started",
                msg("Before the draw nothing has happened in the turn."),
                "R500-TURN-2",
            )
        )
    if phase is not Phase.DRAW and drawn is None:
        problems.append(
            _p("/turn/drawn", "no_draw", msg("Every turn begins with a draw."), "R500-TURN-2")
        )
    if drawn is not None:
        whole = drawn.source is DrawSource.WHOLE_PILE
        if (len(drawn.cards) >= 2) != whole or not drawn.cards:
            problems.append(
                _p(
                    "/turn/drawn/cards",
                    "wrong_count",
                    msg("A draw takes one card; the whole pile takes two or more."),
                    "R500-PILE-6",
                )
            )
        for index, card in enumerate(drawn.cards):
            if card not in ALL_CARDS:
                problems.append(
                    _p(
                        f"/turn/drawn/cards/{index}",
                        "invalid_card",
                        msg(
                            "The card code '{card}' is not in this game's deck; a code is a rank "
                            "(A, 2–10, J, Q, K) and a suit (S, H, D, C), such as '7S', or the "
                            "joker 'JK'.",
                            card=card,
                        ),
                    )
                )
            elif card in drawn.cards[:index]:
                problems.append(
                    _p(
                        f"/turn/drawn/cards/{index}",
                        "duplicate_card",
                        msg(
                            "The card {card} is listed twice among the cards drawn this turn.",
                            card=card,
                        ),
                        "R500-DECK-1",
                    )
                )
        if phase is Phase.PLAY:
            problems += _drawn_problems(state)
        if whole and (turn.number < 2 * state.players or not state.owns_meld(_turn_seat(state))):
            # R500-PILE-1: a meld in an earlier turn, at the earliest the mover's second
            # (R500-FIRST-1), so this is his third turn or later; melds stay (R500-MELD-6).
            problems.append(
                _p(
                    "/turn/drawn/source",
                    "no_earlier_meld",
                    msg(
                        "Only a player who melded in an earlier turn of this hand takes the whole "
                        "pile; the mover owns no combination, or this is his first or second turn."
                    ),
                    "R500-PILE-1",
                )
            )
        if turn.pile_meld and not (whole and turn.melded and _pile_meld_on_table(state)):
            problems.append(
                _p(
                    "/turn/pile_meld",
                    "inconsistent",
                    msg(
                        "Only a meld holding a card of the whole pile taken this turn meets "
                        "R500-PILE-3; the mover owns none."
                    ),
                    "R500-PILE-3",
                )
            )
    if turn.melded and turn.number < state.players:
        problems.append(
            _p("/turn/melded", "first_turn", msg("Nobody melds in his first turn."), "R500-FIRST-1")
        )
    elif turn.melded and not state.owns_meld(_turn_seat(state)):
        # play._meld sets ``melded`` and puts a combination the mover owns on the table, which
        # never leaves it (R500-MELD-6); ``melded`` lets him go out without a discard (R500-OUT-2).
        problems.append(
            _p(
                "/turn/melded",
                "no_meld",
                msg("The player in turn melded, yet owns no combination on the table."),
                "R500-OUT-2",
            )
        )
    return problems


def _drawn_problems(state: FemhundraState) -> list[Problem]:
    """Where this turn's drawn cards lie while the turn goes on (R500-TURN-2).

    ``drawn.cards`` is the only record of what came from the pile, which R500-PILE-3 turns on.
    A drawn card is in the mover's hand or, melded or laid off, on the table; a card taken from
    the pile (top card or whole pile) is seen taken, so while in his hand it is in ``exposed``
    (play._draw, play._take_pile; a card leaving the hand leaves ``exposed`` with it).
    """
    drawn = state.turn.drawn
    assert drawn is not None
    seat = _turn_seat(state)
    hand, seen = set(state.hands[seat]), set(state.exposed[seat])  # looked up per card
    on_table = {entry.card for combo in state.table for entry in combo.cards}
    rule = "R500-PILE-3" if drawn.source is DrawSource.WHOLE_PILE else "R500-DRAW-2"
    problems: list[Problem] = []
    for index, card in enumerate(drawn.cards):
        path = f"/turn/drawn/cards/{index}"
        if card not in hand and card not in on_table and card in ALL_CARDS:
            problems.append(
                _p(
                    path,
                    "drawn_card_elsewhere",
                    msg(
                        "The card {card}, drawn this turn, is neither in seat {seat}'s hand nor "
                        "on the table.",
                        card=card,
                        seat=seat,
                    ),
                    "R500-TURN-2",
                )
            )
        elif card in hand and card not in seen and drawn.source is not DrawSource.STOCK:
            problems.append(
                _p(
                    path,
                    "drawn_card_not_exposed",
                    msg(
                        "The card {card} was taken from the pile in sight of all, yet is not in "
                        "/exposed/{seat}.",
                        card=card,
                        seat=seat,
                    ),
                    rule,
                )
            )
    return problems


def _turn_seat(state: FemhundraState) -> int:
    """Whose turn ``turn`` is: ``to_move`` in play, ``went_out`` once the hand is over."""
    return (state.dealer + 1 + state.turn.number) % state.players


def _pile_meld_on_table(state: FemhundraState) -> bool:
    """Does the mover own a combination holding a card of the pile he took (R500-PILE-3)?

    play._meld sets ``pile_meld`` only for a meld holding a pile card, and cards never leave the
    table (R500-MELD-6) except the joker by a swap (R500-JOKER-7, R500-JOKER-8): a joker taken
    with the pile may have been swapped out of that meld again, leaving it without a pile card.
    """
    drawn = state.turn.drawn
    assert drawn is not None
    seat = _turn_seat(state)
    own = [entry.card for combo in state.table if combo.owner == seat for entry in combo.cards]
    if any(card in drawn.cards for card in own):
        return True
    return JOKER in drawn.cards and bool(own)


def hand_floor(state: FemhundraState, seat: int) -> tuple[int, str]:
    """The fewest cards ``seat`` can hold in hand and be credited with on the table together,
    and the rule that sets this floor: R500-DEAL-1, R500-TURN-2 or R500-OUT-1.

    A seat starts with the dealt hand (R500-DEAL-1) and nothing on the table. A draw adds one
    card to his hand, a whole pile two or more (R500-DRAW-1/2/3, R500-PILE-2); a Taget claim
    adds a pile card to the table credited to the claimer (R500-VAR-5); a meld or lay-off moves
    cards from his hand to the table credited to him (R500-MELD-1, R500-LAYOFF-2), and table
    cards never leave it (R500-MELD-6) but for the joker of a swap, which gives the swapper the
    joker for his card and leaves the credit with the joker's placer (R500-JOKER-7, A500-09).
    Only a discard takes a card away: one per turn, after the turn's draw (R500-TURN-2). So
    between turns every seat is at the dealt size or above; the mover in phase ``play`` is
    also ``len(drawn.cards)`` above it, as his turn's discard is still to come; and who went
    out ended his turn with at most that one discard (R500-OUT-1, R500-OUT-2), so he is at
    least ``len(drawn.cards) - 1`` above it. Each bound is met by a seat that only drew and
    discarded (or drew a single card and went out by a discard).
    """
    floor = hand_size(state.players, state.options)
    drawn = state.turn.drawn
    if state.phase is Phase.DRAW or drawn is None or seat != _turn_seat(state):
        return floor, "R500-DEAL-1"
    floor += len(set(drawn.cards))
    if state.phase is Phase.DEAL_OVER:
        return floor - 1, "R500-OUT-1"
    return floor, "R500-TURN-2"


_FLOOR_WHY = {
    "R500-DEAL-1": msg("the cards dealt; only a discard after a draw takes one away"),
    "R500-TURN-2": msg(
        "the cards dealt plus those drawn this turn, whose discard is still to come"
    ),
    "R500-OUT-1": msg("the cards dealt plus those drawn in the last turn, less one discard"),
}


def _hand_floor_problems(state: FemhundraState) -> list[Problem]:
    """Each seat's hand plus his credited table cards reach :func:`hand_floor` (after round 1;
    in round 1 ``_hands`` checks the exact hand sizes)."""
    credited = [0] * state.players
    for combo in state.table:
        for entry in combo.cards:
            if 0 <= entry.seat < state.players:
                credited[entry.seat] += 1
    problems: list[Problem] = []
    for seat, hand in enumerate(state.hands):
        floor, rule = hand_floor(state, seat)
        if len(hand) + credited[seat] < floor:
            problems.append(
                _p(
                    f"/hands/{seat}",
                    "hand_too_small",
                    msg(
                        "Seat {seat} holds {n_hand} cards and is credited with {credited} on the "
                        "table, fewer than {floor}: {why}.",
                        seat=seat,
                        n_hand=len(hand),
                        credited=credited[seat],
                        floor=floor,
                        why=_FLOOR_WHY[rule],
                    ),
                    rule,
                )
            )
    return problems


def _hands(state: FemhundraState) -> list[Problem]:
    problems: list[Problem] = []
    for seat, cards in enumerate(state.exposed):
        for index, card in enumerate(cards):
            if card not in state.hands[seat]:
                problems.append(
                    _p(
                        f"/exposed/{seat}/{index}",
                        "not_in_hand",
                        msg("The card {card} is not in seat {seat}'s hand.", card=card, seat=seat),
                    )
                )
    if state.turn.number < state.players and state.phase is not Phase.DEAL_OVER:
        size = hand_size(state.players, state.options)
        for seat, hand in enumerate(state.hands):
            extra = 1 if seat == state.to_move and state.phase is Phase.PLAY else 0
            if len(hand) != size + extra:
                problems.append(
                    _p(
                        f"/hands/{seat}",
                        "wrong_hand_size",
                        msg("In round 1 a hand holds {size} cards here.", size=size + extra),
                        "R500-DEAL-1",
                    )
                )
    else:
        problems += _hand_floor_problems(state)
    for seat, points in enumerate(state.penalties):
        if points > 0 or points % PENALTY:
            problems.append(
                _p(
                    f"/penalties/{seat}",
                    "invalid_penalty",
                    msg("Penalties are -50 each."),
                    "R500-PILE-4",
                )
            )
    last = state.last_discard
    if last is not None and (
        state.phase is not Phase.DRAW
        or last.player != (state.dealer + state.turn.number) % state.players
        or not state.pile
        or state.pile[-1] != last.card
    ):
        problems.append(
            _p(
                "/last_discard",
                "inconsistent",
                msg(
                    "The last discard is the previous player's card on top of the pile, until the "
                    "next draw."
                ),
                "R500-VAR-5",
            )
        )
    return problems


def _match(state: FemhundraState, sound: bool) -> list[Problem]:
    """The score sheet; the finished hand is rescored only when the rest is ``sound``."""
    match, players = state.match, state.players
    problems: list[Problem] = []
    if not 0 <= match.seed < SEED_LIMIT:
        problems.append(
            _p("/match/seed", "invalid_seed", msg("The seed is an integer in [0, 2**53)."))
        )
    if match.target != TARGET:
        problems.append(
            _p("/match/target", "wrong_target", msg("The match is played to 500."), "R500-GAME-1")
        )
    finished = match.deal_number - (0 if state.is_over else 1)
    if match.deal_number < 1 or len(match.history) != finished:
        problems.append(
            _p("/match/history", "wrong_length", msg("One row per finished hand."), "R500-DEAL-4")
        )
        return problems
    if any(len(row) != players for row in match.history):
        problems.append(
            _p("/match/history", "wrong_length", msg("Each row has one score per seat."))
        )
        return problems
    sums = tuple(sum(row[seat] for row in match.history) for seat in range(players))
    if sums != match.scores:
        problems.append(
            _p(
                "/match/scores",
                "wrong_total",
                msg("Scores are the sums of the hands."),
                "R500-DEAL-4",
            )
        )
    # R500-GAME-1: no hand follows the one that decided the match (the first to 500 has won).
    earlier = match.history[:-1] if state.is_over else match.history
    decided = decided_problem(earlier, f"{ROOT}/match/history")
    if decided is not None:
        problems.append(decided)
    if state.is_over:
        if sound and match.history[-1] != hand_score(state).totals:
            problems.append(
                _p(
                    f"/match/history/{len(match.history) - 1}",
                    "wrong_hand_score",
                    msg("The last row is this hand's score."),
                    "R500-SCORE-1",
                )
            )
        result = decide(match.scores, match.history[-1], state.went_out)
        if result != (match.over, match.winners, match.decided_by):
            problems.append(
                _p(
                    "/match/over",
                    "wrong_result",
                    msg("The match result follows R500-GAME-1, R500-GAME-2, R500-GAME-3."),
                    "R500-GAME-2",
                )
            )
    elif match.over or match.winners is not None or match.decided_by is not None:
        problems.append(
            _p(
                "/match/over",
                "wrong_result",
                msg("A match with a hand in play is not over and has no winners."),
                "R500-GAME-1",
            )
        )
    return problems


_AFTER_BASICS: tuple[Check, ...] = (_cards, _table, _turn, _hands)


def check_state(state: FemhundraState) -> list[Problem]:
    """All problems of ``state`` at once; empty when it is a consistent Femhundra hand."""
    problems = _basics(state)
    if problems and any(
        p.pointer
        in (
            f"{ROOT}/players",
            f"{ROOT}/hands",
            f"{ROOT}/exposed",
            f"{ROOT}/penalties",
            f"{ROOT}/match/scores",
        )
        for p in problems
    ):
        return problems
    for check in _AFTER_BASICS:
        problems += check(state)
    return problems + _match(state, sound=not problems)

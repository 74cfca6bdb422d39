"""Tarot states and moves to and from plain Python data (dicts, lists, str, int, bool, None).

The HTTP layer turns plain data into JSON; this module maps fields and checks types, so
``state_from_plain(state_to_plain(s)) == s`` holds exactly and a malformed request is refused
with every problem at once, each at a JSON pointer into the request (``/state/...``,
``/move/...``). The meaning of a well-typed state is checked afterwards by ``check_state``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from service.core.cards import Card
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem, token
from service.games.tarot.deck import CARD_CODES
from service.games.tarot.options import TarotOptions
from service.games.tarot.state import (
    Declaration,
    Declare,
    DiscardWidow,
    FjontDebt,
    FjontExchange,
    MatchState,
    Move,
    MoveType,
    Phase,
    Play,
    Played,
    SequenceDecl,
    SequenceKind,
    TarotState,
)
from service.games.tarot.variants import VARIANTS

Plain = dict[str, Any]
T = TypeVar("T")

GAME_PLAYERS: dict[str, int] = {variant.id: variant.players for variant in VARIANTS}

FIELD_DOCS: dict[str, str] = {
    "game": "The game id: 800, 1000, 150 or fjabbe.",
    "version": "The state format version, always 1.",
    "options": "The game's options with every default filled in (fjont_exchange_card).",
    "players": "Number of players: 4 in 800 and fjabbe, 2 in 1000 and 150.",
    "dealer": "Seat of the dealer; seats are numbered counter-clockwise in playing order.",
    "to_move": "Seat whose step is next, or null when the deal is over.",
    "phase": "Which steps are legal next: discard, play (and declare), fjont_exchange, deal_over.",
    "stage": "Dealing stage: 1, or 2 in 1000 once the rest of the deck has been dealt.",
    "hands": "Each seat's hand as card codes, in seat order.",
    "stock": "Undealt cards, next card first: 1000's second dealing, or out of play (150, fjabbe).",
    "discards": "Cards each seat has laid away face down, in seat order (hidden from others).",
    "declarations": "Combinations declared in trick 1, in the order they were declared.",
    "declarations.player": "Seat that declared.",
    "declarations.sets": "Declared sets, each a list of 3 or 4 cards of one rank or 4 tarokker.",
    "declarations.sequences": "Declared sequences, each {kind, cards} with wild cards included.",
    "trick": "The trick in progress in playing order, each {seat, card}.",
    "trick.seat": "Seat that played the card.",
    "trick.card": "The card played.",
    "tricks_played": "Number of completed tricks in this deal.",
    "tricks_won": "Tricks won so far per seat.",
    "won": "Cards won per side (800: [seats 0 & 2, seats 1 & 3]; else per player), Fjønt "
    "exchanges included.",
    "last_winner": "Seat that won the latest completed trick (leads next), or null before.",
    "fjont_debt": "A card still owed for the Fjønt, {player, creditor}, or null.",
    "fjont_debt.player": "Seat that played the Fjønt; his side owes one won card.",
    "fjont_debt.creditor": "Side that won the Fjønt's trick and receives the card.",
    "match": "The match so far: seed, target, deal_number, scores, history, over, winners.",
    "match.seed": "The match seed; deal n > 1 is dealt from derive_seed(seed, 'deal', n).",
    "match.target": "Points that win the match (800, 1000, 150), or null in fjabbe.",
    "match.deal_number": "Number of the current deal, from 1.",
    "match.scores": "Points per side so far; in fjabbe, lost partier per player.",
    "match.history": "Each finished deal's addition to scores, one row per deal.",
    "match.over": "Whether the match is decided.",
    "match.winners": "Winning sides (800: side 0 = seats 0 & 2), or null while undecided.",
    "match.decided_by": "How the match ended: target, declaration or losses; null before.",
    "ended_by": "How the deal ended: last_trick or declaration (a win while declaring), or null.",
    "move.type": "The step: discard_widow, declare, play or fjont_exchange.",
    "move.player": "Seat making the step.",
    "move.cards": "discard_widow: the cards laid away.",
    "move.card": "play: the card played; fjont_exchange: the won card given for the Fjønt.",
    "move.sets": "declare: the sets shown, each a list of cards.",
    "move.sequences": "declare: the sequences shown, each {kind, cards}.",
    "move.sequences.kind": "Sequence kind: trump, S, H, D, C, snapphanar or aces.",
    "move.sequences.cards": "The sequence's cards, wild cards (T0, FJ) included.",
}

_STATE_REQUIRED = (
    "game",
    "options",
    "players",
    "dealer",
    "to_move",
    "phase",
    "stage",
    "hands",
    "stock",
    "discards",
    "declarations",
    "trick",
    "tricks_played",
    "tricks_won",
    "won",
    "last_winner",
    "fjont_debt",
    "match",
)
_MATCH_REQUIRED = ("seed", "target", "deal_number", "scores")
_MATCH_OPTIONAL = ("history", "over", "winners", "decided_by")


# -- to plain --------------------------------------------------------------------------------


def _sequence_to_plain(sequence: SequenceDecl) -> Plain:
    return {"kind": sequence.kind.value, "cards": list(sequence.cards)}


def _declaration_to_plain(declaration: Declaration) -> Plain:
    return {
        "player": declaration.player,
        "sets": [list(cards) for cards in declaration.sets],
        "sequences": [_sequence_to_plain(s) for s in declaration.sequences],
    }


def match_to_plain(match: MatchState) -> Plain:
    return {
        "seed": match.seed,
        "target": match.target,
        "deal_number": match.deal_number,
        "scores": list(match.scores),
        "history": [list(row) for row in match.history],
        "over": match.over,
        "winners": None if match.winners is None else list(match.winners),
        "decided_by": match.decided_by,
    }


def state_to_plain(state: TarotState) -> Plain:
    """The state as the contract's JSON object (contract §4, turn-structured games)."""
    debt = state.fjont_debt
    return {
        "game": state.game,
        "version": state.version,
        "options": state.options.to_plain(),
        "players": state.players,
        "dealer": state.dealer,
        "to_move": state.to_move,
        "phase": state.phase.value,
        "stage": state.stage,
        "hands": [list(hand) for hand in state.hands],
        "stock": list(state.stock),
        "discards": [list(cards) for cards in state.discards],
        "declarations": [_declaration_to_plain(d) for d in state.declarations],
        "trick": [{"seat": p.seat, "card": p.card} for p in state.trick],
        "tricks_played": state.tricks_played,
        "tricks_won": list(state.tricks_won),
        "won": [list(pile) for pile in state.won],
        "last_winner": state.last_winner,
        "fjont_debt": None if debt is None else {"player": debt.player, "creditor": debt.creditor},
        "match": match_to_plain(state.match),
        "ended_by": state.ended_by,
    }


def move_to_plain(move: Move) -> Plain:
    """The move as a client sends it: its type, player and only the fields it uses."""
    plain: Plain = {"type": move.type.value, "player": move.player}
    match move:
        case DiscardWidow():
            plain["cards"] = list(move.cards)
        case Declare():
            plain["sets"] = [list(cards) for cards in move.sets]
            plain["sequences"] = [_sequence_to_plain(s) for s in move.sequences]
        case Play() | FjontExchange():
            plain["card"] = move.card
    return plain


def view_plain(state: TarotState, seat: int) -> Plain:
    """What ``seat`` may see: its own hand and discards; others' hands, others' discards and
    the stock as counts only; the match seed hidden (it would reveal every deal)."""
    plain = state_to_plain(state)
    plain["seat"] = seat
    plain["hands"] = [hand if s == seat else None for s, hand in enumerate(plain["hands"])]
    plain["hand_counts"] = [len(hand) for hand in state.hands]
    plain["discards"] = [cards if s == seat else None for s, cards in enumerate(plain["discards"])]
    plain["discard_counts"] = [len(cards) for cards in state.discards]
    plain["stock"] = None
    plain["stock_count"] = len(state.stock)
    plain["match"]["seed"] = None
    return plain


# -- from plain ------------------------------------------------------------------------------


@dataclass
class _Reader:
    """Type checks that collect every problem instead of stopping at the first."""

    kind: str
    problems: list[Problem] = field(default_factory=list)

    def fail(self, pointer: str, code: str, message: str) -> None:
        self.problems.append(Problem(pointer, code, message))

    def obj(
        self,
        value: Any,
        pointer: str,
        required: tuple[str, ...],
        optional: tuple[str, ...] = (),
    ) -> Mapping[str, Any] | None:
        if not isinstance(value, Mapping):
            self.fail(pointer, "invalid_type", msg("Must be an object."))
            return None
        for name in required:
            if name not in value:
                self.fail(
                    f"{pointer}/{name}",
                    "missing_field",
                    msg("The field '{name}' is required.", name=name),
                )
        for name in sorted(value, key=str):
            if name not in required and name not in optional:
                self.fail(
                    f"{pointer}/{token(name)}",
                    "unknown_field",
                    msg(
                        "Unknown field '{name}'; this object has: {value}.",
                        name=name,
                        value=", ".join((*required, *optional)),
                    ),
                )
        return value

    def int_(self, value: Any, pointer: str, nullable: bool = False, minimum: int = 0) -> Any:
        if value is None and nullable:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
            self.fail(
                pointer,
                "invalid_type",
                msg("Must be an integer of at least {minimum}.", minimum=minimum),
            )
            return minimum
        return value

    def bool_(self, value: Any, pointer: str) -> bool:
        if not isinstance(value, bool):
            self.fail(pointer, "invalid_type", msg("Must be true or false."))
            return False
        return value

    def str_(self, value: Any, pointer: str, nullable: bool = False) -> Any:
        if value is None and nullable:
            return None
        if not isinstance(value, str):
            self.fail(pointer, "invalid_type", msg("Must be a string."))
            return ""
        return value

    def choice(self, value: Any, pointer: str, make: Callable[[Any], T]) -> T | None:
        try:
            return make(value)
        except (ValueError, TypeError):
            self.fail(
                pointer,
                "invalid_value",
                msg("The value {value!r} is not allowed here.", value=value),
            )
            return None

    def list_(self, value: Any, pointer: str, item: Callable[[Any, str], T]) -> tuple[T, ...]:
        if not isinstance(value, list):
            self.fail(pointer, "invalid_type", msg("Must be a list."))
            return ()
        return tuple(item(entry, f"{pointer}/{index}") for index, entry in enumerate(value))

    def card(self, value: Any, pointer: str) -> Card:
        if not isinstance(value, str) or value not in CARD_CODES:
            self.fail(
                pointer,
                "invalid_card",
                msg(
                    "The value {value!r} is not a card code of the 800 deck; a code is a suit card "
                    "such as 'KS' (ranks K, Q, C, J, 10–6, A; suits S, H, D, C), a trump 'T0' to "
                    "'T20', or 'FJ'.",
                    value=value,
                ),
            )
            return "" if not isinstance(value, str) else value
        return value

    def cards(self, value: Any, pointer: str) -> tuple[Card, ...]:
        return self.list_(value, pointer, self.card)

    def ints(self, value: Any, pointer: str) -> tuple[int, ...]:
        return self.list_(value, pointer, self.int_)

    def sequence(self, value: Any, pointer: str) -> SequenceDecl:
        data = self.obj(value, pointer, ("kind", "cards")) or {}
        kind = self.choice(data.get("kind"), f"{pointer}/kind", SequenceKind)
        cards = self.cards(data.get("cards", []), f"{pointer}/cards")
        return SequenceDecl(kind or SequenceKind.TRUMP, cards)

    def sets(self, value: Any, pointer: str) -> tuple[tuple[Card, ...], ...]:
        return self.list_(value, pointer, self.cards)

    def sequences(self, value: Any, pointer: str) -> tuple[SequenceDecl, ...]:
        return self.list_(value, pointer, self.sequence)

    def raise_if_any(self) -> None:
        if self.problems:
            raise InvalidInput(self.kind, self.problems)


def _declaration(reader: _Reader, value: Any, pointer: str) -> Declaration:
    data = reader.obj(value, pointer, ("player", "sets", "sequences")) or {}
    return Declaration(
        reader.int_(data.get("player"), f"{pointer}/player"),
        reader.sets(data.get("sets", []), f"{pointer}/sets"),
        reader.sequences(data.get("sequences", []), f"{pointer}/sequences"),
    )


def _played(reader: _Reader, value: Any, pointer: str) -> Played:
    data = reader.obj(value, pointer, ("seat", "card")) or {}
    return Played(
        reader.int_(data.get("seat"), f"{pointer}/seat"),
        reader.card(data.get("card"), f"{pointer}/card"),
    )


def _debt(reader: _Reader, value: Any, pointer: str) -> FjontDebt | None:
    if value is None:
        return None
    data = reader.obj(value, pointer, ("player", "creditor")) or {}
    return FjontDebt(
        reader.int_(data.get("player"), f"{pointer}/player"),
        reader.int_(data.get("creditor"), f"{pointer}/creditor"),
    )


def _match(reader: _Reader, value: Any, pointer: str) -> MatchState:
    data = reader.obj(value, pointer, _MATCH_REQUIRED, _MATCH_OPTIONAL) or {}
    winners = data.get("winners")
    return MatchState(
        seed=reader.int_(data.get("seed"), f"{pointer}/seed"),
        target=reader.int_(data.get("target"), f"{pointer}/target", nullable=True),
        deal_number=reader.int_(data.get("deal_number"), f"{pointer}/deal_number", minimum=1),
        scores=reader.ints(data.get("scores"), f"{pointer}/scores"),
        history=reader.list_(data.get("history", []), f"{pointer}/history", reader.ints),
        over=reader.bool_(data.get("over", False), f"{pointer}/over"),
        winners=None if winners is None else reader.ints(winners, f"{pointer}/winners"),
        decided_by=reader.str_(data.get("decided_by"), f"{pointer}/decided_by", nullable=True),
    )


def _options(reader: _Reader, value: Any, players: int, pointer: str) -> TarotOptions:
    if not isinstance(value, Mapping):
        reader.fail(pointer, "invalid_type", msg("Must be an object."))
        return TarotOptions()
    try:
        return TarotOptions.resolve(value, players, pointer)
    except InvalidInput as error:
        reader.problems += error.problems
        return TarotOptions()


def state_from_plain(data: Any, pointer: str = "/state") -> TarotState:
    """A typed state; raises ``InvalidInput("invalid_state")`` with every problem found, each
    at a JSON pointer under ``pointer`` (where the state sits in the request)."""
    reader = _Reader("invalid_state")
    plain = reader.obj(data, pointer, _STATE_REQUIRED, ("version", "ended_by"))
    reader.raise_if_any()
    assert plain is not None
    game = reader.str_(plain["game"], f"{pointer}/game")
    if game not in GAME_PLAYERS:
        reader.fail(
            f"{pointer}/game",
            "unknown_game",
            msg("The game {game!r} is not one of the 800 family.", game=game),
        )
    players = reader.int_(plain["players"], f"{pointer}/players", minimum=1)
    state = TarotState(
        game=game,
        version=reader.int_(plain.get("version", 1), f"{pointer}/version"),
        options=_options(reader, plain["options"], players, f"{pointer}/options"),
        players=players,
        dealer=reader.int_(plain["dealer"], f"{pointer}/dealer"),
        to_move=reader.int_(plain["to_move"], f"{pointer}/to_move", nullable=True),
        phase=reader.choice(plain["phase"], f"{pointer}/phase", Phase) or Phase.PLAY,
        stage=reader.int_(plain["stage"], f"{pointer}/stage", minimum=1),
        hands=reader.list_(plain["hands"], f"{pointer}/hands", reader.cards),
        stock=reader.cards(plain["stock"], f"{pointer}/stock"),
        discards=reader.list_(plain["discards"], f"{pointer}/discards", reader.cards),
        declarations=reader.list_(
            plain["declarations"],
            f"{pointer}/declarations",
            lambda v, p: _declaration(reader, v, p),
        ),
        trick=reader.list_(plain["trick"], f"{pointer}/trick", lambda v, p: _played(reader, v, p)),
        tricks_played=reader.int_(plain["tricks_played"], f"{pointer}/tricks_played"),
        tricks_won=reader.ints(plain["tricks_won"], f"{pointer}/tricks_won"),
        won=reader.list_(plain["won"], f"{pointer}/won", reader.cards),
        last_winner=reader.int_(plain["last_winner"], f"{pointer}/last_winner", nullable=True),
        fjont_debt=_debt(reader, plain["fjont_debt"], f"{pointer}/fjont_debt"),
        match=_match(reader, plain["match"], f"{pointer}/match"),
        ended_by=reader.str_(plain.get("ended_by"), f"{pointer}/ended_by", nullable=True),
    )
    reader.raise_if_any()
    return state


def _discard_from(reader: _Reader, data: Mapping[str, Any], player: int, at: str) -> Move:
    return DiscardWidow(player, reader.cards(data.get("cards"), f"{at}/cards"))


def _declare_from(reader: _Reader, data: Mapping[str, Any], player: int, at: str) -> Move:
    return Declare(
        player,
        reader.sets(data.get("sets", []), f"{at}/sets"),
        reader.sequences(data.get("sequences", []), f"{at}/sequences"),
    )


def _play_from(reader: _Reader, data: Mapping[str, Any], player: int, at: str) -> Move:
    return Play(player, reader.card(data.get("card"), f"{at}/card"))


def _exchange_from(reader: _Reader, data: Mapping[str, Any], player: int, at: str) -> Move:
    return FjontExchange(player, reader.card(data.get("card"), f"{at}/card"))


MoveReader = Callable[[_Reader, Mapping[str, Any], int, str], Move]
# Per move type: required fields, optional fields, and how to read the rest.
_MOVES: dict[MoveType, tuple[tuple[str, ...], tuple[str, ...], MoveReader]] = {
    MoveType.DISCARD_WIDOW: (("type", "player", "cards"), (), _discard_from),
    MoveType.DECLARE: (("type", "player"), ("sets", "sequences"), _declare_from),
    MoveType.PLAY: (("type", "player", "card"), (), _play_from),
    MoveType.FJONT_EXCHANGE: (("type", "player", "card"), (), _exchange_from),
}


def move_from_plain(data: Any, pointer: str = "/move") -> Move:
    """A typed move; raises ``InvalidInput("invalid_request")`` with pointers under ``pointer``
    (``/move``, or ``/moves/3`` for the fourth move of a replay)."""
    reader = _Reader("invalid_request")
    if not isinstance(data, Mapping) or "type" not in data:
        reader.fail(pointer, "invalid_type", msg("A move is an object with a 'type'."))
        reader.raise_if_any()
    assert isinstance(data, Mapping)
    move_type = reader.choice(data["type"], f"{pointer}/type", MoveType)
    reader.raise_if_any()
    assert move_type is not None
    required, optional, read = _MOVES[move_type]
    reader.obj(data, pointer, required, optional)
    move = read(reader, data, reader.int_(data.get("player"), f"{pointer}/player"), pointer)
    reader.raise_if_any()
    return move


def events_view(events: Sequence[Mapping[str, Any]], seat: int) -> list[Mapping[str, Any]]:
    """The events as ``seat`` may see them: another seat's discards are laid face down, so
    they are a count (as in ``view_plain``); everything else is played face up."""
    seen: list[Mapping[str, Any]] = []
    for event in events:
        if event["type"] == "discarded" and event["player"] != seat:
            event = {
                **{k: v for k, v in event.items() if k != "cards"},
                "count": len(event["cards"]),
            }
        seen.append(event)
    return seen

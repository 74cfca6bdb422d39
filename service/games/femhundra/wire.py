"""Femhundra state and moves as plain data (dicts, lists, str, int, bool, None) and back.

This is what the HTTP layer turns into JSON; the package itself never imports a JSON library.
``state_from_plain`` checks shapes and card codes only (``InvalidInput`` with pointers under
``/state``); invariants are ``check_state``'s job. ``view_plain`` is one seat's view: other
hands and the stock as counts, the cards everybody saw taken from the pile, no seeds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any, TypeVar

from service.core.bounds import Bounds
from service.core.cards import STANDARD_CARDS
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.games.femhundra.bounds import MOVE_LIMITS, STATE_LIMITS
from service.games.femhundra.cards import ALL_CARDS, Card
from service.games.femhundra.options import TARGET, FemhundraOptions
from service.games.femhundra.state import (
    Combination,
    Discard,
    Drawn,
    DrawSource,
    End,
    FemhundraState,
    Kind,
    MatchState,
    Move,
    MoveType,
    Phase,
    Source,
    TableCard,
    Turn,
)

E = TypeVar("E", bound=Enum)
MAX_PLAYERS = 6
T = TypeVar("T")

FIELD_DOCS: dict[str, str] = {
    "state.game": 'The game id, always "femhundra".',
    "state.version": "The state format version, 1.",
    "state.options": "Every option of the game, fully resolved (defaults filled in).",
    "state.players": "The number of players, 2 to 6 (R500-SETUP-1).",
    "state.dealer": "The dealer's seat; the forehand is the next seat clockwise (A500-01).",
    "state.to_move": "The seat whose turn it is, or null once somebody has gone out.",
    "state.phase": 'Which steps are legal next: "draw" (draw or take_pile; Taget claims '
    'open), "play" (meld, lay_off, swap_joker, discard) or "deal_over".',
    "state.seed": "The hand's seed; reshuffles of the pile derive theirs from it and their "
    "count (R500-STOCK-2).",
    "state.reshuffles": "How many times the pile has been reshuffled into a new stock so far.",
    "state.hands": "Each seat's cards, one list per seat.",
    "state.exposed": "Per seat, the cards in that hand every player has seen arrive (taken from "
    "the pile, or the joker won by a swap).",
    "state.stock": "The face-down stock, next card first.",
    "state.pile": "The face-up pile, bottom (the up-card) first and the top card last.",
    "state.table": "The combinations on the table in the order they were melded.",
    "state.table[].id": 'The combination\'s id ("m1", "m2", …), named by lay-offs and claims.',
    "state.table[].kind": '"set" (one rank) or "run" (one suit in order).',
    "state.table[].owner": "The seat that melded the combination (R500-MELD-6).",
    "state.table[].cards": "The combination's cards; a run lists them from its low end to its "
    "high end.",
    "state.table[].cards[].card": 'The card\'s code ("JK" for the joker).',
    "state.table[].cards[].seat": "The seat the card is credited to: who put it down "
    "(R500-LAYOFF-2, R500-JOKER-7).",
    "state.table[].cards[].joker_as": "For the joker only: the card it stands for (R500-JOKER-1).",
    "state.turn": "The current turn: its number and what has happened in it.",
    "state.turn.number": "The turn's number in the hand, 0 for the forehand's first; turns "
    "0 … players-1 are round 1 (R500-FIRST-1).",
    "state.turn.drawn": 'This turn\'s draw: source ("stock", "pile" for the top card, '
    '"whole_pile") and the cards it brought; null before the draw.',
    "state.turn.melded": "Whether the player to move has melded in this turn (R500-OUT-2, "
    "R500-BONUS-1).",
    "state.turn.pile_meld": "Whether the meld R500-PILE-3 requires after taking the whole pile "
    "has been made.",
    "state.last_discard": "The previous player's discard while it can still be claimed "
    "({player, card}), or null.",
    "state.penalties": "Per seat, the pile penalties of this hand (-50 each, R500-PILE-4).",
    "state.went_out": "The seat that went out, once the hand is over; else null.",
    "state.match": "The score sheet: match seed, target (500), deal_number, scores, history "
    "(one row per finished hand), over, winners, decided_by.",
    "state.match.seed": 'The match seed: deal 1 uses it, deal n derive_seed(seed, "deal", n).',
    "state.match.target": "The score that ends the match, 500 (R500-GAME-1).",
    "state.match.deal_number": "The number of the current hand in the match, from 1.",
    "state.match.scores": "Cumulative score per seat, including the current hand once over.",
    "state.match.history": "Each finished hand's score per seat, in order.",
    "state.match.over": "Whether somebody has reached 500 (R500-GAME-1).",
    "state.match.winners": "The winning seat(s) once the match is over, else null.",
    "state.match.decided_by": "How the winner was found: target, total, went_out, hand_score "
    "or shared (R500-GAME-2, R500-GAME-3).",
    "view.seat": "The seat this view is for.",
    "view.hand": "That seat's own cards.",
    "view.hand_counts": "How many cards each seat holds.",
    "view.stock_count": "How many cards the stock holds (its order is hidden).",
    "view.hands": "Every hand, only once the hand is over (they are counted openly).",
    "move.type": "The step: draw, take_pile, meld, lay_off, swap_joker, discard or claim.",
    "move.player": "The seat making the move (for a claim, the claimer).",
    "move.source": 'draw: "stock" (R500-DRAW-1) or "pile" for its top card (R500-DRAW-2).',
    "move.reshuffle": "draw/take_pile, optional: when this draw makes the stock run out, the "
    "pile's cards in their new order, the first turned up (R500-STOCK-2).",
    "move.cards": 'meld/lay_off: the cards from the hand, in any order ("JK" for the joker).',
    "move.joker_as": "meld/lay_off/claim with the joker: the card it stands for (R500-JOKER-1).",
    "move.target": "lay_off/claim: the id of the combination built on (R500-LAYOFF-5).",
    "move.end": 'lay_off/claim on a run: "low" or "high", the end extended; needed only '
    "when the cards fit both ends.",
    "move.ace": 'meld of a full 13-card run: "low" (A to K) or "high" (2 to A).',
    "move.card": "discard: the card discarded; swap_joker: the card put in the joker's place; "
    "claim: the discard claimed.",
}

# Per move type: required fields and optional fields beyond "type" and "player".
MOVE_FIELDS: dict[MoveType, tuple[tuple[str, ...], tuple[str, ...]]] = {
    MoveType.DRAW: (("source",), ("reshuffle",)),
    MoveType.TAKE_PILE: ((), ("reshuffle",)),
    MoveType.MELD: (("cards",), ("joker_as", "ace")),
    MoveType.LAY_OFF: (("target", "cards"), ("joker_as", "end")),
    MoveType.SWAP_JOKER: (("card",), ()),
    MoveType.DISCARD: (("card",), ()),
    MoveType.CLAIM: (("card", "target"), ("joker_as", "end")),
}


# --- to plain -------------------------------------------------------------------------------


def _entry_to_plain(entry: TableCard) -> dict[str, Any]:
    plain: dict[str, Any] = {"card": entry.card, "seat": entry.seat}
    if entry.joker_as is not None:
        plain["joker_as"] = entry.joker_as
    return plain


def _combo_to_plain(combo: Combination) -> dict[str, Any]:
    return {
        "id": combo.id,
        "kind": combo.kind.value,
        "owner": combo.owner,
        "cards": [_entry_to_plain(entry) for entry in combo.cards],
    }


def _turn_to_plain(turn: Turn) -> dict[str, Any]:
    drawn = turn.drawn
    return {
        "number": turn.number,
        "drawn": None
        if drawn is None
        else {"source": drawn.source.value, "cards": list(drawn.cards)},
        "melded": turn.melded,
        "pile_meld": turn.pile_meld,
    }


def match_to_plain(match: MatchState) -> dict[str, Any]:
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


def state_to_plain(state: FemhundraState) -> dict[str, Any]:
    last = state.last_discard
    return {
        "game": state.game,
        "version": state.version,
        "options": state.options.to_plain(),
        "players": state.players,
        "dealer": state.dealer,
        "to_move": state.to_move,
        "phase": state.phase.value,
        "seed": state.seed,
        "reshuffles": state.reshuffles,
        "hands": [list(hand) for hand in state.hands],
        "exposed": [list(cards) for cards in state.exposed],
        "stock": list(state.stock),
        "pile": list(state.pile),
        "table": [_combo_to_plain(combo) for combo in state.table],
        "turn": _turn_to_plain(state.turn),
        "last_discard": None if last is None else {"player": last.player, "card": last.card},
        "penalties": list(state.penalties),
        "went_out": state.went_out,
        "match": match_to_plain(state.match),
    }


def move_to_plain(move: Move) -> dict[str, Any]:
    plain: dict[str, Any] = {"type": move.type.value, "player": move.player}
    values: dict[str, Any] = {
        "source": None if move.source is None else move.source.value,
        "cards": list(move.cards),
        "card": move.card,
        "joker_as": move.joker_as,
        "target": move.target,
        "end": None if move.end is None else move.end.value,
        "ace": None if move.ace is None else move.ace.value,
        "reshuffle": None if move.reshuffle is None else list(move.reshuffle),
    }
    required, optional = MOVE_FIELDS[move.type]
    for name in (*required, *optional):
        if name in required or values[name] is not None:
            plain[name] = values[name]
    return plain


# --- from plain -----------------------------------------------------------------------------


class _Reader:
    """Reads plain data field by field, collecting every problem with its pointer."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def fail(self, path: str, code: str, message: str) -> None:
        self.problems.append(Problem(path, code, message))

    def obj(
        self, data: Any, path: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
    ) -> Mapping[str, Any] | None:
        if not isinstance(data, Mapping):
            self.fail(path, "invalid_type", msg("Expected an object."))
            return None
        for name in sorted(key for key in data if key not in (*required, *optional)):
            self.fail(
                f"{path}/{name}",
                "unknown_field",
                msg(
                    "Unknown field '{name}'; this object has: {value}.",
                    name=name,
                    value=", ".join((*required, *optional)),
                ),
            )
        for name in required:
            if name not in data:
                self.fail(
                    f"{path}/{name}",
                    "missing_field",
                    msg("The field '{name}' is required.", name=name),
                )
        return data

    def integer(self, value: Any, path: str, nullable: bool = False) -> int | None:
        if value is None and nullable:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(
                path,
                "invalid_type",
                msg("Expected an integer or null.") if nullable else msg("Expected an integer."),
            )
            return None
        return value

    def boolean(self, value: Any, path: str) -> bool | None:
        if not isinstance(value, bool):
            self.fail(path, "invalid_type", msg("Expected true or false."))
            return None
        return value

    def text(self, value: Any, path: str, nullable: bool = False) -> str | None:
        if value is None and nullable:
            return None
        if not isinstance(value, str):
            self.fail(
                path,
                "invalid_type",
                msg("Expected a string or null.") if nullable else msg("Expected a string."),
            )
            return None
        return value

    def card(self, value: Any, path: str, standard: bool = False) -> Card | None:
        codes = STANDARD_CARDS if standard else ALL_CARDS
        if not isinstance(value, str) or value not in codes:
            self.fail(
                path,
                "invalid_card",
                msg(
                    "The value {value!r} is not a card code; a code is a rank (A, 2–10, J, Q, K) "
                    "and a suit (S, H, D, C), such as '7S', or the joker 'JK' where it is played.",
                    value=value,
                ),
            )
            return None
        return value

    def items(self, value: Any, path: str, read: Callable[[Any, str], T | None]) -> tuple[T, ...]:
        if not isinstance(value, list):
            self.fail(path, "invalid_type", msg("Expected a list."))
            return ()
        found = [read(item, f"{path}/{index}") for index, item in enumerate(value)]
        return tuple(item for item in found if item is not None)

    def cards(self, value: Any, path: str) -> tuple[Card, ...]:
        return self.items(value, path, self.card)

    def enum(self, value: Any, path: str, kind: type[E]) -> E | None:
        for member in kind:
            if member.value == value:
                return member
        allowed = ", ".join(f'"{member.value}"' for member in kind)
        self.fail(path, "invalid_value", msg("Expected one of {allowed}.", allowed=allowed))
        return None

    def seats(self, value: Any, path: str) -> tuple[int, ...]:
        return self.items(value, path, self.integer)


def _read_entry(reader: _Reader, data: Any, path: str) -> TableCard | None:
    plain = reader.obj(data, path, ("card", "seat"), ("joker_as",))
    if plain is None:
        return None
    card = reader.card(plain.get("card"), f"{path}/card")
    seat = reader.integer(plain.get("seat"), f"{path}/seat")
    joker_as = plain.get("joker_as")
    declared = None if joker_as is None else reader.card(joker_as, f"{path}/joker_as", True)
    if card is None or seat is None:
        return None
    return TableCard(card, seat, declared)


def _read_combo(reader: _Reader, data: Any, path: str) -> Combination | None:
    plain = reader.obj(data, path, ("id", "kind", "owner", "cards"))
    if plain is None:
        return None
    combo_id = reader.text(plain.get("id"), f"{path}/id")
    kind = reader.enum(plain.get("kind"), f"{path}/kind", Kind)
    owner = reader.integer(plain.get("owner"), f"{path}/owner")
    entries = reader.items(
        plain.get("cards"), f"{path}/cards", lambda item, where: _read_entry(reader, item, where)
    )
    if combo_id is None or kind is None or owner is None:
        return None
    return Combination(combo_id, kind, owner, entries)


def _read_turn(reader: _Reader, data: Any, path: str) -> Turn | None:
    plain = reader.obj(data, path, ("number",), ("drawn", "melded", "pile_meld"))
    if plain is None:
        return None
    number = reader.integer(plain.get("number"), f"{path}/number")
    drawn: Drawn | None = None
    if plain.get("drawn") is not None:
        drawn_plain = reader.obj(plain["drawn"], f"{path}/drawn", ("source", "cards"))
        if drawn_plain is not None:
            source = reader.enum(drawn_plain.get("source"), f"{path}/drawn/source", DrawSource)
            cards = reader.cards(drawn_plain.get("cards"), f"{path}/drawn/cards")
            drawn = None if source is None else Drawn(source, cards)
    melded = reader.boolean(plain.get("melded", False), f"{path}/melded")
    pile_meld = reader.boolean(plain.get("pile_meld", False), f"{path}/pile_meld")
    if number is None or melded is None or pile_meld is None:
        return None
    return Turn(number, drawn, melded, pile_meld)


_MATCH_OPTIONAL = ("target", "deal_number", "scores", "history", "over", "winners", "decided_by")


def _read_match(reader: _Reader, data: Any, path: str, players: int) -> MatchState | None:
    plain = reader.obj(data, path, ("seed",), _MATCH_OPTIONAL)
    if plain is None:
        return None
    seed = reader.integer(plain.get("seed"), f"{path}/seed")
    target = reader.integer(plain.get("target", TARGET), f"{path}/target")
    number = reader.integer(plain.get("deal_number", 1), f"{path}/deal_number")
    scores = reader.seats(plain.get("scores", [0] * players), f"{path}/scores")
    history = reader.items(
        plain.get("history", []), f"{path}/history", lambda row, where: reader.seats(row, where)
    )
    over = reader.boolean(plain.get("over", False), f"{path}/over")
    winners_plain = plain.get("winners")
    winners = None if winners_plain is None else reader.seats(winners_plain, f"{path}/winners")
    decided_by = reader.text(plain.get("decided_by"), f"{path}/decided_by", nullable=True)
    if seed is None or target is None or number is None or over is None:
        return None
    return MatchState(seed, target, number, scores, history, over, winners, decided_by)


def match_from_plain(data: Any, players: int, pointer: str = "/match") -> MatchState:
    """A match record from plain data (for a deal that continues a match)."""
    reader = _Reader()
    match = _read_match(reader, data, pointer, players)
    if reader.problems or match is None:
        raise InvalidInput("invalid_request", reader.problems)
    return match


def _read_discard(reader: _Reader, data: Any, path: str) -> Discard | None:
    if data is None:
        return None
    plain = reader.obj(data, path, ("player", "card"))
    if plain is None:
        return None
    player = reader.integer(plain.get("player"), f"{path}/player")
    card = reader.card(plain.get("card"), f"{path}/card")
    return None if player is None or card is None else Discard(player, card)


def _read_options(reader: _Reader, data: Any, players: int) -> FemhundraOptions | None:
    if not isinstance(data, Mapping):
        reader.fail("/state/options", "invalid_type", msg("Expected an object."))
        return None
    try:
        return FemhundraOptions.resolve(data, players, "/state/options")
    except InvalidInput as error:
        reader.problems.extend(error.problems)
        return None


_STATE_REQUIRED = (
    "game",
    "options",
    "players",
    "dealer",
    "to_move",
    "phase",
    "hands",
    "stock",
    "pile",
    "table",
    "turn",
    "match",
)
_STATE_OPTIONAL = (
    "version",
    "seed",
    "reshuffles",
    "exposed",
    "last_discard",
    "penalties",
    "went_out",
)


_STATE_BOUNDS = Bounds(STATE_LIMITS)
_MOVE_BOUNDS = Bounds(MOVE_LIMITS)


def state_from_plain(data: Any) -> FemhundraState:
    """A state from plain data; ``InvalidInput("invalid_state")`` lists every shape problem."""
    oversized = _STATE_BOUNDS.problems(data, "/state")
    if oversized:
        raise InvalidInput("invalid_state", oversized)  # read nothing of an oversized zone
    reader = _Reader()
    plain = reader.obj(data, "/state", _STATE_REQUIRED, _STATE_OPTIONAL)
    if plain is None or reader.problems:
        raise InvalidInput("invalid_state", reader.problems)
    r = "/state"
    players = reader.integer(plain["players"], f"{r}/players")
    # Default lists (penalties, exposed, scores) need a sane length; check_state reports the rest.
    seats = players if players is not None and 0 < players <= MAX_PLAYERS else 0
    fields: dict[str, Any] = {
        "game": reader.text(plain["game"], f"{r}/game"),
        "version": reader.integer(plain.get("version", 1), f"{r}/version"),
        "options": _read_options(reader, plain["options"], players or 2),
        "players": players,
        "dealer": reader.integer(plain["dealer"], f"{r}/dealer"),
        "phase": reader.enum(plain["phase"], f"{r}/phase", Phase),
        "reshuffles": reader.integer(plain.get("reshuffles", 0), f"{r}/reshuffles"),
        "stock": reader.cards(plain["stock"], f"{r}/stock"),
        "pile": reader.cards(plain["pile"], f"{r}/pile"),
        "turn": _read_turn(reader, plain["turn"], f"{r}/turn"),
        "match": _read_match(reader, plain["match"], f"{r}/match", seats),
    }
    to_move = reader.integer(plain["to_move"], f"{r}/to_move", nullable=True)
    went_out = reader.integer(plain.get("went_out"), f"{r}/went_out", nullable=True)
    hands = reader.items(plain["hands"], f"{r}/hands", reader.cards)
    exposed = reader.items(plain.get("exposed", [[]] * seats), f"{r}/exposed", reader.cards)
    penalties = reader.seats(plain.get("penalties", [0] * seats), f"{r}/penalties")
    table = reader.items(
        plain["table"], f"{r}/table", lambda item, where: _read_combo(reader, item, where)
    )
    last = _read_discard(reader, plain.get("last_discard"), f"{r}/last_discard")
    match = fields["match"]
    seed_default = match.seed if isinstance(match, MatchState) else 0
    seed = reader.integer(plain.get("seed", seed_default), f"{r}/seed")
    if reader.problems or any(value is None for value in fields.values()) or seed is None:
        raise InvalidInput("invalid_state", reader.problems)
    return FemhundraState(
        **fields,
        to_move=to_move,
        seed=seed,
        hands=hands,
        exposed=exposed,
        table=table,
        last_discard=last,
        penalties=penalties,
        went_out=went_out,
    )


FIELD_NAMES: tuple[str, ...] = (
    "source",
    "cards",
    "card",
    "joker_as",
    "target",
    "end",
    "ace",
    "reshuffle",
)


def move_from_plain(data: Any) -> Move:
    """A move from plain data; ``InvalidInput("invalid_request")`` with pointers under /move."""
    oversized = _MOVE_BOUNDS.problems(data, "/move")
    if oversized:
        raise InvalidInput("invalid_request", oversized)
    reader = _Reader()
    r = "/move"
    head = reader.obj(data, r, ("type", "player"), tuple(FIELD_NAMES))
    if head is None or reader.problems:
        raise InvalidInput("invalid_request", reader.problems)
    move_type = reader.enum(head["type"], f"{r}/type", MoveType)
    if move_type is None:
        raise InvalidInput("invalid_request", reader.problems)
    required, optional = MOVE_FIELDS[move_type]
    plain = reader.obj(data, r, ("type", "player", *required), optional)
    assert plain is not None
    if reader.problems:
        raise InvalidInput("invalid_request", reader.problems)
    player = reader.integer(plain["player"], f"{r}/player")
    fields: dict[str, Any] = {}
    readers: dict[str, Callable[[Any, str], Any]] = {
        "source": lambda value, where: reader.enum(value, where, Source),
        "cards": reader.cards,
        "card": reader.card,
        "joker_as": lambda value, where: reader.card(value, where, standard=True),
        "target": reader.text,
        "end": lambda value, where: reader.enum(value, where, End),
        "ace": lambda value, where: reader.enum(value, where, End),
        "reshuffle": reader.cards,
    }
    for name in (*required, *optional):
        if plain.get(name) is not None:
            fields[name] = readers[name](plain[name], f"{r}/{name}")
        elif name in required:
            reader.fail(
                f"{r}/{name}", "missing_field", msg("The field '{name}' is required.", name=name)
            )
    if reader.problems or player is None:
        raise InvalidInput("invalid_request", reader.problems)
    return Move(move_type, player, **fields)


# --- one seat's view ------------------------------------------------------------------------


def view_plain(state: FemhundraState, seat: int) -> dict[str, Any]:
    """What ``seat`` may see (R500-DRAW-1: a stock card is seen by its drawer only).

    Other hands are counts plus the cards seen arriving from the pile (``exposed``); the stock
    is a count; the seeds, which would reveal the stock's order, are left out. Once the hand
    is over every hand is shown, as it is counted openly (R500-SCORE-1). All table cards are
    face up: the custom of laying built-on cards face down is not modelled (R500-LAYOFF-6,
    A500-24).
    """
    if not 0 <= seat < state.players:
        raise InvalidInput(
            "invalid_request",
            [Problem("/player", "invalid_seat", msg("There is no seat {seat}.", seat=seat))],
        )
    plain = state_to_plain(state)
    for hidden in ("seed", "stock", "hands"):
        del plain[hidden]
    del plain["match"]["seed"]
    plain["seat"] = seat
    plain["hand"] = list(state.hands[seat])
    plain["hand_counts"] = [len(hand) for hand in state.hands]
    plain["stock_count"] = len(state.stock)
    drawn = state.turn.drawn
    private = drawn is not None and drawn.source is DrawSource.STOCK
    if private and state.to_move != seat and not state.is_over:
        plain["turn"]["drawn"]["cards"] = []
    if state.is_over:
        plain["hands"] = [list(hand) for hand in state.hands]
    return plain


def events_view(events: Sequence[Mapping[str, Any]], seat: int) -> list[Mapping[str, Any]]:
    """The events as ``seat`` may see them: a card drawn from the stock is seen by its drawer
    only (R500-DRAW-1); everything else happens face up."""
    seen: list[Mapping[str, Any]] = []
    for event in events:
        if event["type"] == "drawn" and event["source"] == "stock" and event["player"] != seat:
            event = {**event, "card": None}
        seen.append(event)
    return seen

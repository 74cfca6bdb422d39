"""Schemas of the tarot family's state, view and move (contract §4, turn-structured games).

Descriptions come from the engine's own field documentation (``FIELD_DOCS``), so the contract
and the engine say the same thing. Shape and types are checked here; card identity,
conservation and consistency are the game's check (``invalid_state`` with pointers).
"""

from __future__ import annotations

from marshmallow import fields, validate

from service.api.fields import CardList, CardLists, IntList, PlainDict, StrictInt, card_field
from service.api.schemas.fishing import SENT, Strict, doc
from service.games.tarot.wire import FIELD_DOCS


def described(name: str, *marks: dict[str, object]) -> dict[str, object]:
    return doc(FIELD_DOCS[name], **{k: v for mark in marks for k, v in mark.items()})


PHASES = ["discard", "play", "fjont_exchange", "deal_over"]
MOVE_TYPES = ["discard_widow", "declare", "play", "fjont_exchange"]
SEQUENCE_KINDS = ["trump", "S", "H", "D", "C", "snapphanar", "aces"]


class TarotSequenceSchema(Strict):
    kind = fields.String(
        required=True,
        validate=validate.OneOf(SEQUENCE_KINDS),
        metadata=described("move.sequences.kind"),
    )
    cards = CardList(required=True, metadata=described("move.sequences.cards"))


class TarotDeclarationSchema(Strict):
    player = StrictInt(required=True, metadata=described("declarations.player"))
    sets = fields.List(CardList(), required=True, metadata=described("declarations.sets"))
    sequences = fields.List(
        fields.Nested(TarotSequenceSchema),
        required=True,
        metadata=described("declarations.sequences"),
    )


class TarotPlayedSchema(Strict):
    seat = StrictInt(required=True, metadata=described("trick.seat"))
    card = card_field(required=True, metadata=described("trick.card"))


class TarotDebtSchema(Strict):
    player = StrictInt(required=True, metadata=described("fjont_debt.player"))
    creditor = StrictInt(required=True, metadata=described("fjont_debt.creditor"))


class TarotMatchSchema(Strict):
    seed = StrictInt(
        required=True,
        allow_none=True,
        validate=validate.Range(min=0, max=2**53 - 1),
        metadata=described("match.seed"),
    )
    target = StrictInt(required=True, allow_none=True, metadata=described("match.target"))
    deal_number = StrictInt(
        required=True, validate=validate.Range(min=1), metadata=described("match.deal_number")
    )
    scores = IntList(required=True, metadata=described("match.scores"))
    history = fields.List(IntList(), metadata=described("match.history", SENT))
    over = fields.Boolean(metadata=described("match.over", SENT))
    winners = IntList(allow_none=True, metadata=described("match.winners", SENT))
    decided_by = fields.String(allow_none=True, metadata=described("match.decided_by", SENT))


class TarotStateSchema(Strict):
    """A deal of 800, 1000, 150 or Fjabbe."""

    game = fields.String(required=True, metadata=described("game"))
    version = StrictInt(validate=validate.Equal(1), metadata=described("version", SENT))
    options = PlainDict(required=True, metadata=described("options"))
    players = StrictInt(required=True, metadata=described("players"))
    dealer = StrictInt(required=True, metadata=described("dealer"))
    to_move = StrictInt(required=True, allow_none=True, metadata=described("to_move"))
    phase = fields.String(
        required=True, validate=validate.OneOf(PHASES), metadata=described("phase")
    )
    stage = StrictInt(required=True, metadata=described("stage"))
    hands = CardLists(required=True, metadata=described("hands"))
    stock = CardList(required=True, metadata=described("stock"))
    discards = CardLists(required=True, metadata=described("discards"))
    declarations = fields.List(
        fields.Nested(TarotDeclarationSchema), required=True, metadata=described("declarations")
    )
    trick = fields.List(
        fields.Nested(TarotPlayedSchema), required=True, metadata=described("trick")
    )
    tricks_played = StrictInt(required=True, metadata=described("tricks_played"))
    tricks_won = IntList(required=True, metadata=described("tricks_won"))
    won = CardLists(required=True, metadata=described("won"))
    last_winner = StrictInt(required=True, allow_none=True, metadata=described("last_winner"))
    fjont_debt = fields.Nested(
        TarotDebtSchema, required=True, allow_none=True, metadata=described("fjont_debt")
    )
    match = fields.Nested(TarotMatchSchema, required=True, metadata=described("match"))
    ended_by = fields.String(allow_none=True, metadata=described("ended_by", SENT))


class TarotViewSchema(TarotStateSchema):
    """What one seat may see: others' hands and discards, the stock and the seed hidden."""

    # the view's shape differs from the state's on purpose (null for hidden zones)
    hands = fields.List(  # type: ignore[assignment]
        fields.Raw(),
        metadata=doc("The viewer's hand as cards; null for every other hand.", **SENT),
    )
    discards = fields.List(  # type: ignore[assignment]
        fields.Raw(),
        metadata=doc("The viewer's discards; null for every other seat's.", **SENT),
    )
    stock = fields.Raw(  # type: ignore[assignment]
        allow_none=True, metadata=doc("Always null: the stock is hidden.", **SENT)
    )
    seat = StrictInt(metadata=doc("The seat this view is for.", **SENT))
    hand_counts = IntList(metadata=doc("Cards in each seat's hand.", **SENT))
    discard_counts = IntList(metadata=doc("Cards each seat has laid away.", **SENT))
    stock_count = StrictInt(metadata=doc("Number of cards in the stock.", **SENT))


class TarotMoveSchema(Strict):
    """One step of a turn; ``type`` says which, and which other fields it uses."""

    type = fields.String(
        required=True, validate=validate.OneOf(MOVE_TYPES), metadata=described("move.type")
    )
    player = StrictInt(required=True, metadata=described("move.player"))
    cards = CardList(metadata=described("move.cards"))
    card = card_field(metadata=described("move.card"))
    sets = fields.List(CardList(), metadata=described("move.sets"))
    sequences = fields.List(
        fields.Nested(TarotSequenceSchema), metadata=described("move.sequences")
    )

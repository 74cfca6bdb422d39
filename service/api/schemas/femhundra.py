"""Schemas of Femhundra's state, view and move (contract §4, turn-structured games).

Descriptions come from the engine's own field documentation (``FIELD_DOCS``), so the contract
and the engine say the same thing. Shape and types are checked here; card identity,
conservation and consistency are the game's check (``invalid_state`` with pointers).
"""

from __future__ import annotations

from marshmallow import fields, validate

from service.api.fields import (
    CardList,
    CardLists,
    IntList,
    PlainDict,
    StrictBool,
    StrictInt,
    card_field,
)
from service.api.schemas.fishing import SENT, Strict, doc
from service.games.femhundra.wire import FIELD_DOCS


def described(name: str, *marks: dict[str, object]) -> dict[str, object]:
    return doc(FIELD_DOCS[name], **{k: v for mark in marks for k, v in mark.items()})


class FemhundraTableCardSchema(Strict):
    card = card_field(required=True, metadata=described("state.table[].cards[].card"))
    seat = StrictInt(required=True, metadata=described("state.table[].cards[].seat"))
    joker_as = card_field(metadata=described("state.table[].cards[].joker_as"))


class FemhundraCombinationSchema(Strict):
    id = fields.String(required=True, metadata=described("state.table[].id"))
    kind = fields.String(
        required=True,
        validate=validate.OneOf(["set", "run"]),
        metadata=described("state.table[].kind"),
    )
    owner = StrictInt(required=True, metadata=described("state.table[].owner"))
    cards = fields.List(
        fields.Nested(FemhundraTableCardSchema),
        required=True,
        metadata=described("state.table[].cards"),
    )


class FemhundraDrawnSchema(Strict):
    source = fields.String(
        required=True,
        validate=validate.OneOf(["stock", "pile", "whole_pile"]),
        metadata=doc(
            "Where the turn's draw came from: stock, pile (its top card) or whole_pile (take_pile)."
        ),
    )
    cards = CardList(required=True, metadata=doc("The cards drawn (hidden from others in a view)."))


class FemhundraTurnSchema(Strict):
    number = StrictInt(required=True, metadata=described("state.turn.number"))
    drawn = fields.Nested(
        FemhundraDrawnSchema, required=True, allow_none=True, metadata=described("state.turn.drawn")
    )
    melded = StrictBool(required=True, metadata=described("state.turn.melded"))
    pile_meld = StrictBool(required=True, metadata=described("state.turn.pile_meld"))


class FemhundraDiscardSchema(Strict):
    player = StrictInt(required=True, metadata=doc("Seat that discarded."))
    card = card_field(required=True, metadata=doc("The discarded card."))


class FemhundraMatchSchema(Strict):
    seed = StrictInt(
        required=True,
        validate=validate.Range(min=0, max=2**53 - 1),
        metadata=described("state.match.seed"),
    )
    target = StrictInt(required=True, allow_none=True, metadata=described("state.match.target"))
    deal_number = StrictInt(
        required=True,
        validate=validate.Range(min=1),
        metadata=described("state.match.deal_number"),
    )
    scores = IntList(required=True, metadata=described("state.match.scores"))
    history = fields.List(IntList(), metadata=described("state.match.history", SENT))
    over = StrictBool(metadata=described("state.match.over", SENT))
    winners = IntList(allow_none=True, metadata=described("state.match.winners", SENT))
    decided_by = fields.String(allow_none=True, metadata=described("state.match.decided_by", SENT))


class FemhundraStateSchema(Strict):
    """A hand of Femhundra (500 Rummy)."""

    game = fields.String(required=True, metadata=described("state.game"))
    version = StrictInt(validate=validate.Equal(1), metadata=described("state.version", SENT))
    options = PlainDict(required=True, metadata=described("state.options"))
    players = StrictInt(required=True, metadata=described("state.players"))
    dealer = StrictInt(required=True, metadata=described("state.dealer"))
    to_move = StrictInt(required=True, allow_none=True, metadata=described("state.to_move"))
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["draw", "play", "deal_over"]),
        metadata=described("state.phase"),
    )
    seed = StrictInt(required=True, metadata=described("state.seed"))
    reshuffles = StrictInt(required=True, metadata=described("state.reshuffles"))
    hands = CardLists(required=True, metadata=described("state.hands"))
    exposed = CardLists(required=True, metadata=described("state.exposed"))
    stock = CardList(required=True, metadata=described("state.stock"))
    pile = CardList(required=True, metadata=described("state.pile"))
    table = fields.List(
        fields.Nested(FemhundraCombinationSchema), required=True, metadata=described("state.table")
    )
    turn = fields.Nested(FemhundraTurnSchema, required=True, metadata=described("state.turn"))
    last_discard = fields.Nested(
        FemhundraDiscardSchema,
        required=True,
        allow_none=True,
        metadata=described("state.last_discard"),
    )
    penalties = IntList(required=True, metadata=described("state.penalties"))
    went_out = StrictInt(required=True, allow_none=True, metadata=described("state.went_out"))
    match = fields.Nested(FemhundraMatchSchema, required=True, metadata=described("state.match"))


class FemhundraViewMatchSchema(FemhundraMatchSchema):
    """The match as a view shows it: without the seed, which would reveal the stock."""

    seed = StrictInt(metadata=doc("Absent from a view."))


class FemhundraViewSchema(FemhundraStateSchema):
    """What one seat may see: its hand, the others' as counts, the stock as a count."""

    # the view's shape differs from the state's on purpose (hidden zones left out)
    seed = StrictInt(metadata=doc("Absent from a view."))
    stock = CardList(metadata=doc("Absent from a view."))
    hands = CardLists(metadata=described("view.hands"))
    match = fields.Nested(
        FemhundraViewMatchSchema, metadata=doc("The match so far (without its seed).", **SENT)
    )
    seat = StrictInt(metadata=described("view.seat", SENT))
    hand = CardList(metadata=described("view.hand", SENT))
    hand_counts = IntList(metadata=described("view.hand_counts", SENT))
    stock_count = StrictInt(metadata=described("view.stock_count", SENT))


class FemhundraMoveSchema(Strict):
    """One step of a turn; ``type`` says which, and which other fields it uses."""

    type = fields.String(
        required=True,
        validate=validate.OneOf(
            ["draw", "take_pile", "meld", "lay_off", "swap_joker", "discard", "claim"]
        ),
        metadata=described("move.type"),
    )
    player = StrictInt(required=True, metadata=described("move.player"))
    source = fields.String(
        validate=validate.OneOf(["stock", "pile"]), metadata=described("move.source")
    )
    reshuffle = CardList(metadata=described("move.reshuffle"))
    cards = CardList(metadata=described("move.cards"))
    card = card_field(metadata=described("move.card"))
    joker_as = card_field(metadata=described("move.joker_as"))
    target = fields.String(metadata=described("move.target"))
    end = fields.String(validate=validate.OneOf(["low", "high"]), metadata=described("move.end"))
    ace = fields.String(validate=validate.OneOf(["low", "high"]), metadata=described("move.ace"))

"""Schemas of the fishing games' state, view and move (contract §4), field by field.

Every field carries a description so a client can build a state by hand from the spec alone.
Shape and types are checked here; card identity, conservation and rule consistency are the
game's check (reported as ``invalid_state`` with pointers).
"""

from __future__ import annotations

from marshmallow import RAISE, Schema, fields, validate

from service.api.fields import (
    CardList,
    CardLists,
    IntList,
    PlainDict,
    StrictBool,
    StrictInt,
    card_field,
)


def doc(text: str, **extra: object) -> dict[str, object]:
    return {"description": text, **extra}


class Strict(Schema):
    class Meta:
        unknown = RAISE


SEAT = doc("A seat index 0…players−1; seat i+1 plays after seat i (clockwise).")


class FishingBuildActionSchema(Strict):
    seat = StrictInt(required=True, metadata=doc("The seat that acted on the build."))
    type = fields.String(
        required=True,
        validate=validate.OneOf(["create", "add", "raise"]),
        metadata=doc("What the seat did: created it, added parts, or raised its value."),
    )
    exempt = StrictBool(
        load_default=False,
        metadata=doc("A partner's addition without a capturing card (BYGG-PART); default false."),
    )


class FishingBuildSchema(Strict):
    id = fields.String(required=True, metadata=doc("Build id, e.g. 'b1', named in captures."))
    value = StrictInt(required=True, metadata=doc("The build's value (2–16)."))
    parts = CardLists(
        required=True, metadata=doc("The build's parts, each a list of cards adding to value.")
    )
    created_by = StrictInt(required=True, metadata=doc("Seat that created the build."))
    creation_value = StrictInt(required=True, metadata=doc("The value it was created with."))
    last_builder = StrictInt(
        load_default=None,
        allow_none=True,
        metadata=doc("Seat of the last action (derived from history; informative on input)."),
    )
    history = fields.List(
        fields.Nested(FishingBuildActionSchema),
        required=True,
        metadata=doc("Every action on the build in order, the creation first."),
    )


class FishingTableSchema(Strict):
    cards = CardList(
        required=True, metadata=doc("Loose face-up table cards in the order they lie.")
    )
    builds = fields.List(
        fields.Nested(FishingBuildSchema),
        load_default=list,
        metadata=doc("Builds on the table (Byggkasino, Mulle Glimne); always empty in Kasino."),
    )


class FishingMatchSchema(Strict):
    seed = StrictInt(
        required=True,
        validate=validate.Range(min=0, max=2**53 - 1),
        metadata=doc(
            "The match seed: deal 1 is dealt from it, later deals from seeds derived "
            "from it (SHA-256 of 'seed:deal:n')."
        ),
    )
    target = StrictInt(
        required=True,
        allow_none=True,
        metadata=doc(
            "Points to reach; null for single deals. Equals the 'target' option (misär: 21, "
            "the elimination limit, with match 'elimination'; null for single deals)."
        ),
    )
    deal_number = StrictInt(
        required=True, validate=validate.Range(min=1), metadata=doc("This deal's number, 1 first.")
    )
    scores = IntList(required=True, metadata=doc("Match points per side after finished deals."))
    history = fields.List(
        IntList(),
        load_default=list,
        metadata=doc("Points per side of each finished deal, in order; scores are their sum."),
    )
    over = StrictBool(load_default=False, metadata=doc("Whether the match has been decided."))
    winners = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc("Winning side(s) once over (more than one: a shared win); else null."),
    )
    decided_by = fields.String(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "How the match was decided: single_deal, points, spades_last_deal, shared, "
            "announce_out (Kasino); lowest, fewest_spades, last_remaining, fewest_points "
            "(misär); tiebreak, immediate_win (Finnish Kasino). The score's standing names "
            "the rule."
        ),
    )
    remaining = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Misär elimination match only, once a player is out (MISAR-MATCH-1): the sides "
            "(original seats) still in, in seat order — seat i of this deal is side "
            "remaining[i]; scores keep one entry per original player. Absent or null while "
            "everybody plays."
        ),
    )


class FishingLastPlaySchema(Strict):
    player = StrictInt(required=True, metadata=doc("Seat that made the previous play."))
    card = card_field(required=True, metadata=doc("The card played."))
    captured = CardList(required=True, metadata=doc("Table cards it took (empty for a trail)."))
    tabbe = StrictBool(required=True, metadata=doc("Whether it cleared the table."))


class FishingStateSchema(Strict):
    """A deal of a fishing game (Kasino family, Byggkasino, Mulle)."""

    game = fields.String(required=True, metadata=doc("Game id, equal to the path's game."))
    version = StrictInt(
        load_default=1, validate=validate.Equal(1), metadata=doc("State format version (1).")
    )
    options = PlainDict(
        required=True,
        metadata=doc(
            "The game's options (see the catalogue); missing ones take their "
            "defaults, unknown or ill-typed ones are refused."
        ),
    )
    players = StrictInt(
        required=True,
        metadata=doc(
            "Number of players in this deal (2, 3 or 4; fewer than the match's in a misär "
            "elimination match once someone is out)."
        ),
    )
    dealer = StrictInt(required=True, metadata=SEAT | {"description": "The dealer's seat."})
    to_move = StrictInt(
        required=True,
        allow_none=True,
        metadata=doc("Seat to play next; null when the deal is over."),
    )
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["play", "deal_over"]),
        metadata=doc("'play' while cards are played; 'deal_over' once the deal is scored."),
    )
    round = StrictInt(
        required=True,
        metadata=doc(
            "The round in play, 1…R; round R is the last ('sistan'). Kasino, misär, Finnish "
            "Kasino: R = 6, 4, 3 for 2, 3, 4 players; Mulle: 10, 7, 5; Dragkasino: 1 while "
            "the stock lasts, 2 once the last card is drawn."
        ),
    )
    last_round = StrictBool(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Whether this is the last round (derived: round = R); informative on "
            "input but checked when given."
        ),
    )
    hands = CardLists(required=True, metadata=doc("Each seat's hand, indexed by seat."))
    table = fields.Nested(FishingTableSchema, required=True, metadata=doc("The table."))
    captured = CardLists(
        required=True, metadata=doc("Each seat's pile of captured cards this deal.")
    )
    tabbar = IntList(
        required=True,
        metadata=doc(
            "Tabbes (sweeps) recorded per seat; in Finnish Kasino the recorded, uncancelled "
            "ones (FIN-SWEEP-2…4)."
        ),
    )
    mulles = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Mulle only: mulles made per seat this deal (MULLE-S-7); omitted means none. "
            "Refused in other games."
        ),
    )
    penalties = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Misär (and Dragkasino on misär) only: penalty points per seat this deal, 5 for "
            "each forced tabbe missed under enforcement 'penalize' (MISAR-FORCE-2); omitted "
            "means none. Refused in other games."
        ),
    )
    credited = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Finnish Kasino, deal in play: points per side already credited at capture this "
            "deal — aces, lillan and storan in the side's pile (FIN-SCORE-2). Derived; "
            "informative on input but checked when given."
        ),
    )
    stock = CardList(required=True, metadata=doc("Undealt cards, the next card to be dealt first."))
    last_capturer = StrictInt(
        required=True,
        allow_none=True,
        metadata=doc("Seat of the most recent capture this deal, null if none."),
    )
    last_play = fields.Nested(
        FishingLastPlaySchema,
        load_default=None,
        allow_none=True,
        metadata=doc("The previous play (lets a player announce out right after a capture)."),
    )
    ended_by = fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.OneOf(["announce_out", "immediate_win"]),
        metadata=doc(
            "Null for a deal played out; 'announce_out' for one abandoned by an "
            "announcement (KAS-VAR-8); 'immediate_win' for a Finnish deal stopped when a "
            "capture's points reached the target (FIN-MATCH-1)."
        ),
    )
    match = fields.Nested(FishingMatchSchema, required=True, metadata=doc("The match so far."))


class FishingViewMatchSchema(FishingMatchSchema):
    """The match as a view shows it: without the seed, which would reveal every card."""

    seed = StrictInt(metadata=doc("Absent from a view: the seed would reveal every hidden card."))


class FishingViewSchema(FishingStateSchema):
    """What one seat may see: other hands and the stock as counts, no seed."""

    match = fields.Nested(
        FishingViewMatchSchema, metadata=doc("The match so far (without its seed).")
    )
    # the view's shape differs from the state's on purpose (counts for hidden zones)
    hands = fields.List(  # type: ignore[assignment]
        fields.Raw(),
        metadata=doc("The viewer's hand as cards; every other hand as its card count."),
    )
    stock = StrictInt(metadata=doc("Number of undealt cards."))  # type: ignore[assignment]
    viewer = StrictInt(metadata=doc("The seat this view is for."))


class FishingMoveSchema(Strict):
    """One play, or an announcement (contract §4)."""

    player = StrictInt(required=True, metadata=doc("Seat making the move."))
    card = card_field(metadata=doc("The card played from the hand (absent for an announcement)."))
    capture = CardList(
        metadata=doc(
            "Table items taken: loose card codes (and build ids where builds exist). "
            "Absent: the card is trailed. The referee finds a valid grouping itself."
        )
    )
    groups = fields.List(
        CardList(),
        metadata=doc(
            "Optional pinned grouping, e.g. [['7H'], ['3S', '4D']]; must contain "
            "exactly the captured items (capture may then be omitted)."
        ),
    )
    values = fields.Dict(
        keys=fields.String(),
        values=StrictInt(),
        metadata=doc(
            "Optional pinned values of special cards in the play, e.g. "
            "{'AS': 14, 'AC': 1}, where the valuation lets the player choose."
        ),
    )
    announce_out = StrictBool(
        load_default=False,
        metadata=doc("true: announce reaching the target during the deal (KAS-VAR-8); no card."),
    )

"""Schemas of the fishing games' state, view and move (contract §4), field by field.

Every field carries a description so a client can build a state by hand from the spec alone.
Shape and types are checked here; card identity, conservation and rule consistency are the
game's check (reported as ``invalid_state`` with pointers).
"""

from __future__ import annotations

from marshmallow import RAISE, fields, validate

from service.api.fields import (
    BUILD_ID_PATTERN,
    CappedSchema,
    CardList,
    CardLists,
    CardParts,
    IntList,
    IntValues,
    ItemList,
    PlainDict,
    StrictBool,
    StrictInt,
    build_id_field,
    card_field,
)


def doc(text: str, **extra: object) -> dict[str, object]:
    return {"description": text, **extra}


#: Marks a field every answer carries although a request may leave it out (it has a default
#: or is derived): the spec lists it as required, so a generated client's model has it as a
#: plain attribute (service.api.spec moves the mark into the schema's ``required``).
SENT: dict[str, object] = {"x-sent": True}


def sent(text: str, **extra: object) -> dict[str, object]:
    """``doc`` for a field that is optional in a request and always in an answer."""
    return doc(text, **SENT, **extra)


class Strict(CappedSchema):
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
        metadata=sent("A partner's addition without a capturing card (BYGG-PART); default false."),
    )


class FishingBuildSchema(Strict):
    id = build_id_field(
        required=True,
        metadata=doc(
            f"The build's id (pattern {BUILD_ID_PATTERN}, e.g. 'b1'), unique on the table; "
            "moves name it in capture, groups, build.onto and build.merge."
        ),
    )
    value = StrictInt(required=True, metadata=doc("The build's value (2–16)."))
    parts = CardLists(
        required=True, metadata=doc("The build's parts, each a list of cards adding to value.")
    )
    created_by = StrictInt(required=True, metadata=doc("Seat that created the build."))
    creation_value = StrictInt(required=True, metadata=doc("The value it was created with."))
    last_builder = StrictInt(
        load_default=None,
        allow_none=True,
        metadata=sent("Seat of the last action (derived from history; informative on input)."),
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
        metadata=sent("Builds on the table (Byggkasino, Mulle Glimne); always empty in Kasino."),
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
            "the elimination limit, with match 'elimination'; null for single deals; "
            "Byggkasino: null unless match is 'target')."
        ),
    )
    deal_number = StrictInt(
        required=True, validate=validate.Range(min=1), metadata=doc("This deal's number, 1 first.")
    )
    scores = IntList(required=True, metadata=doc("Match points per side after finished deals."))
    history = fields.List(
        IntList(),
        load_default=list,
        metadata=sent("Points per side of each finished deal, in order; scores are their sum."),
    )
    over = StrictBool(load_default=False, metadata=sent("Whether the match has been decided."))
    winners = IntList(
        load_default=None,
        allow_none=True,
        metadata=sent("Winning side(s) once over (more than one: a shared win); else null."),
    )
    decided_by = fields.String(
        load_default=None,
        allow_none=True,
        metadata=sent(
            "How the match was decided: single_deal, points, spades_last_deal, shared, "
            "announce_out (Kasino); lowest, fewest_spades, last_remaining, fewest_points "
            "(misär); tiebreak, immediate_win (Finnish Kasino); single_deal, points, "
            "three_deals, playoff, penalty (Byggkasino, Mulle Glimne). The score's standing "
            "names the rule."
        ),
    )
    remaining = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Only while some sides sit a deal out — a misär elimination match once a player "
            "is out (MISAR-MATCH-1), a Byggkasino play-off between tied players "
            "(BYGG-MATCH-4): the sides (original seats) playing this deal, in seat order — "
            "seat i of this deal is side remaining[i]; scores keep one entry per original "
            "side. Absent or null while everybody plays."
        ),
    )


class FishingLastPlaySchema(Strict):
    player = StrictInt(required=True, metadata=doc("Seat that made the previous play."))
    card = card_field(required=True, metadata=doc("The card played."))
    captured = CardList(required=True, metadata=doc("Table cards it took (empty for a trail)."))
    tabbe = StrictBool(required=True, metadata=doc("Whether it cleared the table."))


class FishingDutySchema(Strict):
    """Who answers for a build (BYGG-HOLD-1), derived from the builds' histories."""

    seat = StrictInt(required=True, metadata=doc("The seat that answers for the build."))
    build = build_id_field(required=True, metadata=doc("The build's id."))
    duty = fields.String(
        required=True,
        validate=validate.OneOf(["last", "creator"]),
        metadata=doc(
            "'last': the seat made the build's latest (non-exempt) action, may not trail and "
            "must keep a card of its value (BYGG-HOLD-1(a), BYGG-HOLD-2/3); 'creator': in "
            "partnership play the creator whose partner acted last, who must only keep a "
            "card of its value (BYGG-HOLD-1(b), BYGG-PART-3)."
        ),
    )


class FishingStateSchema(Strict):
    """A deal of a fishing game (Kasino family, Byggkasino, Mulle)."""

    game = fields.String(required=True, metadata=doc("Game id, equal to the path's game."))
    version = StrictInt(
        load_default=1, validate=validate.Equal(1), metadata=sent("State format version (1).")
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
            "elimination match once someone is out, or in a Byggkasino play-off)."
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
            "Kasino, Byggkasino: R = 6, 4, 3 for 2, 3, 4 players; Mulle: 10, 7, 5; Mulle "
            "Glimne: 12, 6 for 2, 4; Dragkasino: 1 while the stock lasts, 2 once the last "
            "card is drawn."
        ),
    )
    last_round = StrictBool(
        load_default=None,
        allow_none=True,
        metadata=sent(
            "Whether this is the last round (derived: round = R); informative on "
            "input but checked when given."
        ),
    )
    duties = fields.List(
        fields.Nested(FishingDutySchema),
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Byggkasino and Mulle Glimne: who answers for which build (BYGG-HOLD-1), by "
            "seat, then in table order. Derived from the builds' histories; informative on "
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
            "Penalty points per seat this deal; omitted means none. Misär (and Dragkasino on "
            "misär): 5 for each forced tabbe missed under enforcement 'penalize' "
            "(MISAR-FORCE-2). Byggkasino: points each seat received from the others' "
            "penalties (BYGG-PEN-4/5). Refused in other games."
        ),
    )
    mulle_points = IntList(
        load_default=None,
        allow_none=True,
        metadata=doc(
            "Mulle Glimne only: per seat, the points of the mulles made this deal — each the "
            "capture value of the played card, 2…16 (MULLE-G-7/8); omitted means none. "
            "Refused in other games."
        ),
    )
    next_build = StrictInt(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=1),
        metadata=doc(
            "Byggkasino and Mulle Glimne: the number the deal's next new build takes at least "
            "(1 at the deal). A new build is b<n>, n the larger of this and one more than the "
            "largest id number on the table; it then becomes n + 1, so no build id is used "
            "twice in a deal. Omitted (a state written before it existed) counts as 1. "
            "Refused in other games."
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
        metadata=sent("The previous play (lets a player announce out right after a capture)."),
    )
    ended_by = fields.String(
        load_default=None,
        allow_none=True,
        validate=validate.OneOf(["announce_out", "immediate_win", "penalty"]),
        metadata=sent(
            "Null for a deal played out; 'announce_out' for one abandoned by an "
            "announcement (KAS-VAR-8); 'immediate_win' for a Finnish deal stopped when a "
            "capture's points reached the target (FIN-MATCH-1); 'penalty' for a single "
            "Byggkasino or Mulle Glimne deal lost by a default on a build or a forbidden "
            "trail (BYGG-PEN-2/3)."
        ),
    )
    match = fields.Nested(FishingMatchSchema, required=True, metadata=doc("The match so far."))


class FishingViewMatchSchema(FishingMatchSchema):
    """The match as a view shows it: without the seed, which would reveal every card."""

    seed = StrictInt(metadata=doc("Absent from a view: the seed would reveal every hidden card."))


class FishingViewSchema(FishingStateSchema):
    """What one seat may see: other hands and the stock as counts, no seed."""

    match = fields.Nested(
        FishingViewMatchSchema, metadata=sent("The match so far (without its seed).")
    )
    # the view's shape differs from the state's on purpose (counts for hidden zones)
    hands = fields.List(  # type: ignore[assignment]
        fields.Raw(),
        metadata=sent("The viewer's hand as cards; every other hand as its card count."),
    )
    stock = StrictInt(metadata=sent("Number of undealt cards."))  # type: ignore[assignment]
    viewer = StrictInt(metadata=sent("The seat this view is for."))


class FishingBuildPlaySchema(Strict):
    """A build play (Byggkasino, Mulle Glimne; contract §4, reference §6.6–6.8)."""

    value = StrictInt(
        required=True,
        metadata=doc(
            "The build's value after the play, as announced (BYGG-BUILD-6). Any integer is "
            "read; the rules refuse one outside 2…16 (BYGG-BUILD-5) or different from the "
            "computed value, as an illegal move."
        ),
    )
    parts = CardParts(
        required=True,
        metadata=doc(
            "The new parts, each a non-empty list of card codes: the played card and loose "
            "table cards only — never cards inside a build — with the played card in exactly "
            "one part. Each part adds up to value (the played card at its hand value, table "
            "cards at their table values); a part may be the played card alone when its hand "
            "value is value ('ligger'). A raise: the first part is the played card alone, "
            "e.g. [['6S']]."
        ),
    )
    onto = build_id_field(
        metadata=doc(
            f"The build built on (pattern {BUILD_ID_PATTERN}). Absent: a new build. Its "
            "value equal to value: the parts are added to it (BYGG-ADD-2/3); a simple build "
            "of a smaller value w: a raise to value = w + the played card's hand value "
            "(BYGG-RAISE-2), further parts adding up to the new value."
        )
    )
    merge = fields.List(
        build_id_field(),
        metadata=doc(
            "Ids of other whole builds of value that join as parts (BYGG-ADD-5, "
            "BYGG-RAISE-3); absent or empty: none."
        ),
    )


class FishingMoveSchema(Strict):
    """One play, or an announcement (contract §4).

    A move plays a card and then either nothing more (a trail), or captures (``capture``,
    optionally ``groups`` and ``values``), or builds (``build``) — never captures and builds
    (``invalid_move_shape``)."""

    player = StrictInt(required=True, metadata=doc("Seat making the move."))
    card = card_field(metadata=doc("The card played from the hand (absent for an announcement)."))
    capture = ItemList(
        metadata=doc(
            "Table items taken: loose card codes, and build ids (pattern "
            f"{BUILD_ID_PATTERN}) where builds exist — a build is taken whole. Absent, "
            "with no build: the card is trailed. The referee finds a valid grouping itself. "
            "Not with build."
        )
    )
    groups = fields.List(
        ItemList(),
        metadata=doc(
            "Optional pinned grouping, e.g. [['7H'], ['3S', '4D'], ['b2']]; must contain "
            "exactly the captured items (capture may then be omitted). Not with build."
        ),
    )
    values = IntValues(
        metadata=doc(
            "Optional pinned values of special cards in a capture, e.g. "
            "{'AS': 14, 'AC': 1}, where the valuation lets the player choose. Not with build."
        ),
    )
    build = fields.Nested(
        FishingBuildPlaySchema,
        metadata=doc(
            "A build play (Byggkasino, Mulle Glimne): build new, add parts to a build, or "
            "raise a simple build (contract §4). Not with capture, groups or values; refused "
            "by games without builds."
        ),
    )
    announce_out = StrictBool(
        load_default=False,
        metadata=doc("true: announce reaching the target during the deal (KAS-VAR-8); no card."),
    )

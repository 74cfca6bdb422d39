"""The events each family's engine reports, one JSON Schema per event ``type``.

Events are answers only (apply, replay), so they are written as JSON Schema directly rather
than as marshmallow schemas that nothing loads. Every event has ``type`` (a ``const``, the
discriminator) and the fields listed here; a field marked required is in every event of that
type. ``tests/api/test_spec_examples.py`` and the schemathesis games check real answers
against these schemas.
"""

from __future__ import annotations

from typing import Any

from service.api.schemas.cards import card_schema

Schema = dict[str, Any]
#: (JSON Schema, required, description) per field
Field = tuple[Schema, bool, str]

SEAT: Schema = {"type": "integer", "minimum": 0}
INT: Schema = {"type": "integer"}
BOOL: Schema = {"type": "boolean"}
TEXT: Schema = {"type": "string"}
RULE: Schema = {"type": "string", "description": "Rules-reference ID."}
INTS: Schema = {"type": "array", "items": {"type": "integer"}}
SEATS: Schema = {"type": "array", "items": SEAT}
IDS: Schema = {"type": "array", "items": {"type": "string"}}


def nullable(schema: Schema) -> Schema:
    return {**schema, "type": [schema["type"], "null"]}


def _events(family: str) -> dict[str, tuple[str, dict[str, Field]]]:
    card = card_schema(family)
    cards: Schema = {"type": "array", "items": card}
    items: Schema = {"type": "array", "items": card_schema(family, builds=True)}
    player = (SEAT, True, "The seat that acted.")
    rule = (RULE, True, "The rule that applies.")
    if family == "fishing":
        build = {
            "player": player,
            "card": (card, True, "The card played."),
            "build": (TEXT, True, "The build's id."),
            "value": (INT, True, "The build's value after the play."),
            "cards": (cards, True, "Loose table cards taken into the build."),
            "parts": ({"type": "array", "items": cards}, True, "The build's parts now."),
            "merged": (IDS, True, "Ids of whole builds merged into it."),
            "exempt": (BOOL, True, "A partner's addition without a capturing card."),
        }
        return {
            "dealt": (
                "A round was dealt.",
                {
                    "round": (INT, True, "The round dealt, 1 first."),
                    "last_round": (BOOL, True, "Whether it is the last round."),
                    "hand_sizes": (INTS, True, "Cards dealt to each seat."),
                },
            ),
            "sistan": (
                "The last round ('sistan') began.",
                {"round": (INT, True, "The round number."), "rule": rule},
            ),
            "drew": (
                "Dragkasino: a card was drawn after the play.",
                {"player": player, "stock": (INT, True, "Cards left in the stock.")},
            ),
            "trailed": ("A card was trailed.", {"player": player, "card": (card, True, "")}),
            "captured": (
                "Table items were captured.",
                {
                    "player": player,
                    "card": (card, True, "The capturing card."),
                    "cards": (cards, True, "Every card taken from the table."),
                    "value": (INT, True, "The value captured."),
                    "groups": (
                        {"type": "array", "items": items},
                        True,
                        "The grouping used (card codes and build ids).",
                    ),
                    "values": (
                        {"type": "object", "additionalProperties": INT},
                        False,
                        "Special cards' values used.",
                    ),
                    "builds": (IDS, False, "Ids of the builds taken (building games)."),
                },
            ),
            "build_created": ("A build was made.", build),
            "build_added": ("Parts were added to a build.", build),
            "build_raised": ("A build was raised.", build),
            "mulle": (
                "A mulle (a card taking its twin).",
                {
                    "player": player,
                    "card": (card, True, "The card played."),
                    "mulles": (INT, False, "Mulle Sassersson: the seat's mulles this deal."),
                    "points": (INT, False, "Mulle Glimne: the mulle's points."),
                    "rule": (RULE, False, "The rule."),
                },
            ),
            "tabbe": (
                "The table was cleared.",
                {
                    "player": player,
                    "tabbar": (INT, False, "The seat's tabbes now (a recorded tabbe)."),
                    "recorded": (BOOL, False, "false: a tabbe that does not count."),
                    "rule": (RULE, False, "Why it does not count."),
                },
            ),
            "tabbe_on": (
                "Misär: the table can be cleared by these values (a forced tabbe is due).",
                {"values": (INTS, True, "Values that clear the table."), "rule": rule},
            ),
            "sweeps_cancelled": (
                "Every side had a tabbe: one each was cancelled.",
                {"tabbar": (INTS, True, "Tabbes per seat now."), "rule": rule},
            ),
            "points_credited": (
                "Finnish Kasino: points credited at capture.",
                {
                    "player": player,
                    "side": (SEAT, True, "The side credited."),
                    "points": (INT, True, "Points of this capture."),
                    "running": (INT, True, "The side's points credited this deal."),
                    "rule": rule,
                },
            ),
            "penalty": (
                "A breach punished by a penalty; the play stands.",
                {
                    "player": player,
                    "rule": rule,
                    "breach": (RULE, True, "The rule broken."),
                    "message": (TEXT, True, "One sentence."),
                    "points": (INT, True, "Penalty points."),
                    "card": (card, False, "The card trailed (Byggkasino)."),
                    "to_sides": (SEATS, False, "Sides that received the points."),
                    "corrected": (BOOL, False, "The card went back to the hand."),
                },
            ),
            "default": (
                "Byggkasino: a player could not take a build he answers for.",
                {
                    "player": player,
                    "rule": rule,
                    "message": (TEXT, True, "One sentence."),
                    "deal_lost": (BOOL, False, "A single deal: the deal is lost."),
                    "points": (INT, False, "Points to every other side."),
                    "to_sides": (SEATS, False, "Sides that received the points."),
                    "broken_up": (IDS, False, "Builds broken up."),
                },
            ),
            "builds_broken_up": (
                "Builds became loose cards (BYGG-PEN-6).",
                {"player": player, "builds": (IDS, True, "Their ids."), "rule": rule},
            ),
            "deal_lost": (
                "The deal was lost by a penalty.",
                {
                    "player": player,
                    "side": (SEAT, True, "The losing side."),
                    "rule": rule,
                    "reason": (TEXT, True, "One sentence."),
                },
            ),
            "announced_out": (
                "A player announced reaching the target.",
                {
                    "player": player,
                    "side": (SEAT, True, "The side."),
                    "points": (INT, True, "Its points."),
                },
            ),
            "leftovers": (
                "Cards left on the table at the end of the deal.",
                {
                    "player": (nullable(SEAT), True, "Who got them; null: nobody."),
                    "cards": (cards, True, "The cards."),
                },
            ),
            "deal_over": (
                "The deal ended and was scored.",
                {
                    "totals": (INTS, True, "This deal's points per side."),
                    "scores": (INTS, True, "Match points per side now."),
                },
            ),
            "eliminated": (
                "Misär: sides reached the limit and are out.",
                {"sides": (SEATS, True, "The sides out."), "rule": rule},
            ),
            "playoff": (
                "Byggkasino: a play-off between the tied sides.",
                {"sides": (SEATS, True, "The sides playing on."), "rule": rule},
            ),
            "match_over": (
                "The match was decided.",
                {
                    "winners": (SEATS, True, "Winning side(s)."),
                    "by": (nullable(TEXT), True, "How it was decided."),
                },
            ),
        }
    if family == "femhundra":
        nullable_card = {"anyOf": [card, {"type": "null"}]}
        end = {"anyOf": [{"type": "string", "enum": ["low", "high"]}, {"type": "null"}]}
        return {
            "drawn": (
                "A card was drawn.",
                {
                    "player": player,
                    "source": (
                        {"type": "string", "enum": ["stock", "pile"]},
                        True,
                        "Where from.",
                    ),
                    "card": (card, True, "The card (a view hides others' stock cards)."),
                },
            ),
            "reshuffled": (
                "The discard pile was turned into a new stock.",
                {
                    "number": (INT, True, "Reshuffles so far."),
                    "cards": (INT, True, "Cards reshuffled."),
                    "up_card": (card, True, "The new pile's first card."),
                },
            ),
            "pile_taken": (
                "The whole discard pile was taken.",
                {"player": player, "cards": (cards, True, "The cards.")},
            ),
            "melded": (
                "A combination was laid down.",
                {
                    "player": player,
                    "id": (TEXT, True, "The combination's id."),
                    "kind": ({"type": "string", "enum": ["set", "run"]}, True, "Set or run."),
                    "cards": (cards, True, "The cards."),
                    "joker_as": (nullable_card, True, "What a joker stands for."),
                },
            ),
            "laid_off": (
                "Cards were added to a combination.",
                {
                    "player": player,
                    "target": (TEXT, True, "The combination's id."),
                    "cards": (cards, True, "The cards."),
                    "joker_as": (nullable_card, True, "What a joker stands for."),
                    "end": (end, True, "Which end of a run."),
                },
            ),
            "joker_swapped": (
                "A joker was taken back in exchange for the card it stood for.",
                {
                    "player": player,
                    "card": (card, True, "The card given."),
                    "target": (TEXT, True, "The combination's id."),
                    "credited": (nullable(INT), True, "Points credited."),
                },
            ),
            "claimed": (
                "A discard was claimed onto a combination.",
                {
                    "player": player,
                    "card": (card, True, "The card."),
                    "target": (TEXT, True, "The combination's id."),
                    "joker_as": (nullable_card, True, "What a joker stands for."),
                    "end": (end, True, "Which end of a run."),
                },
            ),
            "discarded": ("A card was discarded.", {"player": player, "card": (card, True, "")}),
            "penalty": (
                "Penalty points.",
                {"player": player, "points": (INT, True, "The points."), "rule": rule},
            ),
            "went_out": ("A player went out.", {"player": player}),
            "deal_over": (
                "The hand ended and was scored.",
                {
                    "went_out": (nullable(SEAT), True, "Who went out."),
                    "totals": (INTS, True, "This hand's points per player."),
                    "scores": (INTS, True, "Match points now."),
                    "match_over": (BOOL, True, "Whether the match is decided."),
                },
            ),
        }
    side = (SEAT, True, "The side.")
    return {
        "dealt": (
            "Cards were dealt (a stage of the deal).",
            {
                "stage": (INT, True, "The stage."),
                "cards": (INTS, True, "Cards received per seat."),
                "rule": rule,
            },
        ),
        "discarded": ("Cards were laid away.", {"player": player, "cards": (cards, True, "")}),
        "declared": (
            "A declaration was made.",
            {"player": player, "side": side, "points": (INT, True, "Its points.")},
        ),
        "played": ("A card was played to the trick.", {"player": player, "card": (card, True, "")}),
        "trick_won": (
            "A trick was won.",
            {
                "player": player,
                "side": side,
                "trick": (INT, True, "Tricks played so far."),
                "cards": (cards, True, "The trick's cards in playing order."),
            },
        ),
        "fjont_owed": (
            "The Fjønt was played: a card is owed for it.",
            {"player": player, "side": side, "to_side": (SEAT, True, "The creditor side.")},
        ),
        "fjont_exchanged": (
            "A card was given for the Fjønt.",
            {
                "player": player,
                "side": side,
                "to_side": (SEAT, True, "The creditor side."),
                "card": (card, True, "The card given."),
            },
        ),
        "fjont_lost": (
            "The Fjønt went to the creditor side.",
            {"player": player, "to_side": (SEAT, True, "The creditor side.")},
        ),
        "deal_over": (
            "The deal ended and was scored.",
            {
                "ended_by": (TEXT, True, "last_trick or declaration."),
                "totals": (INTS, True, "This deal's points per side."),
            },
        ),
        "match_over": (
            "The match was decided.",
            {"winners": (SEATS, True, "Winning side(s)."), "rule": rule},
        ),
    }


def _pascal(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def event_schemas(family: str, prefix: str) -> dict[str, Schema]:
    """``{component name: schema}`` for every event of ``family``, then the union
    ``{prefix}Event`` (``oneOf``, discriminated on ``type``)."""
    found: dict[str, Schema] = {}
    mapping: dict[str, str] = {}
    for kind, (text, members) in _events(family).items():
        name = f"{prefix}{_pascal(kind)}Event"
        properties: dict[str, Schema] = {
            "type": {"type": "string", "const": kind, "description": "The event's kind."}
        }
        for field, (schema, _required, about) in members.items():
            properties[field] = {**schema, "description": about} if about else dict(schema)
        found[name] = {
            "type": "object",
            "description": text,
            "properties": properties,
            "required": ["type", *(f for f, (_, required, _) in members.items() if required)],
            "additionalProperties": False,
        }
        mapping[kind] = f"#/components/schemas/{name}"
    found[f"{prefix}Event"] = {
        "description": "What happened, told apart by type.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
    return found

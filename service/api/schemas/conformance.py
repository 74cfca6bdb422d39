"""The conformance kit's answers: the manifest and one game's file (conformance/*.schema.json
describe the files in full; the contract names their top level)."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from service.api.schemas.fishing import doc


def _kit() -> fields.Constant[str]:
    return fields.Constant(
        "kortdomaren-conformance", required=True, metadata=doc("Always 'kortdomaren-conformance'.")
    )


def _kit_version() -> fields.Integer:
    return fields.Integer(
        required=True,
        validate=validate.Range(min=1),
        metadata=doc("The kit format's version (docs/conformance.md)."),
    )


class ConformanceEntrySchema(Schema):
    game = fields.String(required=True, metadata=doc("The game id."))
    version = fields.Integer(
        required=True,
        validate=validate.Range(min=1),
        metadata=doc("The game file's version, raised whenever the file changes."),
    )
    file = fields.String(required=True, metadata=doc("The file's path in the kit."))
    sha256 = fields.String(
        required=True,
        validate=validate.Regexp(r"^[0-9a-f]{64}$"),
        metadata=doc("SHA-256 of the file's bytes (also its ETag)."),
    )
    bytes = fields.Integer(
        required=True, validate=validate.Range(min=1), metadata=doc("The file's size.")
    )
    positions = fields.Integer(
        required=True, validate=validate.Range(min=0), metadata=doc("Positions in the file.")
    )
    checks = fields.Integer(
        required=True,
        validate=validate.Range(min=0),
        metadata=doc("Move checks (legal and illegal) over all positions."),
    )
    deals = fields.Integer(
        required=True, validate=validate.Range(min=0), metadata=doc("Finished deals.")
    )
    perft = fields.Integer(
        required=True, validate=validate.Range(min=0), metadata=doc("Perft start positions.")
    )


class ConformanceIndexSchema(Schema):
    kit = _kit()
    kit_version = _kit_version()
    games = fields.List(
        fields.Nested(ConformanceEntrySchema),
        required=True,
        metadata=doc("One entry per game of the catalogue."),
    )


def _records(text: str) -> fields.List[dict[str, object]]:
    return fields.List(fields.Dict(), required=True, metadata=doc(text))


class ConformanceKitSchema(Schema):
    kit = _kit()
    kit_version = _kit_version()
    game = fields.String(required=True, metadata=doc("The game id."))
    version = fields.Integer(
        required=True, validate=validate.Range(min=1), metadata=doc("The file's version.")
    )
    positions = _records(
        "Positions from seeded deals: the state, its complete legal-move list, and checks "
        "(legal moves with their successors, near misses with the rule IDs they break)."
    )
    deals = _records("Seeded deals played to their end: the moves, final state and score.")
    perft = _records("Seeded start positions with the number of move sequences of length 1-3.")

"""A fast loader compiled from a marshmallow request schema, for the hot endpoints.

marshmallow's per-field machinery (error stores, getters, partial loading, hooks) costs about
1.5 µs a field, which for one Kasino state is most of a request (performance.md). The schemas
stay the single source of the contract: this module walks a schema's fields once and builds
closures that do exactly what marshmallow's ``load`` does for a *valid* body — the same
required/null/default handling, each field's own ``_deserialize`` and validators, ``unknown``
refused — and nothing for an invalid one. A body the fast loader does not accept is loaded by
marshmallow, which then reports every problem with its message: accepting is all the fast path
may do. A schema feature it does not mirror (hooks, ``partial``, ``many``, dotted attributes,
field pre/post-load, ``unknown`` other than RAISE) is refused when the loader is compiled, so
a schema change can never silently diverge; tests compare both loaders on generated bodies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing

#: A field's ``_deserialize(value, attr, data)``, or its compiled equivalent.
Converter = Callable[[Any, Any, Any], Any]
#: A field as loading sees it: its converter, its validators, whether null is allowed.
Member = tuple[Converter, tuple[Callable[[Any], Any], ...], bool]


class Declined(Exception):
    """The fast loader does not accept the value (marshmallow will say why)."""


class UnsupportedSchema(TypeError):
    """A schema feature the fast loader does not mirror; raised when compiling."""


def compile_loader(schema: Schema) -> Callable[[Any], dict[str, Any] | None]:
    """A function giving ``schema.load(body)`` for a body it accepts, else ``None``."""
    load = _schema_loader(schema, schema.unknown)

    def fast_load(body: Any) -> dict[str, Any] | None:
        try:
            return load(body, None, None)  # type: ignore[no-any-return]
        except (Declined, ValidationError):
            return None

    return fast_load


def _schema_loader(schema: Schema, unknown: str) -> Converter:
    if schema.many:
        raise UnsupportedSchema(f"{type(schema).__name__}: many=True")
    if unknown != RAISE:
        raise UnsupportedSchema(f"{type(schema).__name__}: unknown={unknown!r}")
    if any(schema._hooks.values()):
        raise UnsupportedSchema(f"{type(schema).__name__}: load/validation hooks")
    members: list[tuple[str, str, bool, Any, Member]] = []
    for attr_name, field in schema.load_fields.items():
        key = field.data_key if field.data_key is not None else attr_name
        target = field.attribute or attr_name
        if "." in target:
            raise UnsupportedSchema(f"{type(schema).__name__}.{attr_name}: dotted attribute")
        members.append((key, target, field.required, field.load_default, _member(field)))
    known = frozenset(key for key, *_ in members)

    def load(data: Any, _attr: Any, _parent: Any) -> dict[str, Any]:
        if type(data) is not dict or not known.issuperset(data):
            raise Declined
        out: dict[str, Any] = {}
        for key, target, required, default, (convert, validators, allow_none) in members:
            value = data.get(key, missing)
            if value is missing:
                if required:
                    raise Declined
                value = default() if callable(default) else default
                if value is not missing:
                    out[target] = value
            elif value is None:
                if not allow_none:
                    raise Declined
                out[target] = None
            else:
                value = convert(value, key, data)
                for validator in validators:  # marshmallow 4: a validator raises to refuse
                    validator(value)
                out[target] = value
        return out

    return load


def _member(field: fields.Field[Any]) -> Member:
    """How ``field.deserialize`` treats a present value: convert, validate, allow null."""
    if field.pre_load or field.post_load:
        raise UnsupportedSchema(f"{field!r}: field pre_load/post_load")
    return _converter(field), tuple(field.validators), field.allow_none


def _converter(field: fields.Field[Any]) -> Converter:
    """The field's ``_deserialize``: compiled for nested schemas and plain lists (whose
    marshmallow versions recurse through the slow machinery), the field's own otherwise."""
    if isinstance(field, fields.Nested):
        if field.many:
            raise UnsupportedSchema(f"{field!r}: many=True")
        return _schema_loader(field.schema, field.unknown or field.schema.unknown)
    if type(field) is fields.List:
        convert, validators, allow_none = _member(field.inner)

        def load_list(value: Any, _attr: Any, _parent: Any) -> list[Any]:
            if type(value) is not list:
                raise Declined
            out = []
            for item in value:
                if item is None:
                    if not allow_none:
                        raise Declined
                else:
                    item = convert(item, None, None)
                    for validator in validators:
                        validator(item)
                out.append(item)
            return out

        return load_list
    return field._deserialize

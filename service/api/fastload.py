"""A fast loader compiled from a marshmallow request schema, for the hot endpoints.

marshmallow's per-field machinery (error stores, getters, partial loading, hooks) costs about
1.5 µs a field, which for one Kasino state is most of a request (performance.md). The schemas
stay the single source of the contract: this module walks a schema's fields once and writes a
Python function per schema that does exactly what marshmallow's ``load`` does for a *valid*
body — the same required/null/default handling, each field's own ``_deserialize`` and
validators, ``unknown`` refused — and nothing for an invalid one. A body the fast loader does
not accept is loaded by marshmallow, which then reports every problem with its message:
accepting is all the fast path may do. A schema feature it does not mirror (hooks, ``partial``,
``many``, dotted attributes, field pre/post-load, ``unknown`` other than RAISE) is refused when
the loader is compiled, so a schema change can never silently diverge; tests compare both
loaders on generated bodies.

The written code inlines the checks of the strict fields and the common validators, whose
meaning is exact and small (a type test, a set membership, a comparison); any other field or
validator is called as marshmallow would call it. Writing source rather than nesting closures
takes the per-field cost from about a microsecond to a few hundred nanoseconds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate

from service.api.fields import (
    CappedList,
    CardCode,
    CardList,
    IntList,
    ItemList,
    StrictBool,
    StrictInt,
)


class Declined(Exception):
    """The fast loader does not accept the value (marshmallow will say why)."""


class UnsupportedSchema(TypeError):
    """A schema feature the fast loader does not mirror; raised when compiling."""


#: Fields whose ``_deserialize`` is exactly "this JSON type, returned as it is": the written
#: test, and the type the value then has.
_EXACT_TYPE: dict[type[fields.Field[Any]], str] = {
    fields.String: "str",  # marshmallow also takes bytes, which JSON never gives
    CardCode: "str",
    StrictInt: "int",
    StrictBool: "bool",
}
#: Lists of one JSON scalar type, returned as they are (``fields._only``: no ``True`` for 1).
_FLAT_LIST: dict[type[fields.Field[Any]], str] = {
    CardList: "str",
    ItemList: "str",
    IntList: "int",
}


def compile_loader(schema: Schema) -> Callable[[Any], dict[str, Any] | None]:
    """A function giving ``schema.load(body)`` for a body it accepts, else ``None``."""
    writer = _Writer()
    load = writer.schema(schema, schema.unknown)

    def fast_load(body: Any) -> dict[str, Any] | None:
        try:
            return load(body)  # type: ignore[no-any-return]
        except (Declined, ValidationError):
            return None

    return fast_load


class _Writer:
    """Writes one loader function per schema; names every object the code refers to."""

    def __init__(self) -> None:
        self.namespace: dict[str, Any] = {
            "Declined": Declined,
            "missing": missing,
            "STR": frozenset({str}),
            "INT": frozenset({int}),
        }

    def ref(self, value: Any) -> str:
        name = f"_r{len(self.namespace)}"
        self.namespace[name] = value
        return name

    def schema(self, schema: Schema, unknown: str) -> Callable[[Any], Any]:
        name = type(schema).__name__
        if schema.many:
            raise UnsupportedSchema(f"{name}: many=True")
        if unknown != RAISE:
            raise UnsupportedSchema(f"{name}: unknown={unknown!r}")
        if any(schema._hooks.values()):
            raise UnsupportedSchema(f"{name}: load/validation hooks")
        known = frozenset(
            field.data_key if field.data_key is not None else attr
            for attr, field in schema.load_fields.items()
        )
        lines = [
            "def load(data):",
            f"    if type(data) is not dict or not {self.ref(known)}.issuperset(data):",
            "        raise Declined",
            "    out = {}",
        ]
        for attr, field in schema.load_fields.items():
            target = field.attribute or attr
            if "." in target:
                raise UnsupportedSchema(f"{name}.{attr}: dotted attribute")
            key = field.data_key if field.data_key is not None else attr
            lines += ["    " + line for line in self.member(field, key, target)]
        lines.append("    return out")
        return self.define("load", lines)

    def define(self, name: str, lines: list[str]) -> Callable[[Any], Any]:
        """The function ``name`` that ``lines`` (our own generated source) define."""
        code: dict[str, Any] = {}
        exec("\n".join(lines), self.namespace, code)
        return code[name]  # type: ignore[no-any-return]

    def member(self, field: fields.Field[Any], key: str, target: str) -> list[str]:
        """Lines storing one field of ``data`` into ``out`` as marshmallow would."""
        if field.pre_load or field.post_load:
            raise UnsupportedSchema(f"{field!r}: field pre_load/post_load")
        lines = [f"v = data.get({key!r}, missing)", "if v is missing:"]
        if field.required:
            lines.append("    raise Declined")
        else:
            default = field.load_default
            if callable(default):
                lines.append(f"    out[{target!r}] = {self.ref(default)}()")
            elif default is not missing:
                lines.append(f"    out[{target!r}] = {self.ref(default)}")
            else:
                lines.append("    pass")
        lines.append("elif v is None:")
        lines.append(f"    out[{target!r}] = None" if field.allow_none else "    raise Declined")
        lines.append("else:")
        convert, kind = self.converter(field, key)
        lines += ["    " + line for line in convert]
        for validator in field.validators:
            lines += ["    " + line for line in self.validator(validator, kind)]
        lines.append(f"    out[{target!r}] = v")
        return lines

    def converter(self, field: fields.Field[Any], key: str | None) -> tuple[list[str], str]:
        """Lines turning ``v`` into the loaded value, and the JSON type it then surely has."""
        kind = type(field)
        if kind in _EXACT_TYPE:
            json_type = _EXACT_TYPE[kind]
            return [f"if type(v) is not {json_type}:", "    raise Declined"], json_type
        if kind in _FLAT_LIST:
            items = _FLAT_LIST[kind].upper()
            return [
                f"if type(v) is not list or not set(map(type, v)) <= {items}:",
                "    raise Declined",
            ], "list"
        if isinstance(field, fields.Nested):
            if field.many:
                raise UnsupportedSchema(f"{field!r}: many=True")
            nested = self.schema(field.schema, field.unknown or field.schema.unknown)
            return [f"v = {self.ref(nested)}(v)"], "dict"
        if kind is fields.List or kind is CappedList:  # the same but for failing items
            return self.list_converter(field), "list"  # type: ignore[arg-type]
        # a list's item has no enclosing object in scope: marshmallow passes None there too
        data = "data" if key is not None else "None"
        return [f"v = {self.ref(field._deserialize)}(v, {key!r}, {data})"], "any"

    def list_converter(self, field: fields.List[Any]) -> list[str]:
        inner = field.inner
        if inner.pre_load or inner.post_load:
            raise UnsupportedSchema(f"{inner!r}: field pre_load/post_load")
        convert, kind = self.converter(inner, None)
        checks = [line for check in inner.validators for line in self.validator(check, kind)]
        load_list = self.define(
            "load_list",
            [
                "def load_list(values):",
                "    if type(values) is not list:",
                "        raise Declined",
                "    items = []",
                "    for v in values:",
                "        if v is None:",
                "            " + ("pass" if inner.allow_none else "raise Declined"),
                "        else:",
                *("            " + line for line in convert + checks),
                "        items.append(v)",
                "    return items",
            ],
        )
        return [f"v = {self.ref(load_list)}(v)"]

    def validator(self, check: Callable[[Any], Any], kind: str) -> list[str]:
        """Lines refusing ``v`` as ``check`` would (marshmallow 4: a validator raises)."""
        if type(check) is validate.OneOf and kind == "str":
            choices = check.choices
            if all(type(choice) is str for choice in choices):
                return [f"if v not in {self.ref(frozenset(choices))}:", "    raise Declined"]
        tests: list[str] = []
        if type(check) is validate.Range and kind == "int":
            low = "<" if check.min_inclusive else "<="
            high = ">" if check.max_inclusive else ">="
            tests = _outside("v", check.min, check.max, low, high)
        elif type(check) is validate.Length and kind in {"list", "str"} and check.equal is None:
            tests = _outside("len(v)", check.min, check.max, "<", ">")
        if tests:
            return [f"if {' or '.join(tests)}:", "    raise Declined"]
        return [f"{self.ref(check)}(v)"]


def _outside(subject: str, low: Any, high: Any, below: str, above: str) -> list[str]:
    """Tests that ``subject`` lies outside the bounds (None: no bound on that side)."""
    tests = [] if low is None else [f"{subject} {below} {low!r}"]
    return tests if high is None else [*tests, f"{subject} {above} {high!r}"]

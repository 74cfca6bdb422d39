"""Declared game options: one spec per option, resolved into one typed, frozen object.

Options are declared once (name, type, allowed values, default, rule ID) so that the
catalogue, validation and defaults come from the same data. Unknown or ill-typed options are
refused, never replaced by defaults (the RLCard counter-example in style.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from service.core.text import Text, msg
from service.core.verdict import InvalidInput, Problem, token

Default = Callable[[Mapping[str, Any], int], Any]


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game as the catalogue shows it.

    ``kind`` is ``bool``, ``int``, ``enum`` or ``object``; ``nullable`` admits ``null``;
    ``default`` is a value or a function of the already-resolved options and the player
    count, for defaults that depend on other options (e.g. the Överspader target, AKF-11).
    An ``object`` option groups the options in ``fields``: given keys are checked like
    top-level options, missing ones take their defaults (Mulle Glimne's ``building``).
    """

    name: str
    kind: str
    default: Any
    rule: str
    description: Text  # written with msg() where declared: extracted for translation
    choices: tuple[str, ...] = ()
    nullable: bool = False
    minimum: int | None = None
    maximum: int | None = None
    players: tuple[int, ...] = ()
    presets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    fields: tuple[OptionSpec, ...] = ()

    def default_for(self, resolved: Mapping[str, Any], players: int) -> Any:
        if self.kind == "object":
            return resolve(self.fields, {}, players)
        return self.default(resolved, players) if callable(self.default) else self.default

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not acceptable, or None."""
        if value is None:
            return (
                None
                if self.nullable
                else msg("The option '{name}' may not be null.", name=self.name)
            )
        if self.kind == "object":
            ok = isinstance(value, Mapping)
            return None if ok else msg("The option '{name}' must be an object.", name=self.name)
        if self.kind == "bool":
            ok = isinstance(value, bool)
            return None if ok else msg("The option '{name}' must be true or false.", name=self.name)
        if self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                return msg("The option '{name}' must be an integer.", name=self.name)
            if self.minimum is not None and value < self.minimum:
                return msg(
                    "The option '{name}' must be at least {minimum}.",
                    name=self.name,
                    minimum=self.minimum,
                )
            if self.maximum is not None and value > self.maximum:
                return msg(
                    "The option '{name}' must be at most {maximum}.",
                    name=self.name,
                    maximum=self.maximum,
                )
            return None
        if not isinstance(value, str) or value not in self.choices:
            allowed = ", ".join(f'"{c}"' for c in self.choices)
            return msg(
                "The option '{name}' must be one of {allowed}.", name=self.name, allowed=allowed
            )
        return None


def resolve(
    specs: Sequence[OptionSpec],
    raw: Mapping[str, Any],
    players: int,
    pointer: str = "/options",
) -> dict[str, Any]:
    """Every option filled in: given values checked, presets applied, defaults added.

    Options are resolved in declaration order, so a default may depend on earlier options.
    A preset option (e.g. ``profile``) supplies values that explicit options override.
    """
    by_name = {spec.name: spec for spec in specs}
    problems = [
        Problem(
            f"{pointer}/{token(name)}",
            "unknown_option",
            msg(
                "The game has no option '{name}'; its catalogue entry lists its options.", name=name
            ),
        )
        for name in sorted(raw)
        if name not in by_name
    ]
    for name in sorted(raw):
        spec = by_name.get(name)
        if spec is None:
            continue
        why = spec.problem(raw[name])
        if (
            why is None
            and spec.players
            and players not in spec.players
            and raw[name]
            not in (
                False,
                None,
                spec.default,
            )
        ):
            counts = ", ".join(map(str, spec.players))
            why = msg("The option '{name}' needs {counts} players.", name=name, counts=counts)
        if why:
            problems.append(Problem(f"{pointer}/{token(name)}", "invalid_option", why, spec.rule))
    if problems:
        raise InvalidInput("invalid_request", problems)
    preset: dict[str, Any] = {}
    for spec in specs:
        if spec.presets and name_in(raw, spec):
            preset.update(spec.presets.get(raw[spec.name], {}))
    resolved: dict[str, Any] = {}
    for spec in specs:
        if spec.kind == "object" and spec.name in raw:
            resolved[spec.name] = resolve(
                spec.fields, raw[spec.name], players, f"{pointer}/{token(spec.name)}"
            )
        elif spec.name in raw:
            resolved[spec.name] = raw[spec.name]
        elif spec.name in preset:
            resolved[spec.name] = preset[spec.name]
        else:
            resolved[spec.name] = spec.default_for(resolved, players)
    return resolved


def name_in(raw: Mapping[str, Any], spec: OptionSpec) -> bool:
    return spec.name in raw and raw[spec.name] is not None

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="OptionEntry")


@_attrs_define
class OptionEntry:
    """
    Attributes:
        name (str | Unset):
        type_ (str | Unset): boolean, integer, enum or object. An object option is given as a JSON object of its fields
            (each checked like an option; missing ones take their defaults, unknown ones are refused).
        choices (list[str] | Unset): Allowed values of an enum.
        nullable (bool | Unset):
        minimum (int | Unset):
        maximum (int | Unset):
        default (Any | Unset): Default value.
        default_note (str | Unset): When the default depends on other options.
        players (list[int] | Unset): Player counts it applies to.
        rule (str | Unset): Rules-reference ID of the option.
        description (str | Unset):
        fields (list[OptionEntry] | Unset): Object options only: the fields of the object, each listed like an option
            (name, type, default, rule, …); the object's default has every field at its default.
    """

    name: str | Unset = UNSET
    type_: str | Unset = UNSET
    choices: list[str] | Unset = UNSET
    nullable: bool | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    default: Any | Unset = UNSET
    default_note: str | Unset = UNSET
    players: list[int] | Unset = UNSET
    rule: str | Unset = UNSET
    description: str | Unset = UNSET
    fields: list[OptionEntry] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        nullable = self.nullable

        minimum = self.minimum

        maximum = self.maximum

        default = self.default

        default_note = self.default_note

        players: list[int] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        rule = self.rule

        description = self.description

        fields: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = []
            for fields_item_data in self.fields:
                fields_item = fields_item_data.to_dict()
                fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if type_ is not UNSET:
            field_dict["type"] = type_
        if choices is not UNSET:
            field_dict["choices"] = choices
        if nullable is not UNSET:
            field_dict["nullable"] = nullable
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if default is not UNSET:
            field_dict["default"] = default
        if default_note is not UNSET:
            field_dict["default_note"] = default_note
        if players is not UNSET:
            field_dict["players"] = players
        if rule is not UNSET:
            field_dict["rule"] = rule
        if description is not UNSET:
            field_dict["description"] = description
        if fields is not UNSET:
            field_dict["fields"] = fields

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        type_ = d.pop("type", UNSET)

        choices = cast(list[str], d.pop("choices", UNSET))

        nullable = d.pop("nullable", UNSET)

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        default = d.pop("default", UNSET)

        default_note = d.pop("default_note", UNSET)

        players = cast(list[int], d.pop("players", UNSET))

        rule = d.pop("rule", UNSET)

        description = d.pop("description", UNSET)

        _fields = d.pop("fields", UNSET)
        fields: list[OptionEntry] | Unset = UNSET
        if _fields is not UNSET:
            fields = []
            for fields_item_data in _fields:
                fields_item = OptionEntry.from_dict(fields_item_data)

                fields.append(fields_item)

        option_entry = cls(
            name=name,
            type_=type_,
            choices=choices,
            nullable=nullable,
            minimum=minimum,
            maximum=maximum,
            default=default,
            default_note=default_note,
            players=players,
            rule=rule,
            description=description,
            fields=fields,
        )

        return option_entry

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_entry_type import OptionEntryType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OptionEntry")


@_attrs_define
class OptionEntry:
    """
    Attributes:
        name (str): The option's name in options.
        type_ (OptionEntryType): boolean, integer, enum or object. An object option is given as a JSON object of its
            fields (each checked like an option; missing ones take their defaults, unknown ones are refused).
        nullable (bool): Whether null is allowed.
        default (Any): Default value.
        rule (str): Rules-reference ID of the option.
        description (str): What the option does.
        choices (list[str] | Unset): Allowed values of an enum.
        minimum (int | Unset): Smallest allowed integer.
        maximum (int | Unset): Largest allowed integer.
        default_note (str | Unset): When the default depends on other options.
        players (list[int] | Unset): Player counts it applies to.
        fields (list[OptionEntry] | Unset): Object options only: the fields of the object, each listed like an option
            (name, type, default, rule, …); the object's default has every field at its default.
    """

    name: str
    type_: OptionEntryType
    nullable: bool
    default: Any
    rule: str
    description: str
    choices: list[str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    default_note: str | Unset = UNSET
    players: list[int] | Unset = UNSET
    fields: list[OptionEntry] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        nullable = self.nullable

        default = self.default

        rule = self.rule

        description = self.description

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        minimum = self.minimum

        maximum = self.maximum

        default_note = self.default_note

        players: list[int] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        fields: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = []
            for fields_item_data in self.fields:
                fields_item = fields_item_data.to_dict()
                fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "nullable": nullable,
                "default": default,
                "rule": rule,
                "description": description,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if default_note is not UNSET:
            field_dict["default_note"] = default_note
        if players is not UNSET:
            field_dict["players"] = players
        if fields is not UNSET:
            field_dict["fields"] = fields

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = OptionEntryType(d.pop("type"))

        nullable = d.pop("nullable")

        default = d.pop("default")

        rule = d.pop("rule")

        description = d.pop("description")

        choices = cast(list[str], d.pop("choices", UNSET))

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        default_note = d.pop("default_note", UNSET)

        players = cast(list[int], d.pop("players", UNSET))

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
            nullable=nullable,
            default=default,
            rule=rule,
            description=description,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
            default_note=default_note,
            players=players,
            fields=fields,
        )

        return option_entry

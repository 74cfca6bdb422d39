from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingBuildPlay")


@_attrs_define
class FishingBuildPlay:
    """
    Attributes:
        value (int): The build's value after the play, as announced (BYGG-BUILD-6). Any integer is read; the rules
            refuse one outside 2…16 (BYGG-BUILD-5) or different from the computed value, as an illegal move.
        parts (list[list[str]]): The new parts, each a non-empty list of card codes: the played card and loose table
            cards only — never cards inside a build — with the played card in exactly one part. Each part adds up to value
            (the played card at its hand value, table cards at their table values); a part may be the played card alone when
            its hand value is value ('ligger'). A raise: the first part is the played card alone, e.g. [['6S']].
        onto (str | Unset): The build built on (pattern ^b[0-9]+$). Absent: a new build. Its value equal to value: the
            parts are added to it (BYGG-ADD-2/3); a simple build of a smaller value w: a raise to value = w + the played
            card's hand value (BYGG-RAISE-2), further parts adding up to the new value. Example: b1.
        merge (list[str] | Unset): Ids of other whole builds of value that join as parts (BYGG-ADD-5, BYGG-RAISE-3);
            absent or empty: none.
    """

    value: int
    parts: list[list[str]]
    onto: str | Unset = UNSET
    merge: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data

            parts.append(parts_item)

        onto = self.onto

        merge: list[str] | Unset = UNSET
        if not isinstance(self.merge, Unset):
            merge = self.merge

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "parts": parts,
            }
        )
        if onto is not UNSET:
            field_dict["onto"] = onto
        if merge is not UNSET:
            field_dict["merge"] = merge

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        value = d.pop("value")

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = cast(list[str], parts_item_data)

            parts.append(parts_item)

        onto = d.pop("onto", UNSET)

        merge = cast(list[str], d.pop("merge", UNSET))

        fishing_build_play = cls(
            value=value,
            parts=parts,
            onto=onto,
            merge=merge,
        )

        return fishing_build_play

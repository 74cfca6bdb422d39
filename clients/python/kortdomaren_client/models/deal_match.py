from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DealMatch")


@_attrs_define
class DealMatch:
    """
    Attributes:
        history (list[list[int]]): Points per side of the deals already played in this match, in order.
    """

    history: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        history = []
        for history_item_data in self.history:
            history_item = history_item_data

            history.append(history_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "history": history,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = cast(list[int], history_item_data)

            history.append(history_item)

        deal_match = cls(
            history=history,
        )

        return deal_match

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tarot_sequence_kind import TarotSequenceKind

T = TypeVar("T", bound="TarotSequence")


@_attrs_define
class TarotSequence:
    """
    Attributes:
        kind (TarotSequenceKind): Sequence kind: trump, S, H, D, C, snapphanar or aces.
        cards (list[str]): The sequence's cards, wild cards (T0, FJ) included.
    """

    kind: TarotSequenceKind
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TarotSequenceKind(d.pop("kind"))

        cards = cast(list[str], d.pop("cards"))

        tarot_sequence = cls(
            kind=kind,
            cards=cards,
        )

        return tarot_sequence

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.tarot_sequence import TarotSequence


T = TypeVar("T", bound="TarotDeclaration")


@_attrs_define
class TarotDeclaration:
    """
    Attributes:
        player (int): Seat that declared.
        sets (list[list[str]]): Declared sets, each a list of 3 or 4 cards of one rank or 4 tarokker.
        sequences (list[TarotSequence]): Declared sequences, each {kind, cards} with wild cards included.
    """

    player: int
    sets: list[list[str]]
    sequences: list[TarotSequence]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        sets = []
        for sets_item_data in self.sets:
            sets_item = sets_item_data

            sets.append(sets_item)

        sequences = []
        for sequences_item_data in self.sequences:
            sequences_item = sequences_item_data.to_dict()
            sequences.append(sequences_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "sets": sets,
                "sequences": sequences,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_sequence import TarotSequence  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        sets = []
        _sets = d.pop("sets")
        for sets_item_data in _sets:
            sets_item = cast(list[str], sets_item_data)

            sets.append(sets_item)

        sequences = []
        _sequences = d.pop("sequences")
        for sequences_item_data in _sequences:
            sequences_item = TarotSequence.from_dict(sequences_item_data)

            sequences.append(sequences_item)

        tarot_declaration = cls(
            player=player,
            sets=sets,
            sequences=sequences,
        )

        return tarot_declaration

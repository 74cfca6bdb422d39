from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.femhundra_combination_kind import FemhundraCombinationKind

if TYPE_CHECKING:
    from ..models.femhundra_table_card import FemhundraTableCard


T = TypeVar("T", bound="FemhundraCombination")


@_attrs_define
class FemhundraCombination:
    """
    Attributes:
        id (str): The combination's id ("m1", "m2", …), named by lay-offs and claims.
        kind (FemhundraCombinationKind): "set" (one rank) or "run" (one suit in order).
        owner (int): The seat that melded the combination (R500-MELD-6).
        cards (list[FemhundraTableCard]): The combination's cards; a run lists them from its low end to its high end.
    """

    id: str
    kind: FemhundraCombinationKind
    owner: int
    cards: list[FemhundraTableCard]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        owner = self.owner

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "owner": owner,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_table_card import FemhundraTableCard  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        kind = FemhundraCombinationKind(d.pop("kind"))

        owner = d.pop("owner")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = FemhundraTableCard.from_dict(cards_item_data)

            cards.append(cards_item)

        femhundra_combination = cls(
            id=id,
            kind=kind,
            owner=owner,
            cards=cards,
        )

        return femhundra_combination
